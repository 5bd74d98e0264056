/** Favorites: the after-login sync of local favorites (docs/product.md §4) and the status calls (docs/product.md §7). */
import type { Designer, Page, Work } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { pageWindow } from '../../db/sql-helpers';
import { configTalents } from '../designers/designers.service';
import { configWorks } from '../works/works.service';
import * as repo from './favorites.repository';

export async function addFavorites(db: Db, userId: number, kind: repo.FavoriteKind, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await transact(db, (trx) => repo.insertFavorites(trx, userId, kind, unique));
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

/** Un-favourite (chosen path, issue 6): idempotent, unknown ids ignored. */
export async function removeFavorites(db: Db, userId: number, kind: repo.FavoriteKind, ids: readonly number[]) {
  await repo.deleteFavorites(db, userId, kind, [...new Set(ids)]);
}

/** My favourite works (/uc/works, /favorite): most recently favorited first. */
export async function myFavoriteWorks(db: Db, userId: number, current: number, pageSize: number): Promise<Page<Work>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const { ids, total } = await repo.findFavoritePage(db, userId, 'works', limit, offset);
  return { rows: await configWorks(db, userId, ids), total, current, pageSize };
}

/** My talent pool (/uc/designer): most recently favorited first. */
export async function myFavoriteTalents(
  db: Db,
  userId: number,
  current: number,
  pageSize: number,
): Promise<Page<Designer>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const { ids, total } = await repo.findFavoritePage(db, userId, 'talent', limit, offset);
  return { rows: await configTalents(db, userId, ids), total, current, pageSize };
}
