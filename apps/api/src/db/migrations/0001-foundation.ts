/**
 * Foundation schema (issue "Foundation" §3). Frozen: never edit a migration that has shipped — add a new
 * one. Migrations never import app code (kysely docs), so the SQL is spelled out here.
 */
import { sql, type Kysely } from 'kysely';

const up = [
  `create table app_meta (
    key text primary key,
    value text not null
  )`,
  `create table users (
    user_id serial primary key,
    mobile varchar(20) not null unique,
    nick_name varchar(40),
    password_hash text,
    is_designer boolean not null default false,
    whether_to_read_note smallint not null default 0 check (whether_to_read_note in (0, 1)),
    created_at timestamptz not null default now()
  )`,
  `create table categories (
    category_id serial primary key,
    category_name varchar(40) not null,
    sort integer not null default 0
  )`,
  `create table designers (
    user_id integer primary key references users (user_id) on delete cascade,
    level_code varchar(2) not null check (level_code in ('L1', 'L2', 'L3', 'L4')),
    work_status smallint not null default 1,
    is_on_leave boolean not null default false,
    intro text not null default '',
    city varchar(40),
    avatar text,
    homepage_config text,
    created_at timestamptz not null default now()
  )`,
  `create table designer_categories (
    user_id integer not null references designers (user_id) on delete cascade,
    category_id integer not null references categories (category_id) on delete cascade,
    primary key (user_id, category_id)
  )`,
  `create table works (
    works_id serial primary key,
    user_id integer not null references users (user_id) on delete cascade,
    title varchar(100) not null,
    description text not null default '',
    works_type smallint not null default 1,
    works_sub_type smallint not null default 1,
    category_id integer references categories (category_id) on delete set null,
    cover text not null,
    cover_width integer not null,
    cover_height integer not null,
    like_count integer not null default 0,
    view_count integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  // The works lists: newest / hottest, optionally within a category or by one designer.
  `create index works_created_idx on works (created_at desc, works_id desc)`,
  `create index works_likes_idx on works (like_count desc, works_id desc)`,
  `create index works_category_created_idx on works (category_id, created_at desc, works_id desc)`,
  `create index works_category_likes_idx on works (category_id, like_count desc, works_id desc)`,
  `create index works_user_idx on works (user_id, like_count desc, works_id desc)`,
  `create table work_images (
    image_id serial primary key,
    works_id integer not null references works (works_id) on delete cascade,
    url text not null,
    width integer not null,
    height integer not null,
    sort integer not null default 0
  )`,
  `create index work_images_works_idx on work_images (works_id, sort)`,
  `create table tasks (
    order_id serial primary key,
    employer_id integer not null references users (user_id) on delete cascade,
    task_name varchar(40) not null,
    description text not null default '',
    cover text,
    task_status smallint not null,
    category_id integer references categories (category_id) on delete set null,
    task_properties smallint not null default 2,
    task_amount numeric(12, 2) not null check (task_amount >= 0),
    max_order_apply_count integer not null default 10,
    created_at timestamptz not null default now()
  )`,
  `create index tasks_created_idx on tasks (created_at desc, order_id desc)`,
  `create index tasks_status_idx on tasks (task_status, created_at desc)`,
  `create table task_applications (
    order_id integer not null references tasks (order_id) on delete cascade,
    user_id integer not null references users (user_id) on delete cascade,
    status smallint not null default 1,
    created_at timestamptz not null default now(),
    primary key (order_id, user_id)
  )`,
  `create table favorites (
    user_id integer not null references users (user_id) on delete cascade,
    target_type smallint not null,
    target_id integer not null,
    created_at timestamptz not null default now(),
    primary key (user_id, target_type, target_id)
  )`,
  `create table cms_configs (
    cms_id serial primary key,
    channel varchar(40) not null,
    page varchar(40) not null,
    position varchar(40) not null,
    content text not null,
    params varchar(200),
    sort integer not null default 0,
    enabled boolean not null default true
  )`,
  `create index cms_configs_lookup_idx on cms_configs (channel, page, position, sort)`,
  `create table search_keywords (
    keyword varchar(50) primary key,
    hits integer not null default 0
  )`,
  `create index search_keywords_hits_idx on search_keywords (hits desc)`,
  `create table visits (
    visit_id serial primary key,
    target_id integer not null,
    visit_type integer not null,
    source_type integer not null,
    user_id integer,
    created_at timestamptz not null default now()
  )`,
];

const down = [
  'visits',
  'search_keywords',
  'cms_configs',
  'favorites',
  'task_applications',
  'tasks',
  'work_images',
  'works',
  'designer_categories',
  'designers',
  'categories',
  'users',
  'app_meta',
];

// PGlite runs one statement per query, so each is sent on its own.
export async function upFoundation(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downFoundation(db: Kysely<unknown>): Promise<void> {
  for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
}
