/** Dictionaries and reports of works (docs/product.md §3 report, §7 getDictionaryByTypeCode/reportWorks) — SQL only. */
import type { Db } from '../../db/database';
import { worksIdsOf } from '../works/work-records.repository';

export function findDictionary(db: Db, typeCode: string) {
  return db
    .selectFrom('dictionary_items')
    .select(['code', 'name'])
    .where('type_code', '=', typeCode)
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

export async function dictionaryHas(db: Db, typeCode: string, code: number): Promise<boolean> {
  const row = await db
    .selectFrom('dictionary_items')
    .select('code')
    .where('type_code', '=', typeCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the report unless this user already reported this work; true when a row was written. */
export async function insertReport(
  db: Db,
  r: { userId: number; worksId: number; typeCode: number; reportInfo: string; worksTitle: string; worksCover: string },
): Promise<boolean> {
  const result = await db
    .insertInto('work_reports')
    .values({
      user_id: r.userId,
      works_id: r.worksId,
      type_code: r.typeCode,
      report_info: r.reportInfo,
      // Issue 8: the reporter's list still names the work after it is gone.
      works_title: r.worksTitle,
      works_cover: r.worksCover,
    })
    .onConflict((oc) => oc.columns(['works_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Reports filed against a designer's works (growth health). */
export async function countReportsOnWorks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('work_reports as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.works_id', 'in', worksIdsOf(db, userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
