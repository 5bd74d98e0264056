/** Search suggestions — SQL only. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
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

/** Work titles matching the keyword, the most liked first. */
export function findWorkTitles(db: Db, keyword: string, limit: number) {
  return db
    .selectFrom('works')
    .select('title')
    .where('title', 'ilike', containsPattern(keyword))
    .groupBy('title')
    .orderBy((eb) => eb.fn.max('like_count'), 'desc')
    .orderBy('title')
    .limit(limit)
    .execute();
}

export function findDesignersByName(db: Db, keyword: string, limit: number) {
  return db
    .selectFrom('designers as d')
    .innerJoin('users as u', 'u.user_id', 'd.user_id')
    .select(['d.user_id', 'u.nick_name', 'd.avatar'])
    .where('u.nick_name', 'ilike', containsPattern(keyword))
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
