/**
 * Task indexes measured at 200 000 tasks (issue 7, README "Benchmarks"). The hall's lists read their page
 * ids by index-only scans, filters included:
 * - the default list (every status but 待沟通, newest first): a partial index in list order;
 * - a status filter: 0003's (task_kind, task_status, created_at, order_id) index, replaced by the same
 *   columns carrying category_id and task_properties, so a category or properties filter on top is judged
 *   in the index instead of the heap.
 * The filter columns are INCLUDEd (PostgreSQL 15 reads a partial index's predicate column from the heap
 * otherwise). Quick publish counts a user's publishes of the last hour (its rate limit) from task_events.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create index tasks_public_created_idx on tasks (task_kind, created_at desc, order_id desc)
     include (task_status, category_id, task_properties) where task_status <> 5`,
  `create index tasks_kind_status_filters_idx on tasks (task_kind, task_status, created_at desc, order_id desc)
     include (category_id, task_properties)`,
  `drop index if exists tasks_kind_status_created_idx`,
  `create index task_events_publish_idx on task_events (actor_id, created_at) where action = 'publish'`,
];

export async function upTaskIndexes(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function downTaskIndexes(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index if exists task_events_publish_idx`).execute(db);
  await sql
    .raw(
      `create index if not exists tasks_kind_status_created_idx on tasks (task_kind, task_status, created_at desc, order_id desc)`,
    )
    .execute(db);
  await sql.raw(`drop index if exists tasks_kind_status_filters_idx`).execute(db);
  await sql.raw(`drop index if exists tasks_public_created_idx`).execute(db);
}
