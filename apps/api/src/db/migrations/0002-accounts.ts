/**
 * Accounts (issue 3): sessions, SMS codes, third-party open ids, wallet summaries and growth projects.
 * Frozen once shipped; never imports app code.
 *
 * Secrets are never stored: a session is kept as the sha256 of its token, an SMS code as an HMAC.
 */
import { sql, type Kysely } from 'kysely';

const up = [
  `create table sessions (
    token_hash char(64) primary key,
    user_id integer not null references users (user_id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create table sms_codes (
    code_id serial primary key,
    mobile varchar(20) not null,
    code_hash char(64) not null,
    ip varchar(64) not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    attempts smallint not null default 0,
    used_at timestamptz,
    voided_at timestamptz
  )`,
  // The per-mobile limits and the newest code of a mobile; the per-IP hourly cap.
  `create index sms_codes_mobile_idx on sms_codes (mobile, created_at desc)`,
  `create index sms_codes_ip_idx on sms_codes (ip, created_at desc)`,
  `create table user_open_ids (
    open_type varchar(10) not null check (open_type in ('wechat', 'qq')),
    open_id varchar(64) not null,
    user_id integer not null references users (user_id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (open_type, open_id),
    unique (user_id, open_type)
  )`,
  `create table user_accounts (
    user_id integer primary key references users (user_id) on delete cascade,
    balance numeric(12, 2) not null default 0,
    frozen numeric(12, 2) not null default 0,
    total_income numeric(12, 2) not null default 0
  )`,
  `create table growth_projects (
    project_id serial primary key,
    user_id integer not null references users (user_id) on delete cascade,
    project_name varchar(40) not null,
    progress smallint not null default 0 check (progress between 0 and 100),
    sort integer not null default 0
  )`,
  `create index growth_projects_user_idx on growth_projects (user_id, sort)`,
  // The list endpoints' isAdd: "has this user favorited these targets" is a primary-key lookup already;
  // the favorites pages list a user's targets of one type newest first.
  `create index favorites_user_type_created_idx on favorites (user_id, target_type, created_at desc)`,
];

const down = ['growth_projects', 'user_accounts', 'user_open_ids', 'sms_codes', 'sessions'];

export async function upAccounts(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downAccounts(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists favorites_user_type_created_idx').execute(db);
  for (const table of down) await sql.raw(`drop table if exists ${table}`).execute(db);
}
