/**
 * Refunds through the payment company (issue 33). A task change that returns money to the employer (closing,
 * a dispute's refund or split) or the cashier returning a payment nobody needs writes, in its own
 * transaction, the refunded part from the escrow to `refund:{task}` (the employer's money on its way back)
 * and one `refunds` row per paid pay order it came from, with our refund number `RF{payOrderId}-{n}`: the
 * same number is asked again on every retry, so the company refunds it once. The company is asked after the
 * commit (`dispatch`, or the job within a minute): a task's status never waits on it.
 *
 * The company's answer: `done` → in a second transaction, with the refunds row locked, `refund:{task}` pays out
 * to the outside world with the employer's 退款 bill — once (a second confirmation finds the row done);
 * `pending` → the job asks `queryRefund` later (WeChat Pay also notifies: `onRefund`); `failed` → the row is
 * marked failed and logged for the operators, the money stays in `refund:{task}` (docs/operations.md "Money out"
 * says what an operator does). A `GatewayError` leaves it as it was for the job, with a growing pause.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatFen } from '@bazaar/domain/format';
import {
  escrowAccount,
  MOVEMENT_KIND,
  planRefund,
  planRefundDone,
  planRefundRequest,
  refundAccount,
  REFUND_STATUS,
  taskPagePath,
} from '@bazaar/domain/rules';
import type { Tx } from '../../db/database';
import { transact } from '../../db/transact';
import { refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { GatewayError, type RefundState } from '../../services/payment/gateway';
import { addNotification } from '../notifications/notifications.repository';
import { findTaskMoney } from '../tasks/tasks.repository';
import * as repo from './billing.repository';
import * as payouts from './billing.payouts';
import type { PayoutsDeps } from './billing.payouts';
import type { EscrowTask } from './escrow';
import { balancesOf, fenOf, writeMovement } from './ledger.repository';

/** The first retry after a GatewayError or a pending answer; doubled per try up to `RETRY_MAX_MS`. */
export const RETRY_MIN_MS = 30_000;
/** Chosen: an unfinished refund or payout is asked about at least hourly until the company says final. */
export const RETRY_MAX_MS = 60 * 60_000;
/** How many unfinished refunds (or payouts) one job run asks about. */
export const JOB_BATCH = 50;

export const nextCheck = (now: Date, tries: number): Date =>
  new Date(now.getTime() + Math.min(RETRY_MIN_MS * 2 ** Math.min(tries, 20), RETRY_MAX_MS));

/** The refund number of a pay order's `n`-th refund (1-based): ours, deterministic, within WeChat's 64 and Alipay's 64. */
export const outRefundNo = (payOrderId: number, n: number): string => `RF${payOrderId}-${n}`;

/** A pay order a refund returns money to. */
export interface RefundSource {
  pay_order_id: number;
  payer_id: number;
  amount_fen: string | number | bigint;
  provider: string;
}

/**
 * In the caller's transaction: `parts` (fen per pay order) leave the task's escrow for `refund:{task}` in one
 * movement without a bill, and a `refunds` row is written per part. `title` is the employer's 退款 bill once
 * the company confirms (e.g. `任务关闭退款 · 名称`). Answers the refunds' ids for `dispatch`.
 */
export async function requestRefunds(
  trx: Tx,
  task: EscrowTask,
  parts: { source: RefundSource; amount: number }[],
  p: { title: string; now: Date },
): Promise<number[]> {
  const wanted = parts.filter((x) => x.amount > 0);
  const total = wanted.reduce((s, x) => s + x.amount, 0);
  if (total <= 0) return [];
  const balances = await balancesOf(trx, [escrowAccount(task.order_id)], true);
  const planned = planRefundRequest(task.order_id, total, (a) => balances.get(a) ?? 0);
  if (!planned.ok) throw refusal(planned.message);
  await writeMovement(trx, planned.movement, {
    orderId: task.order_id,
    // The money on its way back is still the employer's (their account summary; ledger:check).
    ownerOf: () => task.employer_id,
    bill: null,
    now: p.now,
  });
  const ids: number[] = [];
  for (const { source, amount } of wanted) {
    const n = (await repo.refundCountOf(trx, source.pay_order_id)) + 1;
    ids.push(
      await repo.insertRefund(trx, {
        out_refund_no: outRefundNo(source.pay_order_id, n),
        pay_order_id: source.pay_order_id,
        order_id: task.order_id,
        user_id: source.payer_id,
        provider: source.provider,
        amount_fen: amount,
        total_fen: fenOf(source.amount_fen),
        reason: p.title.slice(0, 80),
        created_at: p.now,
        next_check_at: p.now,
      }),
    );
  }
  return ids;
}

