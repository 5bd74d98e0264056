/**
 * `npm run pay:reconcile -- [YYYY-MM-DD]` (issue 33): each configured company's trade bill of that China day
 * (default: yesterday) against our paid orders, every difference printed; exits 1 if there is any, 0 when
 * none, 2 when it cannot look. Reads the same variables as the api (DATABASE_URL or the PGlite directory, and
 * the companies' keys), like ledger-check.ts; on PGlite stop the api first. The sandbox keeps no bill outside
 * its process and is skipped.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadConfigOrSay } from './config';
import { openDatabase } from './db/database';
import { chinaDayOf, ourDoneRefunds, printReconciliation, reconcilePayments } from './modules/billing/pay-reconcile';
import { createPaymentGateways } from './services/payment/index';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export async function main(
  env: Record<string, string | undefined>,
  args: string[],
  out: (line: string) => void = console.log,
  now: Date = new Date(),
): Promise<number> {
  const date = args[0] ?? chinaDayOf(new Date(now.getTime() - 86_400_000));
  if (args.length > 1 || !DATE.test(date)) {
    out('usage: npm run pay:reconcile -- [YYYY-MM-DD]   (a China calendar day; default yesterday)');
    return 2;
  }
  const config = loadConfigOrSay(env, out);
  if (!config) return 2;
  const real = config.PAYMENT_DRIVER.filter((name) => name !== 'sandbox');
  if (real.length === 0) {
    out('PAYMENT_DRIVER names only the sandbox, which keeps no bill: nothing to reconcile.');
    return 0;
  }
  if (!config.DATABASE_URL && !config.PGLITE_DIR.startsWith('memory://') && !existsSync(config.PGLITE_DIR)) {
    out(`No database at ${config.PGLITE_DIR}: set DATABASE_URL, or DATA_DIR / PGLITE_DIR to the api's data.`);
    return 2;
  }
  const gateways = await createPaymentGateways({ ...config, PAYMENT_DRIVER: real });
  const database = await openDatabase(config);
  try {
    return printReconciliation(
      await reconcilePayments({ db: database.db, gateways }, { date, ourRefunds: ourDoneRefunds }),
      out,
    );
  } catch (err) {
    out(`Could not reconcile: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.env, process.argv.slice(2));
}
