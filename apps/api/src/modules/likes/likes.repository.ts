/** Work likes — SQL only. */
import { sql } from 'kysely';
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

/** Adds one to the work's like counter; the new count, or null when the work does not exist. */
export async function bumpLikeCount(db: Db, worksId: number): Promise<number | null> {
  const row = await db
    .updateTable('works')
    .set({ like_count: sql`like_count + 1` })
    .where('works_id', '=', worksId)
    .returning('like_count')
    .executeTakeFirst();
  return row?.like_count ?? null;
}
