/**
 * Short video works (issue 9), idempotent (its own `app_meta` marker): six clips by 林小鹿 and designers
 * 2–6, so /zt/clips is not empty after `npm start`. The videos are three tiny WebM fixtures in
 * `./clips/` (made once with Chromium's MediaRecorder: tooling/scripts/make-clip-fixtures.mjs), copied into
 * storage under `clips/seed/`; the posters are the designers' seeded SVG work covers.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../database';
import { transact } from '../transact';
import type { LocalStorage } from '../../services/storage/local-storage';
import { designersWithCover } from './accounts';
import { seedFixture } from './fixtures';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-clips';
const SEED_VERSION = '1';
const MINUTE = 60_000;

const FIXTURES = ['orbit', 'waves', 'blocks'] as const;
const TITLES = ['品牌主视觉动效', '春日插画短片', '包装开箱动画', 'Logo 演绎', '节日海报动态版', 'IP 形象小剧场'];

export async function seedClips(db: Db, storage: LocalStorage, now: Date): Promise<boolean> {
  const first = seedFixture(`clips/${FIXTURES[0]}.webm`);
  if (!first) return false;
  const dir = path.dirname(first) + path.sep;
  // Files first: the database may outlive a storage directory.
  for (const name of FIXTURES) {
    const key = `clips/seed/${name}.webm`;
    if (!(await storage.stat(key))) await storage.put(key, await readFile(`${dir}${name}.webm`));
  }
  const marked = await seeded(db, SEED_KEY);
  if (marked) return false;
  const designers = await designersWithCover(db, 6);
  if (designers.length === 0) return false;
  const sizes = new Map<string, number>();
  for (const name of FIXTURES) sizes.set(name, (await storage.stat(`clips/seed/${name}.webm`))?.size ?? 0);
  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    await trx
      .insertInto('clips')
      .values(
        designers.map(({ user_id: userId, cover }, i) => {
          const name = FIXTURES[i % FIXTURES.length]!;
          return {
            user_id: userId,
            title: TITLES[i % TITLES.length]!,
            video_key: `clips/seed/${name}.webm`,
            poster_url: cover ?? '',
            mime_type: 'video/webm',
            size: sizes.get(name) ?? 0,
            // Oldest first, an hour apart, so the newest-first order is stable.
            created_at: new Date(now.getTime() - (designers.length - i) * 60 * MINUTE),
          };
        }),
      )
      .execute();
    return true;
  });
}
