/**
 * The per-user event log behind the event stream (issue 25, decision 022) — SQL only. `appendEvent` runs inside
 * the transaction that makes the change: it takes the user's next sequence number under the row lock of
 * `user_event_seqs` (so one user's numbers commit in order: a stream that has sent N never later meets an
 * N-1), stores the event, and `pg_notify`s the user's id — which PostgreSQL and PGlite deliver on commit only,
 * so nothing is announced before it is stored and a rolled-back change announces nothing.
 */
import { sql } from 'kysely';
import type { StreamEvent } from '@bazaar/domain/entities';
import type { Db, Tx } from '../../db/database';

/** The channel prefix; the schema follows (each PostgreSQL test file has its own, as may a deployment). */
export const EVENTS_CHANNEL_PREFIX = 'bazaar_events_';

export async function appendEvent(db: Db | Tx, userId: number, event: StreamEvent, at: Date): Promise<number> {
  const { last_seq: seq } = await db
    .insertInto('user_event_seqs')
    .values({ user_id: userId, last_seq: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seq: sql`user_event_seqs.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_events')
    .values({ user_id: userId, seq, type: event.type, payload: JSON.stringify(event), created_at: at })
    .execute();
  await sql`select pg_notify(${EVENTS_CHANNEL_PREFIX} || current_schema(), ${String(userId)})`.execute(db);
  return seq;
}

export interface EventRow {
  seq: number;
  type: string;
  payload: string;
}

/** The user's events after `afterSeq`, oldest first. */
export function eventsAfter(db: Db, userId: number, afterSeq: number, limit: number): Promise<EventRow[]> {
  return db
    .selectFrom('user_events')
    .select(['seq', 'type', 'payload'])
    .where('user_id', '=', userId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The user's newest sequence number (0 before any event): where a first connection starts. */
export async function lastSeq(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_event_seqs')
    .select('last_seq')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}

/** Housekeeping: events older than `before` (a reconnect after that long reloads its pages instead). */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('user_events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
