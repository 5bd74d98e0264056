/**
 * What other modules read of users (issue 23: the account module owns `users`; docs/architecture.md, "Who
 * owns which table"). Batched by id: a list reads its own page, then asks here once for the whole page.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Nicknames by user id (null for a user without one); an id with no user is absent. */
export async function nickNamesByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string | null>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['user_id', 'nick_name']).where('user_id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.user_id, r.nick_name]));
}

/** Locks a user's row until the transaction ends: serialises one user's competing changes elsewhere. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await sql`select user_id from users where user_id = ${userId} for update`.execute(db);
}
