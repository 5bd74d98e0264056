/**
 * Escrow inside the task lifecycle (issue 9): assignment needs the budget held, acceptance releases it
 * to the hired designer, closing before work refunds it. Each runs in the transaction of the task change
 * (the task row is locked there), so a task's status and its money never disagree.
 */
import { formatFen } from '@bazaar/domain/format';
import { escrowAccount, planRefund, planRelease, taskPagePath, yuanToFen } from '@bazaar/domain/rules';
import { DomainError } from '../../http/errors';
import { findTaskMoney } from '../tasks/tasks.repository';
import { addNotification } from '../notifications/notifications.repository';
import { markPaidOrdersRefunded } from './billing.repository';
import type { Tx } from '../../db/database';
import { balancesOf, writeMovement } from './ledger.repository';

export const ESCROW_MESSAGES = {
  notFunded: '该任务赏金尚未托管，请先去支付托管赏金，再选定设计师',
} as const;

export async function escrowHeld(trx: Tx, orderId: number): Promise<number> {
  return (await balancesOf(trx, [escrowAccount(orderId)])).get(escrowAccount(orderId)) ?? 0;
}

/** The task of an escrow (read through the tasks module; its row is locked by the caller's change). */
async function taskOf(trx: Tx, orderId: number) {
  const task = await findTaskMoney(trx, orderId);
  if (!task) throw new Error(`escrow of unknown task ${orderId}`);
  return task;
}

/** Refuses an assignment while the task's budget is not fully held. */
export async function requireFunded(trx: Tx, orderId: number): Promise<void> {
  const task = await taskOf(trx, orderId);
  const budget = yuanToFen(task.task_amount) ?? Number.POSITIVE_INFINITY;
  if ((await escrowHeld(trx, orderId)) < budget) throw new DomainError('E020002', ESCROW_MESSAGES.notFunded);
}

/** Acceptance: everything held goes to the designer's balance (no platform fee, decision 011). */
export async function releaseEscrow(trx: Tx, orderId: number, designerId: number, now: Date): Promise<void> {
  const held = await escrowHeld(trx, orderId);
  // A task assigned before money existed holds nothing: there is nothing to move.
  if (held <= 0) return;
  const task = await taskOf(trx, orderId);
  const planned = planRelease(orderId, designerId, () => held);
  if (!planned.ok) return;
  await writeMovement(trx, planned.movement, {
    orderId,
    ownerOf: (a) => (a === escrowAccount(orderId) ? task.employer_id : designerId),
    bill: { userId: designerId, title: `任务收入 · ${task.task_name}` },
    now,
  });
  // Issue 25: the designer learns the money arrived (in this transaction: a rolled-back release says nothing).
  await addNotification(trx, {
    userId: designerId,
    kind: 'escrow.released',
    title: `托管赏金已释放 ${formatFen(held)}`,
    body: `任务「${task.task_name}」的赏金已转入你的余额，可在账单中查看或提现`,
    link: taskPagePath(orderId),
    at: now,
  });
}

/** Closing before work: everything held goes back to the employer's payment. */
export async function refundEscrow(trx: Tx, orderId: number, now: Date): Promise<void> {
  const held = await escrowHeld(trx, orderId);
  if (held <= 0) return;
  const task = await taskOf(trx, orderId);
  const planned = planRefund(orderId, () => held);
  if (!planned.ok) return;
  await writeMovement(trx, planned.movement, {
    orderId,
    ownerOf: (a) => (a === escrowAccount(orderId) ? task.employer_id : null),
    bill: { userId: task.employer_id, title: `任务关闭退款 · ${task.task_name}` },
    now,
  });
  await markPaidOrdersRefunded(trx, orderId);
}
