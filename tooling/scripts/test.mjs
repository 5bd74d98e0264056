// `npm test`: install everything (Debian Chromium included, when missing) and run every test of every
// package: lint and format check, typecheck, unit and integration tests, then the end-to-end suite.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { findNginx } from './cluster.mjs';
import { checkNode, pnpm, pnpmSpec, prefixLines, run, start } from './lib.mjs';

checkNode();

// Debian's Chromium by default; CHROMIUM_PATH points the e2e suite and the cluster suite's browser journey
// at another Chromium-based browser (the GitHub workflow uses the runner's preinstalled Chrome).
const CHROMIUM = CHROMIUM_PATH;
if (!existsSync(CHROMIUM)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${CHROMIUM} does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(`The end-to-end suite needs Debian's Chromium at ${CHROMIUM}: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  // Debian's package, never a browser download (the machine reaches only the npm and Debian registries).
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// The cluster suite (tooling/cluster, issue 10) runs nginx in front of the apps and makes a test
// certificate with openssl: Debian's packages, installed when missing (nothing else is needed).
const missingPackages = [
  [findNginx(), 'nginx'],
  [existsSync('/usr/bin/openssl'), 'openssl'],
]
  .filter(([found]) => !found)
  .map(([, pkg]) => pkg);
if (missingPackages.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The cluster suite needs ${missingPackages.join(' and ')}: sudo apt-get install -y ${missingPackages.join(' ')}`,
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missingPackages], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// Each phase's wall time, printed at the end: what CI time is spent on (docs/benchmarks.md, CI time).
const phases = [];
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
function phase(name, args) {
  const started = Date.now();
  pnpm(args);
  phases.push(`${name} ${seconds(started)}`);
}

/** Runs pnpm in the background, each line of its output prefixed with `label`; resolves to its exit code. */
function pnpmLane(label, args) {
  const child = start('npx', ['-y', pnpmSpec, ...args], { stdio: 'pipe' });
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
}

/** Lanes run at once; the phase fails (after all have ended) if any lane did. */
async function lanes(name, ...steps) {
  const started = Date.now();
  const codes = await Promise.all(
    steps.map(async ([label, ...commands]) => {
      for (const args of commands) {
        const code = await pnpmLane(label, args);
        if (code !== 0) return `${label} pnpm ${args.join(' ')} (exit ${code})`;
      }
      return 0;
    }),
  );
  const failed = codes.filter((code) => code !== 0);
  for (const failure of failed) console.error(`✖ ${failure} failed`);
  if (failed.length) process.exit(1);
  phases.push(`${name} ${seconds(started)}`);
}

const started = Date.now();
phase('install', ['install', '--frozen-lockfile', '--prefer-offline']);
phase('build', ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);
// The api suite is the longest test task (every file on PGlite and on PostgreSQL) and waits on the databases much
// of its time: it starts at once, and the lint, the typecheck and the other packages' tests run beside it one at a
// time, instead of before it (lint) or wherever turbo's scheduler put it among twenty tasks.
await lanes(
  'checks and tests',
  ['[api]', ['--filter', '@bazaar/api', 'run', 'test']],
  [
    '[checks]',
    ['run', 'lint'],
    ['exec', 'turbo', 'run', 'typecheck', '--concurrency=1', '--output-logs=errors-only'],
    ['exec', 'turbo', 'run', 'test', '--filter=!@bazaar/api', '--concurrency=1', '--output-logs=new-only'],
  ],
);
// The cluster suite kills and freezes processes and counts failures under load: it runs on its own, not
// beside another suite (on two cores the timings it judges drift).
phase('cluster', ['--filter', '@bazaar/cluster', 'run', 'test:cluster']);
// The e2e shards and, beside them, issue 33's journeys: the real payment drivers against the local WeChat Pay and
// Alipay, on PostgreSQL when it answers (their own stack on GOLIVE_PORT; before, a phase of 17 s after the shards).
await lanes(
  'e2e and go-live e2e',
  ['[e2e]', ['--filter', '@bazaar/e2e', 'run', 'e2e']],
  ['[go-live]', ['--filter', '@bazaar/e2e', 'run', 'e2e:golive']],
);
console.log(`\n⏱ ${phases.join(' · ')} · total ${seconds(started)}`);
console.log('\n✅ All tests passed.');
