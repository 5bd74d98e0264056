/**
 * Tasks (issue 7, docs/decisions/010): the lifecycle's columns on tasks, the events the timelines are
 * built from, attachments, the consultant's follow-up items, brands (topic tasks), campaigns (activity
 * tasks) and the operator role. Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table users add column is_operator boolean not null default false`,
  `create table brands (
    brand_id serial primary key,
    brand_name varchar(40) not null,
    logo text,
    banner text,
    slogan varchar(80) not null default '',
    intro text not null default '',
    sort integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create table activities (
    activity_id serial primary key,
    title varchar(60) not null,
    cover text,
    intro text not null default '',
    rules text not null default '',
    start_at timestamptz not null,
    end_at timestamptz not null,
    created_at timestamptz not null default now(),
    check (end_at > start_at)
  )`,
  `alter table tasks
    add column task_kind smallint not null default 1,
    add column brand_id integer references brands (brand_id) on delete set null,
    add column activity_id integer references activities (activity_id) on delete set null,
    add column deadline timestamptz,
    add column designated_designer_id integer references users (user_id) on delete set null,
    add column hired_designer_id integer references users (user_id) on delete set null,
    add column close_reason varchar(200),
    add column source_address varchar(500) not null default '',
    add column source_channel integer,
    add column source_type integer,
    add column updated_at timestamptz not null default now()`,
  // The hall's default list (every kind, newest first) and its filters keep an index in list order.
  `create index tasks_kind_created_idx on tasks (task_kind, created_at desc, order_id desc)`,
  `create index tasks_kind_status_created_idx on tasks (task_kind, task_status, created_at desc, order_id desc)`,
  `create index tasks_employer_idx on tasks (employer_id, created_at desc, order_id desc)`,
  `create index tasks_brand_idx on tasks (brand_id, created_at desc) where brand_id is not null`,
  `create index tasks_activity_idx on tasks (activity_id, created_at desc) where activity_id is not null`,
  `create index tasks_hired_idx on tasks (hired_designer_id) where hired_designer_id is not null`,
  `create index task_applications_user_idx on task_applications (user_id, created_at desc)`,
  `create table task_events (
    event_id serial primary key,
    order_id integer not null references tasks (order_id) on delete cascade,
    action varchar(20) not null,
    from_status smallint,
    to_status smallint not null,
    actor_id integer references users (user_id) on delete set null,
    remark varchar(200) not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index task_events_order_idx on task_events (order_id, event_id)`,
  `create table task_attachments (
    attachment_id serial primary key,
    order_id integer not null references tasks (order_id) on delete cascade,
    user_id integer not null references users (user_id) on delete cascade,
    uploader_role varchar(10) not null,
    kind smallint not null,
    file_name varchar(200) not null,
    url text not null,
    mime_type varchar(60) not null,
    size integer not null,
    created_at timestamptz not null default now()
  )`,
  `create index task_attachments_order_idx on task_attachments (order_id, attachment_id)`,
  `create table task_follow_ups (
    order_id integer primary key references tasks (order_id) on delete cascade,
    follow_status smallint not null default 1,
    note text not null default '',
    operator_id integer references users (user_id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `create index task_follow_ups_status_idx on task_follow_ups (follow_status, updated_at desc)`,
];

export async function upTasks(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function downTasks(db: Kysely<unknown>): Promise<void> {
  for (const table of ['task_follow_ups', 'task_attachments', 'task_events']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql
    .raw(
      `alter table tasks drop column if exists task_kind, drop column if exists brand_id,
       drop column if exists activity_id, drop column if exists deadline,
       drop column if exists designated_designer_id, drop column if exists hired_designer_id,
       drop column if exists close_reason, drop column if exists source_address,
       drop column if exists source_channel, drop column if exists source_type, drop column if exists updated_at`,
    )
    .execute(db);
  await sql.raw(`drop table if exists activities`).execute(db);
  await sql.raw(`drop table if exists brands`).execute(db);
  await sql.raw(`alter table users drop column if exists is_operator`).execute(db);
}
