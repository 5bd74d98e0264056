import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';

describe('local storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-local-storage-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('replaces a file on put: a hard link of it elsewhere keeps the old bytes, and no part file is left', async () => {
    const storage = new LocalStorage(path.join(dir, 'store'));
    await mkdir(path.join(dir, 'store', 'works'), { recursive: true });
    const elsewhere = path.join(dir, 'template.svg');
    await writeFile(elsewhere, 'old');
    await link(elsewhere, path.join(dir, 'store', 'works', '1-1.svg'));

    await storage.put('works/1-1.svg', 'new');
    expect((await storage.get('works/1-1.svg'))?.toString()).toBe('new');
    expect(await readFile(elsewhere, 'utf8')).toBe('old');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toEqual(['works/1-1.svg']);
  });
});
