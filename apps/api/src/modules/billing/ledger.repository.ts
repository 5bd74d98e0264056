/**
 * The ledger — SQL only (docs/decisions/011); pay orders, cards and payouts are in `billing.repository.ts`. `writeMovement` is the one way money moves: it locks the
 * balances it touches, lets the domain check the movement (balanced, no account below zero), then writes
 * the movement, its entries, the new balances and the user's bill in the caller's transaction.
 */
import { sql } from 'kysely';
import {
  applyMovement,
  billAmountOf,
  billKindOf,
  EXTERNAL_ACCOUNT,
  MOVEMENT_KIND,
  type Movement,
} from '@bazaar/domain/rules';
import type { Db, Tx } from '../../db/database';
import { refusal } from '../../http/errors';
import { hiredOrderIds } from '../tasks/tasks.repository';

export const fenOf = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);

/** Current balances of the given accounts (0 for those without a row); `lock` takes their row locks. */
export async function balancesOf(db: Tx | Db, accounts: string[], lock = false): Promise<Map<string, number>> {
  const wanted = accounts.filter((a) => a !== EXTERNAL_ACCOUNT);
  const map = new Map<string, number>();
  if (wanted.length === 0) return map;
  let q = db.selectFrom('ledger_balances').select(['account', 'balance_fen']).where('account', 'in', wanted);
  if (lock) q = q.orderBy('account').forUpdate();
  for (const row of await q.execute()) map.set(row.account, fenOf(row.balance_fen));
  return map;
}

export interface MovementMeta {
  orderId?: number | null;
  payOrderId?: number | null;
  payoutId?: number | null;
  /** The user each account belongs to (escrow: the task's employer), for balances and entries. */
  ownerOf: (account: string) => number | null;
  /** The user whose bill this movement is, with its title; none for payout-done. */
  bill?: { userId: number; title: string } | null;
  now: Date;
}

export async function writeMovement(trx: Tx, movement: Movement, meta: MovementMeta): Promise<number> {
  // Sorted, so two movements over the same accounts always lock them in the same order (no deadlock).
  const accounts = [...new Set(movement.entries.map((e) => e.account))].filter((a) => a !== EXTERNAL_ACCOUNT).sort();
  // Every touched account gets its row first: `for update` locks only rows that exist, so an account
  // without one would let two movements read 0 at once and the second would overwrite the first
  // (issue 22: 20 concurrent releases into a new balance lost money on PostgreSQL). A concurrent insert
  // of the same account waits here for the first to commit, then finds the row.
  if (accounts.length > 0) {
    await trx
      .insertInto('ledger_balances')
      .values(
        accounts.map((account) => ({
          account,
          user_id: meta.ownerOf(account),
          order_id: account.startsWith('escrow:') ? (meta.orderId ?? null) : null,
          balance_fen: 0,
        })),
      )
      .onConflict((oc) => oc.column('account').doNothing())
      .execute();
  }
  const balances = await balancesOf(trx, accounts, true);
  const refused = applyMovement(balances, movement);
  if (refused) throw refusal(refused);

  const { movement_id } = await trx
    .insertInto('ledger_movements')
    .values({
      kind: movement.kind,
      order_id: meta.orderId ?? null,
      pay_order_id: meta.payOrderId ?? null,
      payout_id: meta.payoutId ?? null,
      created_at: meta.now,
    })
    .returning('movement_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      movement.entries.map((e) => ({
        movement_id,
        account: e.account,
        user_id: meta.ownerOf(e.account),
        amount_fen: e.amount,
        created_at: meta.now,
      })),
    )
    .execute();
  // Each balance moves by the sum of its entries, relative to the row as stored (locked above): never an
  // absolute value computed from an earlier read.
  for (const account of accounts) {
    const delta = movement.entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
    if (delta === 0) continue;
    await trx
      .updateTable('ledger_balances')
      .set({ balance_fen: sql`balance_fen + ${delta}` })
      .where('account', '=', account)
      .execute();
  }
  const kind = billKindOf(movement.kind);
  if (meta.bill && kind) {
    const amount = Math.abs(movement.entries[0]!.amount);
    await trx
      .insertInto('bills')
      .values({
        user_id: meta.bill.userId,
        movement_id,
        kind,
        title: meta.bill.title.slice(0, 80),
        amount_fen: billAmountOf(movement.kind, amount),
        order_id: meta.orderId ?? null,
        created_at: meta.now,
      })
      .execute();
  }
  return movement_id;
}

