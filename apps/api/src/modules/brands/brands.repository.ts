/** Brands (issue 7): SQL only. A brand's counts of its topic tasks come from the tasks module (the service). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface BrandRow {
  brand_id: number;
  brand_name: string;
  logo: string | null;
  banner: string | null;
  slogan: string;
  intro: string;
}

function brands(db: Db) {
  return db
    .selectFrom('brands as b')
    .select(['b.brand_id', 'b.brand_name', 'b.logo', 'b.banner', 'b.slogan', 'b.intro']);
}

/** The brand hall's order: the operator's sort, then the newest. */
export async function findBrandPage(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: BrandRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    brands(db).orderBy('b.sort').orderBy('b.brand_id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('brands')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export function findBrand(db: Db, brandId: number): Promise<BrandRow | undefined> {
  return brands(db).where('b.brand_id', '=', brandId).executeTakeFirst();
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
