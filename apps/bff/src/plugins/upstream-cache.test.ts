import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createUpstreamCache, createUpstreamReads } from './upstream-cache.js';

describe('createUpstreamCache', () => {
  it('asks the upstream once for concurrent readers and answers from memory afterwards', async () => {
    let calls = 0;
    const cache = createUpstreamCache({ ttlMs: 60_000, max: 10, load: async (key) => `${key}:${++calls}` });
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a:1', 'a:1']);
    expect(cache.peek('a')).toBe('a:1');
    expect(calls).toBe(1);
  });

  it('peeks without waiting: nothing until the lookup has answered', async () => {
    const cache = createUpstreamCache({ ttlMs: 60_000, max: 10, load: async () => 'v' });
    expect(cache.peek('k')).toBeUndefined();
    await cache.refresh('k');
    expect(cache.peek('k')).toBe('v');
  });

  it('keeps what it knew when a lookup fails, and reports the failure', async () => {
    let fail = false;
    const errors: string[] = [];
    const cache = createUpstreamCache({
      ttlMs: 0,
      max: 10,
      load: async () => {
        if (fail) throw new Error('down');
        return 'old';
      },
      onError: (key) => errors.push(key),
    });
    expect(await cache.get('k')).toBe('old');
    fail = true;
    await new Promise((r) => setTimeout(r, 2));
    expect(await cache.get('k')).toBe('old');
    expect(errors).toEqual(['k']);
  });

  it('drops the oldest key past its size', async () => {
    const cache = createUpstreamCache({ ttlMs: 60_000, max: 2, load: async (key) => key });
    for (const key of ['a', 'b', 'c']) await cache.get(key);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'b', 'c']);
  });

  it('caches a null answer like any other', async () => {
    let calls = 0;
    const cache = createUpstreamCache<string | null>({
      ttlMs: 60_000,
      max: 10,
      load: async () => (calls++, null),
    });
    await cache.get('k');
    expect(await cache.get('k')).toBeNull();
    expect(calls).toBe(1);
  });
});

describe('createUpstreamReads', () => {
  it('holds a page for its lookup only so long, then serves the answer to the next view', async () => {
    const upstream = createServer((_req, res) => {
      setTimeout(() => res.end(JSON.stringify({ success: true, data: 'late' })), 150);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const reads = createUpstreamReads(`http://127.0.0.1:${(upstream.address() as { port: number }).port}`);
    try {
      expect(await reads.within('/api/x', 20)).toBeUndefined();
      await expect.poll(() => reads.peek('/api/x')).toEqual({ success: true, data: 'late' });
      expect(await reads.within('/api/x', 20)).toEqual({ success: true, data: 'late' });
    } finally {
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
});
