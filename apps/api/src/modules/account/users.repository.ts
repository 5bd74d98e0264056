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

/** Nickname and mobile by user id (a task's employer is called by both); an id with no user is absent. */
export async function contactsByIds(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, { nick_name: string | null; mobile: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'nick_name', 'mobile'])
    .where('user_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** Nickname and whether a designer, by user id (a conversation's peers); an id with no user is absent. */
export async function namesAndRolesByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { nick_name: string | null; is_designer: boolean }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'nick_name', 'is_designer'])
    .where('user_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** `rows`, each with the nickname of the user `userOf` names (null for none): one query for all of them. */
export async function withNickNames<R>(
  db: Db,
  rows: readonly R[],
  userOf: (row: R) => number | null,
): Promise<(R & { nick_name: string | null })[]> {
  const names = await nickNamesByIds(db, rows.map(userOf));
  return rows.map((row) => {
    const id = userOf(row);
    return { ...row, nick_name: id === null ? null : (names.get(id) ?? null) };
  });
}

/** Locks a user's row until the transaction ends: serialises one user's competing changes elsewhere. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await sql`select user_id from users where user_id = ${userId} for update`.execute(db);
}

export async function findMobile(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('mobile').where('user_id', '=', userId).executeTakeFirst();
  return row?.mobile ?? '';
}

/** Flags the account a designer's; one that never chose a nickname takes `fallbackName` (/join approval). */
export async function markDesigner(db: Db, userId: number, fallbackName: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ is_designer: true, nick_name: eb.fn.coalesce('nick_name', sql<string>`${fallbackName}`) }))
    .where('user_id', '=', userId)
    .execute();
}
