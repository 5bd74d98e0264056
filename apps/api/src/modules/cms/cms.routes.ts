import { endpoints } from '@bazaar/domain/api';
import { decodeCmsContent } from '@bazaar/domain/cms';
import { CMS_SETTING_PAGE, CONSULTANT_QR_POSITION } from '@bazaar/domain/cms/blocks';
import { CMS } from '@bazaar/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as repo from './cms.repository';

/** The line under the consultant's QR when the operator left 标题 empty. */
export const CONSULTANT_QR_CAPTION = '微信扫码添加顾问，沟通更快（客服时间 周一至周五 9:30-18:30）';

// The mapping is a rename only, so there is no service layer (yet).
export function cmsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getCmsConfigInfos, async (q) =>
    (await repo.findCmsConfigs(db, q)).map((r) => ({ cmsId: r.cms_id, content: r.content, params: r.params })),
  );
  // Issue 22: the consultant QR of the quick-publish dialog, as the operator set it (null: none set).
  route(app, endpoints.getConsultantQr, async () => {
    const [row] = await repo.findCmsConfigs(db, {
      channel: CMS.channel,
      page: CMS_SETTING_PAGE,
      position: CONSULTANT_QR_POSITION,
      limit: 1,
    });
    const item = decodeCmsContent(row ?? null);
    return item.cover ? { image: item.cover, caption: item.title?.trim() || CONSULTANT_QR_CAPTION } : null;
  });
  const toCategory = (r: { category_id: number; category_name: string; sort: number }) => ({
    categoryId: r.category_id,
    categoryName: r.category_name,
    sort: r.sort,
  });
  route(app, endpoints.getAllCategories, async () => (await repo.findCategories(db)).map(toCategory));
  // docs/product.md §7 names getChooseCategoryInfo without its meaning; chosen: the categories worth choosing in a
  // filter — those that have at least one work (an empty chip leads to an empty page).
  route(app, endpoints.getChooseCategoryInfo, async () => (await repo.findCategoriesWithWorks(db)).map(toCategory));
}
