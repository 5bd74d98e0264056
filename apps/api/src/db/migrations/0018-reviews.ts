/**
 * Reviews after a completed task (issue 25, decision 024): one row per side and task, hidden
 * (`published_at` null) until both sides are in or the 14-day window ends; never updated after that but for
 * the reviewed party's one reply. Designers carry their aggregate (sum of scores, count, average) so the
 * 评分最高 sort reads an index, as 最多作品 reads `works_count` (decision 007). Frozen once shipped; never
 * imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upReviews(db: Kysely<unknown>): Promise<void> {
  await sql`create table task_reviews (
    review_id serial primary key,
    order_id integer not null references tasks(order_id) on delete cascade,
    reviewer_role smallint not null check (reviewer_role in (1, 2)),
    reviewer_id integer not null references users(user_id) on delete cascade,
    reviewee_id integer not null references users(user_id) on delete cascade,
    score_1 smallint not null check (score_1 between 1 and 5),
    score_2 smallint not null check (score_2 between 1 and 5),
    score_3 smallint not null check (score_3 between 1 and 5),
    content varchar(500) not null default '',
    created_at timestamptz not null,
    window_ends_at timestamptz not null,
    published_at timestamptz,
    reply varchar(200),
    replied_at timestamptz,
    unique (order_id, reviewer_role)
  )`.execute(db);
  // A user's published reviews, newest first (the homepage list, an employer's average).
  await sql`create index task_reviews_reviewee_idx on task_reviews (reviewee_id, published_at desc, review_id desc)
    where published_at is not null`.execute(db);
  // The reveal job: hidden reviews whose window has ended.
  await sql`create index task_reviews_due_idx on task_reviews (window_ends_at) where published_at is null`.execute(db);
  await sql`create index task_reviews_reviewer_idx on task_reviews (reviewer_id)`.execute(db);
  await sql`alter table designers
    add column rating_sum integer not null default 0,
    add column rating_count integer not null default 0,
    add column rating_avg numeric(3, 2) not null default 0`.execute(db);
  await sql`create index designers_rating_idx on designers (rating_avg desc, rating_count desc, user_id)`.execute(db);
}

export async function downReviews(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists designers_rating_idx`.execute(db);
  await sql`alter table designers drop column if exists rating_sum, drop column if exists rating_count,
    drop column if exists rating_avg`.execute(db);
  await sql`drop table if exists task_reviews`.execute(db);
}
