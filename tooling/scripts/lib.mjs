// Shared helpers for the two root commands (`npm start`, `npm test`). Plain Node, no dependencies:
// they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The pnpm version pinned in package.json's packageManager (docs/conventions.md §14: 10.x runs on Node 20). */
export const pnpmSpec = JSON.parse(readFileSync(new URL('package.json', `file://${root}`), 'utf8')).packageManager;

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`设计集市 needs Node.js 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
}

const quietEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  npm_config_update_notifier: 'false',
};

/** Runs pnpm (fetched once by npx from the npm registry; no global install, no corepack). */
export function pnpm(args, opts = {}) {
  return run('npx', ['-y', pnpmSpec, ...args], opts);
}

/**
 * Installs the workspace and builds what runs (api, gateway, web, the phone site). turbo caches build outputs, so a
 * second start skips unchanged builds. `npm start` and `npm run start:cluster` both begin here.
 */
export function installAndBuild() {
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@bazaar/api',
    '--filter=@bazaar/bff',
    '--filter=@bazaar/web',
    '--filter=@bazaar/mobile',
    '--output-logs=errors-only',
  ]);
}

export function run(cmd, args, { env = {}, cwd = root, allowFail = false } = {}) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...quietEnv, ...env } });
  if (result.status !== 0 && !allowFail) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

export function start(cmd, args, { env = {}, cwd = root, name, stdio = 'inherit' } = {}) {
  const child = spawn(cmd, args, { cwd, stdio, env: { ...quietEnv, ...env } });
  child.name = name;
  return child;
}

/** Polls a URL until it answers 2xx or the deadline passes. */
export async function waitFor(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Writes each line of `stream` to `out` prefixed with `label` (parallel runs stay readable in one log). */
export function prefixLines(stream, out, label) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
}
