/**
 * `transact` (issue 35: the api's one transaction helper) on every driver of the harness: a serialization
 * failure or deadlock re-runs the whole callback on a rolled-back database, other errors and
 * `{ retry: false }` reach the caller at once, and `isolation` / `readOnly` really set the transaction's
 * level and access mode.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, DRIVERS, type TestEnv } from '../test/harness';
import { openDatabase, type DatabaseHandle, type Db } from './database';
import { TRANSACTION_ATTEMPTS, transact } from './transact';

/** Fails the current statement with `code`, as PostgreSQL does on a conflict. */
const raise = (db: Db, code: string) =>
  sql`do $$ begin raise exception 'test conflict' using errcode = '${sql.raw(code)}'; end $$`.execute(db);

const probeRows = async (db: Db) =>
  (await sql<{ n: number }>`select n from transact_probe order by n`.execute(db)).rows.map((r) => r.n);

const setting = async (db: Db, name: 'transaction_isolation' | 'transaction_read_only') =>
  (await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(db)).rows[0]![name];

describe.each(DRIVERS)('transact on %s', (driver) => {
  let env: TestEnv;
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    env = await createTestEnv(driver, 'migrated');
    handle = await openDatabase(env.config(), { pgliteTemplate: env.pgliteTemplate });
    await sql`create table transact_probe (n int not null)`.execute(db());
  });
  afterAll(async () => {
    await handle?.close();
    await env?.cleanup();
  });
  beforeEach(async () => {
    await sql`delete from transact_probe`.execute(db());
  });

  it.each(['40001', '40P01'])('re-runs the whole callback after %s, on a rolled-back database', async (code) => {
    let attempts = 0;
    const answer = await transact(db(), async (trx) => {
      attempts++;
      await sql`insert into transact_probe (n) values (${attempts})`.execute(trx);
      if (attempts < 3) await raise(trx, code);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(3);
    // The first two runs' rows went with their rollbacks.
    expect(await probeRows(db())).toEqual([3]);
  });

  it('gives up after TRANSACTION_ATTEMPTS conflicts, and never retries other errors', async () => {
    let attempts = 0;
    await expect(
      transact(db(), async (trx) => {
        attempts++;
        await raise(trx, '40001');
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);

    attempts = 0;
    await expect(
      transact(db(), async (trx) => {
        attempts++;
        await raise(trx, '23505'); // unique violation: the caller's, not a conflict
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  it('{ retry: false } runs the callback once: a 40001 reaches the caller, its writes rolled back', async () => {
    let attempts = 0;
    await expect(
      transact(
        db(),
        async (trx) => {
          attempts++;
          await sql`insert into transact_probe (n) values (1)`.execute(trx);
          await raise(trx, '40001');
        },
        { retry: false },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(1);
    expect(await probeRows(db())).toEqual([]);
  });

  it('runs at the isolation level and access mode asked for; the default is read committed, read write', async () => {
    expect(await transact(db(), (trx) => setting(trx, 'transaction_isolation'))).toBe('read committed');
    expect(await transact(db(), (trx) => setting(trx, 'transaction_read_only'))).toBe('off');
    for (const isolation of ['repeatable read', 'serializable'] as const) {
      expect(await transact(db(), (trx) => setting(trx, 'transaction_isolation'), { isolation })).toBe(isolation);
    }
    const snapshot = { isolation: 'repeatable read', readOnly: true } as const;
    expect(await transact(db(), (trx) => setting(trx, 'transaction_read_only'), snapshot)).toBe('on');
    expect(await transact(db(), (trx) => setting(trx, 'transaction_isolation'), snapshot)).toBe('repeatable read');
    // 25006: read_only_sql_transaction.
    await expect(
      transact(db(), (trx) => sql`insert into transact_probe (n) values (1)`.execute(trx), snapshot),
    ).rejects.toMatchObject({ code: '25006' });
    // The next transaction is back to the defaults.
    expect(await transact(db(), (trx) => setting(trx, 'transaction_isolation'))).toBe('read committed');
  });

  // A real conflict needs a second session while the first transaction is open: PostgreSQL only (PGlite has
  // one session, and the api's PGlite driver holds it for the whole transaction).
  describe.skipIf(driver !== 'postgres')('a concurrent update under repeatable read', () => {
    /** The transaction reads the row, another session updates it, then the transaction updates it too. */
    const race = (retry: boolean) => {
      let attempts = 0;
      let committed: Promise<unknown> | null = null;
      const run = transact(
        db(),
        async (trx) => {
          attempts++;
          await sql`select n from transact_probe`.execute(trx); // the snapshot is taken here
          committed ??= sql`update transact_probe set n = n + 1`.execute(db());
          await committed;
          await sql`update transact_probe set n = n + 10`.execute(trx);
        },
        { isolation: 'repeatable read', retry },
      );
      return { run, attempts: () => attempts };
    };

    beforeEach(async () => {
      await sql`insert into transact_probe (n) values (0)`.execute(db());
    });

    it('is retried on a fresh snapshot', async () => {
      const { run, attempts } = race(true);
      await run;
      expect(attempts()).toBe(2);
      expect(await probeRows(db())).toEqual([11]);
    });

    it('reaches the caller as 40001 with { retry: false }', async () => {
      const { run, attempts } = race(false);
      await expect(run).rejects.toMatchObject({ code: '40001' });
      expect(attempts()).toBe(1);
      expect(await probeRows(db())).toEqual([1]);
    });
  });
});
