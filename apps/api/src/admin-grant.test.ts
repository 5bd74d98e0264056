/**
 * `npm run admin:grant` (issue 33): the first operator of an empty database. The CLI runs against a database
 * directory that has never been migrated, as a fresh production one is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './admin-grant';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

describe('admin:grant', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-grant-'));
  const env = { DATA_DIR: dir, SEED: 'off', LOG_LEVEL: 'silent' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const operatorFlag = async (mobile: string) => {
    const database = await openDatabase(loadConfig(env));
    try {
      const row = await database.db
        .selectFrom('users')
        .select(['is_operator', 'is_designer'])
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      const count = await database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { row, users: Number(count.n) };
    } finally {
      await database.close();
    }
  };

  it('makes the first operator of a never-started database, then takes the role back', async () => {
    const lines: string[] = [];
    expect(await main(['13512345678'], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toMatch(/^13512345678 \(user \d+\) is an operator/);
    expect(await operatorFlag('13512345678')).toEqual({ row: { is_operator: true, is_designer: false }, users: 1 });
    // Twice is the same one account.
    expect(await main(['13512345678'], env, () => {})).toBe(0);
    expect((await operatorFlag('13512345678')).users).toBe(1);
    expect(await main(['13512345678', '--revoke'], env, () => {})).toBe(0);
    expect((await operatorFlag('13512345678')).row?.is_operator).toBe(false);
  }, 60_000);

  it('refuses anything but one mobile, saying how to call it, and changes nothing', async () => {
    for (const args of [[], ['123'], ['13512345678', '13512345679'], ['1351234567x']]) {
      const lines: string[] = [];
      expect(await main(args, env, (l) => lines.push(l))).toBe(2);
      expect(lines[0]).toMatch(/^usage: npm run admin:grant -- MOBILE \[--revoke\]/);
    }
    expect((await operatorFlag('13512345679')).row).toBeUndefined();
  }, 60_000);
});
