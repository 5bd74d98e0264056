/** Favorites (spec §3 isAdd, §4 "batch-synced at login", §7) — SQL only. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { FAVORITE_TARGET } from '../../db/schema';

export type FavoriteKind = keyof typeof FAVORITE_TARGET;

/**
 * Adds the existing targets among `ids` (designers, or works) to the user's favorites; ids that exist
 * nowhere and ids already favorited are skipped. One statement, so all or nothing.
 */
export async function insertFavorites(db: Db, userId: number, kind: FavoriteKind, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const targetType = FAVORITE_TARGET[kind];
  const existing =
    kind === 'talent'
      ? db.selectFrom('designers').select('user_id as id').where('user_id', 'in', ids)
      : db.selectFrom('works').select('works_id as id').where('works_id', 'in', ids);
  const result = await db
    .insertInto('favorites')
    .columns(['user_id', 'target_type', 'target_id'])
    .expression(
      db
        .selectFrom(existing.as('t'))
        .select([
          sql<number>`${userId}::int`.as('user_id'),
          sql<number>`${targetType}::smallint`.as('target_type'),
          't.id',
        ]),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Which of `ids` the user has favorited. */
export async function findFavoritedIds(
  db: Db,
  userId: number,
  kind: FavoriteKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('target_id')
    .where('user_id', '=', userId)
    .where('target_type', '=', FAVORITE_TARGET[kind])
    .where('target_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.target_id));
}
