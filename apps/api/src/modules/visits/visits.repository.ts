/** Page-view records (docs/product.md §2 "a page view is recorded", §7 POST /api/common/visit) — SQL only. */
import type { Db } from '../../db/database';

export async function insertVisit(
  db: Db,
  v: { targetId: number; visitType: number; sourceType: number; userId: number | null },
): Promise<void> {
  await db
    .insertInto('visits')
    .values({ target_id: v.targetId, visit_type: v.visitType, source_type: v.sourceType, user_id: v.userId })
    .execute();
}

/** Page views of the navigation beacon (docs/product.md §2), one statement per batch. */
export async function insertPageViews(
  db: Db,
  views: readonly { path: string; referrer: string }[],
  who: { userId: number | null; browserId: string | null },
): Promise<void> {
  if (views.length === 0) return;
  await db
    .insertInto('page_views')
    .values(views.map((v) => ({ path: v.path, referrer: v.referrer, user_id: who.userId, browser_id: who.browserId })))
    .execute();
}
