/** Search suggestions — SQL only. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { gramsMatch, substringMatch, titleGramsBound } from '../../db/list-queries';
import { containsPattern } from '../../db/sql-helpers';

export function findKeywords(db: Db, keyword: string, limit: number) {
  return db
    .selectFrom('search_keywords')
    .select('keyword')
    .where('keyword', 'ilike', containsPattern(keyword))
    .orderBy('hits', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
}

/**
 * Suggestions read shorter windows than the lists (docs/search.md's 5 000): they group or join every row of the
 * window, and a keyword too rare to show 4 of its matches there has few enough to take from the index.
 */
const TITLE_WINDOW = 500;
const DESIGNER_WINDOW = 1_000;
/** Nicknames the grams index may hit for the suggestions to take them all (and sort them) directly. */
const FEW_NICKNAMES = 200;

/**
 * Work titles holding the keyword, the most liked first (each title once, ranked by its most liked work).
 * docs/search.md's composite: a keyword with more matching titles than `scanWindow` (by the title grams'
 * document frequencies) reads the `scanWindow` (then 10 × `scanWindow`) most liked works first — a title
 * seen there has its most liked work there too, so when they give `limit` titles those are the answer;
 * else (and for a rarer keyword at once) every match through the title grams index.
 */
export async function findWorkTitles(db: Db, keyword: string, limit: number, scanWindow = TITLE_WINDOW) {
  // The title grams' document frequency says whether the index path is the cheap one right away.
  const bound = await titleGramsBound(db, keyword);
  if (bound === 0) return [];
  // A short window, then a ten times longer one: a keyword a few hundred of the most liked works miss
  // is still found in a few thousand far cheaper than in its thousands of matches scattered in the heap.
  for (const window of [scanWindow, scanWindow * 10]) {
    if (bound <= window) break;
    const top = await hottestTitles(db, keyword, limit, window);
    if (top.length === limit) return top;
  }
  return db
    .with(
      (cte) => cte('m').materialized(),
      () => db.selectFrom('works as mw').select(['mw.title', 'mw.like_count']).where(gramsMatch('mw.title', keyword)),
    )
    .selectFrom('m')
    .select('m.title')
    .groupBy('m.title')
    .orderBy((eb) => eb.fn.max('m.like_count'), 'desc')
    .orderBy('m.title')
    .limit(limit)
    .execute();
}

function hottestTitles(db: Db, keyword: string, limit: number, scanWindow: number) {
  const hottest = db
    .selectFrom('works as w')
    .select(['w.title', 'w.like_count'])
    .orderBy('w.like_count', 'desc')
    .orderBy('w.works_id', 'desc')
    .limit(scanWindow)
    .as('w');
  return db
    .selectFrom(hottest)
    .select('w.title')
    .where(substringMatch('w.title', keyword))
    .groupBy('w.title')
    .orderBy((eb) => eb.fn.max('w.like_count'), 'desc')
    .orderBy('w.title')
    .limit(limit)
    .execute();
}

/**
 * Designers whose nickname holds the keyword, the highest level first. The nickname grams index first,
 * capped: a keyword held by few nicknames is answered from them at once; a common one reads the designers
 * in level order (designers_level_idx) until `limit` match — soon, since it is common.
 */
