// `npm run start:cluster`: the production shape on one machine (issue 10, README "Production") —
// nginx on CLUSTER_PORT (default 8080; the phone site on CLUSTER_PORT + 8, issue 26) → 2 gateways → 2 api
// processes on the PostgreSQL at DATABASE_URL,
// the auth limit in the Redis at REDIS_URL, objects in the S3-compatible store at S3_ENDPOINT (unset → one
// storage directory the api processes share). Says what is missing; Ctrl-C (or SIGTERM) stops everything.
// Supervised (decision 021, docs/operations.md): a process that exits unexpectedly is restarted with backoff;
// a crash loop stops the cluster. SIGHUP, or `npm run cluster:reload` (which reads the pid file this writes
// under the data directory), replaces every api and gateway process one at a time with the current build.
// Every process runs with NODE_ENV=production; the api as a declared demonstration (BAZAAR_DEMO=1, issue 22),
// since this build has no production payment or WeChat/QQ provider. BAZAAR_DEMO=0 → the api refuses to start
// unless the environment names production drivers.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkNode, installAndBuild, root } from './lib.mjs';
import { clusterFiles, missingServices, startCluster } from './cluster.mjs';

checkNode();

const env = process.env;
const port = Number(env.CLUSTER_PORT || 8080);
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const s3 = env.S3_ENDPOINT
  ? {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET || 'bazaar',
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    }
  : null;

console.log(
  `设计集市 cluster: PostgreSQL ${new URL(databaseUrl).host}, Redis ${redisUrl}, storage ${s3 ? `${s3.endpoint} (bucket ${s3.bucket})` : 'shared local directory'}`,
);
const demo = env.BAZAAR_DEMO !== '0';
if (demo) {
  console.log(
    '⚠️  DEMONSTRATION (BAZAAR_DEMO=1): production mode (NODE_ENV=production) with the development drivers — SMS codes are answered on screen (SMS_DRIVER=dev), payments are confirmed by the sandbox with no money moving (PAYMENT_DRIVER=sandbox), and dev-<openid> logs in as any WeChat/QQ account (OAUTH_DRIVER=dev). Anyone can log in as anyone: never open it to real users.',
  );
}
const problems = await missingServices({ databaseUrl, redisUrl, s3Endpoint: s3?.endpoint });
if (problems.length) {
  console.error(`\nThe cluster cannot start:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

installAndBuild();

const dataDir = path.resolve(env.CLUSTER_DATA_DIR || path.join(root, '.data/cluster'));
const files = clusterFiles(dataDir);
let cluster = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster…');
  rmSync(files.pid, { force: true });
  const force = setTimeout(() => process.exit(code), 15_000);
  force.unref();
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** SIGHUP: a rolling reload; its progress goes to the status file `cluster:reload` waits on. */
let reloads = 0;
async function reload() {
  if (!cluster || stopping) return;
  const id = `${process.pid}-${++reloads}`;
  const status = (state, extra = {}) =>
    writeFileSync(files.reload, JSON.stringify({ id, state, at: new Date().toISOString(), ...extra }));
  console.log('\nReloading: every api, then every gateway, one at a time…');
  status('running');
  try {
    const took = await cluster.reload();
    console.log(`Reloaded: ${took.map((t) => `${t.name} ${t.ms} ms`).join(', ')}.`);
    status('done', { took });
  } catch (error) {
    console.error(`The reload failed: ${error.message}`);
    status('failed', { error: error.message });
  }
}
process.on('SIGHUP', () => void reload());

try {
  cluster = await startCluster({
    port,
    dataDir,
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA,
    redisUrl,
    s3,
    demo,
    onGiveUp(name, reason) {
      console.error(`\n❌ ${reason}. Stopping the cluster: see ${name}'s lines above for why it exits.`);
      void stop(1);
    },
  });
} catch (error) {
  console.error(`\nThe cluster did not start: ${error.message}`);
  await stop(1);
}
if (cluster && !stopping) {
  writeFileSync(files.pid, `${process.pid}\n`);
  rmSync(files.reload, { force: true });
  console.log(`\n✅ 设计集市 cluster: ${cluster.url} (nginx) → gateways ${cluster.gatewayUrls.join(', ')}`);
  console.log(
    `   The phone site: ${cluster.phoneUrl} (nginx) → the gateways' phone ports ${cluster.phoneGatewayUrls.join(', ')}; phones opening ${cluster.url} are sent there.`,
  );
  console.log(`   api ${cluster.apiUrls.join(', ')}; /metrics and /readyz on each. Ctrl-C stops everything.`);
  console.log(
    `   A process that exits is restarted; \`npm run cluster:reload\` (or kill -HUP ${process.pid}) replaces them one by one.`,
  );
  if (demo) console.log('   ⚠️  a demonstration (BAZAAR_DEMO=1): development SMS, payment and WeChat/QQ drivers.');
  console.log('');
}
