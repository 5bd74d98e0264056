/**
 * docs/product.md §4/§5: favorites made while logged out are kept locally as lists of numeric ids and batch-synced
 * at login; an id that is not numeric and non-zero is abnormal (logged, not synced).
 */
import { toPositiveInt } from './numeric.js';

/** Numeric (a number or digits-only string) and non-zero; ids are positive integers in practice. */
export function isValidLocalFavoriteId(id: unknown): boolean {
  return toPositiveInt(id) !== null;
}

/**
 * Splits a stored list into the ids to sync (numbers, de-duplicated, in order) and the abnormal entries
 * the caller should log. A stored value that is not a list is itself abnormal.
 */
export function partitionLocalFavoriteIds(stored: unknown): { ids: number[]; invalid: unknown[] } {
  if (!Array.isArray(stored)) return { ids: [], invalid: stored === undefined || stored === null ? [] : [stored] };
  const ids = new Set<number>();
  const invalid: unknown[] = [];
  for (const entry of stored) {
    const id = toPositiveInt(entry);
    if (id === null) invalid.push(entry);
    else ids.add(id);
  }
  return { ids: [...ids], invalid };
}
