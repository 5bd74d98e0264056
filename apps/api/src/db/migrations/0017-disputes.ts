/**
 * Revisions, automatic acceptance and disputes (issue 25, docs/decisions/023).
 * - `tasks.delivered_at`: the latest delivery while 待验收 (null otherwise); the auto-acceptance job finds
 *   the tasks whose delivery is 7 days old through the partial index. Tasks already 待验收 when it runs
 *   count from the migration (a new rule does not accept old deliveries at once).
 * - `task_disputes`: one row per dispute; at most one open per task (partial unique index). `evidence` is
 *   JSON (`{ text, attachmentIds }`; conversation message ids may join later without a migration). The
 *   decision and both shares (fen) are written once, when the operator decides.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upDisputes(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks add column delivered_at timestamptz`.execute(db);
  // A rule announced today gives the deliveries waiting now their full 7 days from today.
  await sql`update tasks set delivered_at = now() where task_status = 6`.execute(db);
  await sql`create index tasks_auto_accept_idx on tasks (delivered_at) where task_status = 6`.execute(db);
  await sql`create table task_disputes (
    dispute_id serial primary key,
    order_id integer not null references tasks(order_id) on delete cascade,
    opened_by integer not null references users(user_id),
    opener_role varchar(16) not null check (opener_role in ('employer', 'designer')),
    reason varchar(500) not null,
    evidence jsonb not null default '{}'::jsonb,
    task_status_at_open smallint not null,
    escrow_fen bigint not null default 0,
    status varchar(16) not null default 'open' check (status in ('open', 'decided')),
    decision varchar(16) check (decision in ('release', 'refund', 'split')),
    designer_fen bigint check (designer_fen >= 0),
    employer_fen bigint check (employer_fen >= 0),
    decision_text varchar(1000) not null default '',
    decided_by integer references users(user_id),
    created_at timestamptz not null,
    decided_at timestamptz
  )`.execute(db);
  await sql`create unique index task_disputes_open_idx on task_disputes (order_id) where status = 'open'`.execute(db);
  await sql`create index task_disputes_order_idx on task_disputes (order_id, dispute_id desc)`.execute(db);
  await sql`create index task_disputes_status_idx on task_disputes (status, created_at desc, dispute_id desc)`.execute(
    db,
  );
}

export async function downDisputes(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists task_disputes`.execute(db);
  await sql`drop index if exists tasks_auto_accept_idx`.execute(db);
  await sql`alter table tasks drop column if exists delivered_at`.execute(db);
}
