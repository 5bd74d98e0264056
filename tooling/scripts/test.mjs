// `npm test`: install everything (Debian Chromium included, when missing) and run every test of every
// package: lint and format check, typecheck, unit and integration tests, then the end-to-end suite.
import { existsSync } from 'node:fs';
import { findNginx } from './cluster.mjs';
import { checkNode, pnpm, run } from './lib.mjs';

checkNode();

// Debian's Chromium by default; CHROMIUM_PATH points the e2e suite and the cluster suite's browser journey
// at another Chromium-based browser (the GitHub workflow uses the runner's preinstalled Chrome).
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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
function phase(name, args) {
  const started = Date.now();
  pnpm(args);
  phases.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
}

const started = Date.now();
phase('install', ['install', '--frozen-lockfile', '--prefer-offline']);
phase('lint', ['run', 'lint']);
phase('build, typecheck, unit and api tests', [
  'exec',
  'turbo',
  'run',
  'build',
  'typecheck',
  'test',
  '--concurrency=2',
  '--output-logs=new-only',
]);
// The cluster suite kills and freezes processes and counts failures under load: it runs on its own, not
// beside the api suite (turbo runs two test tasks at once, and on two cores the timings it judges drift).
phase('cluster', ['--filter', '@bazaar/cluster', 'run', 'test:cluster']);
phase('e2e', ['--filter', '@bazaar/e2e', 'run', 'e2e']);
console.log(`\n⏱ ${phases.join(' · ')} · total ${Math.round((Date.now() - started) / 1000)} s`);
console.log('\n✅ All tests passed.');
