/**
 * The operator's reading of a conversation (issue 25): only once a dispute was opened on it (reports are about
 * works, never conversations), with the reason written down, and every read recorded (`conversation_reads`:
 * who, which, why, when) before anything is shown.
 */
import type { OperatorConversation } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import * as repo from './conversations.repository';
import { CONVERSATION_MESSAGES, toMessage } from './conversations.service';

/** The most messages one read shows (a dispute's evidence is the recent exchange). */
const OPERATOR_MESSAGES_MAX = 500;

export async function readForOperator(
  db: Db,
  clock: Clock,
  operator: SessionUser,
  conversationId: number,
  reason: string,
): Promise<OperatorConversation> {
  const c = await repo.findConversation(db, conversationId);
  if (!c) throw new DomainError('E010404', CONVERSATION_MESSAGES.notFound);
  if (!(await repo.hasDispute(db, c))) throw new DomainError('E020002', CONVERSATION_MESSAGES.noDispute);
  await repo.insertOperatorRead(db, { operatorId: operator.userId, conversationId, reason }, clock.now());
  const [names, task, rows] = await Promise.all([
    repo.findUserNames(db, [c.employer_id, c.designer_id]),
    c.order_id !== null ? repo.findTaskName(db, c.order_id) : undefined,
    repo.findMessages(db, conversationId, undefined, OPERATOR_MESSAGES_MAX),
  ]);
  const peer = (userId: number) => {
    const n = names.find((u) => u.user_id === userId);
    return { userId, nickName: n?.nick_name ?? '用户', avatar: n?.avatar ?? null, isDesigner: n?.is_designer ?? false };
  };
  return {
    conversationId,
    task:
      c.order_id !== null && task
        ? { orderId: c.order_id, taskName: task.task_name, taskStatus: task.task_status }
        : null,
    employer: peer(c.employer_id),
    designer: peer(c.designer_id),
    messages: rows.reverse().map(toMessage),
  };
}
