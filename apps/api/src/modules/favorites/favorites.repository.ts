/** Favorites (docs/product.md §3 isAdd, §4 "batch-synced at login", §7) — SQL only. */
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

/** Removes `ids` from the user's favorites; ids not favorited are ignored (idempotent). */
export async function deleteFavorites(db: Db, userId: number, kind: FavoriteKind, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('target_type', '=', FAVORITE_TARGET[kind])
    .where('target_id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * One page of the user's favorited ids, most recently favorited first, with the total. Only targets that
 * still exist count (a deleted work leaves no hole in the list).
 */
export async function findFavoritePage(
  db: Db,
  userId: number,
  kind: FavoriteKind,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const base = db
    .selectFrom('favorites as f')
    .where('f.user_id', '=', userId)
    .where('f.target_type', '=', FAVORITE_TARGET[kind])
    .where((eb) =>
      eb.exists(
        kind === 'talent'
          ? eb
              .selectFrom('designers as d')
              .select(sql`1`.as('one'))
              .whereRef('d.user_id', '=', 'f.target_id')
          : eb
              .selectFrom('works as w')
              .select(sql`1`.as('one'))
              .whereRef('w.works_id', '=', 'f.target_id'),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .select('f.target_id')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.target_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.target_id), total: count.total };
}

/** Removes everyone's favourites of one target (a work that is gone). */
export async function removeFavoritesOf(db: Db, kind: FavoriteKind, targetId: number): Promise<void> {
  await db
    .deleteFrom('favorites')
    .where('target_type', '=', FAVORITE_TARGET[kind])
    .where('target_id', '=', targetId)
    .execute();
}
