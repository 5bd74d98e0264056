import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

describe('DiskCache (issue 22)', () => {
  let dir: string;
  const hash = (c: string) => c.repeat(64);
  const names = async () =>
    (await readdir(dir, { recursive: true })).filter((n) => n.includes('.')).map((n) => path.basename(n)[0]);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-img-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('evicts the least recently used, not the oldest written', async () => {
    const cache = new DiskCache(dir, 300);
    for (const c of ['a', 'b', 'c']) await cache.put(cache.fileOf(hash(c), 'webp'), Buffer.alloc(100));
    expect(await cache.get(cache.fileOf(hash('a'), 'webp'))).not.toBeNull(); // a is now the most recent
    await cache.put(cache.fileOf(hash('d'), 'webp'), Buffer.alloc(100));
    expect((await names()).sort()).toEqual(['a', 'c', 'd']);
    expect(cache.bytes).toBe(300);
    expect(await cache.get(cache.fileOf(hash('b'), 'webp'))).toBeNull();
  });

  it('indexes what is on disk at start, oldest use first, and trims it to the bound', async () => {
    const now = Date.now() / 1000;
    // Written in the order a, b, c, d, but last used in the order c, a, d, b.
    const used: Record<string, number> = { c: now - 400, a: now - 300, d: now - 200, b: now - 100 };
    for (const c of ['a', 'b', 'c', 'd']) {
      const file = path.join(dir, c.repeat(2), `${hash(c)}.jpeg`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.alloc(100));
      await utimes(file, used[c]!, used[c]!);
    }
    // A crash's leftover half-written file.
    const tmp = path.join(dir, 'aa', `${hash('a')}.jpeg.1.1.tmp`);
    await writeFile(tmp, Buffer.alloc(50));
    await utimes(tmp, now - 3600, now - 3600);
    const cache = new DiskCache(dir, 250);
    await cache.ready;
    expect((await names()).sort()).toEqual(['b', 'd']);
    expect(cache.files).toBe(2);
    expect(cache.bytes).toBe(200);
  });
});
