/**
 * The PostgreSQL databases of one test run (issue 23: CI time). Global setup builds two template databases
 * — migrated, and migrated plus the clock-independent seeds — and every test environment gets a database of
 * its own cloned from one of them (`CREATE DATABASE … TEMPLATE`, ~0.2 s, instead of migrating a fresh schema,
 * ~1 s, and seeding it, ~1.5 s).
 *
 * Names: `<DATABASE_URL's database>__t<run>_…`, the run a random number, so a developer's run and CI on one
 * server never meet. The run holds a session advisory lock (RUN_LOCK, run) while it lives; a run that was
 * killed lost its lock with its connection, and the next run's setup drops its leftovers.
 */
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';

/** The schema of every test database: a named one, as DATABASE_SCHEMA deployments have. */
export const TEST_SCHEMA = 'bazaar';

/** First key of every run's advisory lock (the second is the run number). */
const RUN_LOCK = 0x62617a;

/**
 * How a database is cloned. Measured on this PostgreSQL 15 with the seeded template (11 MB) on the busy
 * 2-core machine (load 15): WAL_LOG (the default) 0.15–0.19 s; FILE_COPY 1.4–1.5 s, as it forces
 * checkpoints of the whole server, which every other database's writes make slow.
 */
export const CLONE_STRATEGY = 'wal_log';

export interface RunDatabases {
  /** Every database of the run starts with this. */
  prefix: string;
  migrated: string;
  seeded: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. Plainly first: PostgreSQL waits up to 5 s for sessions still closing (`pg`'s pool
 * end resolves before its sockets close), where FORCE would terminate them and their clients would raise
 * an unhandled 57P01. FORCE only for a session that stays (a test that leaked one).
 */
export const dropDatabase = (url: string, name: string): Promise<void> =>
  withClient(url, async (c) => {
    try {
      await c.query(`drop database if exists ${quote(name)}`);
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err;
      await c.query(`drop database if exists ${quote(name)} with (force)`);
    }
  });

/** Creates `name`: a clone of `template`, or an empty database (no template given). */
export const createTemplate = (url: string, name: string, template?: string): Promise<void> =>
  withClient(url, async (c) => {
    await c.query(
      template
        ? `create database ${quote(name)} template ${quote(template)} strategy ${CLONE_STRATEGY}`
        : `create database ${quote(name)}`,
    );
  });

/** A new database of the run, under a random name: a clone of `template`, or an empty one. */
export async function createDatabase(url: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await createTemplate(url, name, template);
  return name;
}

/**
 * Starts a run on DATABASE_URL's server: takes its lock (held by the returned client until `end`), drops
 * what killed runs left, and names its databases.
 */
export async function startRun(url: string): Promise<{ run: RunDatabases; end(): Promise<void> }> {
  const base = new URL(url).pathname.slice(1) || 'postgres';
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  const id = randomInt(1, 2 ** 31 - 1);
  await lock.query('select pg_advisory_lock($1, $2)', [RUN_LOCK, id]);
  await dropLeftovers(lock, base);
  const prefix = `${base}__t${id}_`;
  const run = { prefix, migrated: `${prefix}migrated`, seeded: `${prefix}seeded` };
  return {
    run,
    async end() {
      try {
        // Templates, and any test database a failed cleanup left behind.
        const { rows } = await lock.query<{ datname: string }>('select datname from pg_database');
        for (const { datname } of rows) {
          if (datname.startsWith(prefix)) await lock.query(`drop database if exists ${quote(datname)} with (force)`);
        }
      } finally {
        await lock.end();
      }
    },
  };
}

/** Drops every database of a run of `base` whose lock nobody holds (its run was killed). */
async function dropLeftovers(client: pg.Client, base: string): Promise<void> {
  const shape = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}__t(\\d+)_`);
  const { rows: databases } = await client.query<{ datname: string }>('select datname from pg_database');
  const { rows: locks } = await client.query<{ run: string }>(
    `select objid::text as run from pg_locks where locktype = 'advisory' and classid = $1 and objsubid = 2 and granted`,
    [RUN_LOCK],
  );
  const alive = new Set(locks.map((l) => l.run));
  for (const { datname } of databases) {
    const run = shape.exec(datname)?.[1];
    if (run && !alive.has(run)) await client.query(`drop database if exists ${quote(datname)} with (force)`);
  }
}
