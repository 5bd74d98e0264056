// The stack cluster.test.mjs runs: an S3-compatible store (s3rver) started here, a Redis client, and the
// cluster (tooling/scripts/cluster.mjs) on PostgreSQL in its own schema; and its teardown, which drops
// the schema and the temporary directory. Plain Node.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { startCluster } from '../scripts/cluster.mjs';

/**
 * Starts the stack into `stack` (`s3server`, `s3`, `redis`, `cluster`), field by field, so that
 * `stopStack` stops what started even when a later part failed. `o`: dir, logDir, schema, port,
 * databaseUrl, redisUrl, bucket, authLimit, upstreamTimeoutMs, supervisorLog and gaveUp (arrays it fills).
 */
export async function startStack(stack, o) {
  mkdirSync(o.logDir, { recursive: true });
  stack.s3server = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(o.dir, 's3'), silent: true });
  const { port: s3port } = await stack.s3server.run();
  const s3settings = {
    endpoint: `http://127.0.0.1:${s3port}`,
    bucket: o.bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  stack.s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  stack.redis = new Redis(o.redisUrl);
  stack.cluster = await startCluster({
    port: o.port,
    dataDir: path.join(o.dir, 'data'),
    databaseUrl: o.databaseUrl,
    databaseSchema: o.schema,
    redisUrl: o.redisUrl,
    s3: s3settings,
    logDir: o.logDir,
    tls: true,
    nginxWorkers: 1,
    log: (line) => o.supervisorLog.push(`${new Date().toISOString()} ${line}`),
    onGiveUp: (name, reason) => o.gaveUp.push(reason),
    apiEnv: { LOG_LEVEL: 'info' },
    gatewayEnv: {
      AUTH_RATE_LIMIT_PER_MINUTE: String(o.authLimit),
      UPSTREAM_TIMEOUT_MS: String(o.upstreamTimeoutMs),
      LOG_REQUESTS: 'true',
    },
  });
}

/** Stops what `startStack` started, drops the schema, prints the supervisor's log, removes `o.dir`. */
export async function stopStack(stack, o) {
  await stack.cluster?.stop();
  await stack.s3server?.close();
  stack.s3?.destroy();
  stack.redis?.disconnect();
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${o.schema}" cascade`);
  await client.end();
  if (o.supervisorLog.length) console.log(`supervisor:\n  ${o.supervisorLog.join('\n  ')}`);
  if (!process.env.KEEP_CLUSTER_LOGS) rmSync(o.dir, { recursive: true, force: true });
  else console.log(`cluster logs kept in ${o.logDir}`);
}
