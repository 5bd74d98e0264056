/**
 * What other modules read of designers (issue 23: the designers module owns `designers`; docs/architecture.md,
 * "Who owns which table"). Batched by id where a list asks.
 */
import type { Db } from '../../db/database';

/** A designer's own profile fields (undefined for a user who is no designer). */
export function findDesignerProfile(db: Db, userId: number) {
  return db
    .selectFrom('designers')
    .select(['avatar', 'city', 'intro', 'is_on_leave'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Avatars by designer id (null for a designer without one); an id that is no designer is absent. */
export async function avatarsByIds(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('designers').select(['user_id', 'avatar']).where('user_id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.user_id, r.avatar]));
}

/**
 * A new designer's profile (L1 新锐设计师, 可接单, `intro`) and their categories (/join approval); an existing
 * profile is kept.
 */
export async function insertDesigner(
  db: Db,
  d: { userId: number; intro: string; categoryIds: readonly number[]; now: Date },
): Promise<void> {
  await db
    .insertInto('designers')
    .values({
      user_id: d.userId,
      level_code: 'L1',
      work_status: 1,
      intro: d.intro,
      city: null,
      avatar: null,
      homepage_config: null,
      created_at: d.now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  if (d.categoryIds.length === 0) return;
  await db
    .insertInto('designer_categories')
    .values(d.categoryIds.map((category_id) => ({ user_id: d.userId, category_id })))
    .onConflict((oc) => oc.columns(['user_id', 'category_id']).doNothing())
    .execute();
}

/** The ids among `userIds` that are designers (one query for all of them). */
export async function existingDesignerIds(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return new Set();
  const rows = await db.selectFrom('designers').select('user_id').where('user_id', 'in', wanted).execute();
  return new Set(rows.map((r) => r.user_id));
}
