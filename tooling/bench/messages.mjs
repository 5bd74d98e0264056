// Issue 25 budgets, through the gateway (`node tooling/bench/messages.mjs` after a build; decision 022):
// A. send → received on the other side's open stream, p95, with 200 conversations active at once;
// B. 2 000 open streams on one gateway: errors and the gateway's memory (RSS) delta;
// C. the receiver's gateway killed mid-conversation: every message once, in order, after the reconnect;
// D. unread counts exact after 1 000 messages sent concurrently by both sides (messages-cluster.mjs).
// The built stack on PGlite (stack.mjs), or with --cluster / for (c) and (d) the cluster's shape on
// PostgreSQL (messages-cluster.mjs); users log in at the api (SMS dev driver), then everything goes through
// the gateway (or nginx) with the session cookie, as a browser does.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { arg, numberArg, percentile, startStack } from './stack.mjs';
import { call, designerMobile, freshMobile, login, openStream, RUN } from './messages-kit.mjs';
import { partC, partD, startCluster } from './messages-cluster.mjs';

const CONVERSATIONS = numberArg('conversations', 200);
const SECONDS = numberArg('seconds', 20);
/** Each conversation's employer sends one message every this many ms (200 / 2 s = 100 messages a second). */
const EVERY_MS = numberArg('every', 2000);
const STREAMS = numberArg('streams', 2000);
const only = arg('only', 'ab');

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/**
 * `stack`: `api` (logins), `send` (the senders' gateway or nginx), `receive` (the receivers' streams'),
 * `gatewayPid` (the process whose memory (b) measures).
 */
async function partA(stack) {
  console.log(`A. ${CONVERSATIONS} conversations, one message each every ${EVERY_MS} ms for ${SECONDS} s`);
  const designers = Array.from({ length: 48 }, (_, i) => i + 1);
  const designerTokens = new Map();
  for (const d of designers) designerTokens.set(d, await login(stack.api, designerMobile(d)));
  const pairs = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const token = await login(stack.api, freshMobile(i));
    const designerId = designers[i % designers.length];
    const opened = await call(stack.send, token, 'POST', '/api/conversations/open', { designerId });
    if (!opened.success) throw new Error(`open: ${opened.resultMessage}`);
    pairs.push({ token, conversationId: opened.data.conversationId });
  }
  const sentAt = new Map();
  const latencies = [];
  let received = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streams = [];
  for (const [, token] of designerTokens)
    streams.push(
      await openStream(
        stack.receive,
        token,
        (type, data) => {
          if (type !== 'message') return;
          const t0 = sentAt.get(data.message.clientId);
          if (t0 === undefined) return;
          sentAt.delete(data.message.clientId);
          latencies.push(performance.now() - t0);
          received++;
        },
        agent,
      ),
    );
  let sent = 0;
  let failed = 0;
  const stopAt = Date.now() + SECONDS * 1000;
  await Promise.all(
    pairs.map(async (p, i) => {
      await new Promise((r) => setTimeout(r, (i * EVERY_MS) / pairs.length));
      for (let n = 0; Date.now() < stopAt; n++) {
        const clientId = `bench-${p.conversationId}-${n}-${Date.now()}`;
        const next = Date.now() + EVERY_MS;
        sentAt.set(clientId, performance.now());
        const res = await call(stack.send, p.token, 'POST', '/api/conversations/send', {
          conversationId: p.conversationId,
          clientId,
          text: `第${n}条：需求我们再对一下`,
        }).catch(() => ({ success: false }));
        if (res.success) sent++;
        else failed++;
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 2000));
  streams.forEach((s) => s.close());
  agent.destroy();
  const p = (q) => percentile(latencies, q).toFixed(1);
  console.log(
    `   sent ${sent} (failed ${failed}), received ${received} (missing ${sent - received}); ` +
      `send→receive p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms (budget p95 ≤ 100 ms)`,
  );
}

async function partB(stack) {
  console.log(`B. ${STREAMS} open streams on one gateway`);
  const tokens = [];
  for (let i = 0; i < 50; i++) tokens.push(await login(stack.api, freshMobile(500 + i)));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const before = rssKb(stack.gatewayPid);
  let errors = 0;
  const streams = [];
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
        openStream(stack.receive, tokens[(i + k) % tokens.length], () => undefined, agent),
      ),
    );
    for (const r of batch) {
      if (r.status === 'fulfilled') streams.push(r.value);
      else errors++;
    }
  }
  await new Promise((r) => setTimeout(r, 5000));
  const during = rssKb(stack.gatewayPid);
  console.log(
    `   open ${streams.length}, errors ${errors}; gateway RSS ${(before / 1024).toFixed(0)} MB → ` +
      `${(during / 1024).toFixed(0)} MB (+${((during - before) / 1024).toFixed(0)} MB; budget 0 errors, ≤ +150 MB)`,
  );
  streams.forEach((s) => s.close());
  agent.destroy();
}

// `--database-url postgres://…` runs (a) and (b) on PostgreSQL (a schema of their own) instead of PGlite;
// (c) and (d) always run on the cluster's shape (messages-cluster.mjs: PostgreSQL — that URL, else the
// machine's server — two api processes, two gateways, nginx), and so do (a) and (b) with `--cluster`: (a)'s
// senders through front B (gateway B → api 2), the designers' streams through front A (gateway A → api 1);
// (b)'s streams through front A, gateway A's memory.
const databaseUrl = arg('database-url', '');
const onCluster = process.argv.includes('--cluster');
if (/[ab]/.test(only) && !onCluster) {
  const apiEnv = databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `bench_messages_${RUN}` } : {};
  const stack = await startStack({ bffEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, apiEnv });
  const parts = { api: stack.api, send: stack.bff, receive: stack.bff, gatewayPid: stack.pids.bff };
  try {
    if (only.includes('a')) await partA(parts);
    if (only.includes('b')) await partB(parts);
  } finally {
    await stack.stop();
  }
}
if (/[cd]/.test(only) || (/[ab]/.test(only) && onCluster)) {
  const cluster = await startCluster(databaseUrl || 'postgres://postgres@127.0.0.1:5432/test');
  try {
    if (onCluster) {
      const parts = { api: cluster.api, send: cluster.b.url, receive: cluster.a.url };
      if (only.includes('a')) await partA(parts);
      if (only.includes('b')) await partB({ ...parts, gatewayPid: cluster.gateways.a.pid });
    }
    if (only.includes('c')) await partC(cluster, numberArg('runs', 3));
    if (only.includes('d')) await partD(cluster, numberArg('runs', 3));
  } finally {
    await cluster.stop();
  }
}
