/**
 * Demo data for an empty database (SEED=auto): designers, works with generated art, tasks in every
 * status, CMS configs for the tab bar and home, search keywords. Deterministic (one seeded PRNG, explicit
 * ids, fixed dates) and idempotent (an `app_meta` row marks a seeded database).
 */
import { sql } from 'kysely';
import {
  APPLICATION_STATUS,
  CMS,
  DESIGNER_WORK_STATUS,
  TASK_PROPERTIES,
  TASK_STATUS,
  WORKS_SUB_TYPE,
  WORKS_TYPE,
} from '@bazaar/domain/constants';
import type { Db } from '../database';
import { transact } from '../transact';
import type { Database } from '../schema';
import type { Insertable } from 'kysely';
import { imageUrlOf, type LocalStorage } from '../../services/storage/local-storage';
import { loadFont, type Font } from '../../services/images/font';
import { avatarArt, bannerArt, categoryArt, type Aspect } from './art';
import {
  ART_TITLES,
  BANNERS,
  CATEGORIES,
  CITIES,
  DESIGNER_NAMES,
  EMPLOYERS,
  INTROS,
  SEARCH_KEYWORDS,
  TAB_BAR,
  TASK_DESCRIPTIONS,
  TASK_NAMES,
  WORK_DESCRIPTIONS,
  WORK_TITLES,
} from './data';
import { designerMobile, employerMobile } from './mobiles';
import { Rng } from './prng';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed';
const SEED_VERSION = '1';
/** Marks a storage directory whose seed art is complete (the database may outlive the directory). */
const ART_MARKER = `meta/seed-art-v${SEED_VERSION}.txt`;
const WORKS_COUNT = 320;
const TASKS_COUNT = 60;
/** Fixed "now" of the seed, so dates are the same on every run. */
const SEED_NOW = Date.parse('2025-11-01T10:00:00+08:00');
const HOUR = 3_600_000;

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

interface Plan {
  users: Rows<'users'>;
  designers: Rows<'designers'>;
  categories: Rows<'categories'>;
  designerCategories: Rows<'designer_categories'>;
  works: Rows<'works'>;
  workImages: Rows<'work_images'>;
  tasks: Rows<'tasks'>;
  applications: Rows<'task_applications'>;
  cms: Rows<'cms_configs'>;
  keywords: Rows<'search_keywords'>;
  /** Storage key → SVG source. */
  files: Map<string, string>;
}

export interface SeedResult {
  seeded: boolean;
  ms: number;
  /** Art files written (0 when the data dir already had them). */
  files: number;
}

export async function seedIfEmpty(db: Db, storage: LocalStorage): Promise<SeedResult> {
  const started = performance.now();
  const marked = await seeded(db, SEED_KEY);
  const artPresent = (await storage.stat(ART_MARKER)) !== null;
  if (marked && artPresent) return { seeded: false, ms: performance.now() - started, files: 0 };

  const plan = buildPlan(await loadFont('Bold'));
  // Art first: the database may outlive a storage directory (PostgreSQL + a fresh machine).
  if (!artPresent) await writeArt(storage, plan.files);
  if (marked) return { seeded: false, ms: performance.now() - started, files: artPresent ? 0 : plan.files.size };

  const inserted = await transact(db, async (trx) => {
    // The marker row goes first: a concurrent seeder blocks on it and then finds nothing to do.
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    await insertChunked(trx, 'users', plan.users);
    await insertChunked(trx, 'categories', plan.categories);
    await insertChunked(trx, 'designers', plan.designers);
    await insertChunked(trx, 'designer_categories', plan.designerCategories);
    await insertChunked(trx, 'works', plan.works);
    await insertChunked(trx, 'work_images', plan.workImages);
    await insertChunked(trx, 'tasks', plan.tasks);
    await insertChunked(trx, 'task_applications', plan.applications);
    await insertChunked(trx, 'cms_configs', plan.cms);
    await insertChunked(trx, 'search_keywords', plan.keywords);
    // Explicit ids were inserted, so the serial sequences must move past them.
    for (const [table, column] of [
      ['users', 'user_id'],
      ['categories', 'category_id'],
      ['works', 'works_id'],
      ['work_images', 'image_id'],
      ['tasks', 'order_id'],
      ['cms_configs', 'cms_id'],
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
    return true;
  });
  return { seeded: inserted, ms: performance.now() - started, files: artPresent ? 0 : plan.files.size };
}

async function insertChunked<T extends keyof Database>(db: Db, table: T, rows: Rows<T>): Promise<void> {
  // Stay well below PostgreSQL's 65535 bind parameters per statement.
  for (let i = 0; i < rows.length; i += 400) {
    // Kysely cannot narrow a generic table's insert type; `Rows<T>` already is exactly that type.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 400) as never)
      .execute();
  }
}

async function writeArt(storage: LocalStorage, files: Map<string, string>): Promise<void> {
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([key, svg]) => storage.put(key, svg)));
  }
  await storage.put(ART_MARKER, `${files.size}\n`);
}

