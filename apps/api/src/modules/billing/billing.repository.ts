/**
 * Billing — SQL only: the cashier's pay orders, bank cards and payouts. The ledger's own tables (and the
 * one writer of money, `writeMovement`) are in `ledger.repository.ts`; a task's budget is read through
 * the tasks module's repository.
 */
import { PAY_ORDER_STATUS, PAYOUT_STATUS } from '@bazaar/domain/api';
import type { PayoutStatus } from '@bazaar/domain/rules';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';

// — Pay orders

function selectPayOrder(db: Db | Tx) {
  return db
    .selectFrom('pay_orders')
    .select([
      'pay_order_id',
      'out_trade_no',
      'order_id',
      'payer_id',
      'amount_fen',
      'provider',
      'status',
      'trade_no',
      'created_at',
      'expires_at',
      'paid_at',
      'channel',
      'pay_start',
      'queried_at',
    ]);
}
export type PayOrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPayOrder>['executeTakeFirst']>>>;

export function findPayOrder(db: Db, payOrderId: number): Promise<PayOrderRow | undefined> {
  return selectPayOrder(db).where('pay_order_id', '=', payOrderId).executeTakeFirst();
}

/** The order a provider's callback names, locked until the transaction ends. */
export function lockPayOrderByTradeNo(trx: Tx, outTradeNo: string): Promise<PayOrderRow | undefined> {
  return selectPayOrder(trx).where('out_trade_no', '=', outTradeNo).forUpdate().executeTakeFirst();
}

/**
 * The newest pending order of `payerId` for the task, amount, company and channel that is still payable after
 * `payableAfter`.
 */
export async function findOpenPayOrderId(
  trx: Tx,
  f: { orderId: number; payerId: number; amountFen: number; provider: string; channel: string; payableAfter: Date },
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('pay_orders')
    .select('pay_order_id')
    .where('order_id', '=', f.orderId)
    .where('payer_id', '=', f.payerId)
    .where('status', '=', PAY_ORDER_STATUS.pending)
    .where('amount_fen', '=', f.amountFen)
    .where('provider', '=', f.provider)
    .where('channel', '=', f.channel)
    .where('expires_at', '>', f.payableAfter)
    .orderBy('pay_order_id', 'desc')
    .executeTakeFirst();
  return row?.pay_order_id;
}

export async function insertPayOrder(
  trx: Tx,
  o: {
    out_trade_no: string;
    order_id: number;
    payer_id: number;
    amount_fen: number;
    provider: string;
    channel: string;
    created_at: Date;
    expires_at: Date;
  },
): Promise<number> {
  const row = await trx.insertInto('pay_orders').values(o).returning('pay_order_id').executeTakeFirstOrThrow();
  return row.pay_order_id;
}

/** A callback's outcome: the status, the provider's trade number and (when paid) the time. */
export async function setPayOrderResult(
  trx: Tx,
  payOrderId: number,
  set: { status: number; trade_no: string | null; paid_at?: Date },
): Promise<void> {
  await trx.updateTable('pay_orders').set(set).where('pay_order_id', '=', payOrderId).execute();
}

/** What the company's create answered (JSON), kept so the cashier shows the same code again. */
export async function setPayStart(db: Db, payOrderId: number, payStart: string): Promise<void> {
  await db.updateTable('pay_orders').set({ pay_start: payStart }).where('pay_order_id', '=', payOrderId).execute();
}

/** A pending order leaves the payable ones (`failed`: the company would not open it; `expired`: closed there). */
export async function endPendingPayOrder(db: Db, payOrderId: number, status: number): Promise<void> {
  await db
    .updateTable('pay_orders')
    .set({ status })
    .where('pay_order_id', '=', payOrderId)
    .where('status', '=', PAY_ORDER_STATUS.pending)
    .execute();
}

/**
 * Takes the right to ask the company about a pending order now: true when nobody (in any api process) asked
 * since `askedBefore`. One statement, so two processes never both win.
 */
