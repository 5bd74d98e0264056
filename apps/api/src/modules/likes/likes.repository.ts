/** Work likes — SQL only. */
import type { Db } from '../../db/database';

/** Inserts the like; true when it is new (a repeated like inserts nothing). */
export async function insertLike(db: Db, userId: number, worksId: number): Promise<boolean> {
  const result = await db
    .insertInto('work_likes')
    .values({ user_id: userId, works_id: worksId })
    .onConflict((oc) => oc.columns(['works_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