export async function findDesignersByName(
  db: Db,
  keyword: string,
  limit: number,
  scanWindow = DESIGNER_WINDOW,
  fewNicknames = FEW_NICKNAMES,
) {
  const few = await db
    .with(
      (cte) => cte('m').materialized(),
      () =>
        db
          .selectFrom('users as mu')
          .innerJoin('designers as md', 'md.user_id', 'mu.user_id')
          .select(['mu.user_id', 'mu.nick_name', 'md.avatar', 'md.level_code'])
          .where(gramsMatch('mu.nick_name', keyword))
          .limit(fewNicknames + 1),
    )
    .selectFrom('m')
    .select(['m.user_id', 'm.nick_name', 'm.avatar', sql<number>`(select count(*) from m)`.as('hits')])
    .orderBy('m.level_code', 'desc')
    .orderBy('m.user_id')
    .limit(limit)
    .execute();
  const strip = (rows: typeof few) => rows.map(({ user_id, nick_name, avatar }) => ({ user_id, nick_name, avatar }));
  if (Number(few[0]?.hits ?? 0) <= fewNicknames) return strip(few);
  // The nickname is a scalar subquery per window row: a primary-key probe each, where a join would make
  // the planner hash the whole users table.
  const leading = db
    .selectFrom('designers as ld')
    .select([
      'ld.user_id',
      'ld.level_code',
      'ld.avatar',
      (eb) =>
        eb.selectFrom('users as lu').select('lu.nick_name').whereRef('lu.user_id', '=', 'ld.user_id').as('nick_name'),
    ])
    .orderBy('ld.level_code', 'desc')
    .orderBy('ld.user_id')
    .limit(scanWindow)
    .as('d');
  const top = await db
    .selectFrom(leading)
    .select(['d.user_id', 'd.nick_name', 'd.avatar'])
    .where(substringMatch('d.nick_name', keyword))
    .orderBy('d.level_code', 'desc')
    .orderBy('d.user_id')
    .limit(limit)
    .execute();
  if (top.length === limit) return top;
  return db
    .with(
      (cte) => cte('m').materialized(),
      () =>
        db.selectFrom('users as mu').select(['mu.user_id', 'mu.nick_name']).where(gramsMatch('mu.nick_name', keyword)),
    )
    .selectFrom('m')
    .innerJoin('designers as d', 'd.user_id', 'm.user_id')
    .select(['d.user_id', 'm.nick_name', 'd.avatar'])
    .orderBy('d.level_code', 'desc')
    .orderBy('d.user_id')
    .limit(limit)
    .execute();
}

export function findHotKeywords(db: Db, limit: number) {
  return db
    .selectFrom('search_keywords')
    .select('keyword')
    .orderBy('hits', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
}

/** A searcher's recent keywords, the newest first. */
export function findRecentKeywords(db: Db, searcher: string, limit: number) {
  return db
    .selectFrom('search_history')
    .select('keyword')
    .where('searcher', '=', searcher)
    .orderBy('searched_at', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
}

/** Records a search: a repeated keyword moves to the front instead of appearing twice. */
export async function upsertRecentKeyword(db: Db, searcher: string, keyword: string): Promise<void> {
  await db
    .insertInto('search_history')
    .values({ searcher, keyword })
    .onConflict((oc) => oc.columns(['searcher', 'keyword']).doUpdateSet({ searched_at: sql`now()` }))
    .execute();
}

/** Keeps only a searcher's `keep` newest keywords, so the table grows with searchers, not with searches. */
export async function pruneRecentKeywords(db: Db, searcher: string, keep: number): Promise<void> {
  await db
    .deleteFrom('search_history')
    .where('searcher', '=', searcher)
    .where(
      'keyword',
      'not in',
      db
        .selectFrom('search_history')
        .select('keyword')
        .where('searcher', '=', searcher)
        .orderBy('searched_at', 'desc')
        .orderBy('keyword')
        .limit(keep),
    )
    .execute();
}

/**
 * Moves one searcher's keywords to another (a visitor's browser → the account it logs into): a keyword
 * both have keeps the newer time; the source's rows are gone afterwards.
 */
export async function moveRecentKeywords(db: Db, from: string, to: string): Promise<void> {
  await db
    .insertInto('search_history')
    .columns(['searcher', 'keyword', 'searched_at'])
    .expression(
      db
        .selectFrom('search_history')
        .select([sql<string>`${to}`.as('searcher'), 'keyword', 'searched_at'])
        .where('searcher', '=', from),
    )
    .onConflict((oc) =>
      oc
        .columns(['searcher', 'keyword'])
        .doUpdateSet({ searched_at: sql`greatest(search_history.searched_at, excluded.searched_at)` }),
    )
    .execute();
  await db.deleteFrom('search_history').where('searcher', '=', from).execute();
}
