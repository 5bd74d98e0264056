/**
 * Recent searches (issue 6, docs/product.md §2 search box 最近搜索): one row per searcher and keyword, the newest
 * first. The searcher is `u:{userId}` for a logged-in user or `b:{browserId}` for a visitor (the
 * gateway's anonymous browser id). Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upSearchHistory(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_history (
    searcher varchar(80) not null,
    keyword varchar(50) not null,
    searched_at timestamptz not null default now(),
    primary key (searcher, keyword)
  )`.execute(db);
  await sql`create index search_history_recent_idx on search_history (searcher, searched_at desc)`.execute(db);
}

export async function downSearchHistory(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_history`.execute(db);
}