/**
 * In the caller's transaction: `amount` of the task's escrow goes back to the payments it came from (closing,
 * a dispute's refund part), oldest paid pay order first, never more of one than it paid minus what is already
 * on its way back. Money held without a pay order to return it through (an escrow older than the cashier's
 * orders) goes back at once as before (`refund`, with its bill): no company could be asked for it.
 */
export async function refundTaskEscrow(
  trx: Tx,
  task: EscrowTask,
  amount: number,
  p: { title: string; now: Date },
): Promise<number[]> {
  if (amount <= 0) return [];
  const orders = await repo.lockPaidOrdersOfTask(trx, task.order_id);
  const already = await repo.refundedOfPayOrders(
    trx,
    orders.map((o) => o.pay_order_id),
  );
  let left = amount;
  const parts: { source: RefundSource; amount: number }[] = [];
  for (const o of orders) {
    if (left <= 0) break;
    const refundable = fenOf(o.amount_fen) - (already.get(o.pay_order_id) ?? 0);
    const take = Math.min(left, refundable);
    if (take <= 0) continue;
    parts.push({ source: o, amount: take });
    left -= take;
  }
  const ids = await requestRefunds(trx, task, parts, p);
  if (left > 0) {
    const planned = planRefund(task.order_id, () => left, left);
    if (!planned.ok) throw refusal(planned.message);
    await writeMovement(trx, planned.movement, {
      orderId: task.order_id,
      ownerOf: () => task.employer_id,
      bill: { userId: task.employer_id, title: p.title },
      now: p.now,
    });
  }
  return ids;
}

/**
 * For the cashier (the pay-in side): a payment the task does not need (paid twice, or after the task stopped
 * recruiting) goes back through its company. Call it in the notification's transaction after the payment was
 * posted into the escrow; after the commit hand the answered ids to `dispatch`.
 */
export function refundPayment(
  trx: Tx,
  task: EscrowTask,
  payOrder: RefundSource,
  p: { amount: number; title: string; now: Date },
): Promise<number[]> {
  return requestRefunds(trx, task, [{ source: payOrder, amount: p.amount }], p);
}

/** What the refunds tell the operators and the job; never a key or a whole account. */
export type RefundLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What the money-out side uses (a test may log to memory: any RefundLog will do). */
export type MoneyOutDeps = Pick<Deps, 'db' | 'clock' | 'gateways'> & { log: RefundLog };

/** After the commit: asks the company for each refund. Never throws: what fails is left to the job. */
export async function dispatch(deps: MoneyOutDeps, { refundIds }: { refundIds: readonly number[] }): Promise<void> {
  for (const id of refundIds) {
    try {
      await ask(deps, id);
    } catch (err) {
      deps.log.error({ err, refundId: id }, 'refund dispatch failed; the job asks again');
    }
  }
}

/** The job: every unfinished refund that is due is asked (again) or queried. Answers how many it looked at. */
export async function runDue(deps: MoneyOutDeps, { limit = JOB_BATCH }: { limit?: number } = {}): Promise<number> {
  const ids = await repo.dueRefundIds(deps.db, deps.clock.now(), limit);
  await dispatch(deps, { refundIds: ids });
  return ids.length;
}

/**
 * A company's refund notification (already verified by its gateway; the pay-in side's notify route calls
 * this). A notification of a refund that is not ours, or not of that company and trade, changes nothing.
 */
export async function onRefund(
  deps: MoneyOutDeps,
  { provider, outTradeNo, state }: { provider: string; outTradeNo: string; state: RefundState },
): Promise<void> {
  const id = await repo.refundIdByNo(deps.db, state.outRefundNo);
  const row = id === undefined ? undefined : await repo.findRefund(deps.db, id);
  if (!row || row.provider !== provider || row.out_trade_no !== outTradeNo) {
    deps.log.warn({ provider, outTradeNo, outRefundNo: state.outRefundNo }, 'refund notification of no refund of ours');
    return;
  }
  await settle(deps, { refundId: row.refund_id, state });
}

async function ask(deps: MoneyOutDeps, refundId: number): Promise<void> {
  const row = await repo.findRefund(deps.db, refundId);
  if (!row || (row.status !== REFUND_STATUS.requested && row.status !== REFUND_STATUS.pending)) return;
  const gateway = deps.gateways.get(row.provider);
  if (!gateway) {
    // A refund of a company no longer configured waits (and is logged) until an operator configures it again.
    deps.log.error({ refundId, provider: row.provider }, 'refund of a payment company not configured');
    await later(deps, row);
    return;
  }
  let state: RefundState;
  try {
    state =
      row.status === REFUND_STATUS.requested
        ? await gateway.refund({
            outTradeNo: row.out_trade_no,
            outRefundNo: row.out_refund_no,
            amountFen: fenOf(row.amount_fen),
            totalFen: fenOf(row.total_fen),
            reason: row.reason.split(' · ')[0]!,
          })
        : await gateway.queryRefund(row.out_refund_no, row.out_trade_no);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { refundId, provider: row.provider, code: err.code, reason: err.message },
      'payment company did not take the refund; the job asks again',
    );
    await later(deps, row);
    return;
  }
  await settle(deps, { refundId, state });
}

