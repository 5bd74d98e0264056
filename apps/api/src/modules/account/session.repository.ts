/** Login sessions, kept as the sha256 of their token — SQL only. */
import type { Db } from '../../db/database';

export async function insertSession(
  db: Db,
  s: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: s.tokenHash, user_id: s.userId, created_at: s.createdAt, expires_at: s.expiresAt })
    .execute();
}

/** The user of a live session (not revoked, not expired at `now`). */
export function findSessionUser(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select(['u.user_id', 'u.is_designer', 'u.is_operator'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sessions that ended (expired or revoked) before `cutoff`: nothing reads them any more. */
export async function deleteEndedSessions(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every live session of `userId` except the one of `keepTokenHash` (a password change, issue 22). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepTokenHash: string | null,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