/** What a user's accounts hold: available, in flight to the bank, held for their tasks, held for them. */
export async function accountTotals(db: Db, userId: number) {
  const own = await db
    .selectFrom('ledger_balances')
    .select([
      sql<string>`coalesce(sum(balance_fen) filter (where account like 'balance:%'), 0)`.as('balance'),
      sql<string>`coalesce(sum(balance_fen) filter (where account like 'payout:%'), 0)`.as('payout'),
      sql<string>`coalesce(sum(balance_fen) filter (where account like 'escrow:%'), 0)`.as('frozen'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // Held for the tasks they are hired on (the tasks module says which).
  const incoming = await db
    .selectFrom('ledger_balances')
    .select(sql<string>`coalesce(sum(balance_fen), 0)`.as('n'))
    .where('order_id', 'in', hiredOrderIds(db, userId))
    .where('account', 'like', 'escrow:%')
    .executeTakeFirstOrThrow();
  const bills = await db
    .selectFrom('bills')
    .select([
      sql<string>`coalesce(sum(amount_fen) filter (where kind = 'income'), 0)`.as('income'),
      sql<string>`coalesce(sum(-amount_fen) filter (where kind = 'payment'), 0)`.as('paid'),
      sql<string>`coalesce(sum(amount_fen) filter (where kind = 'refund'), 0)`.as('refund'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    balance: fenOf(own.balance),
    frozen: fenOf(own.frozen),
    incoming: fenOf(incoming.n),
    payoutPending: fenOf(own.payout),
    totalIncome: fenOf(bills.income),
    totalPaid: fenOf(bills.paid),
    totalRefund: fenOf(bills.refund),
  };
}

/**
 * The kinds of the movements booked for a task (whether its escrow was released or refunded). Issue 33: a
 * refund on its way through the company (refund-requested, refund-done) reads as `refund`, so the escrow
 * shows 已退款 from the task change on.
 */
export async function movementKindsOf(db: Db | Tx, orderId: number): Promise<string[]> {
  const rows = await db.selectFrom('ledger_movements').select('kind').where('order_id', '=', orderId).execute();
  return rows.map((r) => (r.kind.startsWith('refund-') ? MOVEMENT_KIND.refund : r.kind));
}

export interface BillFilter {
  userId: number;
  /** [from, to) of the chosen month. */
  range?: { from: Date; to: Date } | undefined;
  kind?: string | undefined;
}

function billsWhere(db: Db, f: BillFilter) {
  let q = db.selectFrom('bills').where('user_id', '=', f.userId);
  if (f.range) q = q.where('created_at', '>=', f.range.from).where('created_at', '<', f.range.to);
  if (f.kind) q = q.where('kind', '=', f.kind);
  return q;
}

export async function billSummary(db: Db, f: BillFilter) {
  const row = await billsWhere(db, f)
    .select([
      sql<string>`coalesce(sum(amount_fen) filter (where amount_fen > 0), 0)`.as('income'),
      sql<string>`coalesce(sum(-amount_fen) filter (where amount_fen < 0), 0)`.as('expense'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .executeTakeFirstOrThrow();
  return { income: fenOf(row.income), expense: fenOf(row.expense), total: row.n };
}

export function billPage(db: Db, f: BillFilter, offset: number, limit: number) {
  return billsWhere(db, f)
    .select(['bill_id', 'kind', 'title', 'amount_fen', 'order_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('bill_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export interface LedgerMismatch {
  account: string;
  /** What `ledger_balances` says (0 where the account has entries but no row). */
  balanceFen: number;
  /** The sum of the account's `ledger_entries`. */
  entriesFen: number;
}

/**
 * Every account whose stored balance is not the sum of its entries, or is below zero (`npm run
 * ledger:check`, and the concurrency tests). Empty for a sound ledger.
 */
export async function ledgerMismatches(db: Db | Tx): Promise<LedgerMismatch[]> {
  const { rows } = await sql<{ account: string; balance_fen: string; entries_fen: string }>`
    select coalesce(b.account, e.account) as account,
           coalesce(b.balance_fen, 0) as balance_fen,
           coalesce(e.total, 0) as entries_fen
      from ledger_balances b
      full join (select account, sum(amount_fen) as total from ledger_entries
                  where account <> ${EXTERNAL_ACCOUNT} group by account) e on e.account = b.account
     where coalesce(b.balance_fen, 0) <> coalesce(e.total, 0) or b.balance_fen < 0
     order by 1`.execute(db);
  return rows.map((r) => ({ account: r.account, balanceFen: fenOf(r.balance_fen), entriesFen: fenOf(r.entries_fen) }));
}
