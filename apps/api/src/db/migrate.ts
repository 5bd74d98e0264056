import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations/index';

/** Brings the schema up to the latest migration; throws (with the failing migration's error) on failure. */
export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<string[]> {
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
