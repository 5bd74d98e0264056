/**
 * Once per test run: an in-memory PGlite, migrated, dumped to a file the harness starts every PGlite app
 * from (`pgliteTemplate`). initdb is most of a PGlite start (5–15 s on two busy cores, each of ~40 test
 * files paid it); loading the dump takes 1–2 s. Migrations still run at each start (none are pending).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
    DATABASE_POOL_MAX: 1,
    PGLITE_DIR: 'memory://',
  });
  try {
    await migrateToLatest(database);
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
