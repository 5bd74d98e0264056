/**
 * Designer onboarding and the console's reviews (issue 8). Frozen once shipped; never imports app code.
 * - `designer_applications`: the /join form; at most one 审核中 (status 1) per user (a partial unique
 *   index, so two racing submissions cannot both land). Categories and samples are JSON text.
 * - `work_reports` gains its handling: status 1 待处理 / 2 已下架 / 3 已驳回, the operator's reply to the
 *   reporter, who and when, and a snapshot of the work's title and cover so the reporter still reads what
 *   they reported after the work is gone — its work reference now becomes null instead of deleting the
 *   report with the work.
 * - `hidden_works`: a work an operator took down (下架), kept as a JSON snapshot (row and images) for
 *   audit or restore; the live row leaves `works`, so every list, search and count drops it at once.
 */
import { sql, type Kysely } from 'kysely';

export async function upJoin(db: Kysely<unknown>): Promise<void> {
  await sql`create table designer_applications (
    application_id integer generated always as identity primary key,
    user_id integer not null references users (user_id) on delete cascade,
    real_name text not null,
    mobile text not null,
    category_ids text not null,
    years smallint not null,
    experience text not null,
    samples text not null,
    portfolio_url text not null,
    status smallint not null default 1,
    reason text not null default '',
    reviewed_by integer references users (user_id) on delete set null,
    reviewed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index designer_applications_one_pending on designer_applications (user_id) where status = 1`.execute(
    db,
  );
  await sql`create index designer_applications_user on designer_applications (user_id, application_id desc)`.execute(
    db,
  );
  await sql`create index designer_applications_status on designer_applications (status, application_id)`.execute(db);

  await sql`alter table work_reports
    add column status smallint not null default 1,
    add column reply text not null default '',
    add column handled_by integer references users (user_id) on delete set null,
    add column handled_at timestamptz,
    add column works_title text not null default '',
    add column works_cover text not null default '',
    alter column works_id drop not null,
    drop constraint work_reports_works_id_fkey,
    add constraint work_reports_works_id_fkey foreign key (works_id) references works (works_id) on delete set null`.execute(
    db,
  );
  await sql`update work_reports r set works_title = w.title, works_cover = w.cover from works w where w.works_id = r.works_id`.execute(
    db,
  );
  await sql`create index work_reports_status on work_reports (status, report_id)`.execute(db);
  await sql`create index work_reports_user on work_reports (user_id, report_id desc)`.execute(db);

  await sql`create table hidden_works (
    works_id integer primary key,
    user_id integer not null,
    title text not null,
    snapshot text not null,
    report_id integer,
    hidden_by integer references users (user_id) on delete set null,
    hidden_at timestamptz not null default now()
  )`.execute(db);
}

export async function downJoin(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists hidden_works`.execute(db);
  await sql`drop index if exists work_reports_user`.execute(db);
  await sql`drop index if exists work_reports_status`.execute(db);
  await sql`delete from work_reports where works_id is null`.execute(db);
  await sql`alter table work_reports
    drop constraint work_reports_works_id_fkey,
    add constraint work_reports_works_id_fkey foreign key (works_id) references works (works_id) on delete cascade,
    alter column works_id set not null,
    drop column works_cover,
    drop column works_title,
    drop column handled_at,
    drop column handled_by,
    drop column reply,
    drop column status`.execute(db);
  await sql`drop table if exists designer_applications`.execute(db);
}
