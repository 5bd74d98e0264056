/** Designer onboarding (issue 8): the /join applications and what approval writes — SQL only. */
import { sql, type Transaction } from 'kysely';
import { JOIN_STATUS } from '@bazaar/domain/constants/join';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { pageWindow } from '../../db/sql-helpers';

export type Tx = Transaction<Database>;

const COLUMNS = [
  'a.application_id',
  'a.user_id',
  'a.real_name',
  'a.mobile',
  'a.category_ids',
  'a.years',
  'a.experience',
  'a.samples',
  'a.portfolio_url',
  'a.status',
  'a.reason',
  'a.created_at',
  'a.reviewed_at',
  'u.nick_name',
] as const;

const base = (db: Db | Tx) =>
  db.selectFrom('designer_applications as a').innerJoin('users as u', 'u.user_id', 'a.user_id');

export function findLatest(db: Db, userId: number) {
  return base(db)
    .select(COLUMNS)
    .where('a.user_id', '=', userId)
    .orderBy('a.application_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findPage(db: Db, status: number | undefined, current: number, pageSize: number) {
  const { limit, offset } = pageWindow(current, pageSize);
  let q = base(db);
  if (status) q = q.where('a.status', '=', status);
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      // The oldest pending first (a queue); handled ones newest first.
      .orderBy('a.application_id', status === JOIN_STATUS.pending ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function findMobile(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('mobile').where('user_id', '=', userId).executeTakeFirst();
  return row?.mobile ?? '';
}

export async function isDesigner(db: Db | Tx, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_designer').where('user_id', '=', userId).executeTakeFirst();
  return row?.is_designer ?? false;
}

export async function existingCategoryIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('categories').select('category_id').where('category_id', 'in', ids).execute();
  return rows.map((r) => r.category_id);
}

export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('categories').select(['category_id', 'category_name']).execute();
  return new Map(rows.map((r) => [r.category_id, r.category_name]));
}

/** Inserts a pending application; false when the user already has one (the partial unique index). */
export async function insertPending(
  db: Db,
  row: {
    userId: number;
    realName: string;
    mobile: string;
    categoryIds: number[];
    years: number;
    experience: string;
    samples: { url: string; width: number; height: number }[];
    portfolioUrl: string;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto('designer_applications')
    .values({
      user_id: row.userId,
      real_name: row.realName,
      mobile: row.mobile,
      category_ids: JSON.stringify(row.categoryIds),
      years: row.years,
      experience: row.experience,
      samples: JSON.stringify(row.samples),
      portfolio_url: row.portfolioUrl,
      status: JOIN_STATUS.pending,
    })
    .onConflict((oc) => oc.column('user_id').where('status', '=', sql.lit(JOIN_STATUS.pending)).doNothing())
    .returning('application_id')
    .executeTakeFirst();
  return inserted?.application_id ?? null;
}

/** Locks a pending application for review; undefined when it is missing or already handled. */
export function lockPending(trx: Tx, applicationId: number) {
  return trx
    .selectFrom('designer_applications')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('status', '=', JOIN_STATUS.pending)
    .forUpdate()
    .executeTakeFirst();
}

export async function applicationExists(db: Db | Tx, applicationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('designer_applications')
    .select('application_id')
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setReviewed(
  trx: Tx,
  applicationId: number,
  status: number,
  reason: string,
  operatorId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('designer_applications')
    .set({ status, reason, reviewed_by: operatorId, reviewed_at: now })
    .where('application_id', '=', applicationId)
    .execute();
}

/**
 * Makes the applicant a designer: the account flag, a designer profile (L1 新锐设计师, 可接单, intro from
 * the application), their categories, and their samples as a first work so the homepage is not empty.
 */
export async function promoteToDesigner(
  trx: Tx,
  a: {
    userId: number;
    realName: string;
    experience: string;
    categoryIds: number[];
    samples: { url: string; width: number; height: number }[];
    now: Date;
  },
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      is_designer: true,
      // An account that never chose a nickname shows the applicant's name.
      nick_name: eb.fn.coalesce('nick_name', sql<string>`${a.realName}`),
    }))
    .where('user_id', '=', a.userId)
    .execute();
  await trx
    .insertInto('designers')
    .values({
      user_id: a.userId,
      level_code: 'L1',
      work_status: 1,
      intro: a.experience.slice(0, 200),
      city: null,
      avatar: null,
      homepage_config: null,
      created_at: a.now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  if (a.categoryIds.length) {
    await trx
      .insertInto('designer_categories')
      .values(a.categoryIds.map((category_id) => ({ user_id: a.userId, category_id })))
      .onConflict((oc) => oc.columns(['user_id', 'category_id']).doNothing())
      .execute();
  }
  const cover = a.samples[0];
  if (!cover) return;
  const work = await trx
    .insertInto('works')
    .values({
      user_id: a.userId,
      title: `${a.realName}的入驻作品集`,
      description: '入驻审核时提交的代表作品。',
      works_type: 1,
      works_sub_type: 1,
      category_id: a.categoryIds[0] ?? null,
      cover: cover.url,
      cover_width: cover.width,
      cover_height: cover.height,
      created_at: a.now,
    })
    .returning('works_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('work_images')
    .values(
      a.samples.map((s, sort) => ({ works_id: work.works_id, url: s.url, width: s.width, height: s.height, sort })),
    )
    .execute();
}
