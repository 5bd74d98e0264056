import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations/index';

/** Brings the schema up to the latest migration; throws (with the failing migration's error) on failure. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  if (await upToDate(handle)) return [];
  const { db, schema } = handle;
  // Named schema: Kysely's "does the table exist" check would otherwise see another schema's table.
  // Unordered: features land in parallel (0005 may reach a database before 0003); each migration is
  // independent of the ones numbered between, so applying a late-arriving lower number is safe.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Whether every migration is recorded as run: two small queries, where the Migrator's own checks read
 * the whole catalog (1–2 s of every PGlite start on two busy cores, issue 23). Migrations are only ever
 * added, so "all recorded" means nothing to do; anything else goes through the Migrator and its lock.
 */
async function upToDate({ db, schema }: DatabaseHandle): Promise<boolean> {
  const quoted = `"${schema.replaceAll('"', '""')}".kysely_migration`;
  const { rows } = await sql<{ t: string | null }>`select to_regclass(${quoted})::text as t`.execute(db);
  if (!rows[0]?.t) return false;
  const done = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
  const names = new Set(done.rows.map((r) => r.name));
  return Object.keys(await migrationProvider.getMigrations()).every((name) => names.has(name));
}
