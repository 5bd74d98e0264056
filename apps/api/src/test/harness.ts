/**
 * Test harness: starts the real app in-process on one driver, each test file on a clean database —
 * PGlite in memory, or (when DATABASE_URL is set, as in CI) PostgreSQL in a uniquely named schema that is
 * dropped afterwards. Tests are the one place besides server.ts that reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import type { Page } from '@bazaar/domain/entities';
import { expect, inject } from 'vitest';

export type TestDriver = 'pglite' | 'postgres';

const DATABASE_URL = process.env.DATABASE_URL || undefined;

/** Every driver this run can test: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const DRIVERS: TestDriver[] = DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestEnv {
  driver: TestDriver;
  dataDir: string;
  schema: string;
  /** A config for this environment; `persistentPglite` puts PGlite on disk (to rebuild on the same data). */
  config(overrides?: Record<string, string>, persistentPglite?: boolean): ApiConfig;
  cleanup(): Promise<void>;
}

let workerDatabase: Promise<string> | undefined;

/**
 * DATABASE_URL's database with this vitest worker's number appended (`test_w1`, `test_w2`), created once.
 * Files of one worker run one after another, each in its own schema; the two workers must not share a
 * database: kysely's migrator reads the catalog of every schema in it (pg_get_serial_sequence over all of
 * pg_class), and a schema another worker dropped mid-scan failed a migration with `schema "t_…" does not
 * exist` (seen once in CI). LISTEN/NOTIFY channels are per database too, so workers' events stay apart.
 */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const url = new URL(DATABASE_URL!);
    const name = `${url.pathname.slice(1) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(`create database "${name}"`);
    } catch (error) {
      // 42P04: it exists (an earlier run); 23505: another process created it at the same moment.
      const code = (error as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw error;
    } finally {
      await client.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

export async function createTestEnv(driver: TestDriver): Promise<TestEnv> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-api-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = driver === 'postgres' ? await workerDatabaseUrl() : undefined;
  return {
    driver,
    dataDir,
    schema,
    config(overrides = {}, persistentPglite = false) {
      return loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED: 'auto',
        // Every answer is held to its endpoint's schema (issue 23): a handler that drifts fails its test.
        API_CHECK_ANSWERS: '1',
        ...(driver === 'postgres'
          ? { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema }
          : { PGLITE_DIR: persistentPglite ? path.join(dataDir, 'pglite') : 'memory://' }),
        ...overrides,
      });
    },
    async cleanup() {
      if (driver === 'postgres') {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data directory global-setup.ts dumped (read once per test file). */
export function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

export interface TestApp {
  app: FastifyInstance;
  env: TestEnv;
  close(): Promise<void>;
}

/** One app per test file (PGlite takes seconds to start): call in beforeAll, `close` in afterAll. */
export async function startTestApp(
  driver: TestDriver,
  overrides?: Record<string, string>,
  options?: BuildOptions,
): Promise<TestApp> {
  const env = await createTestEnv(driver);
  const app = await buildApp(env.config(overrides), { pgliteTemplate: await pgliteTemplate(), ...options });
  return {
    app,
    env,
    async close() {
      await app.close();
      await env.cleanup();
    },
  };
}

export interface EnvelopeResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { success: boolean; data: T; resultCode: string; resultMessage: string };
}

export async function call<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: Omit<InjectOptions, 'url'> = {},
): Promise<EnvelopeResponse<T>> {
  const res = await app.inject({ method: 'GET', url, ...options });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A query string from an object (undefined values left out). */
export const qs = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** A successful GET of a paged list (the works, designers and tasks tests share it). */
export async function listPage<T>(
  app: FastifyInstance,
  path: string,
  params: Record<string, string | number | undefined>,
): Promise<Page<T>> {
  const res = await call<Page<T>>(app, `${path}?${qs(params)}`);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

/** The fixed client header the BFF adds to login calls (config defaults). */
export const CLIENT_AUTH = `Basic ${Buffer.from('bazaar-web:bazaar-web-dev-secret').toString('base64')}`;

/** A multipart/form-data body of text fields, as the web's FormData sends it. */
export function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = `----bazaar${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An application/x-www-form-urlencoded body. */
export function urlencoded(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** `select count(*)` of a table, for "nothing was written" assertions. */
export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
    app.database.db,
  );
  return rows[0]!.n;
}
