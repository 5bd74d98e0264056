/** Brands (issue 7): SQL only. A brand's counts are over its topic tasks. */
import { sql } from 'kysely';
import { TASK_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import type { Db } from '../../db/database';

export interface BrandRow {
  brand_id: number;
  brand_name: string;
  logo: string | null;
  banner: string | null;
  slogan: string;
  intro: string;
  open_task_count: number;
  task_count: number;
}

function brandsWithCounts(db: Db) {
  return db
    .selectFrom('brands as b')
    .select(['b.brand_id', 'b.brand_name', 'b.logo', 'b.banner', 'b.slogan', 'b.intro'])
    .select([
      sql<number>`(select count(*)::int from tasks t where t.brand_id = b.brand_id and t.task_kind = ${TASK_KIND.topic} and t.task_status = ${TASK_STATUS.recruiting})`.as(
        'open_task_count',
      ),
      sql<number>`(select count(*)::int from tasks t where t.brand_id = b.brand_id and t.task_kind = ${TASK_KIND.topic})`.as(
        'task_count',
      ),
    ]);
}

/** The brand hall's order: the operator's sort, then the newest. */
export async function findBrandPage(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: BrandRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    brandsWithCounts(db).orderBy('b.sort').orderBy('b.brand_id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('brands')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export function findBrand(db: Db, brandId: number): Promise<BrandRow | undefined> {
  return brandsWithCounts(db).where('b.brand_id', '=', brandId).executeTakeFirst();
}

/** Brand names by id (a task names its brand); an id that is no brand (or null) is absent. */
export async function brandNamesByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('brands')
    .select(['brand_id', 'brand_name'])
    .where('brand_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.brand_id, r.brand_name]));
}
