/**
 * Disputes (issue 25, docs/decisions/023): either side of a task opens one while 进行中 or 待验收, with a
 * reason and evidence (text and their own 纠纷证据 attachments); the task is frozen until the operator
 * decides (disputes.decide.ts). The task page reads its deal state here: revision rounds, the automatic
 * acceptance date and the latest dispute.
 */
import { TASK_ATTACHMENT_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import type { EndpointData } from '@bazaar/domain/api';
import type { AttachmentEntry, Message, Page } from '@bazaar/domain/entities';
import {
  autoAcceptAt,
  canOpenDispute,
  DEAL_MESSAGES,
  DISPUTE_SIDE_NAME,
  REVISION_MAX_ROUNDS,
  revisionsLeft,
  taskPagePath,
  type DisputeStatus,
} from '@bazaar/domain/rules';
import type { Db, Tx } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import { transact } from '../../db/transact';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { escrowHeld } from '../billing/escrow';
import { fenOf } from '../billing/ledger.repository';
import * as conversations from '../conversations/conversations.repository';
import { toMessage } from '../conversations/conversations.service';
import { addNotification } from '../notifications/notifications.repository';
import { taskPartyOf } from '../tasks/task-party';
import { toAttachment } from '../tasks/tasks.attachments';
import * as changes from '../tasks/tasks.lifecycle.repository';
import * as tasks from '../tasks/tasks.repository';
import { NOT_TASK_OWNER, TASK_NOT_FOUND } from '../tasks/tasks.service';
import * as repo from './disputes.repository';
import type { Deps } from '../../services/deps';

type TaskDeal = EndpointData<'getTaskDeal'>;
type Dispute = EndpointData<'getDisputeInfo'>;

export interface OpenDisputeInput {
  orderId: number;
  reason: string;
  evidenceText: string;
  attachmentIds: number[];
  messageIds: number[];
}

interface Evidence {
  text: string;
  attachmentIds: number[];
  messageIds: number[];
}

const idList = (value: unknown): number[] =>
  Array.isArray(value) ? (value.filter(Number.isSafeInteger) as number[]) : [];

/** The evidence JSON as stored (`{ text, attachmentIds, messageIds }`), read defensively: a later field is ignored. */
export function evidenceOf(raw: unknown): Evidence {
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
  const text = typeof value?.text === 'string' ? value.text : '';
  return { text, attachmentIds: idList(value?.attachmentIds), messageIds: idList(value?.messageIds) };
}

/** The conversation between the task's employer and its hired designer, if they have one. */
const taskConversation = (
  db: Db | Tx,
  task: { order_id: number; employer_id: number; hired_designer_id: number | null },
) =>
  task.hired_designer_id === null
    ? Promise.resolve(undefined)
    : conversations.findConversationId(db, task.order_id, task.employer_id, task.hired_designer_id);

/** What a dispute shows beside its row: the evidence files and quoted messages, the task's conversation. */
interface DisputeContext {
  files: AttachmentEntry[];
  messages: Message[];
  conversationId: number | null;
}

const NO_CONTEXT: DisputeContext = { files: [], messages: [], conversationId: null };

/** The dispute's evidence files and the messages it quotes from the task's conversation (`taskConversation`). */
async function contextOf(db: Db, row: repo.DisputeRow, conversationId: number | undefined): Promise<DisputeContext> {
  const evidence = evidenceOf(row.evidence);
  const [files, quoted] = await Promise.all([
    tasks.findAttachments(db, row.order_id),
    conversationId ? conversations.findMessagesByIds(db, conversationId, evidence.messageIds) : [],
  ]);
  return { files: files.map(toAttachment), messages: quoted.map(toMessage), conversationId: conversationId ?? null };
}

export function toDispute(row: repo.DisputeRow, task: tasks.TaskRow | undefined, context: DisputeContext): Dispute {
  const evidence = evidenceOf(row.evidence);
  const decided = row.status === 'decided';
  return {
    disputeId: row.dispute_id,
    orderId: row.order_id,
    taskName: task?.task_name ?? '',
    employerName: task?.employer_name ?? '',
    designerName: task?.hired_designer_name ?? '',
    employerId: task?.employer_id ?? 0,
    designerId: task?.hired_designer_id ?? null,
    status: row.status,
    openedBy: row.opener_role,
    reason: row.reason,
    evidenceText: evidence.text,
    evidence: context.files.filter((f) => evidence.attachmentIds.includes(f.attachmentId)),
    evidenceMessages: context.messages,
    conversationId: context.conversationId,
    taskStatusAtOpen: row.task_status_at_open,
    escrowFen: fenOf(row.escrow_fen),
    createdAt: isoTime(row.created_at),
    decision: row.decision,
    designerFen: decided ? fenOf(row.designer_fen) : null,
    employerFen: decided ? fenOf(row.employer_fen) : null,
    decisionText: row.decision_text,
    decidedAt: row.decided_at ? isoTime(row.decided_at) : null,
  };
}

export async function openDispute(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser, input: OpenDisputeInput) {
  return transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    const task = await changes.lockTask(trx, input.orderId);
    if (!task) throw new DomainError('E010404', TASK_NOT_FOUND);
    const role = taskPartyOf(task, user.userId);
    if (!role) {
      if (task.task_status === TASK_STATUS.pending) throw new DomainError('E010404', TASK_NOT_FOUND);
      throw new DomainError('E010403', DEAL_MESSAGES.disputeParty);
    }
    if (!canOpenDispute(task.task_status)) throw refusal(DEAL_MESSAGES.disputeStatus);
    if (await repo.hasOpenDispute(trx, input.orderId)) throw refusal(DEAL_MESSAGES.disputeOpen);
    const ids = [...new Set(input.attachmentIds)];
    if (ids.length > 0) {
      const own = new Set(
        (await tasks.findAttachmentOwners(trx, input.orderId, ids))
          .filter((a) => a.kind === TASK_ATTACHMENT_KIND.evidence && a.user_id === user.userId)
          .map((a) => a.attachment_id),
      );
      if (ids.some((id) => !own.has(id))) throw refusal(DEAL_MESSAGES.evidenceAttachment);
    }
    // Quoted messages: only of the conversation between the task's employer and its hired designer.
    const messageIds = [...new Set(input.messageIds)];
    if (messageIds.length > 0) {
      const conversationId = await taskConversation(trx, task);
      const found = conversationId ? await conversations.findMessagesByIds(trx, conversationId, messageIds) : [];
      if (found.length !== messageIds.length) throw refusal(DEAL_MESSAGES.evidenceMessage);
    }
    const disputeId = await repo.insertDispute(trx, {
      orderId: input.orderId,
      openedBy: user.userId,
      role,
      reason: input.reason,
      evidence: { text: input.evidenceText, attachmentIds: ids, messageIds },
      taskStatus: task.task_status,
      escrowFen: await escrowHeld(trx, input.orderId),
      now,
    });
    await changes.insertEvent(trx, {
      orderId: input.orderId,
      action: 'dispute',
      from: task.task_status,
      to: task.task_status,
      actorId: user.userId,
      remark: input.reason,
      at: now,
    });
    const other = role === 'employer' ? task.hired_designer_id : task.employer_id;
    if (other !== null) {
      await addNotification(trx, {
        userId: other,
        kind: 'dispute.opened',
        title: `${DISPUTE_SIDE_NAME[role]}发起了纠纷：${task.task_name}`,
        body: `${input.reason.slice(0, 80)}。平台将介入处理，裁决前任务暂停`,
        link: taskPagePath(input.orderId),
        at: now,
      });
    }
    return { disputeId };
  });
}

