/** The console's handling of reports of works (issue 8) and the reporter's own list — SQL only. */
import { sql } from 'kysely';
import { REPORT_STATUS } from '@bazaar/domain/constants/join';
import { REPORT_TYPE_DICT } from '@bazaar/domain/constants';
import type { Db, Tx } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';
import { nickNamesByIds } from '../account/users.repository';
import { findWorkSnapshot, removeWork, workSummariesByIds } from '../works/work-records.repository';

const base = (db: Db) =>
  db
    .selectFrom('work_reports as r')
    .leftJoin('dictionary_items as d', (j) =>
      j.onRef('d.code', '=', 'r.type_code').on('d.type_code', '=', REPORT_TYPE_DICT),
    );

/**
 * A page of reports with the work as it is now (title, cover, owner: the works module) and the reporter's and
 * owner's nicknames (the account module): one query per owner for the page.
 */
async function withWorksAndNames<R extends { works_id: number | null; user_id: number }>(db: Db, rows: R[]) {
  const works = await workSummariesByIds(
    db,
    rows.map((r) => r.works_id),
  );
  const workOf = (r: R) => (r.works_id === null ? undefined : works.get(r.works_id));
  const names = await nickNamesByIds(db, [
    ...rows.map((r) => r.user_id),
    ...rows.map((r) => workOf(r)?.user_id ?? null),
  ]);
  return rows.map((r) => {
    const work = workOf(r);
    return {
      ...r,
      reporter_name: names.get(r.user_id) ?? null,
      title: work?.title ?? null,
      cover: work?.cover ?? null,
      owner_id: work?.user_id ?? null,
      owner_name: work ? (names.get(work.user_id) ?? null) : null,
    };
  });
}

export async function findPage(
  db: Db,
  f: { status?: number | undefined; reporterId?: number | undefined },
  current: number,
  pageSize: number,
) {
  const { limit, offset } = pageWindow(current, pageSize);
  let q = base(db);
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.reporterId !== undefined) q = q.where('r.user_id', '=', f.reporterId);
  const [rows, count] = await Promise.all([
    q
      .select([
        'r.report_id',
        'r.works_id',
        'r.user_id',
        'r.type_code',
        'r.report_info',
        'r.status',
        'r.reply',
        'r.created_at',
        'r.handled_at',
        'r.works_title',
        'r.works_cover',
        'd.name as type_name',
      ])
      .orderBy('r.report_id', f.status === REPORT_STATUS.pending ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withWorksAndNames(db, rows), total: count.n };
}

export function lockReport(trx: Tx, reportId: number) {
  return trx
    .selectFrom('work_reports')
    .select(['report_id', 'works_id', 'status'])
    .where('report_id', '=', reportId)
    .forUpdate()
    .executeTakeFirst();
}

/** Closes one report, or (for a hidden work) every pending report of the work, with the reply; the reporters. */
export async function closeReports(
  trx: Tx,
  where: { reportId: number } | { worksId: number },
  set: { status: number; reply: string; operatorId: number; now: Date },
): Promise<number[]> {
  let q = trx.updateTable('work_reports').set({
    status: set.status,
    reply: set.reply,
    handled_by: set.operatorId,
    handled_at: set.now,
  });
  q =
    'reportId' in where
      ? q.where('report_id', '=', where.reportId)
      : q.where('works_id', '=', where.worksId).where('status', '=', REPORT_STATUS.pending);
  const rows = await q.returning('user_id').execute();
  return [...new Set(rows.map((r) => r.user_id))];
}

/** Every report of the work (handled or not) keeps its title and cover for the reporter's list. */
export async function snapshotWork(trx: Tx, worksId: number, title: string, cover: string): Promise<void> {
  await trx
    .updateTable('work_reports')
    .set({ works_title: title, works_cover: cover })
    .where('works_id', '=', worksId)
    .execute();
}

/**
 * Takes a work down: a JSON snapshot (row and images, from the works module) into `hidden_works`, then the
 * works module removes the live row as an owner's delete does (`removeWork`); its reports keep their rows
 * with a null work.
 */
export async function hideWork(trx: Tx, worksId: number, by: { operatorId: number; reportId: number; now: Date }) {
  const { work, images } = await findWorkSnapshot(trx, worksId);
  await trx
    .insertInto('hidden_works')
    .values({
      works_id: worksId,
      user_id: work.user_id,
      title: work.title,
      snapshot: JSON.stringify({ work, images }),
      report_id: by.reportId,
      hidden_by: by.operatorId,
      hidden_at: by.now,
    })
    .onConflict((oc) => oc.column('works_id').doNothing())
    .execute();
  await removeWork(trx, worksId);
}
