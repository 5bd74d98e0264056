import { describe, expect, it, vi } from 'vitest';
import {
  LOCAL_FAVORITE_KEY,
  favoriteOverride,
  favoritesVersion,
  isLocalFavorite,
  readLocalFavorites,
  setFavoriteOverride,
  setLocalFavorite,
} from './favorite-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('visitor favourites in localStorage (docs/product.md §3/§5)', () => {
  it('uses the spec key names', () => {
    expect(LOCAL_FAVORITE_KEY).toEqual({ works: 'localFavWorks', talent: 'localFavDesigner' });
  });

  it('adds an id at the front and removes it again', () => {
    const storage = memoryStorage({ localFavWorks: '[7]' });
    setLocalFavorite('works', 12, true, storage);
    expect(storage.data.get('localFavWorks')).toBe('[12,7]');
    expect(isLocalFavorite('works', 12, storage)).toBe(true);
    setLocalFavorite('works', 12, false, storage);
    expect(readLocalFavorites('works', storage)).toEqual([7]);
  });

  it('logs abnormal ids and drops them on the next write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ localFavDesigner: '[3, 0, "x", "5"]' });
    expect(readLocalFavorites('talent', storage)).toEqual([3, 5]);
    expect(warn).toHaveBeenCalledWith('[favorites] abnormal localFavDesigner ids', [0, 'x']);
    setLocalFavorite('talent', 9, true, storage);
    expect(JSON.parse(storage.data.get('localFavDesigner') ?? '')).toEqual([9, 3, 5]);
    warn.mockRestore();
  });

  it('treats text that is not a list as empty (and abnormal)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readLocalFavorites('works', memoryStorage({ localFavWorks: 'oops' }))).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('logged-in toggles remembered on the page', () => {
  it('overrides the server state for that user only, and bumps the version', () => {
    const before = favoritesVersion();
    expect(favoriteOverride(7, 'works', 1)).toBeUndefined();
    setFavoriteOverride(7, 'works', 1, true);
    expect(favoriteOverride(7, 'works', 1)).toBe(true);
    expect(favoriteOverride(7, 'talent', 1)).toBeUndefined();
    expect(favoriteOverride(8, 'works', 1)).toBeUndefined();
    expect(favoritesVersion()).toBeGreaterThan(before);
  });
});
