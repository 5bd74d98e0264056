/**
 * The operator's decision on a dispute (issue 25, docs/decisions/023): release everything to the designer,
 * refund everything to the employer, or split by amount (the designer's share in fen, the rest refunded).
 * One transaction locks the task, then the dispute; the money moves through the billing module's
 * `splitEscrow` (`planSplit`, each part posted with its bill), the task ends 已完成 (release, split) or 已关闭 (refund), and
 * both sides are notified. A decision applied twice (a double click, a retried request, two operators)
 * moves money once: the second finds the dispute decided — the same decision answers success and changes
 * nothing, a different one is refused.
 */
import { TASK_STATUS } from '@bazaar/domain/constants';
import { formatFen } from '@bazaar/domain/format';
import {
  DEAL_MESSAGES,
  DISPUTE_DECISION_NAME,
  statusAfterDecision,
  taskPagePath,
  type DisputeDecision,
} from '@bazaar/domain/rules';
import { transact } from '../../db/transact';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { escrowHeld, splitEscrow } from '../billing/escrow';
import { fenOf } from '../billing/ledger.repository';
import { addNotification } from '../notifications/notifications.repository';
import * as changes from '../tasks/tasks.lifecycle.repository';
import * as repo from './disputes.repository';
import type { Deps } from '../../services/deps';

export interface DecideInput {
  disputeId: number;
  decision: DisputeDecision;
  designerFen?: number | undefined;
  decisionText: string;
}

export async function decideDispute(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  input: DecideInput,
): Promise<null> {
  if (input.decision === 'split' && input.designerFen === undefined) {
    throw new DomainError('E010001', DEAL_MESSAGES.shareMissing);
  }
  await transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    const found = await repo.findDispute(trx, input.disputeId);
    if (!found) throw new DomainError('E010404', DEAL_MESSAGES.disputeNotFound);
    // Lock order: the task, then the dispute (as opening one does).
    const task = await changes.lockTask(trx, found.order_id);
    const dispute = await repo.lockDispute(trx, input.disputeId);
    if (!task || !dispute) throw new DomainError('E010404', DEAL_MESSAGES.disputeNotFound);
    if (dispute.status === 'decided') {
      const same =
        dispute.decision === input.decision &&
        (input.decision !== 'split' || fenOf(dispute.designer_fen) === input.designerFen);
      if (same) return;
      throw refusal(DEAL_MESSAGES.alreadyDecided);
    }
    const held = await escrowHeld(trx, task.order_id);
    const designerFen = input.decision === 'release' ? held : input.decision === 'refund' ? 0 : input.designerFen!;
    if (designerFen > held) throw refusal(DEAL_MESSAGES.shareRange(held));
    const designerId = task.hired_designer_id;
    if (held > 0) {
      if (designerId === null) throw new Error(`dispute ${dispute.dispute_id} on a task without a designer`);
      await splitEscrow(trx, task, { designerId, designerFen, held, now });
    }
    await repo.writeDecision(trx, dispute.dispute_id, {
      decision: input.decision,
      designerFen,
      employerFen: held - designerFen,
      text: input.decisionText,
      operatorId: operator.userId,
      now,
    });
    const to = statusAfterDecision(input.decision);
    const summary = `纠纷裁决：${DISPUTE_DECISION_NAME[input.decision]}（设计师 ${formatFen(designerFen)}，雇主退回 ${formatFen(held - designerFen)}）`;
    await changes.updateTask(
      trx,
      task.order_id,
      { task_status: to, delivered_at: null, ...(to === TASK_STATUS.closed ? { close_reason: summary } : {}) },
      now,
    );
    await changes.insertEvent(trx, {
      orderId: task.order_id,
      action: 'settle',
      from: task.task_status,
      to,
      actorId: operator.userId,
      remark: summary,
      at: now,
    });
    for (const userId of [task.employer_id, designerId]) {
      if (userId === null) continue;
      await addNotification(trx, {
        userId,
        kind: 'dispute.decided',
        title: `纠纷已裁决：${task.task_name}`,
        body: `${summary}。${input.decisionText}`,
        link: taskPagePath(task.order_id),
        at: now,
      });
    }
  });
  return null;
}
