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
