/**
 * The one place that chooses the database (docs/conventions.md §6): embedded PGlite when DATABASE_URL is unset,
 * PostgreSQL through `pg` when it is set. Everything else sees only `Kysely<Database>`.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryResult,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** A transaction of `Db`: what repositories take when the caller holds one. */
export type Tx = Transaction<Database>;
export type DriverName = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  driver: DriverName;
  /** The schema the tables live in (the migrator's bookkeeping goes there too). */
  schema: string;
  /** Connection pool use (PostgreSQL; PGlite has one session): for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite: its data directory as a tarball (what `OpenOptions.pgliteTemplate` takes). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Issue 25 (decision 022): LISTEN on a channel — PGlite's own `listen`, or a dedicated PostgreSQL connection
   * that reconnects by itself (`onReconnect` then runs: notifications may have been missed meanwhile).
   * Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * A PGlite with no database yet (in memory, or a directory without one) starts from this dump of a data
   * directory (`dumpDataDir`) instead of running initdb: 1–2 s instead of 5–15 s on two busy cores. Tests
   * pass one that is already migrated (and seeded).
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(
  config: Pick<ApiConfig, 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'DATABASE_POOL_MAX' | 'PGLITE_DIR'>,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_SCHEMA, config.DATABASE_POOL_MAX);
  return openPglite(config.PGLITE_DIR, options.pgliteTemplate);
}

async function openPostgres(url: string, schema: string | undefined, max: number): Promise<DatabaseHandle> {
  if (schema) {
    // The schema must exist before a pooled connection uses it as its search_path.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  // jit=off: JIT compilation costs tens of ms on the large-looking plans of the keyword queries and never
  // pays back on queries this short (docs/search.md). No parallel workers: starting them costs more than the
  // few milliseconds a list query runs (measured: 34 ms with 2 workers, 6 ms without, for a filtered
  // talent page), and concurrent requests are the api's parallelism.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A database that does not answer fails the request (and /readyz) instead of queueing it forever.
    connectionTimeoutMillis: 5_000,
    options: `-c jit=off -c max_parallel_workers_per_gather=0${schema ? ` -c search_path="${schema}"` : ''}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements(pool) }) });
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
  const listen = pgListen(url);
  return { db, driver: 'postgres', schema: schema ?? 'public', poolStats, listen, close: () => db.destroy() };
}

/** LISTEN over one connection of its own (a pooled one would be handed to queries). */
function pgListen(url: string): DatabaseHandle['listen'] {
  return async (channel, onPayload, onReconnect) => {
    let client: pg.Client | null = null;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      await c.connect();
      await c.query(`listen "${channel.replaceAll('"', '')}"`);
      client = c;
    };
    const lost = (c: pg.Client): void => {
      if (closed || client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      retry();
    };
    const retry = (): void => {
      timer = setTimeout(() => {
        if (closed) return;
        connect().then(() => onReconnect?.(), retry);
      }, 1_000);
      timer.unref();
    };
    await connect();
    return async () => {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  };
}

/** Distinct statement texts a process prepares (each of its connections keeps their plans in memory). */
export const PREPARED_STATEMENTS_MAX = 256;

/** Statements planned for their parameters every time: a keyword's grams and LIKE pattern steer the plan. */
const PLAN_PER_CALL = /\bcjk_|\bi?like\b|^\s*explain\b/i;

/**
 * The pool, with every parameterized statement sent as a named (prepared) one. PostgreSQL then parses it
 * once per connection and, after five runs, may keep a generic plan: planning the works list's join cost
 * 4–5 times its execution (0.3 ms parse + up to 1.4 ms bind vs 0.2 ms execute, measured with
 * log_min_duration_statement), and was the largest CPU cost of a list request. Keyword statements
 * (`PLAN_PER_CALL`) stay unnamed: their best plan depends on the keyword (docs/search.md). Statements without
 * parameters stay unnamed too — they may hold several commands (migrations), which a prepared one cannot.
 */
export function preparedStatements(pool: pg.Pool, max = PREPARED_STATEMENTS_MAX): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max && !PLAN_PER_CALL.test(text)) {
      name = `bazaar_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      // No `cursor` is configured, so Kysely only ever calls query(sql, parameters).
      const query = (text: string, values: readonly unknown[]) => {
        const name = values.length > 0 ? nameOf(text) : undefined;
        return client.query(name ? { name, text, values: [...values] } : { text, values: [...values] });
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const load = template && (inMemory || !existsSync(path.join(dataDir, 'PG_VERSION')));
  const client = await PGlite.create({ dataDir, ...(load ? { loadDataDir: template } : {}) });
  const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
  return {
    db,
    driver: 'pglite',
    schema: 'public',
    dumpDataDir: () => client.dumpDataDir('none'),
    // Called at start, before any request: PGlite's single session is not inside anyone's transaction then.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => db.destroy(),
  };
}

function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/**
 * PGlite has a single session. Kysely runs a transaction as BEGIN … COMMIT on one "connection", so the
 * connection is a mutex: while one request holds it (a query or a whole transaction), others wait —
 * otherwise a concurrent query would land inside someone else's transaction.
 */
class PgliteDriver implements Driver {
  readonly #client: PGlite;
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    await previous;
    const connection = new PgliteConnection(this.#client);
    this.#releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  /** As Kysely's PostgresDriver: `transact`'s isolation level and read-only mode reach PGlite too. */
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#tail;
    await this.#client.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream results');
  }
}
