import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations/index';

/** Brings the schema up to the latest migration; throws (with the failing migration's error) on failure. */
export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<string[]> {
  // Named schema: Kysely's "does the table exist" check would otherwise see another schema's table.
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
