/**
 * Billing — SQL only: the cashier's pay orders, bank cards and payouts. The ledger's own tables (and the
 * one writer of money, `writeMovement`) are in `ledger.repository.ts`; a task's budget is read through
 * the tasks module's repository.
 */
import { PAY_ORDER_STATUS } from '@bazaar/domain/api';
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
  set: { status: number; transfer_ref: string | null; finished_at: Date },
): Promise<void> {
  await trx.updateTable('payouts').set(set).where('payout_id', '=', payoutId).execute();
}
