/** Page-view records (spec §2 "a page view is recorded", §7 POST /api/common/visit) — SQL only. */
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

export async function bumpWorkViews(db: Db, worksId: number): Promise<void> {
  await db
    .updateTable('works')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('works_id', '=', worksId)
    .execute();
}
