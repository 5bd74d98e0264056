import { describe, expect, it, vi } from 'vitest';
import { syncLocalFavorites, type FavoritesSyncDeps } from './favorites-sync';

function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
  };
}

function deps(initial: Record<string, string>, ok: { works?: boolean; talents?: boolean } = {}) {
  const storage = memoryStorage(initial);
  const add = vi.fn(async (kind: 'works' | 'talents', _ids: number[]) => ok[kind] ?? true);
  const notify = vi.fn();
  const warn = vi.fn();
  const d: FavoritesSyncDeps = { storage, add, notify, warn };
  return { d, storage, add, notify, warn };
}

describe('syncLocalFavorites (docs/product.md §4 favourites synced at login)', () => {
  it('sends both lists and clears each after its success, with the spec messages', async () => {
    const { d, storage, add, notify } = deps({ localFavWorks: '[3,1,"2"]', localFavDesigner: '[7]' });
    await expect(syncLocalFavorites(d)).resolves.toEqual(['works', 'talents']);
    expect(add).toHaveBeenCalledWith('works', [3, 1, 2]);
    expect(add).toHaveBeenCalledWith('talents', [7]);
    expect(notify.mock.calls.map((c) => c[0])).toEqual(['作品收藏数据同步成功', '人才收藏数据同步成功']);
    expect(storage.data.size).toBe(0);
  });

  it('keeps a list whose sync failed, and says nothing about it', async () => {
    const { d, storage, notify } = deps({ localFavWorks: '[1]', localFavDesigner: '[2]' }, { works: false });
    await expect(syncLocalFavorites(d)).resolves.toEqual(['talents']);
    expect(storage.data.get('localFavWorks')).toBe('[1]');
    expect(storage.data.has('localFavDesigner')).toBe(false);
    expect(notify.mock.calls.map((c) => c[0])).toEqual(['人才收藏数据同步成功']);
  });

  it('logs abnormal ids (non-numeric, zero) and syncs only the valid ones', async () => {
    const { d, add, warn } = deps({ localFavWorks: '[5,"abc",0,null,5]' });
    await syncLocalFavorites(d);
    expect(add).toHaveBeenCalledWith('works', [5]);
    expect(warn).toHaveBeenCalledWith('[favorites] abnormal localFavWorks ids', ['abc', 0, null]);
  });

  it('makes no call when nothing valid is stored, and drops a list of only abnormal entries once logged', async () => {
    const { d, add, notify, warn, storage } = deps({ localFavWorks: 'not json', localFavDesigner: '[]' });
    await expect(syncLocalFavorites(d)).resolves.toEqual([]);
    expect(add).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[favorites] abnormal localFavWorks ids', ['not json']);
    expect(storage.data.has('localFavWorks')).toBe(false);
    expect(storage.data.get('localFavDesigner')).toBe('[]');
  });

  it('does nothing when no list is stored', async () => {
    const { d, add, warn } = deps({});
    await expect(syncLocalFavorites(d)).resolves.toEqual([]);
    expect(add).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
