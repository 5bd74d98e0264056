/**
 * Designer onboarding (issue 8): the /join applications — SQL only. What approval writes elsewhere (the
 * account flag, the designer profile, the first work) goes through those modules' repositories.
 */
import { sql } from 'kysely';
import { JOIN_STATUS } from '@bazaar/domain/constants/join';
import type { Db, Tx } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';
import { withNickNames } from '../account/users.repository';

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
] as const;

const base = (db: Db | Tx) => db.selectFrom('designer_applications as a');

/** A user's newest application, with their nickname (from the account module). */
export async function findLatest(db: Db, userId: number) {
  const row = await base(db)
    .select(COLUMNS)
    .where('a.user_id', '=', userId)
    .orderBy('a.application_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (await withNickNames(db, [row], (r) => r.user_id))[0] : undefined;
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
  return { rows: await withNickNames(db, rows, (r) => r.user_id), total: count.n };
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
