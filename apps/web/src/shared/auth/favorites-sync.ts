/**
 * docs/product.md §3/§4/§5: favourites made while logged out live in localStorage (`localFavWorks`,
 * `localFavDesigner`, lists of numeric ids) and are batch-synced at login. Abnormal ids are logged, not
 * sent; a list is cleared only after its sync succeeded, so nothing is lost to a failed call.
 */
import { partitionLocalFavoriteIds } from '@bazaar/domain/rules';
import { LOCAL_FAVORITE_KEY, parseStoredList } from '../favorites/favorite-store';

const LOCAL_FAVORITE_LISTS = [
  { key: LOCAL_FAVORITE_KEY.works, kind: 'works', message: '作品收藏数据同步成功' },
  { key: LOCAL_FAVORITE_KEY.talent, kind: 'talents', message: '人才收藏数据同步成功' },
] as const;

export type FavoriteKind = (typeof LOCAL_FAVORITE_LISTS)[number]['kind'];

export interface FavoritesSyncDeps {
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
  /** batchAddFavoriteWorks / batchAddFavoriteTalent; resolves true on success. */
  add: (kind: FavoriteKind, ids: number[]) => Promise<boolean>;
  notify: (message: string) => void;
  warn: (message: string, invalid: unknown[]) => void;
}

/** The stored list (undefined when there is none). */
function readStored(storage: FavoritesSyncDeps['storage'], key: string): unknown {
  const raw = storage.getItem(key);
  return raw === null ? undefined : parseStoredList(raw);
}

/** Syncs both lists (in parallel); returns which kinds were synced. */
export async function syncLocalFavorites(deps: FavoritesSyncDeps): Promise<FavoriteKind[]> {
  const synced = await Promise.all(
    LOCAL_FAVORITE_LISTS.map(async ({ key, kind, message }) => {
      const { ids, invalid } = partitionLocalFavoriteIds(readStored(deps.storage, key));
      if (invalid.length > 0) deps.warn(`[favorites] abnormal ${key} ids`, invalid);
      if (ids.length === 0) {
        // Only abnormal entries (logged above): nothing to sync, and kept they would be logged on every page.
        if (invalid.length > 0) deps.storage.removeItem(key);
        return null;
      }
      if (!(await deps.add(kind, ids))) return null;
      deps.storage.removeItem(key);
      deps.notify(message);
      return kind;
    }),
  );
  return synced.filter((kind): kind is FavoriteKind => kind !== null);
}