/** getTaskDeal: for the task's employer and hired designer only. */
export async function taskDeal(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { orderId }: { orderId: number },
): Promise<TaskDeal> {
  const task = await tasks.findTask(deps.db, orderId);
  if (!task) throw new DomainError('E010404', TASK_NOT_FOUND);
  if (!taskPartyOf(task, user.userId)) {
    if (task.task_status === TASK_STATUS.pending) throw new DomainError('E010404', TASK_NOT_FOUND);
    throw new DomainError('E010403', NOT_TASK_OWNER);
  }
  const [rounds, deliveredAt, latest, conversationId] = await Promise.all([
    changes.countEvents(deps.db, orderId, 'revise'),
    changes.findDeliveredAt(deps.db, orderId),
    repo.latestDisputeOf(deps.db, orderId),
    taskConversation(deps.db, task),
  ]);
  const dispute = latest ? toDispute(latest, task, await contextOf(deps.db, latest, conversationId)) : null;
  const waiting = task.task_status === TASK_STATUS.delivered && deliveredAt !== null && dispute?.status !== 'open';
  return {
    orderId,
    revisionRounds: rounds,
    revisionMax: REVISION_MAX_ROUNDS,
    revisionsLeft: revisionsLeft(rounds),
    deliveredAt: deliveredAt ? isoTime(deliveredAt) : null,
    autoAcceptAt: waiting ? isoTime(autoAcceptAt(deliveredAt)) : null,
    dispute,
    conversationId: conversationId ?? null,
  };
}

/** The console's list (the evidence files are on the detail page; the list carries none). */
export async function disputePage(
  deps: Pick<Deps, 'db'>,
  q: { status: DisputeStatus; current: number; pageSize: number },
): Promise<Page<Dispute>> {
  const { rows, total } = await repo.disputePage(deps.db, q.status, q.current, q.pageSize);
  const byId = new Map(
    (await tasks.findTasksByIds(deps.db, [...new Set(rows.map((r) => r.order_id))])).map((t) => [t.order_id, t]),
  );
  return {
    rows: rows.map((r) => toDispute(r, byId.get(r.order_id), NO_CONTEXT)),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function disputeInfo(deps: Pick<Deps, 'db'>, { disputeId }: { disputeId: number }): Promise<Dispute> {
  const row = await repo.findDispute(deps.db, disputeId);
  if (!row) throw new DomainError('E010404', DEAL_MESSAGES.disputeNotFound);
  const task = await tasks.findTask(deps.db, row.order_id);
  return toDispute(row, task, await contextOf(deps.db, row, task ? await taskConversation(deps.db, task) : undefined));
}
