/**
 * `npm run ledger:check` (issue 22): lists every account whose stored balance differs from the sum of its
 * ledger entries (or is below zero) and exits 1 if any does, 0 when the ledger is sound, 2 when it cannot
 * look. Reads the same variables as the api (DATABASE_URL, or the PGlite directory under DATA_DIR), so
 * operators run it after a restore with the deployment's environment. On PGlite, stop the api first: the
 * embedded database has one process at a time.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadConfigOrSay } from './config';
import { openDatabase } from './db/database';
import type { Db } from './db/database';
import { ledgerMismatches } from './modules/billing/ledger.repository';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Checks the ledger of `db`, writing a report line by line; answers the exit code. */
export async function checkLedger(db: Db, out: (line: string) => void): Promise<0 | 1> {
  const mismatches = await ledgerMismatches(db);
  if (mismatches.length === 0) {
    out('ledger ok: every balance equals the sum of its entries.');
    return 0;
  }
  out(`ledger MISMATCH: ${mismatches.length} account(s) whose balance is not the sum of its entries:`);
  for (const m of mismatches) {
    out(
      `  ${m.account}\tbalance ${m.balanceFen} fen (${yuan(m.balanceFen)})\tentries ${m.entriesFen} fen (${yuan(m.entriesFen)})\tdiff ${m.balanceFen - m.entriesFen}`,
    );
  }
  return 1;
}

export async function main(env: Record<string, string | undefined>, out = console.log): Promise<number> {
  const config = loadConfigOrSay(env, out);
  if (!config) return 2;
  if (!config.DATABASE_URL && !config.PGLITE_DIR.startsWith('memory://') && !existsSync(config.PGLITE_DIR)) {
    out(`No database at ${config.PGLITE_DIR}: set DATABASE_URL, or DATA_DIR / PGLITE_DIR to the api's data.`);
    return 2;
  }
  const database = await openDatabase(config);
  try {
    out(
      `Checking the ledger in ${config.DATABASE_URL ? `PostgreSQL (schema ${database.schema})` : config.PGLITE_DIR}…`,
    );
    return await checkLedger(database.db, out);
  } catch (err) {
    out(`Could not read the ledger: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.env);
}
