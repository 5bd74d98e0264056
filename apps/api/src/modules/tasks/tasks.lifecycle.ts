/**
 * The lifecycle after publishing (issue 7, docs/decisions/010): every change goes through `transition()`
 * of @bazaar/domain/rules inside a transaction with the task row locked, writes a task_events row (the
 * timelines are built from them) and bumps updated_at. Owner checks first: employer calls only for the
 * task's employer, designer calls only for its hired designer.
 */
import type { openTaskInput } from '@bazaar/domain/api';
import type * as z from 'zod/mini';
import {
  APPLICATION_STATUS,
  FOLLOW_UP_STATUS,
  TASK_ATTACHMENT_KIND,
  TASK_STATUS,
  TASK_STATUS_NAME,
} from '@bazaar/domain/constants';
import {
  DEAL_MESSAGES,
  fenToYuanText,
  REVISION_MAX_ROUNDS,
  transition,
  type TaskAction,
  type TaskActor,
} from '@bazaar/domain/rules';
import type { Tx } from '../../db/database';
import { transact } from '../../db/transact';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { refundEscrow, releaseEscrow, requireFunded } from '../billing/escrow';
import { nickNamesByIds } from '../account/users.repository';
import { categoryExists } from '../cms/cms.repository';
import { hasOpenDispute } from '../disputes/disputes.repository';
import * as changes from './tasks.lifecycle.repository';
import * as notices from './tasks.lifecycle.notices';
import { NOT_TASK_OWNER, TASK_NOT_FOUND } from './tasks.service';

export const LIFECYCLE_MESSAGES = {
  notHired: '只有被选定的设计师可以进行此操作',
  notApplicant: '该设计师未报名此任务',
  needsDelivery: '请先上传交付稿件',
  deadline: '截止日期须在今天之后、一年之内',
  category: '分类不存在',
} as const;

const YEAR_MS = 366 * 24 * 3_600_000;

/** Issue 25: while a dispute is open the work is frozen until the operator decides (decision 023). */
const FROZEN_BY_DISPUTE: readonly TaskAction[] = ['deliver', 'revise', 'accept'];

interface Change {
  action: Exclude<TaskAction, 'publish'>;
  actor: TaskActor;
  /** Checks beyond owner and status (inside the transaction); returns nothing or throws. */
  check?: (trx: Tx, task: changes.LockedTask) => Promise<void>;
  /** The writes besides the status and the event, at the change's time; answers the event's remark. */
  apply?: (trx: Tx, task: changes.LockedTask, now: Date) => Promise<string>;
  remark?: string;
  set?: changes.TaskUpdate;
}

type LifecycleDeps = Pick<Deps, 'db' | 'clock'>;

async function change(deps: LifecycleDeps, user: SessionUser, orderId: number, c: Change): Promise<null> {
  await transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    const task = await changes.lockTask(trx, orderId);
    if (!task) throw new DomainError('E010404', TASK_NOT_FOUND);
    if (c.actor === 'employer' && task.employer_id !== user.userId) {
      // A stranger must not learn that a 待沟通 task exists.
      if (task.task_status === TASK_STATUS.pending) throw new DomainError('E010404', TASK_NOT_FOUND);
      throw new DomainError('E010403', NOT_TASK_OWNER);
    }
    if (c.actor === 'designer' && (task.hired_designer_id === null || task.hired_designer_id !== user.userId)) {
      throw new DomainError('E010403', LIFECYCLE_MESSAGES.notHired);
    }
    const result = transition(task.task_status, c.action, c.actor, (s) => TASK_STATUS_NAME[s] ?? String(s));
    if (!result.ok) throw refusal(result.message);
    if (FROZEN_BY_DISPUTE.includes(c.action) && (await hasOpenDispute(trx, orderId))) {
      throw refusal(DEAL_MESSAGES.frozen);
    }
    await c.check?.(trx, task);
    const remark = (await c.apply?.(trx, task, now)) ?? c.remark ?? '';
    await changes.updateTask(trx, orderId, { ...c.set, task_status: result.to }, now);
    await changes.insertEvent(trx, {
      orderId,
      action: c.action,
      from: task.task_status,
      to: result.to,
      actorId: user.userId,
      remark,
      at: now,
    });
  });
  return null;
}

/** The employer hires one applicant: the others are not chosen. */
export function assign(
  deps: LifecycleDeps,
  user: SessionUser,
  { orderId, designerId }: { orderId: number; designerId: number },
): Promise<null> {
  return change(deps, user, orderId, {
    action: 'assign',
    actor: 'employer',
    set: { hired_designer_id: designerId },
    check: async (trx) => {
      const application = await changes.findApplication(trx, orderId, designerId);
      if (!application || application.status !== APPLICATION_STATUS.applied) {
        throw refusal(LIFECYCLE_MESSAGES.notApplicant);
      }
      // Issue 9: the budget must be held in escrow before anyone starts work.
      await requireFunded(trx, orderId);
    },
    apply: async (trx, task, now) => {
      const others = (await changes.applicantIds(trx, orderId, APPLICATION_STATUS.applied)).filter(
        (id) => id !== designerId,
      );
      await notices.hired(trx, task, designerId, others, now);
      await changes.setApplicationStatus(trx, orderId, designerId, APPLICATION_STATUS.hired);
      await changes.setApplicationsStatus(
        trx,
        orderId,
        APPLICATION_STATUS.applied,
        APPLICATION_STATUS.notChosen,
        designerId,
      );
      return (await nickNamesByIds(trx, [designerId])).get(designerId) ?? '';
    },
  });
}

