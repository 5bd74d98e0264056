/** Third-party open ids and the OAuth tickets (issue 33) — SQL only. */
import type { Db } from '../../db/database';
import type { OAuthTicketsTable } from '../../db/schema';

type OpenKind = OAuthTicketsTable['open_type'];

/** The user of a unionid: any WeChat open id (website or official account) carrying it. */
export async function findUserIdByUnionId(db: Db, unionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('user_open_ids')
    .select('user_id')
    .where('union_id', '=', unionId)
    .where('open_type', 'in', ['wechat', 'wechat_mp'])
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Records the unionid on a link made before it was known (the dev driver, or a silent official-account login). */
export async function setUnionIdIfMissing(db: Db, kind: OpenKind, openId: string, unionId: string): Promise<void> {
  await db
    .updateTable('user_open_ids')
    .set({ union_id: unionId })
    .where('open_type', '=', kind)
    .where('open_id', '=', openId)
    .where('union_id', 'is', null)
    .execute();
}

export async function findOpenIdOf(db: Db, userId: number, kind: OpenKind): Promise<string | null> {
  const row = await db
    .selectFrom('user_open_ids')
    .select('open_id')
    .where('user_id', '=', userId)
    .where('open_type', '=', kind)
    .executeTakeFirst();
  return row?.open_id ?? null;
}

export async function deleteOpenIdOf(db: Db, userId: number, kind: OpenKind): Promise<void> {
  await db.deleteFrom('user_open_ids').where('user_id', '=', userId).where('open_type', '=', kind).execute();
}

export async function insertTicket(
  db: Db,
  ticket: { hash: string; kind: OpenKind; openId: string; unionId: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('oauth_tickets')
    .values({
      ticket_hash: ticket.hash,
      open_type: ticket.kind,
      open_id: ticket.openId,
      union_id: ticket.unionId,
      created_at: ticket.now,
      expires_at: ticket.expiresAt,
      used_at: null,
    })
    .execute();
}

/** A ticket that is neither used nor expired at `now`. */
export function findLiveTicket(db: Db, hash: string, now: Date) {
  return db
    .selectFrom('oauth_tickets')
    .select(['open_type', 'open_id', 'union_id'])
    .where('ticket_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a ticket: true for the one caller that found it live (a second use, even at once, gets false). */
export async function useTicket(db: Db, hash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('oauth_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Housekeeping: tickets past their expiry (used or not) are of no further use. */
export async function deleteExpiredTickets(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('oauth_tickets').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
