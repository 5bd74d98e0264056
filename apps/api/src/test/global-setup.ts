/**
 * Once per test run (issue 23: CI time), the starting points every test app is cloned from — each app
 * start was most of the suite's time (PGlite: initdb 5–15 s, then the seed; PostgreSQL: migrating a fresh
 * schema ~1 s, then the seed ~1.5 s):
 * - migrated: the latest schema, no rows but the migrations' reference rows;
 * - seeded: migrated plus the seed steps that do not depend on the clock: `seedIfEmpty` (fixed dates) and
 *   `seedAccounts`. They are also the first two steps at every start, so the later steps (tasks, brands,
 *   money, deals, reviews, join, growth, zt, clips, demo, conversations) still run at app start with the
 *   test's clock and get the same ids as on an empty database. Their art goes to a template storage
 *   directory that the harness links into each seeded app's DATA_DIR, so `seedIfEmpty` finds its marker
 *   and its art and skips the font, the plan and the 400 files; the brands' art (fixed too) goes there as
 *   well, so `seedBrands` at start writes only its rows.
 * PGlite gets each as a dumped data directory (a file); PostgreSQL as a template database (pg-databases.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAccounts } from '../db/seed/accounts';
import { writeBrandArt } from '../db/seed/brands';
import { seedIfEmpty } from '../db/seed/index';
import { loadFont } from '../services/images/font';
import { LocalStorage } from '../services/storage/local-storage';
import { createTemplate, databaseUrl, startRun, TEST_SCHEMA, type RunDatabases } from './pg-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped. */
    pgliteTemplate: string;
    /** The seeded one. */
    pgliteSeeded: string;
    /** The seed art of the seeded templates (a storage directory). */
    seedStorage: string;
    /** This run's PostgreSQL databases (when DATABASE_URL is set). */
    pgRun: RunDatabases | null;
  }
}

async function seed(database: DatabaseHandle, storage: LocalStorage): Promise<void> {
  const result = await seedIfEmpty(database.db, storage);
  if (!result.seeded || !(await seedAccounts(database.db))) throw new Error('the seeded template was not seeded');
}

/** The art of the later steps that does not depend on the clock either (brands: the font makes it slow). */
async function laterArt(storage: LocalStorage): Promise<void> {
  await writeBrandArt(storage, await loadFont('Bold'));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-test-templates-'));
  const storage = new LocalStorage(path.join(dir, 'storage'));
  const pglite = await openDatabase({
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
    DATABASE_POOL_MAX: 1,
    PGLITE_DIR: 'memory://',
  });
  try {
    await migrateToLatest(pglite);
    await writeFile(path.join(dir, 'migrated.tar'), Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
    await seed(pglite, storage);
    await laterArt(storage);
    await writeFile(path.join(dir, 'seeded.tar'), Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  } finally {
    await pglite.close();
  }

  const url = process.env.DATABASE_URL || undefined;
  const pg = url ? await startRun(url) : undefined;
  try {
    if (url && pg) {
      const { migrated, seeded } = pg.run;
      const open = (name: string) =>
        openDatabase({
          DATABASE_URL: databaseUrl(url, name),
          DATABASE_SCHEMA: TEST_SCHEMA,
          DATABASE_POOL_MAX: 2,
          PGLITE_DIR: 'memory://',
        });
      await createTemplate(url, migrated);
      const m = await open(migrated);
      try {
        await migrateToLatest(m);
      } finally {
        await m.close();
      }
      await createTemplate(url, seeded, migrated);
      const s = await open(seeded);
      try {
        // The art is there already: this builds the plan again (its rows) but writes no file.
        await seed(s, storage);
      } finally {
        await s.close();
      }
    }
  } catch (err) {
    await pg?.end();
    await rm(dir, { recursive: true, force: true });
    throw err;
  }

  project.provide('pgliteTemplate', path.join(dir, 'migrated.tar'));
  project.provide('pgliteSeeded', path.join(dir, 'seeded.tar'));
  project.provide('seedStorage', storage.root);
  project.provide('pgRun', pg?.run ?? null);
  return async () => {
    await pg?.end();
    await rm(dir, { recursive: true, force: true });
  };
}
