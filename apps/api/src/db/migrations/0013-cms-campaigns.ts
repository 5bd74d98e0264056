/**
 * Issue 8: versioned CMS positions (thematic pages, tab bar, home) and campaigns with likes.
 * - cms_versions: every console change of one (page, position) is a numbered snapshot of its items, with
 *   who and when; `published_at` marks the snapshots that went live (the live rows stay in cms_configs).
 * - campaigns: a like window per campaign (vivo, oppo, contests); campaign_entries holds the entered works
 *   and their campaign like counts; campaign_likes one row per user, work and UTC+8 day.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upCmsCampaigns(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table cms_versions (
      version_id serial primary key,
      page varchar(40) not null,
      position varchar(40) not null,
      version integer not null,
      items text not null,
      note varchar(100) not null default '',
      created_by integer references users (user_id) on delete set null,
      created_at timestamptz not null default now(),
      published_at timestamptz,
      unique (page, position, version)
    )`,
    sql`create table campaigns (
      campaign_id serial primary key,
      slug varchar(40) not null unique,
      kind varchar(10) not null,
      title varchar(40) not null,
      intro text not null default '',
      cover varchar(300),
      like_start timestamptz not null,
      like_end timestamptz not null,
      created_at timestamptz not null default now(),
      check (like_end > like_start)
    )`,
    sql`create table campaign_entries (
      campaign_id integer not null references campaigns (campaign_id) on delete cascade,
      works_id integer not null references works (works_id) on delete cascade,
      like_count integer not null default 0,
      created_at timestamptz not null default now(),
      primary key (campaign_id, works_id)
    )`,
    sql`create index campaign_entries_rank_idx on campaign_entries (campaign_id, like_count desc, works_id)`,
    sql`create table campaign_likes (
      campaign_id integer not null,
      works_id integer not null,
      user_id integer not null references users (user_id) on delete cascade,
      like_day date not null,
      created_at timestamptz not null default now(),
      primary key (campaign_id, works_id, user_id, like_day),
      foreign key (campaign_id, works_id) references campaign_entries (campaign_id, works_id) on delete cascade
    )`,
  ])
    await statement.execute(db);
}

export async function downCmsCampaigns(db: Kysely<unknown>): Promise<void> {
  for (const table of ['campaign_likes', 'campaign_entries', 'campaigns', 'cms_versions'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
