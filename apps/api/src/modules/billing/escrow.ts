/**
 * Escrow inside the task lifecycle (issue 9): assignment needs the budget held, acceptance releases it
 * to the hired designer, closing before work refunds it, a dispute's decision splits it (decision 023).
 * Issue 33: a refund goes back through the payment company — here it only leaves the escrow for
 * `refund:{task}` with a `refunds` row per pay order (refunds.ts); the company is asked after the commit.
 * Each runs in the transaction of the task change (the task row is locked there), so a task's status and
 * its money never disagree. Every movement into or out of an escrow — the cashier's pay-in, these, and the
 * seed's stories — is posted by `postEscrow`, once (decision 011: `writeMovement` is the one writer).
 */
import { formatFen } from '@bazaar/domain/format';
import {
  escrowAccount,
  MOVEMENT_KIND,
  planPayIn,
  planRelease,
  planSplit,
  taskPagePath,
  yuanToFen,
  type Movement,
} from '@bazaar/domain/rules';
import type { Tx } from '../../db/database';
import { refusal } from '../../http/errors';
import { findTaskMoney, type TaskMoney } from '../tasks/tasks.repository';
import { addNotification } from '../notifications/notifications.repository';
import { markPaidOrdersRefunded } from './billing.repository';
import { balancesOf, writeMovement } from './ledger.repository';
import { refundTaskEscrow } from './refunds';

/** What a posting needs of the task: its escrow belongs to its employer; bills name it. */
export type EscrowTask = Pick<TaskMoney, 'order_id' | 'task_name' | 'employer_id'>;

export interface EscrowPosting {
  /** The bill's title, before ` · <task name>`. */
  title: string;
  /** A release's designer: the balance it goes to, and whose bill (income) it is. */
  designerId?: number | null;
  /** Whose bill a pay-in or a refund is (the payer's; the task's employer unless said). */
  payerId?: number;
  payOrderId?: number;
  now: Date;
}

/**
 * Writes one movement into or out of the task's escrow with its one bill: a release is the designer's
 * income (their balance's owner), a pay-in or a refund the payer's (the other side is the outside world).
 */
export async function postEscrow(trx: Tx, task: EscrowTask, movement: Movement, p: EscrowPosting): Promise<void> {
  const release = movement.kind === MOVEMENT_KIND.release;
  const designerId = p.designerId ?? null;
  if (release && designerId === null) throw new Error(`release of task ${task.order_id} without a designer`);
  await writeMovement(trx, movement, {
    orderId: task.order_id,
    payOrderId: p.payOrderId ?? null,
    ownerOf: (a) => (a === escrowAccount(task.order_id) ? task.employer_id : release ? designerId : null),
    bill: {
      userId: release && designerId !== null ? designerId : (p.payerId ?? task.employer_id),
      title: `${p.title} · ${task.task_name}`,
    },
    now: p.now,
  });
}

/** The task's budget paid into its escrow (the cashier's confirmed payment; the seed's paid tasks). */
export async function payIntoEscrow(
  trx: Tx,
  task: EscrowTask,
  p: { fen: number; payOrderId: number; payerId: number; now: Date },
): Promise<void> {
  const planned = planPayIn(task.order_id, p.fen);
  if (!planned.ok) throw refusal(planned.message);
  await postEscrow(trx, task, planned.movement, {
    title: '托管赏金',
    payOrderId: p.payOrderId,
    payerId: p.payerId,
    now: p.now,
  });
}

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
  if ((await escrowHeld(trx, orderId)) < budget) throw refusal(ESCROW_MESSAGES.notFunded);
}

/** `held` (everything in the escrow) to the designer's balance, their 任务收入 bill; false when nothing moves. */
export async function releaseHeld(
  trx: Tx,
  task: EscrowTask,
  designerId: number,
  held: number,
  now: Date,
): Promise<boolean> {
  const planned = planRelease(task.order_id, designerId, () => held);
  if (!planned.ok) return false;
  await postEscrow(trx, task, planned.movement, { title: '任务收入', designerId, now });
  return true;
}

/** Acceptance: everything held goes to the designer's balance (no platform fee, decision 011). */
export async function releaseEscrow(trx: Tx, orderId: number, designerId: number, now: Date): Promise<void> {
  const held = await escrowHeld(trx, orderId);
  // A task assigned before money existed holds nothing: there is nothing to move.
  if (held <= 0) return;
  const task = await taskOf(trx, orderId);
  if (!(await releaseHeld(trx, task, designerId, held, now))) return;
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

/**
 * Closing before work: everything held goes back to the employer's payments, through the company (issue 33).
 * Answers the refunds to ask the company for after the commit (the job asks them otherwise).
 */
export async function refundEscrow(trx: Tx, orderId: number, now: Date): Promise<number[]> {
  const held = await escrowHeld(trx, orderId);
  if (held <= 0) return [];
  const task = await taskOf(trx, orderId);
  const ids = await refundTaskEscrow(trx, task, held, { title: `任务关闭退款 · ${task.task_name}`, now });
  await markPaidOrdersRefunded(trx, orderId);
  return ids;
}

/**
 * A dispute's decision (decision 023): `designerFen` of the `held` escrow to the designer, the rest back to
 * the employer's payments (`planSplit`: a release and a refund request, the refund through the company as on
 * closing); the escrow ends at 0. A full refund marks the task's paid orders refunded, as closing does.
 * Answers the refunds to ask the company for after the commit.
 */
export async function splitEscrow(
  trx: Tx,
  task: EscrowTask,
  s: { designerId: number; designerFen: number; held: number; now: Date },
): Promise<number[]> {
  const planned = planSplit(task.order_id, s.designerId, s.designerFen, (a) =>
    a === escrowAccount(task.order_id) ? s.held : 0,
  );
  if (!planned.ok) throw refusal(planned.message);
  let ids: number[] = [];
  for (const movement of planned.movements) {
    if (movement.kind === MOVEMENT_KIND.release) {
      await postEscrow(trx, task, movement, { title: '纠纷裁决收入', designerId: s.designerId, now: s.now });
    } else {
      // The refund part: planSplit's amount, requested per pay order (refunds.ts posts the movement itself).
      const amount = Math.abs(movement.entries[0]!.amount);
      ids = await refundTaskEscrow(trx, task, amount, { title: `纠纷裁决退款 · ${task.task_name}`, now: s.now });
    }
  }
  if (s.designerFen === 0) await markPaidOrdersRefunded(trx, task.order_id);
  return ids;
}
