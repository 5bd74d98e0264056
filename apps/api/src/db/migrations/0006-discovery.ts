/**
 * Discovery (issue 6): dictionaries (report types, docs/product.md §7 getDictionaryByTypeCode), reports of works
 * (one per user and work), and page views of the navigation beacon (docs/product.md §2). Frozen once shipped; never
 * imports app code.
 */
import { sql, type Kysely } from 'kysely';

/** docs/product.md §3 report typeId: the report types a reader picks from (chosen: the spec names the call only). */
const REPORT_TYPES: readonly [number, string][] = [
  [1, '抄袭 / 盗用他人作品'],
  [2, '侵犯肖像权或商标权'],
  [3, '色情低俗'],
  [4, '政治敏感或违法内容'],
  [5, '广告或垃圾信息'],
  [6, '其他'],
];

export async function upDiscovery(db: Kysely<unknown>): Promise<void> {
  await sql`create table dictionary_items (
    type_code text not null,
    code integer not null,
    name text not null,
    sort integer not null default 0,
    primary key (type_code, code)
  )`.execute(db);
  for (const [code, name] of REPORT_TYPES) {
    await sql`insert into dictionary_items (type_code, code, name, sort) values ('report_type', ${code}, ${name}, ${code})`.execute(
      db,
    );
  }
  await sql`create table work_reports (
    report_id integer generated always as identity primary key,
    user_id integer not null references users (user_id) on delete cascade,
    works_id integer not null references works (works_id) on delete cascade,
    type_code integer not null,
    report_info text not null,
    created_at timestamptz not null default now(),
    unique (works_id, user_id)
  )`.execute(db);
  await sql`create table page_views (
    view_id bigint generated always as identity primary key,
    path text not null,
    referrer text not null default '',
    user_id integer references users (user_id) on delete set null,
    browser_id text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index page_views_created_at on page_views (created_at)`.execute(db);
}

export async function downDiscovery(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists page_views`.execute(db);
  await sql`drop table if exists work_reports`.execute(db);
  await sql`drop table if exists dictionary_items`.execute(db);
}