async function later(deps: MoneyOutDeps, row: repo.RefundRow): Promise<void> {
  await repo.updateRefund(deps.db, row.refund_id, {
    tries: row.tries + 1,
    next_check_at: nextCheck(deps.clock.now(), row.tries),
  });
}

/** Books what the company says, with the refunds row locked: a final state is booked once. */
export async function settle(
  deps: MoneyOutDeps,
  { refundId, state }: { refundId: number; state: RefundState },
): Promise<void> {
  const now = deps.clock.now();
  const outcome = await transact(deps.db, async (trx) => {
    const row = await repo.lockRefund(trx, refundId);
    if (!row || (row.status !== REFUND_STATUS.requested && row.status !== REFUND_STATUS.pending)) return null;
    const amount = fenOf(row.amount_fen);
    if (state.outRefundNo !== row.out_refund_no || (state.amountFen !== undefined && state.amountFen !== amount)) {
      // The company speaks of another refund or amount: nothing moves; the operators look (logged below).
      await repo.updateRefund(trx, refundId, { tries: row.tries + 1, next_check_at: nextCheck(now, row.tries) });
      return { row, kind: 'mismatch' as const };
    }
    if (state.status === 'pending') {
      await repo.updateRefund(trx, refundId, {
        status: REFUND_STATUS.pending,
        refund_ref: state.refundId ?? null,
        tries: row.tries + 1,
        next_check_at: nextCheck(now, row.tries),
      });
      return { row, kind: 'pending' as const };
    }
    if (state.status === 'failed') {
      await repo.updateRefund(trx, refundId, {
        status: REFUND_STATUS.failed,
        fail_reason: '支付渠道退款失败',
        finished_at: now,
      });
      return { row, kind: 'failed' as const };
    }
    const balances = await balancesOf(trx, [refundAccount(row.order_id)], true);
    const planned = planRefundDone(row.order_id, amount, (a) => balances.get(a) ?? 0);
    if (!planned.ok) throw new Error(`refund ${refundId}: ${planned.message}`);
    const task = await findTaskMoney(trx, row.order_id);
    await writeMovement(trx, planned.movement, {
      orderId: row.order_id,
      payOrderId: row.pay_order_id,
      ownerOf: () => task?.employer_id ?? row.user_id,
      bill: { userId: row.user_id, title: row.reason },
      now,
    });
    await repo.updateRefund(trx, refundId, {
      status: REFUND_STATUS.done,
      refund_ref: state.refundId ?? null,
      finished_at: now,
    });
    await addNotification(trx, {
      userId: row.user_id,
      kind: 'refund.done',
      title: `退款已原路退回 ${formatFen(amount)}`,
      body: `${row.reason}，款项已退回原支付账户，到账时间以支付渠道为准`,
      link: taskPagePath(row.order_id),
      at: now,
    });
    return { row, kind: 'done' as const };
  });
  if (!outcome) return;
  const ctx = { refundId, orderId: outcome.row.order_id, provider: outcome.row.provider };
  if (outcome.kind === 'failed') deps.log.error(ctx, 'refund failed at the payment company: an operator must act');
  else if (outcome.kind === 'mismatch')
    deps.log.error({ ...ctx, said: state.outRefundNo, amount: state.amountFen }, 'refund answer does not match ours');
  else if (outcome.kind === 'done') deps.log.info(ctx, 'refund confirmed');
}

/** Movement kinds of a task that mean money went (or is going) back to its employer. */
export const REFUND_KINDS: readonly string[] = [MOVEMENT_KIND.refund, MOVEMENT_KIND.refundRequested];

/**
 * Chosen: every 30 s each api process asks the companies about unfinished refunds and payouts that are due
 * (a new refund at once, then after 30 s, 1 min, 2 min … at most hourly). Two processes may ask about the same
 * one: the company's answer is idempotent by our number and booking locks the row, so it is booked once.
 */
export const MONEY_OUT_JOB_MS = 30_000;

/** The job's body (jobs.ts runs it through `every`): refunds first, then payouts. */
export async function moneyOutDue(deps: PayoutsDeps): Promise<{ refunds: number; payouts: number }> {
  return { refunds: await runDue(deps), payouts: await payouts.runDue(deps) };
}
