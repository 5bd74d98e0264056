/** CMS configs and the category dictionary (the cms module owns `categories`) — SQL only. */
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

/** Which of `ids` are categories. */
export async function existingCategoryIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('categories').select('category_id').where('category_id', 'in', ids).execute();
  return rows.map((r) => r.category_id);
}

/** Every category's name by id (the dictionary is a few dozen rows). */
export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('categories').select(['category_id', 'category_name']).execute();
  return new Map(rows.map((r) => [r.category_id, r.category_name]));
}

/** Category names by id; an id that is no category (or null) is absent. */
export async function categoryNamesByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('categories')
    .select(['category_id', 'category_name'])
    .where('category_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.category_id, r.category_name]));
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  return (await existingCategoryIds(db, [categoryId])).length === 1;
}
