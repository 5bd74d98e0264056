/**
 * `npm run backup -- DIR` and `npm run restore -- DIR` (issue 24; the format is in ops/backup.ts). They read
 * the same variables as the api (DATABASE_URL or the PGlite directory under DATA_DIR, STORAGE_DRIVER and
 * its settings). Exit 0 on success, 1 when the backup or restore was refused or failed, 2 on bad usage.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfigOrSay } from './config';
import { openDatabase } from './db/database';
import { backup, BackupError, restore } from './ops/backup';
import { openStorage } from './services/storage/index';

const USAGE = 'usage: backup-cli (backup|restore) DIR';

export async function main(
  args: string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void = console.log,
): Promise<number> {
  const [command, target] = args;
  if ((command !== 'backup' && command !== 'restore') || !target) {
    out(USAGE);
    return 2;
  }
  const config = loadConfigOrSay(env, out);
  if (!config) return 2;
  const dir = path.resolve(target);
  const started = Date.now();
  const database = await openDatabase(config);
  const { storage, close } = await openStorage(config);
  try {
    const where = config.DATABASE_URL ? `PostgreSQL (schema ${database.schema})` : config.PGLITE_DIR;
    if (command === 'backup') {
      out(`Backing up ${where} and ${storage.root} to ${dir}…`);
      const m = await backup(database, storage, dir);
      const rows = m.tables.reduce((n, t) => n + t.rows, 0);
      out(
        `Backed up ${rows} rows in ${m.tables.length} tables and ${m.objects.length} objects in ${Date.now() - started} ms.`,
      );
    } else {
      out(`Restoring ${dir} into ${where} and ${storage.root}…`);
      const m = await restore(database, storage, dir);
      const rows = m.tables.reduce((n, t) => n + t.rows, 0);
      out(
        `Restored ${rows} rows in ${m.tables.length} tables and ${m.objects.length} objects (backup of ${m.createdAt}) in ${Date.now() - started} ms.`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      out(`${command} refused: ${err.message}`);
      return 1;
    }
    out(`${command} failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
