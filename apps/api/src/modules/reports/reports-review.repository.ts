/** The console's handling of reports of works (issue 8) and the reporter's own list — SQL only. */
import { sql, type Transaction } from 'kysely';
import { REPORT_STATUS } from '@bazaar/domain/constants/join';
import { REPORT_TYPE_DICT } from '@bazaar/domain/constants';
import type { Db } from '../../db/database';
import { FAVORITE_TARGET, type Database } from '../../db/schema';
import { pageWindow } from '../../db/sql-helpers';

type Tx = Transaction<Database>;

const base = (db: Db) =>
  db
    .selectFrom('work_reports as r')
    .innerJoin('users as ru', 'ru.user_id', 'r.user_id')
    .leftJoin('works as w', 'w.works_id', 'r.works_id')
    .leftJoin('users as ou', 'ou.user_id', 'w.user_id')
    .leftJoin('dictionary_items as d', (j) =>
      j.onRef('d.code', '=', 'r.type_code').on('d.type_code', '=', REPORT_TYPE_DICT),
    );

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
        'ru.nick_name as reporter_name',
        'w.title',
        'w.cover',
        'w.user_id as owner_id',
        'ou.nick_name as owner_name',
        'd.name as type_name',
      ])
      .orderBy('r.report_id', f.status === REPORT_STATUS.pending ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
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

/** The work behind a report, locked, with what its reports keep once it is gone. */
export function lockWork(trx: Tx, worksId: number) {
  return trx
    .selectFrom('works')
    .select(['works_id', 'user_id', 'title', 'cover'])
    .where('works_id', '=', worksId)
    .forUpdate()
    .executeTakeFirst();
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
 * Takes a work down: a JSON snapshot (row and images) into `hidden_works`, then the live row goes with
 * its images and likes (foreign keys) and favourites, as an owner's delete does (triggers keep counts and
 * search grams); its reports keep their rows with a null work.
 */
export async function hideWork(trx: Tx, worksId: number, by: { operatorId: number; reportId: number; now: Date }) {
  const work = await trx.selectFrom('works').selectAll().where('works_id', '=', worksId).executeTakeFirstOrThrow();
  const images = await trx.selectFrom('work_images').selectAll().where('works_id', '=', worksId).execute();
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
  await trx.deleteFrom('works').where('works_id', '=', worksId).execute();
  await trx
    .deleteFrom('favorites')
    .where('target_type', '=', FAVORITE_TARGET.works)
    .where('target_id', '=', worksId)
    .execute();
}
