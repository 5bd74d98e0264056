/**
 * Likes of works (issue 6: the toolbar's 'like the works'): one row per user and work, so a like is
 * counted once. Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upLikes(db: Kysely<unknown>): Promise<void> {
  await sql`create table work_likes (
    user_id integer not null references users (user_id) on delete cascade,
    works_id integer not null references works (works_id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (works_id, user_id)
  )`.execute(db);
}

export async function downLikes(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists work_likes`.execute(db);
}
