/**
 * `npm run admin:grant -- MOBILE` (issue 33): makes the account of MOBILE a platform operator (the /admin
 * console). A production database starts with no account at all (it is never seeded without BAZAAR_DEMO=1), so
 * this is how its first operator comes to be: the account is created when the mobile has none, and its owner logs
 * in with an SMS code. `--revoke` takes the role back. Reads the same variables as the api (DATABASE_URL, or the
 * PGlite directory under DATA_DIR); on PGlite, stop the api first (one process at a time).
 */
import { checkMobile } from '@bazaar/domain/rules';
import { pathToFileURL } from 'node:url';
import { loadConfigOrSay } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { findOrCreateUserByMobile } from './modules/account/account.repository';

/** Grants (or revokes) the operator role; answers what it did. */
export async function grantOperator(db: Db, mobile: string, revoke: boolean, now: Date): Promise<string> {
  const user = await findOrCreateUserByMobile(db, mobile, now);
  await db.updateTable('users').set({ is_operator: !revoke }).where('user_id', '=', user.user_id).execute();
  return revoke
    ? `${mobile} (user ${user.user_id}) is no longer an operator.`
    : `${mobile} (user ${user.user_id}) is an operator: log in with an SMS code and open /admin.`;
}

export async function main(
  args: string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void = console.log,
): Promise<number> {
  const revoke = args.includes('--revoke');
  const mobiles = args.filter((a) => a !== '--revoke');
  const problem = mobiles.length === 1 ? checkMobile(mobiles[0]) : '';
  if (mobiles.length !== 1 || problem !== null) {
    out(`usage: npm run admin:grant -- MOBILE [--revoke]${problem ? ` (${problem})` : ''}`);
    return 2;
  }
  const config = loadConfigOrSay(env, out);
  if (!config) return 2;
  const database = await openDatabase(config);
  try {
    // A fresh database has no tables until the api first starts: make them, as the api would.
    await migrateToLatest(database);
    out(await grantOperator(database.db, mobiles[0]!, revoke, new Date()));
    return 0;
  } catch (err) {
    out(`Could not grant: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
