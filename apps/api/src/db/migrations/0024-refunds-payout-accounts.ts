/**
 * Money out through the payment companies (issue 33): `refunds` — one row per paid pay order a task change
 * returns money from, with our idempotent refund number (`RF{payOrderId}-{n}`) and where the company stands;
 * `payout_accounts` — a designer's Alipay account (login id and the real name Alipay checks); and `payouts`
 * learns its target (a bank card, Alipay or WeChat; `card_id` only for a card), what the transfer was asked to
 * (so a retry asks the same), WeChat's `package_info` while the payee must confirm, the failure's reason and
 * when the job asks next. Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

const KINDS_BEFORE = `'pay-in', 'release', 'refund', 'payout', 'payout-done', 'payout-failed'`;

const up = [
  // Two movement kinds: the escrow's refund waiting for the company, and its confirmation.
  `alter table ledger_movements drop constraint ledger_movements_kind_check`,
  `alter table ledger_movements add constraint ledger_movements_kind_check
     check (kind in (${KINDS_BEFORE}, 'refund-requested', 'refund-done'))`,
  `create table refunds (
    refund_id serial primary key,
    out_refund_no varchar(64) not null unique,
    pay_order_id integer not null references pay_orders (pay_order_id),
    order_id integer not null,
    user_id integer not null references users (user_id),
    provider varchar(16) not null,
    amount_fen bigint not null check (amount_fen > 0),
    total_fen bigint not null check (total_fen > 0),
    reason varchar(80) not null,
    status varchar(12) not null default 'requested',
    refund_ref varchar(64),
    fail_reason varchar(200),
    created_at timestamptz not null,
    next_check_at timestamptz not null,
    tries integer not null default 0,
    finished_at timestamptz
  )`,
  `create index refunds_order_idx on refunds (order_id)`,
  `create index refunds_pay_order_idx on refunds (pay_order_id)`,
  // The job's scan: only the unfinished, by when they are due.
  `create index refunds_due_idx on refunds (next_check_at) where status in ('requested', 'pending')`,
  `create table payout_accounts (
    user_id integer primary key references users (user_id) on delete cascade,
    alipay_account varchar(100) not null,
    alipay_name varchar(40) not null,
    updated_at timestamptz not null
  )`,
  `alter table payouts alter column card_id drop not null`,
  `alter table payouts add column target varchar(10) not null default 'bankcard'`,
  `alter table payouts add column target_masked varchar(60)`,
  `alter table payouts add column target_detail text`,
  `alter table payouts add column asked boolean not null default false`,
  `alter table payouts add column package_info text`,
  `alter table payouts add column fail_reason varchar(200)`,
  `alter table payouts add column next_check_at timestamptz`,
  `alter table payouts add column tries integer not null default 0`,
  `create index payouts_due_idx on payouts (next_check_at) where status in (0, 3)`,
];

export async function upRefundsPayoutAccounts(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downRefundsPayoutAccounts(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'tries',
    'next_check_at',
    'fail_reason',
    'package_info',
    'asked',
    'target_detail',
    'target_masked',
    'target',
  ]) {
    await sql.raw(`alter table payouts drop column if exists ${column}`).execute(db);
  }
  await sql`drop table if exists payout_accounts`.execute(db);
  await sql.raw(`alter table ledger_movements drop constraint ledger_movements_kind_check`).execute(db);
  await sql
    .raw(`alter table ledger_movements add constraint ledger_movements_kind_check check (kind in (${KINDS_BEFORE}))`)
    .execute(db);
  await sql`drop table if exists refunds`.execute(db);
}
