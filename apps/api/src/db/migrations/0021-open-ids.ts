/**
 * Real WeChat and QQ login (issue 33): the official account's open ids beside the website app's (`wechat_mp`:
 * JSAPI payments and payouts need them), unionids (one person seen by both WeChat apps is one account), and
 * the short-lived, single-use tickets the browser holds between the company's callback and /bind — never the
 * open id itself. A ticket is kept as the sha256 of its value, like a session.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upOpenIds(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_open_ids drop constraint if exists user_open_ids_open_type_check`.execute(db);
  await sql`alter table user_open_ids add constraint user_open_ids_open_type_check
    check (open_type in ('wechat', 'qq', 'wechat_mp'))`.execute(db);
  await sql`alter table user_open_ids add column union_id varchar(64)`.execute(db);
  await sql`create index user_open_ids_union_idx on user_open_ids (union_id) where union_id is not null`.execute(db);
  await sql`create table oauth_tickets (
    ticket_hash char(64) primary key,
    open_type varchar(10) not null check (open_type in ('wechat', 'qq', 'wechat_mp')),
    open_id varchar(64) not null,
    union_id varchar(64),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  // Housekeeping deletes expired tickets by age.
  await sql`create index oauth_tickets_expires_idx on oauth_tickets (expires_at)`.execute(db);
}

export async function downOpenIds(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists oauth_tickets`.execute(db);
  await sql`drop index if exists user_open_ids_union_idx`.execute(db);
  await sql`alter table user_open_ids drop column if exists union_id`.execute(db);
  await sql`delete from user_open_ids where open_type = 'wechat_mp'`.execute(db);
  await sql`alter table user_open_ids drop constraint if exists user_open_ids_open_type_check`.execute(db);
  await sql`alter table user_open_ids add constraint user_open_ids_open_type_check
    check (open_type in ('wechat', 'qq'))`.execute(db);
}
