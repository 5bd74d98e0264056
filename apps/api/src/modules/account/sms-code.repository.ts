/** SMS verification codes, kept as an HMAC of mobile and code — SQL only. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Serialises SMS sends per key (mobile, IP) until the transaction ends, so two requests at once cannot
 * both pass a limit. PGlite has one session and serialises anyway; PostgreSQL needs the lock.
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** What the send limits need, in one round trip. */
export async function sendCounts(
  db: Db,
  q: { mobile: string; ip: string; dayStart: Date; hourAgo: Date },
): Promise<{ lastAt: Date | null; today: number; ipHour: number }> {
  const { rows } = await sql<{ last_at: Date | string | null; today: number; ip_hour: number }>`
    select
      (select max(created_at) from sms_codes where mobile = ${q.mobile}) as last_at,
      (select count(*)::int from sms_codes where mobile = ${q.mobile} and created_at >= ${q.dayStart}) as today,
      (select count(*)::int from sms_codes where ip = ${q.ip} and created_at > ${q.hourAgo}) as ip_hour
  `.execute(db);
  const row = rows[0]!;
  return {
    lastAt: row.last_at === null ? null : new Date(row.last_at),
    today: row.today,
    ipHour: row.ip_hour,
  };
}

/** A new code voids the older live ones of that mobile. */
export async function voidLiveCodes(db: Db, mobile: string, now: Date): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set({ voided_at: now })
    .where('mobile', '=', mobile)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Db,
  c: { mobile: string; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('sms_codes')
    .values({
      mobile: c.mobile,
      code_hash: c.codeHash,
      ip: c.ip,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
    })
    .returning('code_id')
    .executeTakeFirstOrThrow();
  return row.code_id;
}

/** A code the gateway never delivered: it counts against no limit. */
export async function deleteCode(db: Db, codeId: number): Promise<void> {
  await db.deleteFrom('sms_codes').where('code_id', '=', codeId).execute();
}

/** The newest code of a mobile, locked for the verifying transaction. */
export function findNewestCodeForUpdate(db: Db, mobile: string) {
  return db
    .selectFrom('sms_codes')
    .select(['code_id', 'code_hash', 'expires_at', 'attempts', 'used_at', 'voided_at'])
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('code_id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordFailedAttempt(db: Db, codeId: number, voidAt: Date | null): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(voidAt ? { voided_at: voidAt } : {}) }))
    .where('code_id', '=', codeId)
    .execute();
}

export async function markUsed(db: Db, codeId: number, now: Date): Promise<void> {
  await db.updateTable('sms_codes').set({ used_at: now }).where('code_id', '=', codeId).execute();
}

/** Codes created before `cutoff` (older than every limit window). */
export async function deleteCodesCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('sms_codes').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
