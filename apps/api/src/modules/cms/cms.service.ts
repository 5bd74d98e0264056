/**
 * The public side of the CMS: the live configs (getCmsConfigInfos), the consultant QR of the quick-publish
 * dialog (issue 22) and the category dictionary. The console's versions are `cms-admin.service.ts`.
 */
import type { CmsConfigQuery, ConsultantQr } from '@bazaar/domain/api';
import { decodeCmsContent } from '@bazaar/domain/cms';
import { CMS_SETTING_PAGE, CONSULTANT_QR_POSITION } from '@bazaar/domain/cms/blocks';
import { CMS } from '@bazaar/domain/constants';
import type { Category, CmsConfigItem } from '@bazaar/domain/entities';
import type { Deps } from '../../services/deps';
import * as repo from './cms.repository';

/** The line under the consultant's QR when the operator left 标题 empty. */
export const CONSULTANT_QR_CAPTION = '微信扫码添加顾问，沟通更快（客服时间 周一至周五 9:30-18:30）';

const toCategory = (r: { category_id: number; category_name: string; sort: number }): Category => ({
  categoryId: r.category_id,
  categoryName: r.category_name,
  sort: r.sort,
});

export async function configs(deps: Pick<Deps, 'db'>, q: CmsConfigQuery): Promise<CmsConfigItem[]> {
  return (await repo.findCmsConfigs(deps.db, q)).map((r) => ({
    cmsId: r.cms_id,
    content: r.content,
    params: r.params,
  }));
}

/** The consultant QR as the operator set it; null when none is set (or it has no image). */
export async function consultantQr(deps: Pick<Deps, 'db'>): Promise<ConsultantQr | null> {
  const [row] = await repo.findCmsConfigs(deps.db, {
    channel: CMS.channel,
    page: CMS_SETTING_PAGE,
    position: CONSULTANT_QR_POSITION,
    limit: 1,
  });
  const item = decodeCmsContent(row ?? null);
  return item.cover ? { image: item.cover, caption: item.title?.trim() || CONSULTANT_QR_CAPTION } : null;
}

export async function categories(deps: Pick<Deps, 'db'>): Promise<Category[]> {
  return (await repo.findCategories(deps.db)).map(toCategory);
}

/**
 * docs/product.md §7 names getChooseCategoryInfo without its meaning; chosen: the categories worth choosing
 * in a filter — those that have at least one work (an empty chip leads to an empty page).
 */
export async function categoriesWithWorks(deps: Pick<Deps, 'db'>): Promise<Category[]> {
  return (await repo.findCategoriesWithWorks(deps.db)).map(toCategory);
}
