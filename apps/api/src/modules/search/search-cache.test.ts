import { describe, expect, it } from 'vitest';
import { FRESH_MS, MAX_ENTRIES, SearchCache, STALE_MS } from './search-cache';

/** A cache on a clock the test moves, and a reader that counts its reads and answers the read's number. */
function setup() {
  let now = 0;
  const cache = new SearchCache(() => now);
  let reads = 0;
  const read = () => Promise.resolve(++reads);
  return {
    cache,
    read,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A read that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SearchCache', () => {
  it('answers a fresh answer without reading again', async () => {
    const s = setup();
    expect(await s.cache.get('k', s.read)).toBe(1);
    s.advance(FRESH_MS - 1);
    expect(await s.cache.get('k', s.read)).toBe(1);
    expect(s.reads()).toBe(1);
  });

  it('serves a stale answer while one background read replaces it', async () => {
    const s = setup();
    await s.cache.get('k', s.read);
    s.advance(FRESH_MS);
    const next = deferred<number>();
    let backgroundReads = 0;
    const slow = () => {
      backgroundReads++;
      return next.promise;
    };
    expect(await s.cache.get('k', slow)).toBe(1);
    expect(await s.cache.get('k', slow)).toBe(1); // the refresh is already under way: not a second one
    expect(backgroundReads).toBe(1);
    next.resolve(42);
    await new Promise((r) => setTimeout(r, 0));
    expect(await s.cache.get('k', s.read)).toBe(42);
  });

  it('reads again before answering once an answer is older than STALE_MS', async () => {
    const s = setup();
    await s.cache.get('k', s.read);
    s.advance(STALE_MS);
    expect(await s.cache.get('k', s.read)).toBe(2);
  });

  it('shares one read among requests for the same key', async () => {
    const s = setup();
    const next = deferred<string>();
    let reads = 0;
    const read = () => {
      reads++;
      return next.promise;
    };
    const answers = Promise.all([s.cache.get('k', read), s.cache.get('k', read), s.cache.get('k', read)]);
    next.resolve('page');
    expect(await answers).toEqual(['page', 'page', 'page']);
    expect(reads).toBe(1);
  });

  it('does not keep an answer whose read began before a clear (a change committed meanwhile)', async () => {
    const s = setup();
    const before = deferred<string>();
    const pending = s.cache.get('k', () => before.promise);
    s.cache.clear();
    before.resolve('before the change');
    expect(await pending).toBe('before the change');
    expect(await s.cache.get('k', () => Promise.resolve('after the change'))).toBe('after the change');
  });

  it('keeps no failed read: the next request reads again', async () => {
    const s = setup();
    await expect(s.cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await s.cache.get('k', s.read)).toBe(1);
  });

  it('drops the least recently used key past MAX_ENTRIES', async () => {
    const s = setup();
    for (let i = 0; i < MAX_ENTRIES; i++) await s.cache.get(`k${i}`, () => Promise.resolve(i));
    await s.cache.get('k0', s.read); // used: k1 is now the oldest
    await s.cache.get('new', () => Promise.resolve(-1));
    expect(await s.cache.get('k0', () => Promise.resolve('read again'))).toBe(0);
    expect(await s.cache.get('k1', () => Promise.resolve('read again'))).toBe('read again');
  });
});
