/**
 * The favourite state every toggle on a page agrees on (docs/product.md §3/§4/§5).
 * - Visitors: ids live in localStorage (`localFavWorks` / `localFavDesigner`, JSON lists of numeric ids);
 *   an abnormal entry (not numeric and non-zero) is logged and dropped when the list is next written. They
 *   are batch-synced at login by features/auth.
 * - Logged-in users: the server's `isAdd` is the truth; a toggle made on this page is remembered here so a
 *   second card of the same work (a list and its detail) shows the same state until the lists refetch.
 * Plain TypeScript so it is testable without React.
 */
import { partitionLocalFavoriteIds } from '@bazaar/domain/rules';

export type FavoriteKind = 'works' | 'talent';

/** docs/product.md §3: the localStorage keys of visitors' favourites. */
export const LOCAL_FAVORITE_KEY: Record<FavoriteKind, string> = {
  works: 'localFavWorks',
  talent: 'localFavDesigner',
};

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
const overrides = new Map<string, boolean>();

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeFavorites(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === LOCAL_FAVORITE_KEY.works || e.key === LOCAL_FAVORITE_KEY.talent || e.key === null) emit();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Changes whenever any favourite changes: the snapshot for useSyncExternalStore. */
export function favoritesVersion(): number {
  return version;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
const browserStorage = (): StorageLike | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** A stored list as parsed JSON; text that is not JSON is returned as is (and then counts as abnormal). */
export function parseStoredList(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Stored values whose abnormal entries were logged already. */
const warned = new Set<string>();

/** The valid ids of a visitor's list; abnormal entries are logged (docs/product.md §5) and left for the next write. */
export function readLocalFavorites(kind: FavoriteKind, storage: StorageLike | null = browserStorage()): number[] {
  const raw = storage?.getItem(LOCAL_FAVORITE_KEY[kind]) ?? null;
  if (raw === null) return [];
  const { ids, invalid } = partitionLocalFavoriteIds(parseStoredList(raw));
  // Logged once per stored value: every card on a page reads the list.
  if (invalid.length > 0 && !warned.has(raw)) {
    warned.add(raw);
    console.warn(`[favorites] abnormal ${LOCAL_FAVORITE_KEY[kind]} ids`, invalid);
  }
  return ids;
}

/** Adds or removes one id in a visitor's list (writing back only valid ids). */
export function setLocalFavorite(
  kind: FavoriteKind,
  id: number,
  on: boolean,
  storage: StorageLike | null = browserStorage(),
): void {
  if (!storage) return;
  const ids = readLocalFavorites(kind, storage).filter((x) => x !== id);
  if (on) ids.unshift(id);
  storage.setItem(LOCAL_FAVORITE_KEY[kind], JSON.stringify(ids));
  emit();
}

export function isLocalFavorite(kind: FavoriteKind, id: number, storage?: StorageLike | null): boolean {
  return readLocalFavorites(kind, storage).includes(id);
}

/** Keyed by the user too: after a logout or another login, someone else's toggles never show. */
const key = (userId: number, kind: FavoriteKind, id: number) => `${userId}:${kind}:${id}`;

/** A logged-in user's toggle made on this page, or undefined (then the server's isAdd counts). */
export function favoriteOverride(userId: number, kind: FavoriteKind, id: number): boolean | undefined {
  return overrides.get(key(userId, kind, id));
}

export function setFavoriteOverride(userId: number, kind: FavoriteKind, id: number, on: boolean): void {
  overrides.set(key(userId, kind, id), on);
  emit();
}
