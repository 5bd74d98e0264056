// `npm run cluster:reload`: asks the running `npm run start:cluster` (its pid file under CLUSTER_DATA_DIR,
// default .data/cluster) to replace every api, then every gateway process, one at a time with the build on
// disk now, each drained before the next (decision 021, docs/operations.md "Reload"). Build first
// (`npm run build`); this waits until the reload is done and says how it went.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { clusterFiles } from './cluster.mjs';

const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR || path.join(root, '.data/cluster'));
const files = clusterFiles(dataDir);

function running() {
  if (!existsSync(files.pid)) return null;
  const pid = Number(readFileSync(files.pid, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const readStatus = () => {
  try {
    return JSON.parse(readFileSync(files.reload, 'utf8'));
  } catch {
    return null;
  }
};

const pid = running();
if (!pid) {
  console.error(
    `No cluster is running: no live start:cluster process in ${files.pid}. Start one with \`npm run start:cluster\` (CLUSTER_DATA_DIR=${dataDir}).`,
  );
  process.exit(1);
}
const before = readStatus()?.id;
process.kill(pid, 'SIGHUP');
console.log(`Reloading the cluster (process ${pid}): every api, then every gateway, one at a time…`);
const deadline = Date.now() + 10 * 60_000;
for (;;) {
  const status = readStatus();
  if (status && status.id !== before && status.state !== 'running') {
    if (status.state === 'done') {
      console.log(`Reloaded: ${status.took.map((t) => `${t.name} ${t.ms} ms`).join(', ')}.`);
      process.exit(0);
    }
    console.error(`The reload failed: ${status.error}`);
    process.exit(1);
  }
  if (!running()) {
    console.error('The cluster stopped during the reload (see its terminal).');
    process.exit(1);
  }
  if (Date.now() > deadline) {
    console.error('The reload has not finished within 10 minutes (see the cluster’s terminal).');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}