export async function claimPayOrderQuery(
  db: Db,
  payOrderId: number,
  f: { now: Date; askedBefore: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('pay_orders')
    .set({ queried_at: f.now })
    .where('pay_order_id', '=', payOrderId)
    .where('status', '=', PAY_ORDER_STATUS.pending)
    .where((eb) => eb.or([eb('queried_at', 'is', null), eb('queried_at', '<=', f.askedBefore)]))
    .returning('pay_order_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Pending orders made before `createdBefore`, oldest first (the pending-order job). */
export function pendingPayOrders(db: Db, f: { createdBefore: Date; limit: number }): Promise<PayOrderRow[]> {
  return selectPayOrder(db)
    .where('status', '=', PAY_ORDER_STATUS.pending)
    .where('created_at', '<', f.createdBefore)
    .orderBy('created_at')
    .limit(f.limit)
    .execute();
}

/**
 * A company's orders whose money came in during [from, to) by our books (paid, or paid and refunded since),
 * for reconciliation.
 */
export function paidPayOrdersBetween(db: Db, f: { provider: string; from: Date; to: Date }) {
  return db
    .selectFrom('pay_orders')
    .select(['pay_order_id', 'out_trade_no', 'trade_no', 'amount_fen', 'status', 'paid_at'])
    .where('provider', '=', f.provider)
    .where('status', 'in', [PAY_ORDER_STATUS.paid, PAY_ORDER_STATUS.refunded])
    .where('paid_at', '>=', f.from)
    .where('paid_at', '<', f.to)
    .orderBy('paid_at')
    .execute();
}

/** Our orders of some trade numbers (what a difference in reconciliation is about). */
export function payOrdersByTradeNos(db: Db, provider: string, outTradeNos: string[]) {
  if (outTradeNos.length === 0) return Promise.resolve([]);
  return selectPayOrder(db).where('provider', '=', provider).where('out_trade_no', 'in', outTradeNos).execute();
}

/** Closing a task refunds its escrow: the task's paid orders are refunded with it. */
export async function markPaidOrdersRefunded(trx: Tx, orderId: number): Promise<void> {
  await trx
    .updateTable('pay_orders')
    .set({ status: PAY_ORDER_STATUS.refunded })
    .where('order_id', '=', orderId)
    .where('status', '=', PAY_ORDER_STATUS.paid)
    .execute();
}

// — Bank cards

export function findBankCards(db: Db, userId: number) {
  return db
    .selectFrom('bank_cards')
    .select(['card_id', 'holder_name', 'bank_name', 'card_no'])
    .where('user_id', '=', userId)
    .orderBy('card_id')
    .execute();
}

export function findBankCard(db: Db, userId: number, cardId: number) {
  return db
    .selectFrom('bank_cards')
    .select(['card_id', 'holder_name', 'bank_name', 'card_no'])
    .where('card_id', '=', cardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves a card; the same number again updates its holder and bank. */
export function upsertBankCard(
  db: Db,
  card: { user_id: number; holder_name: string; bank_name: string; card_no: string; created_at: Date },
) {
  return db
    .insertInto('bank_cards')
    .values(card)
    .onConflict((oc) =>
      oc.columns(['user_id', 'card_no']).doUpdateSet({ holder_name: card.holder_name, bank_name: card.bank_name }),
    )
    .returning(['card_id', 'holder_name', 'bank_name', 'card_no'])
    .executeTakeFirstOrThrow();
}

// — Payouts

export async function insertPayout(
  trx: Tx,
  p: { user_id: number; card_id: number; amount_fen: number; provider: string; created_at: Date },
): Promise<number> {
  const row = await trx.insertInto('payouts').values(p).returning('payout_id').executeTakeFirstOrThrow();
  return row.payout_id;
}

export async function finishPayout(
  trx: Tx,
  payoutId: number,
  set: { status: PayoutStatus; transfer_ref: string | null; finished_at: Date },
): Promise<void> {
  await trx.updateTable('payouts').set(set).where('payout_id', '=', payoutId).execute();
}

// — Refunds through the payment company (issue 33; refunds.ts)

/** The task's paid pay orders, oldest first: a refund returns money to the payments it came from. */
export function lockPaidOrdersOfTask(trx: Tx, orderId: number) {
  return trx
    .selectFrom('pay_orders')
    .select(['pay_order_id', 'out_trade_no', 'payer_id', 'amount_fen', 'provider'])
    .where('order_id', '=', orderId)
    .where('status', '=', PAY_ORDER_STATUS.paid)
    .orderBy('pay_order_id')
    .forUpdate()
    .execute();
}

/** What is already being (or was) returned of each pay order: a second refund of a task never returns more. */
export async function refundedOfPayOrders(trx: Tx, payOrderIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (payOrderIds.length === 0) return map;
  const rows = await trx
    .selectFrom('refunds')
    .select(['pay_order_id', sql<string>`sum(amount_fen)`.as('fen'), sql<number>`count(*)::int`.as('n')])
    .where('pay_order_id', 'in', payOrderIds)
    .where('status', '<>', 'failed')
    .groupBy('pay_order_id')
    .execute();
  for (const r of rows) map.set(r.pay_order_id, Number(r.fen));
  return map;
}

/** How many refunds a pay order has had (failed ones included): the next refund number's `n`. */
export async function refundCountOf(trx: Tx, payOrderId: number): Promise<number> {
  const row = await trx
    .selectFrom('refunds')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('pay_order_id', '=', payOrderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertRefund(
  trx: Tx,
  r: {
    out_refund_no: string;
    pay_order_id: number;
    order_id: number;
    user_id: number;
    provider: string;
    amount_fen: number;
    total_fen: number;
    reason: string;
    created_at: Date;
    next_check_at: Date;
  },
): Promise<number> {
  const row = await trx.insertInto('refunds').values(r).returning('refund_id').executeTakeFirstOrThrow();
  return row.refund_id;
}

function selectRefund(db: Db | Tx) {
  return db
    .selectFrom('refunds')
    .innerJoin('pay_orders', 'pay_orders.pay_order_id', 'refunds.pay_order_id')
    .select([
      'refunds.refund_id',
      'refunds.out_refund_no',
      'refunds.pay_order_id',
      'refunds.order_id',
      'refunds.user_id',
      'refunds.provider',
      'refunds.amount_fen',
      'refunds.total_fen',
      'refunds.reason',
      'refunds.status',
      'refunds.tries',
      'pay_orders.out_trade_no',
    ]);
}
export type RefundRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectRefund>['executeTakeFirst']>>>;

export function findRefund(db: Db, refundId: number): Promise<RefundRow | undefined> {
  return selectRefund(db).where('refunds.refund_id', '=', refundId).executeTakeFirst();
}

/** The refund a confirmation names, locked until the transaction ends (a second confirmation waits, then sees it done). */
export function lockRefund(trx: Tx, refundId: number): Promise<RefundRow | undefined> {
  return selectRefund(trx).where('refunds.refund_id', '=', refundId).forUpdate(['refunds']).executeTakeFirst();
}

export async function refundIdByNo(db: Db, outRefundNo: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('refunds')
    .select('refund_id')
    .where('out_refund_no', '=', outRefundNo)
    .executeTakeFirst();
  return row?.refund_id;
}

/** The refunds of one company's trade (a notification that names the trade, not the refund). */
export function refundIdsOfTrade(db: Db, provider: string, outTradeNo: string) {
  return db
    .selectFrom('refunds')
    .innerJoin('pay_orders', 'pay_orders.pay_order_id', 'refunds.pay_order_id')
    .select(['refunds.refund_id', 'refunds.out_refund_no'])
    .where('refunds.provider', '=', provider)
    .where('pay_orders.out_trade_no', '=', outTradeNo)
    .execute();
}

/** Unfinished refunds due for the company (the job), oldest first. */
export async function dueRefundIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('refund_id')
    .where('status', 'in', ['requested', 'pending'])
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.refund_id);
}

export async function updateRefund(
  trx: Tx | Db,
  refundId: number,
  set: {
    status?: string;
    refund_ref?: string | null;
    fail_reason?: string | null;
    next_check_at?: Date;
    tries?: number;
    finished_at?: Date | null;
  },
): Promise<void> {
  await trx.updateTable('refunds').set(set).where('refund_id', '=', refundId).execute();
}

/** Our confirmed refunds of one company in [from, to) (reconciliation against its trade bill). */
export function doneRefundsBetween(db: Db, provider: string, from: Date, to: Date) {
  return db
    .selectFrom('refunds')
    .innerJoin('pay_orders', 'pay_orders.pay_order_id', 'refunds.pay_order_id')
    .select(['refunds.out_refund_no', 'pay_orders.out_trade_no', 'refunds.amount_fen', 'refunds.finished_at'])
    .where('refunds.provider', '=', provider)
    .where('refunds.status', '=', 'done')
    .where('refunds.finished_at', '>=', from)
    .where('refunds.finished_at', '<', to)
    .execute();
}

// — Payout accounts and payouts to WeChat and Alipay (issue 33; billing.payouts.ts)

export function findPayoutAccount(db: Db, userId: number) {
  return db
    .selectFrom('payout_accounts')
    .select(['alipay_account', 'alipay_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePayoutAccount(
  db: Db,
  a: { user_id: number; alipay_account: string; alipay_name: string; updated_at: Date },
): Promise<void> {
  await db
    .insertInto('payout_accounts')
    .values(a)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        alipay_account: a.alipay_account,
        alipay_name: a.alipay_name,
        updated_at: a.updated_at,
      }),
    )
    .execute();
}

export async function insertTargetedPayout(
  trx: Tx,
  p: {
    user_id: number;
    card_id: number | null;
    amount_fen: number;
    provider: string;
    target: string;
    target_masked: string;
    target_detail: string;
    created_at: Date;
    next_check_at: Date;
  },
): Promise<number> {
  const row = await trx.insertInto('payouts').values(p).returning('payout_id').executeTakeFirstOrThrow();
  return row.payout_id;
}

function selectPayout(db: Db | Tx) {
  return db
    .selectFrom('payouts')
    .select([
      'payout_id',
      'user_id',
      'card_id',
      'amount_fen',
      'status',
      'provider',
      'target',
      'target_masked',
      'target_detail',
      'asked',
      'package_info',
      'fail_reason',
      'tries',
      'created_at',
    ]);
}
export type PayoutRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPayout>['executeTakeFirst']>>>;

export function findPayout(db: Db, payoutId: number): Promise<PayoutRow | undefined> {
  return selectPayout(db).where('payout_id', '=', payoutId).executeTakeFirst();
}

/** The payout a transfer's result names, locked: a result reported twice (job and notification) books once. */
export function lockPayout(trx: Tx, payoutId: number): Promise<PayoutRow | undefined> {
  return selectPayout(trx).where('payout_id', '=', payoutId).forUpdate().executeTakeFirst();
}

export async function updatePayout(
  trx: Tx | Db,
  payoutId: number,
  set: {
    status?: PayoutStatus;
    transfer_ref?: string | null;
    asked?: boolean;
    package_info?: string | null;
    fail_reason?: string | null;
    next_check_at?: Date | null;
    tries?: number;
    finished_at?: Date | null;
  },
): Promise<void> {
  await trx.updateTable('payouts').set(set).where('payout_id', '=', payoutId).execute();
}

/** Unfinished payouts due for the company (the job), oldest first. */
export async function duePayoutIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('payouts')
    .select('payout_id')
    .where('status', 'in', [PAYOUT_STATUS.processing, PAYOUT_STATUS.awaitingConfirm])
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.payout_id);
}

export async function countPayouts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function payoutPage(db: Db, userId: number, offset: number, limit: number) {
  return selectPayout(db)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('payout_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The masked card numbers of a user's cards (a payout before issue 33 names its card only). */
export function cardTailsOf(db: Db, userId: number) {
  return db
    .selectFrom('bank_cards')
    .select(['card_id', 'card_no', 'bank_name'])
    .where('user_id', '=', userId)
    .execute();
}
