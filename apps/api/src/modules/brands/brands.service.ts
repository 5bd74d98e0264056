/** Brands (issue 7): the brand hall (/brand) and a brand's page (/brand/{id}). */
import type { Brand, Page } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';
import { DomainError } from '../../http/errors';
import * as repo from './brands.repository';

export const BRAND_NOT_FOUND = '品牌不存在';

export function toBrand(row: repo.BrandRow): Brand {
  return {
    brandId: row.brand_id,
    brandName: row.brand_name,
    logo: row.logo,
    banner: row.banner,
    slogan: row.slogan,
    intro: row.intro,
    openTaskCount: Number(row.open_task_count),
    taskCount: Number(row.task_count),
  };
}

export async function brandPage(db: Db, current: number, pageSize: number): Promise<Page<Brand>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const { rows, total } = await repo.findBrandPage(db, limit, offset);
  return { rows: rows.map(toBrand), total, current, pageSize };
}

export async function brandInfo(db: Db, brandId: number): Promise<Brand> {
  const row = await repo.findBrand(db, brandId);
  if (!row) throw new DomainError('E010404', BRAND_NOT_FOUND);
  return toBrand(row);
}
