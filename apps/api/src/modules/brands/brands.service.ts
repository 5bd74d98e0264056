/** Brands (issue 7): the brand hall (/brand) and a brand's page (/brand/{id}). */
import type { Brand, Page } from '@bazaar/domain/entities';
import { pageWindow } from '../../db/sql-helpers';
import { DomainError } from '../../http/errors';
import { brandTaskCounts } from '../tasks/tasks.stats.repository';
import * as repo from './brands.repository';
import type { Deps } from '../../services/deps';

export const BRAND_NOT_FOUND = '品牌不存在';

type TaskCounts = { open: number; total: number } | undefined;

export function toBrand(row: repo.BrandRow, counts: TaskCounts): Brand {
  return {
    brandId: row.brand_id,
    brandName: row.brand_name,
    logo: row.logo,
    banner: row.banner,
    slogan: row.slogan,
    intro: row.intro,
    openTaskCount: counts?.open ?? 0,
    taskCount: counts?.total ?? 0,
  };
}

export async function brandPage(
  deps: Pick<Deps, 'db'>,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Brand>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const { rows, total } = await repo.findBrandPage(deps.db, limit, offset);
  const counts = await brandTaskCounts(
    deps.db,
    rows.map((r) => r.brand_id),
  );
  return { rows: rows.map((r) => toBrand(r, counts.get(r.brand_id))), total, current, pageSize };
}

export async function brandInfo(deps: Pick<Deps, 'db'>, { brandId }: { brandId: number }): Promise<Brand> {
  // Independent reads, at once: the counts of an unknown brand are simply unused.
  const [row, counts] = await Promise.all([repo.findBrand(deps.db, brandId), brandTaskCounts(deps.db, [brandId])]);
  if (!row) throw new DomainError('E010404', BRAND_NOT_FOUND);
  return toBrand(row, counts.get(brandId));
}
