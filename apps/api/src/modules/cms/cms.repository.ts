/** CMS configs and categories — SQL only. */
import type { CmsConfigQuery } from '@bazaar/domain/api';
import type { Db } from '../../db/database';

export function findCmsConfigs(db: Db, q: CmsConfigQuery) {
  let qb = db
    .selectFrom('cms_configs')
    .select(['cms_id', 'content', 'params'])
    .where('enabled', '=', true)
    .where('channel', '=', q.channel)
    .where('page', '=', q.page);
  if (q.position) qb = qb.where('position', '=', q.position);
  if (q.params) qb = qb.where('params', '=', q.params);
  return qb.orderBy('sort').orderBy('cms_id').limit(q.limit).execute();
}

export function findCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['category_id', 'category_name', 'sort'])
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

/** Categories that have at least one work (an index probe per category). */
export function findCategoriesWithWorks(db: Db) {
  return db
    .selectFrom('categories as c')
    .select(['c.category_id', 'c.category_name', 'c.sort'])
    .where((eb) =>
      eb.exists(eb.selectFrom('works as w').select('w.works_id').whereRef('w.category_id', '=', 'c.category_id')),
    )
    .orderBy('c.sort')
    .orderBy('c.category_id')
    .execute();
}
