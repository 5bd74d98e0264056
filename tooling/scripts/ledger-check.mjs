// `npm run ledger:check`: does every account's balance equal the sum of its ledger entries? Lists the
// accounts that differ and exits 1 if any does (2 if it cannot look). Same data as `npm start`: the
// PostgreSQL server at DATABASE_URL when set, else the embedded database in .data/ (stop `npm start`
// first: PGlite serves one process at a time). Operators run it after every restore.
import path from 'node:path';
import { checkNode, pnpm, root, run } from './lib.mjs';

checkNode();
pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
pnpm(['exec', 'turbo', 'run', 'build', '--filter=@bazaar/api', '--output-logs=errors-only']);
const code = run('node', ['dist/ledger-check.js'], {
  cwd: path.join(root, 'apps/api'),
  env: { DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'), LOG_LEVEL: 'silent' },
  allowFail: true,
});
process.exit(code);
