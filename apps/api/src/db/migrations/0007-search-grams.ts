/**
 * Search and lists at a million works (issue 6 "Fast at a million works"; docs/search.md has the
 * measurements behind it). Frozen once shipped; never imports app code.
 *
 * - `cjk_grams(text)`: every character and every adjacent pair of a (lowered) text, distinct. A GIN index
 *   over `cjk_grams(lower(column))` finds 1- and 2-character Chinese keywords, which `pg_trgm` cannot
 *   (a 1–2 character query has no trigram), and works the same on PostgreSQL and PGlite. Queries use
 *   `cjk_query_grams(lower(keyword))` (the character itself, or only the pairs — the pairs imply the
 *   characters) with `@>`, then re-check the order with `LIKE` on `lower()`: recall equals a
 *   case-insensitive substring match because every character and pair of a substring is one of the text's.
 *   No `pg_trgm` index on the same columns: it misleads the planner (docs/search.md).
 * - `works_title_gram_df`: how many works titles hold each gram, kept up to date by statement triggers, so
 *   a search answers "约 N" without counting a common gram's hundreds of thousands of rows.
 * - `designers.works_count`: the talent list's 最多作品 sort reads an index instead of counting every
 *   designer's works; kept up to date by statement triggers on works.
 * - Indexes the unfiltered talent sorts and the suggestions need, and (user_id, works_type) for the talent
 *   list's worksType filter.
 */
import { sql, type Kysely } from 'kysely';

