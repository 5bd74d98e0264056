import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as repo from './cms.repository';

// The mapping is a rename only, so there is no service layer (yet).
export function cmsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getCmsConfigInfos, async (q) =>
    (await repo.findCmsConfigs(db, q)).map((r) => ({ cmsId: r.cms_id, content: r.content, params: r.params })),
  );
  const toCategory = (r: { category_id: number; category_name: string; sort: number }) => ({
    categoryId: r.category_id,
    categoryName: r.category_name,
    sort: r.sort,
  });
  route(app, endpoints.getAllCategories, async () => (await repo.findCategories(db)).map(toCategory));
  // spec §7 names getChooseCategoryInfo without its meaning; chosen: the categories worth choosing in a
  // filter — those that have at least one work (an empty chip leads to an empty page).
  route(app, endpoints.getChooseCategoryInfo, async () => (await repo.findCategoriesWithWorks(db)).map(toCategory));
}
