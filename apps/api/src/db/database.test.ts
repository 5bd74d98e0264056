import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatements } from './database';

const DATABASE_URL = process.env.DATABASE_URL || undefined;

interface Prepared {
  name: string;
  statement: string;
  generic_plans: string;
}

// Named statements are a PostgreSQL wire-protocol feature: PGlite (always tested elsewhere) has none, so
// this file runs where the api's PostgreSQL tests run — whenever DATABASE_URL is set, as in CI.
describe.skipIf(!DATABASE_URL)('preparedStatements (PostgreSQL)', () => {
  let db: Kysely<Record<string, never>>;
  const prepared = async () =>
    (
      await sql<Prepared>`select name, statement, generic_plans::text from pg_prepared_statements order by name`.execute(
        db,
      )
    ).rows;

  beforeEach(() => {
    // One connection: pg_prepared_statements shows the statements of the session that asks.
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatements(pool, 3) }) });
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('prepares a parameterized statement once and plans it once it has run a few times', async () => {
    for (let i = 0; i < 8; i++) {
      const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(db);
      expect(rows[0]!.n).toBe(i + 1);
    }
    const rows = await prepared();
    expect(rows.map((r) => [r.name, r.statement])).toEqual([['bazaar_1', 'select $1::int + 1 as n']]);
    // PostgreSQL plans the first five runs for their values, then settles on one generic plan.
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
  });

  it('leaves keyword matches, EXPLAIN and statements without parameters unnamed', async () => {
    const like = await sql<{ m: boolean }>`select 'abc' like ${'%b%'} as m`.execute(db);
    expect(like.rows[0]!.m).toBe(true);
    await sql`select 'ABC' ilike ${'%b%'} as m`.execute(db);
    await sql`explain select ${1}::int`.execute(db);
    // Without parameters a text may hold several commands (migrations): sent as a simple query, it works.
    await sql`select 1; select 2`.execute(db);
    expect(await prepared()).toEqual([]);
  });

  it('names at most `max` distinct texts; later ones run unnamed', async () => {
    for (let i = 1; i <= 5; i++) await sql`select ${i}::int as ${sql.raw(`c${i}`)}`.execute(db);
    expect((await prepared()).map((r) => r.name)).toEqual(['bazaar_1', 'bazaar_2', 'bazaar_3']);
    const { rows } = await sql<{ c5: number }>`select ${5}::int as c5`.execute(db);
    expect(rows[0]!.c5).toBe(5);
  });

  it('a statement that fails to prepare fails the same way again, and the connection goes on', async () => {
    const broken = () => sql`select ${1}::int from no_such_table_here`.execute(db);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db);
    expect(rows[0]!.n).toBe(42);
  });
});
