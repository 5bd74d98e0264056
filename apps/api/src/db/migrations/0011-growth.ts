/**
 * Designer growth (issue 9): exam attempts scored on the rubric, growth-plan enrolments (the existing
 * growth_projects rows gain the plan they belong to) and short video clips. Frozen once shipped; never
 * imports app code (the plan names below are copied, not imported).
 */
import { sql, type Kysely } from 'kysely';

export async function upGrowth(db: Kysely<unknown>): Promise<void> {
  await sql`create table exam_attempts (
    attempt_id serial primary key,
    user_id integer not null references users (user_id) on delete cascade,
    exam_type varchar(16) not null,
    started_at timestamptz not null,
    deadline_at timestamptz not null,
    submitted_at timestamptz,
    answer_url varchar(400),
    composition smallint check (composition between 0 and 25),
    colour smallint check (colour between 0 and 25),
    concept smallint check (concept between 0 and 25),
    craft smallint check (craft between 0 and 25),
    comment text,
    reviewer_id integer references users (user_id) on delete set null,
    reviewed_at timestamptz
  )`.execute(db);
  await sql`create index exam_attempts_user_type_idx on exam_attempts (user_id, exam_type, started_at desc)`.execute(
    db,
  );
  await sql`create index exam_attempts_review_idx on exam_attempts (submitted_at) where submitted_at is not null`.execute(
    db,
  );
  // Enrolments: a row of growth_projects is "user is enrolled in plan"; rows seeded before issue 9 map by name.
  await sql`alter table growth_projects add column plan_id integer`.execute(db);
  await sql`alter table growth_projects add column enrolled_at timestamptz not null default now()`.execute(db);
  await sql`update growth_projects set plan_id = case project_name
    when '完善个人主页' then 1 when '上传10件作品' then 2 when '完成能力测评' then 3
    when '首次报名任务' then 4 when '获得首个订单' then 5 end`.execute(db);
  await sql`create unique index growth_projects_user_plan_idx on growth_projects (user_id, plan_id)`.execute(db);
  await sql`create table clips (
    clip_id serial primary key,
    user_id integer not null references users (user_id) on delete cascade,
    title varchar(40) not null,
    video_key varchar(300) not null,
    poster_url varchar(400) not null,
    mime_type varchar(40) not null,
    size integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index clips_user_created_idx on clips (user_id, created_at desc)`.execute(db);
  await sql`create index clips_created_idx on clips (created_at desc)`.execute(db);
}

export async function downGrowth(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists clips`.execute(db);
  await sql`drop index if exists growth_projects_user_plan_idx`.execute(db);
  await sql`alter table growth_projects drop column if exists enrolled_at`.execute(db);
  await sql`alter table growth_projects drop column if exists plan_id`.execute(db);
  await sql`drop table if exists exam_attempts`.execute(db);
}