const at = (hoursAgo: number) => new Date(SEED_NOW - hoursAgo * HOUR);

export function buildPlan(font: Font): Plan {
  const rng = new Rng(20_251_101);
  const files = new Map<string, string>();
  const plan: Plan = {
    users: [],
    designers: [],
    categories: CATEGORIES.map((name, i) => ({ category_id: i + 1, category_name: name, sort: i + 1 })),
    designerCategories: [],
    works: [],
    workImages: [],
    tasks: [],
    applications: [],
    cms: [],
    keywords: SEARCH_KEYWORDS.map(([keyword, hits]) => ({ keyword, hits })),
    files,
  };

  // — Designers (users 1..48), mobiles 13800000001.. (seed/accounts.ts names the demo accounts)
  const designerCats = new Map<number, number[]>();
  const levels = ['L1', 'L1', 'L2', 'L2', 'L2', 'L3', 'L3', 'L4'] as const;
  DESIGNER_NAMES.forEach((name, i) => {
    const userId = i + 1;
    const r = rng.fork(userId);
    const created = at(24 * (700 - i * 12) + r.int(0, 23));
    plan.users.push({
      user_id: userId,
      mobile: designerMobile(userId),
      nick_name: name,
      password_hash: null,
      is_designer: true,
      whether_to_read_note: 1,
      created_at: created,
    });
    const roll = r.next();
    const workStatus =
      roll < 0.6
        ? DESIGNER_WORK_STATUS.available
        : roll < 0.85
          ? DESIGNER_WORK_STATUS.busy
          : DESIGNER_WORK_STATUS.onLeave;
    const avatarKey = `avatars/${userId}.svg`;
    files.set(avatarKey, avatarArt(name, r, font));
    plan.designers.push({
      user_id: userId,
      level_code: r.pick(levels),
      work_status: workStatus,
      is_on_leave: workStatus === DESIGNER_WORK_STATUS.onLeave,
      intro: r.pick(INTROS),
      city: r.pick(CITIES),
      avatar: imageUrlOf(avatarKey),
      homepage_config: null,
      created_at: created,
    });
    // Every category gets designers: a primary category by rotation plus 0-2 others.
    const cats = [(i % CATEGORIES.length) + 1];
    for (let k = r.int(0, 2); k > 0; k--) {
      const c = r.int(1, CATEGORIES.length);
      if (!cats.includes(c)) cats.push(c);
    }
    designerCats.set(userId, cats);
    for (const c of cats) plan.designerCategories.push({ user_id: userId, category_id: c });
  });

  // — Employers (users 49..60), mobiles 13900000001.. (seed/accounts.ts names the demo accounts)
  const firstEmployer = DESIGNER_NAMES.length + 1;
  EMPLOYERS.forEach((name, i) => {
    plan.users.push({
      user_id: firstEmployer + i,
      mobile: employerMobile(i),
      nick_name: name,
      password_hash: null,
      is_designer: false,
      whether_to_read_note: i % 3 === 0 ? 0 : 1,
      created_at: at(24 * (400 - i * 20)),
    });
  });

  // — Works 1..320: busier designers have more; every designer has at least 3 works.
  const designerIds = DESIGNER_NAMES.map((_, i) => i + 1);
  const owners: number[] = [...designerIds, ...designerIds, ...designerIds];
  while (owners.length < WORKS_COUNT) owners.push(rng.pick(designerIds.slice(0, 20 + rng.int(0, 28))));
  const aspects: Aspect[] = ['4:3', '3:4', '1:1', '16:9'];
  rng.shuffle(owners).forEach((userId, i) => {
    const worksId = i + 1;
    const r = rng.fork(10_000 + worksId);
    const cats = designerCats.get(userId) ?? [1];
    const categoryId = r.chance(0.85) ? r.pick(cats) : r.int(1, CATEGORIES.length);
    const words = WORK_TITLES[categoryId] ?? WORK_TITLES[1]!;
    const artTitle = r.pick(ART_TITLES);
    const title =
      categoryId === 6 ? `「${artTitle}」${r.pick(words.subject)}` : `${r.pick(words.prefix)}${r.pick(words.subject)}`;
    const imageCount = r.int(1, 4);
    let cover = '';
    for (let n = 1; n <= imageCount; n++) {
      const aspect: Aspect = n === 1 ? '4:3' : r.pick(aspects);
      const art = categoryArt(categoryId, aspect, r, font, artTitle, n === 1 ? undefined : r.int(0, 3) + n);
      const key = `works/${worksId}-${n}.svg`;
      files.set(key, art.svg);
      if (n === 1) cover = imageUrlOf(key);
      plan.workImages.push({ works_id: worksId, url: imageUrlOf(key), width: art.width, height: art.height, sort: n });
    }
    // Popularity is skewed: a few hits, a long tail.
    const likes = Math.round(Math.pow(r.next(), 3) * 4800 + r.int(0, 60));
    plan.works.push({
      works_id: worksId,
      user_id: userId,
      title,
      description: r.pick(WORK_DESCRIPTIONS),
      works_type: r.chance(0.1) ? WORKS_TYPE.video : WORKS_TYPE.image,
      works_sub_type: r.chance(0.35) ? WORKS_SUB_TYPE.commercial : WORKS_SUB_TYPE.original,
      category_id: categoryId,
      cover,
      cover_width: 1200,
      cover_height: 900,
      like_count: likes,
      view_count: likes * r.int(6, 18) + r.int(50, 400),
      created_at: at(i * 21 + r.int(0, 20)),
    });
  });

  // — Tasks 1..60: all four statuses, properties 2/3/4, some without category (→ 平面插画 in answers).
  const statuses = [TASK_STATUS.recruiting, TASK_STATUS.inProgress, TASK_STATUS.completed, TASK_STATUS.closed];
  const properties = [TASK_PROPERTIES.normal, TASK_PROPERTIES.ipad, TASK_PROPERTIES.enterprise];
  for (let i = 0; i < TASKS_COUNT; i++) {
    const orderId = i + 1;
    const r = rng.fork(50_000 + orderId);
    const nameCategory = r.int(1, CATEGORIES.length);
    const categoryId = i % 7 === 3 ? null : nameCategory;
    const taskStatus = i < 24 ? TASK_STATUS.recruiting : r.pick(statuses);
    let coverUrl: string | null = null;
    if (r.chance(0.7)) {
      const key = `tasks/${orderId}.svg`;
      files.set(key, categoryArt(nameCategory, '4:3', r, font, r.pick(ART_TITLES)).svg);
      coverUrl = imageUrlOf(key);
    }
    const maxApply = r.pick([5, 8, 10, 15, 20, 30]);
    plan.tasks.push({
      order_id: orderId,
      employer_id: firstEmployer + r.int(0, EMPLOYERS.length - 1),
      task_name: r.pick(TASK_NAMES[nameCategory] ?? TASK_NAMES[1]!),
      description: r.pick(TASK_DESCRIPTIONS),
      cover: coverUrl,
      task_status: taskStatus,
      category_id: categoryId,
      task_properties: properties[i % properties.length]!,
      task_amount: r.int(5, 500) * 100,
      max_order_apply_count: maxApply,
      created_at: at(i * 30 + r.int(0, 29)),
    });
    const applicants = r.shuffle(designerIds).slice(0, r.int(0, Math.min(maxApply, 8)));
    // A task in progress or completed has hired its first applicant (their completed orders: getTurnOverList).
    const hasHired = taskStatus === TASK_STATUS.inProgress || taskStatus === TASK_STATUS.completed;
    applicants.forEach((userId, k) =>
      plan.applications.push({
        order_id: orderId,
        user_id: userId,
        status: hasHired && k === 0 ? APPLICATION_STATUS.hired : APPLICATION_STATUS.applied,
        created_at: at(i * 30 - 2),
      }),
    );
  }

  // — CMS (docs/product.md §3): tab bar items, home banner / works / designers / tasks.
  let cmsId = 0;
  const cms = (page: string, position: string, content: unknown, sort: number, params: string | null = null) =>
    plan.cms.push({
      cms_id: ++cmsId,
      channel: CMS.channel,
      page,
      position,
      content: JSON.stringify(content),
      params,
      sort,
      enabled: true,
    });
  TAB_BAR.forEach((item, i) => cms(CMS.tabBar.page, CMS.tabBar.position, item, i + 1));
  BANNERS.forEach((b, i) => {
    const key = `banners/${i + 1}.svg`;
    files.set(key, bannerArt(b.title, b.subtitle, b.categoryId, rng.fork(90_000 + i), font));
    cms(CMS.home.page, CMS.home.banner, { title: b.title, link: b.link, cover: imageUrlOf(key), sort: i + 1 }, i + 1);
  });
  const featuredWorks = [...plan.works]
    .sort((a, b) => Number(b.like_count) - Number(a.like_count))
    .slice(0, 20)
    .map((w) => Number(w.works_id));
  cms(CMS.home.page, CMS.home.works, { title: '精选作品', worksIds: rng.shuffle(featuredWorks) }, 1);
  const byLevel = (level: string) =>
    plan.designers
      .filter((d) => d.level_code === level && !d.is_on_leave)
      .slice(0, 2)
      .map((d) => d.user_id);
  cms(
    CMS.home.page,
    CMS.home.designers,
    {
      title: '推荐设计师',
      level_1: byLevel('L1'),
      level_2: byLevel('L2'),
      level_3: byLevel('L3'),
      level_4: byLevel('L4'),
    },
    1,
  );
  plan.tasks
    .filter((t) => t.task_status === TASK_STATUS.recruiting)
    .slice(0, 6)
    .forEach((t, i) => cms(CMS.home.page, CMS.home.tasks, { taskId: t.order_id, sort: i + 1 }, i + 1));

  return plan;
}
