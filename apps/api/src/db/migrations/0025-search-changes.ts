/**
 * Issue 34 item 7: each api process keeps the hot search answers for a few seconds (modules/search/search-cache.ts).
 * A change that can alter which works or designers a keyword finds, or their order, notifies every process
 * (`bazaar_search_<schema>`, delivered on commit) so each drops what it kept: works added, removed or with a new
 * title, category, type, designer or date; designers added or removed, or with a new city; users with a new
 * nickname. One statement-level trigger per table: a bulk insert notifies once, not per row. Counts (likes,
 * views) do not notify — the answers carry ids only, rows are read fresh (docs/search.md). Frozen once shipped;
 * never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upSearchChanges(db: Kysely<unknown>): Promise<void> {
  await sql`create function notify_search_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('bazaar_search_' || current_schema(), tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger works_search_change
    after insert or delete or update of title, category_id, works_type, works_sub_type, user_id, created_at on works
    for each statement execute function notify_search_change()`.execute(db);
  await sql`create trigger designers_search_change
    after insert or delete or update of city on designers
    for each statement execute function notify_search_change()`.execute(db);
  await sql`create trigger users_search_change
    after update of nick_name on users
    for each statement execute function notify_search_change()`.execute(db);
}

export async function downSearchChanges(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_search_change on users`.execute(db);
  await sql`drop trigger if exists designers_search_change on designers`.execute(db);
  await sql`drop trigger if exists works_search_change on works`.execute(db);
  await sql`drop function if exists notify_search_change()`.execute(db);
}
