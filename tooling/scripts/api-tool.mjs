// The api's operator commands, with the same data as `npm start`: the PostgreSQL server at DATABASE_URL
// when set, else the embedded database in .data/ (stop `npm start` first: PGlite serves one process).
//   npm run ledger:check        every account whose balance is not the sum of its entries (exit 1 if any)
//   npm run backup -- DIR       the database and the object store to DIR (online on PostgreSQL)
//   npm run restore -- DIR      DIR into an empty database and store
//   npm run admin:grant -- MOBILE [--revoke]   the account of MOBILE becomes an operator (created if missing)
//   npm run pay:reconcile -- [YYYY-MM-DD]   each payment company's bill of that China day (default yesterday)
//                               against our paid orders, every difference printed (exit 1 if any)
// Builds the api first (cached by turbo), then runs apps/api/dist/<tool>.js.
import path from 'node:path';
import { checkNode, pnpm, root, run } from './lib.mjs';

const TOOLS = {
  'ledger-check': [],
  backup: ['backup'],
  restore: ['restore'],
  'admin-grant': [],
  'pay-reconcile': [],
};
const ENTRIES = {
  'ledger-check': 'dist/ledger-check.js',
  'admin-grant': 'dist/admin-grant.js',
  'pay-reconcile': 'dist/pay-reconcile.js',
};
const [tool, ...rest] = process.argv.slice(2);
if (!(tool in TOOLS)) {
  console.error(`usage: node tooling/scripts/api-tool.mjs (${Object.keys(TOOLS).join('|')}) [DIR | YYYY-MM-DD]`);
  process.exit(2);
}
if ((tool === 'backup' || tool === 'restore') && rest.length !== 1) {
  console.error(`usage: npm run ${tool} -- DIR`);
  process.exit(2);
}
checkNode();
pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
pnpm(['exec', 'turbo', 'run', 'build', '--filter=@bazaar/api', '--output-logs=errors-only']);
// A relative DIR means the directory npm was run from, not apps/api.
const from = process.env.INIT_CWD ?? process.cwd();
// A relative DIR means the directory npm was run from; the other tools take a mobile or a date.
const args = tool === 'backup' || tool === 'restore' ? rest.map((a) => path.resolve(from, a)) : rest;
const entry = ENTRIES[tool] ?? 'dist/backup-cli.js';
const code = run('node', [entry, ...TOOLS[tool], ...args], {
  cwd: path.join(root, 'apps/api'),
  env: { DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'), LOG_LEVEL: 'silent' },
  allowFail: true,
});
process.exit(code);
