/**
 * In-app notifications (issue 25): one row per thing a user should learn about — an application, a hire,
 * a delivery, a message, a review… `kind` is one of the domain's NOTIFICATION_KINDS (text, so a new kind
 * needs no migration); `link` is a same-origin path to what it is about. Messages of one conversation are
 * grouped: while unread, a new one bumps `count` on the row with the same `group_key` instead of adding a
 * row (the partial unique index). Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upNotifications(db: Kysely<unknown>): Promise<void> {
  await sql`create table notifications (
    notification_id serial primary key,
    user_id integer not null references users(user_id) on delete cascade,
    kind varchar(32) not null,
    title varchar(100) not null,
    body varchar(300) not null default '',
    link varchar(300) not null default '',
    group_key varchar(64),
    count integer not null default 1,
    read_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, updated_at desc, notification_id desc)`.execute(
    db,
  );
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await sql`create unique index notifications_group_idx on notifications (user_id, group_key)
    where read_at is null and group_key is not null`.execute(db);
}

export async function downNotifications(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db);
}
