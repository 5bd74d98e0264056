/**
 * Pay orders through the real companies (issue 33): the channel the payer pays by (WeChat Native/H5/JSAPI,
 * Alipay page/wap, the sandbox), what the company's create answered (`pay_start`: the QR code, the pay URL or
 * the JSAPI parameters as JSON, so the cashier shows the same code again without asking the company), and
 * `queried_at`, the last time we asked the company about a pending order (one query per order per few
 * seconds, shared by every api process). Every order before this one was the sandbox's. Frozen once shipped;
 * never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upPayOrdersChannel(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_orders add column channel varchar(16) not null default 'sandbox'`.execute(db);
  await sql`alter table pay_orders add column pay_start text`.execute(db);
  await sql`alter table pay_orders add column queried_at timestamptz`.execute(db);
  // The pending-order job reads the pending orders oldest first.
  await sql`create index pay_orders_pending_idx on pay_orders (created_at) where status = 0`.execute(db);
}

export async function downPayOrdersChannel(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pay_orders_pending_idx`.execute(db);
  await sql`alter table pay_orders drop column if exists queried_at`.execute(db);
  await sql`alter table pay_orders drop column if exists pay_start`.execute(db);
  await sql`alter table pay_orders drop column if exists channel`.execute(db);
}
