/** Search suggestions — SQL only. */
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