export function deliver(deps: LifecycleDeps, user: SessionUser, { orderId }: { orderId: number }): Promise<null> {
  return change(deps, user, orderId, {
    action: 'deliver',
    actor: 'designer',
    check: async (trx) => {
      if ((await changes.countAttachments(trx, orderId, TASK_ATTACHMENT_KIND.delivery)) === 0) {
        throw refusal(LIFECYCLE_MESSAGES.needsDelivery);
      }
    },
    apply: async (trx, task, now) => {
      // Issue 25: the 7 days of automatic acceptance count from the latest delivery.
      await changes.updateTask(trx, orderId, { delivered_at: now }, now);
      await notices.delivered(trx, task, task.employer_id, now);
      return '';
    },
  });
}

/** Issue 25: at most REVISION_MAX_ROUNDS rounds, counted from the task's `revise` events (decision 023). */
export function revise(
  deps: LifecycleDeps,
  user: SessionUser,
  { orderId, reason }: { orderId: number; reason: string },
): Promise<null> {
  return change(deps, user, orderId, {
    action: 'revise',
    actor: 'employer',
    set: { delivered_at: null },
    check: async (trx) => {
      if ((await changes.countEvents(trx, orderId, 'revise')) >= REVISION_MAX_ROUNDS) {
        throw refusal(DEAL_MESSAGES.revisionsUsed);
      }
    },
    apply: async (trx, task, now) => {
      const round = (await changes.countEvents(trx, orderId, 'revise')) + 1;
      if (task.hired_designer_id !== null)
        await notices.revisionAsked(trx, task, task.hired_designer_id, round, reason, now);
      return reason;
    },
  });
}

export function accept(deps: LifecycleDeps, user: SessionUser, { orderId }: { orderId: number }): Promise<null> {
  return change(deps, user, orderId, {
    action: 'accept',
    actor: 'employer',
    set: { delivered_at: null },
    apply: async (trx, task, now) => {
      await completeAcceptance(trx, task, false, now);
      return '';
    },
  });
}

/**
 * What an acceptance does besides the status (the employer's, or the automatic one): issue 9's release of
 * the escrow to the hired designer, and issue 25's notifications — in the acceptance's transaction.
 */
export async function completeAcceptance(
  trx: Tx,
  task: Pick<changes.LockedTask, 'order_id' | 'task_name' | 'employer_id' | 'hired_designer_id'>,
  auto: boolean,
  now: Date,
): Promise<void> {
  if (task.hired_designer_id === null) return;
  await releaseEscrow(trx, task.order_id, task.hired_designer_id, now);
  await notices.accepted(trx, task, { employerId: task.employer_id, designerId: task.hired_designer_id }, auto, now);
}

/** Closing (employer or consultant): who still waited is not chosen; the desk's item is done. */
export function close(
  deps: LifecycleDeps,
  user: SessionUser,
  { orderId, reason, by: actor }: { orderId: number; reason: string; by: 'employer' | 'operator' },
) {
  return change(deps, user, orderId, {
    action: 'close',
    actor,
    set: { close_reason: reason },
    apply: async (trx, _task, now) => {
      await changes.setApplicationsStatus(trx, orderId, APPLICATION_STATUS.applied, APPLICATION_STATUS.notChosen);
      await markFollowUpDone(trx, orderId, user.userId, actor === 'operator', now);
      // Issue 9: closing before work returns a held budget to the employer.
      await refundEscrow(trx, orderId, now);
      return reason;
    },
  });
}

async function markFollowUpDone(trx: Tx, orderId: number, userId: number, byOperator: boolean, now: Date) {
  if (!(await changes.followUpExists(trx, orderId))) return;
  await changes.upsertFollowUp(
    trx,
    orderId,
    { follow_status: FOLLOW_UP_STATUS.done, ...(byOperator ? { operator_id: userId } : {}) },
    now,
  );
}

/**
 * The consultant completes the brief and opens the task (待沟通 → 招募中); the follow-up is done. The
 * deadline must lie in the future and within a year.
 */
export function open(deps: LifecycleDeps, user: SessionUser, input: z.output<typeof openTaskInput>) {
  const now = deps.clock.now().getTime();
  const deadline = new Date(Date.parse(input.deadline));
  if (!(deadline.getTime() > now && deadline.getTime() <= now + YEAR_MS)) {
    throw new DomainError('E010001', LIFECYCLE_MESSAGES.deadline);
  }
  const categoryId = Number(input.categoryId);
  return change(deps, user, Number(input.orderId), {
    action: 'open',
    actor: 'operator',
    set: {
      category_id: categoryId,
      task_properties: Number(input.taskProperties),
      cover: input.cover === '' ? null : input.cover,
      deadline,
      max_order_apply_count: Number(input.maxOrderApplyCount),
      description: input.description,
      ...(input.taskName !== undefined ? { task_name: input.taskName } : {}),
      ...(input.taskAmount !== undefined ? { task_amount: fenToYuanText(input.taskAmount) } : {}),
    },
    check: async (trx) => {
      if (!(await categoryExists(trx, categoryId))) throw new DomainError('E010001', LIFECYCLE_MESSAGES.category);
    },
    apply: async (trx, task, now) => {
      await markFollowUpDone(trx, task.order_id, user.userId, true, now);
      return '';
    },
  });
}
