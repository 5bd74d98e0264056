/** Favorites: the after-login sync of local favorites (spec §4) and the status calls (spec §7). */
import type { Db } from '../../db/database';
import * as repo from './favorites.repository';

export async function addFavorites(db: Db, userId: number, kind: repo.FavoriteKind, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await db.transaction().execute((trx) => repo.insertFavorites(trx, userId, kind, unique));
}

/** One entry per distinct requested id, in the order asked. */
export async function favoriteStatus(
  db: Db,
  userId: number,
  kind: repo.FavoriteKind,
  ids: readonly number[],
): Promise<{ id: number; isAdd: boolean }[]> {
  const unique = [...new Set(ids)];
  const added = await repo.findFavoritedIds(db, userId, kind, unique);
  return unique.map((id) => ({ id, isAdd: added.has(id) }));
}
