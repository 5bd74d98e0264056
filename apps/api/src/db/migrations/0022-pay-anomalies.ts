/**
 * Payment anomalies (issue 33): an authentic notification from a payment company that moved nothing — its
 * amount differs from our order's, or it names no order of ours. One row per company, trade and kind; a
 * retry of the same notification counts `times` up. Operators read them at /admin/payments. Frozen once
 * shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upPayAnomalies(db: Kysely<unknown>): Promise<void> {
  await sql`create table pay_anomalies (
    anomaly_id serial primary key,
    provider varchar(20) not null,
    kind varchar(20) not null,
    out_trade_no varchar(64) not null,
    trade_no varchar(64),
    notified_amount_fen bigint,
    order_amount_fen bigint,
    order_id integer,
    times integer not null default 1,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    unique (provider, out_trade_no, kind)
  )`.execute(db);
  await sql`create index pay_anomalies_recent on pay_anomalies (last_seen_at desc, anomaly_id desc)`.execute(db);
}

export async function downPayAnomalies(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pay_anomalies`.execute(db);
}
