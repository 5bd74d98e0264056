/**
 * One transaction, retried when PostgreSQL aborts it for a reason that is not the caller's: a
 * serialization failure (40001) or a deadlock (40P01). The user never sees such a conflict (issue 22):
 * the whole callback runs again on fresh data, a few times, with a short random pause between tries.
 * Only for callbacks without side effects outside the database (no HTTP calls, no files).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 8;

export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

export async function transact<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
