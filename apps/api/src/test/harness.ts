/**
 * Test harness: starts the real app in-process on one driver, each test file on a database of its own —
 * PGlite in memory, or (when DATABASE_URL is set, as in CI) a PostgreSQL database of its own, dropped
 * afterwards. Tests are the one place besides server.ts that reads process.env.
 *
 * Issue 23 (CI time): an app start was most of the suite's time, so no file builds its database any more.
 * global-setup.ts makes, once per run, a migrated and a seeded starting point (the seeded one holds the
 * clock-independent seed steps and their art; the clock-relative steps still run at each start with the
 * test's clock). A test env starts from one of them (`TestStart`): PGlite loads the dumped data directory,
 * PostgreSQL clones the template database (pg-databases.ts; WAL_LOG, which measured faster than FILE_COPY
 * here). Each env having its own database also keeps LISTEN/NOTIFY channels apart (they are per database)
 * and keeps the migrator's catalog scan (pg_get_serial_sequence over all of pg_class) from seeing another
 * file's schema dropped mid-scan, which once failed a migration in CI when files shared a database.
 * Measured before and after in docs/benchmarks.md (CI time).
 */
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import type { Page } from '@bazaar/domain/entities';
import { expect, inject } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, TEST_SCHEMA } from './pg-databases';

export type TestDriver = 'pglite' | 'postgres';

/**
 * Where a test env's database starts: `seeded` (the default of `startTestApp`: what every app start
 * writes first, its art included), `migrated` (no seed rows: the seed's own tests, SEED=off apps, backup
 * sources), or `empty` (not even migrated: PGlite runs initdb, PostgreSQL is a new database).
 */
export type TestStart = 'seeded' | 'migrated' | 'empty';

const DATABASE_URL = process.env.DATABASE_URL || undefined;

/** Every driver this run can test: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const DRIVERS: TestDriver[] = DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestEnv {
  driver: TestDriver;
  start: TestStart;
  dataDir: string;
  schema: string;
  /** PGlite: the data directory its database starts from (`BuildOptions.pgliteTemplate`); none when empty. */
  pgliteTemplate: Blob | undefined;
  /** A config for this environment; `persistentPglite` puts PGlite on disk (to rebuild on the same data). */
  config(overrides?: Record<string, string>, persistentPglite?: boolean): ApiConfig;
  /** Puts the seed art into a storage directory of this env (before an app starts on the seeded database). */
  copySeedArt(storageDir: string): Promise<void>;
  cleanup(): Promise<void>;
}

const dumps = new Map<string, Promise<Blob>>();

/** A PGlite data directory global-setup.ts dumped (read once per worker module registry). */
function pgliteDump(start: TestStart): Promise<Blob | undefined> {
  if (start === 'empty') return Promise.resolve(undefined);
  const file = inject(start === 'seeded' ? 'pgliteSeeded' : 'pgliteTemplate');
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = readFile(file).then((bytes) => new Blob([bytes]))));
  return dump;
}

export async function createTestEnv(driver: TestDriver, start: TestStart = 'seeded'): Promise<TestEnv> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-api-test-'));
  let database: string | undefined;
  if (driver === 'postgres') {
    const run = inject('pgRun');
    if (!run) throw new Error('DATABASE_URL was set after global setup ran');
    database = await createDatabase(DATABASE_URL!, run.prefix, start === 'empty' ? undefined : run[start]);
  }
  const template = driver === 'pglite' ? await pgliteDump(start) : undefined;
  return {
    driver,
    start,
    dataDir,
    schema: driver === 'postgres' ? TEST_SCHEMA : 'public',
    pgliteTemplate: template,
    config(overrides = {}, persistentPglite = false) {
      return loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED: 'auto',
        // Every answer is held to its endpoint's schema (issue 23): a handler that drifts fails its test.
        API_CHECK_ANSWERS: '1',
        ...(database
          ? { DATABASE_URL: databaseUrl(DATABASE_URL!, database), DATABASE_SCHEMA: TEST_SCHEMA }
          : { PGLITE_DIR: persistentPglite ? path.join(dataDir, 'pglite') : 'memory://' }),
        ...overrides,
      });
    },
    async copySeedArt(storageDir) {
      await linkTree(inject('seedStorage'), storageDir);
    },
    async cleanup() {
      if (database) await dropDatabase(DATABASE_URL!, database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `to` as a copy of the tree `from`, each file a hard link (a copy of the ~450 files took 1–4 s a start
 * on the busy machine). Safe because LocalStorage.put replaces a file by renaming over it, so a test that
 * overwrites a seed key unlinks its copy and never reaches the template.
 */
async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const target = (e: Dirent) => path.join(to, path.relative(from, path.join(e.parentPath, e.name)));
  await mkdir(to, { recursive: true });
  for (const e of entries) if (e.isDirectory()) await mkdir(target(e), { recursive: true });
  await Promise.all(entries.filter((e) => e.isFile()).map((e) => link(path.join(e.parentPath, e.name), target(e))));
}

export interface TestApp {
  app: FastifyInstance;
  env: TestEnv;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /** Default: `seeded`, or `migrated` for SEED=off. */
  start?: TestStart;
}

/** One app per test file (an app start costs seconds): call in beforeAll, `close` in afterAll. */
export async function startTestApp(
  driver: TestDriver,
  overrides: Record<string, string> = {},
  { start, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const env = await createTestEnv(driver, start ?? (overrides.SEED === 'off' ? 'migrated' : 'seeded'));
  const config = env.config(overrides);
  // S3 storage gets its art written at start, as a deployment on a new bucket does (s3-storage.test).
  if (env.start === 'seeded' && config.STORAGE_DRIVER === 'local') await env.copySeedArt(config.STORAGE_DIR);
  const app = await buildApp(config, { pgliteTemplate: env.pgliteTemplate, ...options }).catch(async (err: unknown) => {
    await env.cleanup();
    throw err;
  });
  // The jobs' runs at start (pay out a seeded refund, accept due deliveries, purge) write rows tests read:
  // a test begins after them, as it did not when one such run twice failed CI under load.
  await app.jobsStarted;
  return {
    app,
    env,
    async close() {
      // A listening test app (images.test's abandoned renders): the sockets its fetches left, kept alive or with
      // a request the test walked away from, are dropped first, so close never waits on one. An afterAll once hung
      // past its 60 s here in CI under load; the sockets are the one thing a test leaves that close waits for.
      app.server.closeAllConnections();
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
