/**
 * Issue 22: the two demo accounts' own pages are not empty, and the quick-publish dialog has a consultant
 * QR — idempotent, with its own `app_meta` marker, so a database seeded before this step gets it at the
 * next start:
 * - 林小鹿 (the demo designer) and the demo employer have favourite works (/uc/works, /favorite/works) and
 *   followed designers (/uc/designer, 我的人才库): well-liked works and designers other than themselves;
 * - the consultant QR setting (CMS page `setting`, position `consultantQr`, console 内容管理 → 快速发布 ·
 *   顾问二维码) with a default code (`./consultant-qr.svg`, made once with uqr: it encodes
 *   https://work.weixin.qq.com/u/bazaar-consultant?from=quick-publish) for the operator to replace.
 */
import { readFile } from 'node:fs/promises';
import { CMS_SETTING_PAGE, CONSULTANT_QR_POSITION } from '@bazaar/domain/cms/blocks';
import { CMS } from '@bazaar/domain/constants';
import type { Db } from '../database';
import { transact } from '../transact';
import { FAVORITE_TARGET } from '../schema';
import { imageUrlOf, type LocalStorage } from '../../services/storage/local-storage';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from './accounts';
import { seedFixture } from './fixtures';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-demo';
const SEED_VERSION = '1';
const HOUR = 3_600_000;
export const CONSULTANT_QR_KEY = 'setting/consultant-qr.svg';

/** How many of each the demo accounts keep. */
const FAVORITES = {
  designer: { works: 6, talents: 4 },
  employer: { works: 8, talents: 5 },
} as const;

export async function seedDemo(db: Db, storage: LocalStorage, now: Date): Promise<boolean> {
  // The file first: the database may outlive a storage directory.
  const qrFile = (await storage.stat(CONSULTANT_QR_KEY)) ? null : seedFixture('consultant-qr.svg');
  if (qrFile) await storage.put(CONSULTANT_QR_KEY, await readFile(qrFile, 'utf8'));
  if (await seeded(db, SEED_KEY)) return false;

  const people = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', 'in', [DEMO_DESIGNER.userId, DEMO_EMPLOYER.userId])
    .execute();
  if (people.length < 2) return false; // no base seed (SEED=off): nobody to give favourites to
  const works = await db
    .selectFrom('works')
    .select(['works_id', 'user_id'])
    .orderBy('like_count', 'desc')
    .orderBy('works_id')
    .limit(40)
    .execute();
  const designers = await db
    .selectFrom('designers')
    .select('user_id')
    .orderBy('level_code', 'desc')
    .orderBy('user_id')
    .limit(20)
    .execute();

  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    const rows: { user_id: number; target_type: number; target_id: number; created_at: Date }[] = [];
    const add = (userId: number, type: number, ids: number[]) =>
      ids.forEach((id, i) =>
        rows.push({
          user_id: userId,
          target_type: type,
          target_id: id,
          created_at: new Date(now.getTime() - (i + 1) * 7 * HOUR),
        }),
      );
    for (const [who, userId, skip] of [
      ['designer', DEMO_DESIGNER.userId, 0],
      ['employer', DEMO_EMPLOYER.userId, 3],
    ] as const) {
      const want = FAVORITES[who];
      const otherWorks = works.filter((w) => w.user_id !== userId).slice(skip, skip + want.works);
      const otherDesigners = designers.filter((d) => d.user_id !== userId).slice(skip, skip + want.talents);
      add(
        userId,
        FAVORITE_TARGET.works,
        otherWorks.map((w) => w.works_id),
      );
      add(
        userId,
        FAVORITE_TARGET.talent,
        otherDesigners.map((d) => d.user_id),
      );
    }
    if (rows.length)
      await trx
        .insertInto('favorites')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();

    const qrSet = await trx
      .selectFrom('cms_configs')
      .select('cms_id')
      .where('page', '=', CMS_SETTING_PAGE)
      .where('position', '=', CONSULTANT_QR_POSITION)
      .executeTakeFirst();
    if (!qrSet)
      await trx
        .insertInto('cms_configs')
        .values({
          channel: CMS.channel,
          page: CMS_SETTING_PAGE,
          position: CONSULTANT_QR_POSITION,
          content: JSON.stringify({
            title: '微信扫码添加顾问，沟通更快（客服时间 周一至周五 9:30-18:30）',
            cover: imageUrlOf(CONSULTANT_QR_KEY),
            link: 'https://work.weixin.qq.com/u/bazaar-consultant?from=quick-publish',
            sort: 1,
          }),
          params: null,
          sort: 1,
        })
        .execute();
    return true;
  });
}
