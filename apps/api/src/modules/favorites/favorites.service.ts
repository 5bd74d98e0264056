/** Favorites: the after-login sync of local favorites (docs/product.md §4) and the status calls (docs/product.md §7). */
import type { Designer, Page, Work } from '@bazaar/domain/entities';
import { transact } from '../../db/transact';
import { pageWindow } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { configTalents } from '../designers/designers.service';
import { configWorks } from '../works/works.service';
import * as repo from './favorites.repository';

/** Which favourites, of what. */
export interface FavoritesInput {
  kind: repo.FavoriteKind;
  ids: readonly number[];
}

export async function addFavorites(deps: Pick<Deps, 'db'>, user: SessionUser, { kind, ids }: FavoritesInput) {
  const unique = [...new Set(ids)];
  await transact(deps.db, (trx) => repo.insertFavorites(trx, user.userId, kind, unique));
}

/** One entry per distinct requested id, in the order asked. */
export async function favoriteStatus(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { kind, ids }: FavoritesInput,
): Promise<{ id: number; isAdd: boolean }[]> {
  const unique = [...new Set(ids)];
  const added = await repo.findFavoritedIds(deps.db, user.userId, kind, unique);
  return unique.map((id) => ({ id, isAdd: added.has(id) }));
}

/** Un-favourite (chosen path, issue 6): idempotent, unknown ids ignored. */
export async function removeFavorites(deps: Pick<Deps, 'db'>, user: SessionUser, { kind, ids }: FavoritesInput) {
  await repo.deleteFavorites(deps.db, user.userId, kind, [...new Set(ids)]);
}

/** My favourite works (/uc/works, /favorite): most recently favorited first. */
export async function myFavoriteWorks(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Work>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const { ids, total } = await repo.findFavoritePage(deps.db, user.userId, 'works', limit, offset);
  return { rows: await configWorks(deps, user, { ids }), total, current, pageSize };
}

/** My talent pool (/uc/designer): most recently favorited first. */
export async function myFavoriteTalents(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Designer>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const { ids, total } = await repo.findFavoritePage(deps.db, user.userId, 'talent', limit, offset);
  return { rows: await configTalents(deps, user, { ids }), total, current, pageSize };
}
