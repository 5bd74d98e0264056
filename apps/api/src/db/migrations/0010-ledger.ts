/**
 * Money (issue 9, docs/decisions/011): a double-entry ledger in integer fen, the user's view of it (bills),
 * the provider's pay orders, bank cards and payouts. Frozen once shipped; never imports app code.
 *
 * - ledger_movements: one row per movement (pay-in, release, refund, payout, payout-done, payout-failed);
 *   ledger_entries: its lines, which sum to zero per movement (checked by the domain before writing);
 * - ledger_balances: the running balance of every account but `external`, kept in the same transaction
 *   as the entries; the check makes a negative balance impossible even if a rule were forgotten;
 * - bills: how a movement shows in one user's 账单 (signed from their side), written with it;
 * - pay_orders: one task's payment through a provider; at most one paid order per task;
 * - the old user_accounts wallet table (0002) is no longer read: balances come from the ledger.
 */
import { sql, type Kysely } from 'kysely';

const up = [
  `create table ledger_movements (
    movement_id serial primary key,
    kind varchar(16) not null
      check (kind in ('pay-in', 'release', 'refund', 'payout', 'payout-done', 'payout-failed')),
    order_id integer references tasks (order_id),
    pay_order_id integer,
    payout_id integer,
    created_at timestamptz not null
  )`,
  `create index ledger_movements_order_idx on ledger_movements (order_id)`,
  `create table ledger_entries (
    entry_id serial primary key,
    movement_id integer not null references ledger_movements (movement_id),
    account varchar(40) not null,
    user_id integer references users (user_id),
    amount_fen bigint not null check (amount_fen <> 0),
    created_at timestamptz not null
  )`,
  `create index ledger_entries_movement_idx on ledger_entries (movement_id)`,
  `create index ledger_entries_account_idx on ledger_entries (account)`,
  `create table ledger_balances (
    account varchar(40) primary key,
    user_id integer references users (user_id),
    order_id integer references tasks (order_id),
    balance_fen bigint not null default 0 check (balance_fen >= 0)
  )`,
  `create index ledger_balances_user_idx on ledger_balances (user_id)`,
  `create table bills (
    bill_id serial primary key,
    user_id integer not null references users (user_id),
    movement_id integer not null references ledger_movements (movement_id),
    kind varchar(10) not null check (kind in ('payment', 'income', 'refund', 'payout')),
    title varchar(80) not null,
    amount_fen bigint not null,
    order_id integer references tasks (order_id),
    created_at timestamptz not null
  )`,
  `create index bills_user_created_idx on bills (user_id, created_at desc, bill_id desc)`,
  `create table pay_orders (
    pay_order_id serial primary key,
    out_trade_no varchar(40) not null unique,
    order_id integer not null references tasks (order_id),
    payer_id integer not null references users (user_id),
    amount_fen bigint not null check (amount_fen > 0),
    provider varchar(16) not null,
    status smallint not null default 0,
    trade_no varchar(64),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    paid_at timestamptz
  )`,
  `create index pay_orders_order_idx on pay_orders (order_id, created_at desc)`,
  // A task's budget is paid once: a second paid order for it is refunded, never held.
  `create unique index pay_orders_one_held_idx on pay_orders (order_id) where status = 1`,
  `create table bank_cards (
    card_id serial primary key,
    user_id integer not null references users (user_id) on delete cascade,
    holder_name varchar(20) not null,
    bank_name varchar(30) not null,
    card_no varchar(19) not null,
    created_at timestamptz not null,
    unique (user_id, card_no)
  )`,
  `create table payouts (
    payout_id serial primary key,
    user_id integer not null references users (user_id),
    card_id integer not null references bank_cards (card_id),
    amount_fen bigint not null check (amount_fen > 0),
    status smallint not null default 0,
    provider varchar(16) not null,
    transfer_ref varchar(64),
    created_at timestamptz not null,
    finished_at timestamptz
  )`,
  `create index payouts_user_idx on payouts (user_id, created_at desc)`,
];

const down = ['payouts', 'bank_cards', 'pay_orders', 'bills', 'ledger_balances', 'ledger_entries', 'ledger_movements'];

export async function upLedger(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downLedger(db: Kysely<unknown>): Promise<void> {
  for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
}
