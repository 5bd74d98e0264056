/**
 * What other modules read and change of works (issue 23: the works module owns `works` and `work_images`;
 * docs/architecture.md, "Who owns which table"): summaries by id for a page, a designer's work ids as a
 * subquery, and the takedown's lock, snapshot and removal.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { removeFavoritesOf } from '../favorites/favorites.repository';

/** Title, cover and owner by work id; an id whose work is gone (or null) is absent. */
export async function workSummariesByIds(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, { title: string; cover: string; user_id: number }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('works')
    .select(['works_id', 'title', 'cover', 'user_id'])
    .where('works_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.works_id, r]));
}

/** The ids of `userId`'s works, as a subquery (a count over them stays one statement). */
export function worksIdsOf(db: Db, userId: number) {
  return db.selectFrom('works').select('works_id').where('user_id', '=', userId);
}

/** A work locked until the transaction ends, with what its reports keep once it is gone. */
export function lockWork(db: Db, worksId: number) {
  return db
    .selectFrom('works')
    .select(['works_id', 'user_id', 'title', 'cover'])
    .where('works_id', '=', worksId)
    .forUpdate()
    .executeTakeFirst();
}

/** The work's row and images as they are (the takedown keeps them as a snapshot). */
export async function findWorkSnapshot(db: Db, worksId: number) {
  const work = await db.selectFrom('works').selectAll().where('works_id', '=', worksId).executeTakeFirstOrThrow();
  const images = await db.selectFrom('work_images').selectAll().where('works_id', '=', worksId).execute();
  return { work, images };
}

/**
 * Removes a work (only `userId`'s, when given): its images and likes go with it (foreign keys cascade),
 * triggers keep counts and search grams, and favourites of it are removed through the favorites module, so
 * nobody's list or count keeps a work that is gone. Inside the caller's transaction.
 */
export async function removeWork(db: Db, worksId: number, userId?: number): Promise<void> {
  let q = db.deleteFrom('works').where('works_id', '=', worksId);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  await q.execute();
  await removeFavoritesOf(db, 'works', worksId);
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

/** Adds one to the work's view counter (a visit to it). */
export async function bumpWorkViews(db: Db, worksId: number): Promise<void> {
  await db
    .updateTable('works')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('works_id', '=', worksId)
    .execute();
}

/** How many of `ids` are works (a campaign's entries must all be). */
export async function countWorks(db: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .selectFrom('works')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('works_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
