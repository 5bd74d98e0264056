/**
 * The operator's reading of a conversation (issue 25): only once a dispute was opened on it (reports are about
 * works, never conversations), with the reason written down, and every read recorded (`conversation_reads`:
 * who, which, why, when) before anything is shown.
 */
import type { OperatorConversation } from '@bazaar/domain/entities';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { hasDispute } from '../disputes/disputes.repository';
import * as repo from './conversations.repository';
import { CONVERSATION_MESSAGES, peerOf, peersByIds, taskOf, toMessage } from './conversations.service';
import type { Deps } from '../../services/deps';

/** The most messages one read shows (a dispute's evidence is the recent exchange). */
const OPERATOR_MESSAGES_MAX = 500;

export async function readForOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  { conversationId, reason }: { conversationId: number; reason: string },
): Promise<OperatorConversation> {
  const c = await repo.findConversation(deps.db, conversationId);
  if (!c) throw new DomainError('E010404', CONVERSATION_MESSAGES.notFound);
  // A dispute opened on the conversation's task, between the task's employer and its hired designer.
  const [task, disputed] = await Promise.all([
    taskOf(deps.db, c),
    c.order_id !== null ? hasDispute(deps.db, c.order_id) : false,
  ]);
  const theirs = task?.employer_id === c.employer_id && task.hired_designer_id === c.designer_id;
  if (!theirs || !disputed) throw refusal(CONVERSATION_MESSAGES.noDispute);
  await repo.insertOperatorRead(deps.db, { operatorId: operator.userId, conversationId, reason }, deps.clock.now());
  const [peers, rows] = await Promise.all([
    peersByIds(deps.db, [c.employer_id, c.designer_id]),
    repo.findMessages(deps.db, conversationId, undefined, OPERATOR_MESSAGES_MAX),
  ]);
  return {
    conversationId,
    task:
      c.order_id !== null && task
        ? { orderId: c.order_id, taskName: task.task_name, taskStatus: task.task_status }
        : null,
    employer: peerOf(peers, c.employer_id),
    designer: peerOf(peers, c.designer_id),
    messages: rows.reverse().map(toMessage),
  };
}