const up = [
  // Every character and adjacent pair, distinct (the GIN index stores each once anyway). IMMUTABLE, so it
  // may back an expression index; STRICT, so a null text has null grams (not indexed, never matched).
  `create function cjk_grams(t text) returns text[]
    language sql immutable strict parallel safe
    as $$
      select coalesce(array_agg(distinct g), '{}'::text[]) from (
        select substr(t, i, 1) as g from generate_series(1, length(t)) as i
        union all
        select substr(t, i, 2) from generate_series(1, length(t) - 1) as i
      ) as grams
    $$`,
  // The grams a keyword's matches must all contain: a single character is its own gram; a longer keyword
  // needs only its pairs (fewer, rarer posting lists to intersect).
  `create function cjk_query_grams(t text) returns text[]
    language sql immutable strict parallel safe
    as $$
      select case when length(t) <= 1 then array[t]
        else (select array_agg(distinct substr(t, i, 2)) from generate_series(1, length(t) - 1) as i) end
    $$`,
  `create index works_title_grams_idx on works using gin (cjk_grams(lower(title)))`,
  `create index users_nick_name_grams_idx on users using gin (cjk_grams(lower(nick_name)))`,
  `create index designers_city_grams_idx on designers using gin (cjk_grams(lower(city)))`,

  `create table works_title_gram_df (
    gram text primary key,
    df integer not null
  )`,
  `insert into works_title_gram_df (gram, df)
    select g, count(*) from works, unnest(cjk_grams(lower(title))) as g group by g`,
  // Statement triggers with transition tables: a bulk insert updates each gram once. Grams are upserted in
  // a fixed order so concurrent writers lock them in the same order (no deadlock).
  // Statement triggers with transition tables: a bulk insert updates each gram once. Grams are upserted in
  // a fixed order so concurrent writers lock them in the same order (no deadlock). A transition table
  // exists only for its own event, so each event has its own branch.
  `create function works_title_gram_df_apply(changes jsonb) returns void language sql as $$
    insert into works_title_gram_df (gram, df)
      select key, value::int from jsonb_each_text(changes) order by key
    on conflict (gram) do update set df = works_title_gram_df.df + excluded.df
  $$`,
  `create function works_title_gram_df_sync() returns trigger language plpgsql as $$
    declare
      changes jsonb;
    begin
      if tg_op = 'INSERT' then
        select jsonb_object_agg(g, n) into changes from (
          select g, count(*) as n from new_rows, unnest(cjk_grams(lower(title))) as g group by g) as c;
      elsif tg_op = 'DELETE' then
        select jsonb_object_agg(g, -n) into changes from (
          select g, count(*) as n from old_rows, unnest(cjk_grams(lower(title))) as g group by g) as c;
      else
        select jsonb_object_agg(g, n) into changes from (
          select g, sum(delta) as n from (
            select g, 1 as delta from new_rows n join old_rows o using (works_id), unnest(cjk_grams(lower(n.title))) as g
              where n.title is distinct from o.title
            union all
            select g, -1 from new_rows n join old_rows o using (works_id), unnest(cjk_grams(lower(o.title))) as g
              where n.title is distinct from o.title
          ) as d group by g having sum(delta) <> 0) as c;
      end if;
      if changes is not null then
        perform works_title_gram_df_apply(changes);
      end if;
      return null;
    end
  $$`,

  `alter table designers add column works_count integer not null default 0`,
  `update designers d set works_count = c.n
    from (select user_id, count(*)::int as n from works group by user_id) as c
    where c.user_id = d.user_id`,
  `create function designers_works_count_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update designers d set works_count = d.works_count + c.n
          from (select user_id, count(*)::int as n from new_rows group by user_id) as c
          where d.user_id = c.user_id;
      elsif tg_op = 'DELETE' then
        update designers d set works_count = d.works_count - c.n
          from (select user_id, count(*)::int as n from old_rows group by user_id) as c
          where d.user_id = c.user_id;
      else
        update designers d set works_count = d.works_count + c.n
          from (
            select user_id, sum(delta)::int as n from (
              select n.user_id, 1 as delta from new_rows n join old_rows o using (works_id)
                where n.user_id <> o.user_id
              union all
              select o.user_id, -1 from new_rows n join old_rows o using (works_id)
                where n.user_id <> o.user_id
            ) as d group by user_id
          ) as c
          where d.user_id = c.user_id;
      end if;
      return null;
    end
  $$`,
  // Transition tables cannot be shared between events, so each event has its own trigger.
  ...(['insert', 'update', 'delete'] as const).flatMap((event) => {
    const tables =
      event === 'insert'
        ? 'new table as new_rows'
        : event === 'delete'
          ? 'old table as old_rows'
          : 'old table as old_rows new table as new_rows';
    return [
      `create trigger works_title_gram_df_${event} after ${event} on works
        referencing ${tables} for each statement execute function works_title_gram_df_sync()`,
      `create trigger designers_works_count_${event} after ${event} on works
        referencing ${tables} for each statement execute function designers_works_count_sync()`,
    ];
  }),

  // The talent list's three sorts (general, newest, most works), each with the tie-breaker the query uses.
  `create index designers_general_idx on designers (is_on_leave, level_code desc, user_id)`,
  `create index designers_created_idx on designers (created_at desc, user_id)`,
  `create index designers_works_count_idx on designers (works_count desc, user_id)`,
  `create index works_user_type_idx on works (user_id, works_type)`,
  // The hottest works list and the title suggestions (a window of the most liked works, re-checked with
  // LIKE) walk likes order, which is scattered over the heap: carrying the title and the type filters
  // makes those walks index-only.
  `drop index if exists works_likes_idx`,
  `create index works_likes_title_idx on works (like_count desc, works_id desc)
    include (title, works_type, works_sub_type)`,
  // Search suggestions list matching designers the highest level first.
  `create index designers_level_idx on designers (level_code desc, user_id)`,
];

const down = [
  'drop index if exists works_likes_title_idx',
  'create index if not exists works_likes_idx on works (like_count desc, works_id desc)',
  'drop index if exists designers_level_idx',
  'drop index if exists works_user_type_idx',
  'drop index if exists designers_works_count_idx',
  'drop index if exists designers_created_idx',
  'drop index if exists designers_general_idx',
  ...['insert', 'update', 'delete'].flatMap((event) => [
    `drop trigger if exists designers_works_count_${event} on works`,
    `drop trigger if exists works_title_gram_df_${event} on works`,
  ]),
  'drop function if exists designers_works_count_sync()',
  'alter table designers drop column if exists works_count',
  'drop function if exists works_title_gram_df_sync()',
  'drop function if exists works_title_gram_df_apply(jsonb)',
  'drop table if exists works_title_gram_df',
  'drop index if exists designers_city_grams_idx',
  'drop index if exists users_nick_name_grams_idx',
  'drop index if exists works_title_grams_idx',
  'drop function if exists cjk_query_grams(text)',
  'drop function if exists cjk_grams(text)',
];

// PGlite runs one statement per query, so each is sent on its own.
export async function upSearchGrams(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downSearchGrams(db: Kysely<unknown>): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
