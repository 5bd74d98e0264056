/**
 * The api's one way to open a transaction (issue 35; ESLint refuses `.transaction()` everywhere else).
 *
 * Retried when PostgreSQL aborts it for a reason that is not the caller's: a serialization failure (40001)
 * or a deadlock (40P01). The user never sees such a conflict (issue 22): the whole callback runs again on
 * fresh data, a few times, with a short random pause between tries. So the callback has no side effects
 * outside the database (no HTTP calls, no files, no SMS, no changes to variables declared outside it) —
 * do those after `transact` returns. Where that cannot be, pass `{ retry: false }` and say why at the call.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { IsolationLevel, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 8;

export interface TransactOptions {
  /** false: run the callback once, a conflict reaching the caller — for a callback with outside effects. */
  retry?: boolean;
  /** Default: the database's (read committed). `repeatable read`: one snapshot for the whole transaction. */
  isolation?: IsolationLevel;
  /** A read-only transaction (`start transaction … read only`): any write in it fails. */
  readOnly?: boolean;
}

export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

export async function transact<T, DB = Database>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  { retry = true, isolation, readOnly = false }: TransactOptions = {},
): Promise<T> {
  let builder = db.transaction();
  if (isolation) builder = builder.setIsolationLevel(isolation);
  if (readOnly) builder = builder.setAccessMode('read only');
  for (let attempt = 1; ; attempt++) {
    try {
      return await builder.execute(work);
    } catch (error) {
      if (!retry || attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
