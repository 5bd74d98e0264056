// The go-live stack (issue 33): the real payment drivers against the local WeChat Pay and Alipay servers
// (tooling/fakes), on PostgreSQL when DATABASE_URL is set (its own schema, dropped first) or a fresh PGlite,
// with the demo seeded (development mode: dev SMS codes, like a staging box with BAZAAR_DEMO=1).
//
//   node tooling/e2e/golive/stack.mjs      (Playwright's webServer for playwright.golive.config.ts)
//
// Ports from GOLIVE_PORT (3500): the gateway on it, the api on +1, the phone site on +2, WeChat Pay +5, Alipay +6.
// Every process's output goes to $GOLIVE_LOG_DIR/*.log, so the journey can check no secret was ever logged.
// The fakes' key files and variables are written to $GOLIVE_LOG_DIR/stack.json for the tests.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../scripts/lib.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PORT = Number(process.env.GOLIVE_PORT || 3500);
// One folder per port, emptied at each start: the tests find the logs and stack.json there (golive/stack-info.ts).
const logDir = process.env.GOLIVE_LOG_DIR || path.join(tmpdir(), `bazaar-golive-${PORT}`);
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const keyDir = path.join(logDir, 'keys');
const children = [];
const tsx = path.join(root, 'apps/api/node_modules/.bin/tsx');

function run(name, command, args, env = {}, cwd = root, pipeOut = false) {
  const out = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', pipeOut ? 'pipe' : out, out],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`golive stack: ${name} exited (${code ?? signal}); see ${path.join(logDir, `${name}.log`)}`);
      stop(1);
    }
  });
  return child;
}

/** Starts a fake's command line and answers the one JSON line it prints when it listens. */
function startFake(name, args) {
  const child = run(name, tsx, args, {}, root, true);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', () => reject(new Error(`${name} did not start`)));
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.once('SIGTERM', () => stop(0));
process.once('SIGINT', () => stop(0));

const [wechat, alipay] = await Promise.all([
  startFake('wechatpay', [
    'tooling/fakes/src/wechatpay-cli.ts',
    '--dir',
    path.join(keyDir, 'wechatpay'),
    '--port',
    String(PORT + 5),
  ]),
  startFake('alipay', ['tooling/fakes/src/alipay-cli.ts', path.join(keyDir, 'alipay'), String(PORT + 6)]),
]);

const schema = `e2e_golive_${PORT}`;
const databaseUrl = process.env.DATABASE_URL || '';
const apiEnv = {
  API_PORT: String(PORT + 1),
  API_HOST: '127.0.0.1',
  DATA_DIR: path.join(logDir, 'data'),
  LOG_LEVEL: 'info',
  DATABASE_URL: databaseUrl,
  ...(databaseUrl ? { DATABASE_SCHEMA: schema } : {}),
  API_CHECK_ANSWERS: '1',
  TEST_HOOKS: '1',
  PAYMENT_DRIVER: 'wechatpay,alipay',
  PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
  ...wechat.env,
  ALIPAY_GATEWAY: alipay.url,
  ALIPAY_APP_ID: alipay.appId,
  ALIPAY_APP_KEY_FILE: alipay.files.appPrivateKey,
  ALIPAY_PUBLIC_KEY_FILE: alipay.files.alipayPublicKey,
};
writeFileSync(
  path.join(logDir, 'stack.json'),
  JSON.stringify({ port: PORT, logDir, wechatpay: wechat, alipay, api: { env: apiEnv } }, null, 2),
);

if (databaseUrl) {
  // A fresh schema each run: the seed runs on an empty one.
  const pg = await import(path.join(root, 'apps/api/node_modules/pg/lib/index.js'));
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

run('api', process.execPath, ['dist/server.js'], apiEnv, path.join(root, 'apps/api'));
// The gateway starts only once the api answers /readyz (migrated and seeded): Playwright waits for the
// gateway's own /healthz, which answers at once, and a loaded CI machine took longer to seed than the first
// journey took to ask for an SMS code (the gateway then said 服务暂时不可用).
if (!(await waitFor(`http://127.0.0.1:${PORT + 1}/readyz`, 170_000, () => !stopping))) {
  console.error(`golive stack: the api did not answer /readyz within 170 s; see ${logDir}`);
  stop(1);
} else {
  run(
    'gateway',
    process.execPath,
    ['dist/server.js'],
    {
      PORT: String(PORT),
      MOBILE_PORT: String(PORT + 2),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${PORT + 1}`,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
    },
    path.join(root, 'apps/bff'),
  );
  console.log(`golive stack: gateway http://127.0.0.1:${PORT}, logs in ${logDir}`);
}
