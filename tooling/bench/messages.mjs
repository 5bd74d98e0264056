// Issue 25 budgets, through the gateway (`node tooling/bench/messages.mjs` after a build; decision 022):
// A. send → received on the other side's open stream, p95, with 200 conversations active at once;
// B. 2 000 open streams on one gateway: errors and the gateway's memory (RSS) delta.
// The built stack on PGlite (stack.mjs); users log in at the api (SMS dev driver), then everything goes
// through the gateway with the session cookie, as a browser does.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { arg, CLIENT_AUTH, numberArg, percentile, startStack } from './stack.mjs';

const CONVERSATIONS = numberArg('conversations', 200);
const SECONDS = numberArg('seconds', 20);
/** Each conversation's employer sends one message every this many ms (200 / 2 s = 100 messages a second). */
const EVERY_MS = numberArg('every', 2000);
const STREAMS = numberArg('streams', 2000);
const only = arg('only', 'ab');

// The api's own per-IP SMS cap and the gateway's auth limit would refuse 400 logins from one address.
process.env.SMS_PER_IP_PER_HOUR = '10000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '10000';

const json = { 'content-type': 'application/json' };
const designerMobile = (n) => `1380000${String(n).padStart(4, '0')}`;
const RUN = String(Date.now() % 1e5).padStart(5, '0');
/** A new employer's mobile, unique in this run (157 + run + index). */
const freshMobile = (i) => `157${RUN}${String(i).padStart(3, '0')}`;

async function login(api, mobile) {
  const sms = await fetch(`${api}/api/auth/code/sms`, {
    method: 'POST',
    headers: {
      ...json,
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ mobile }),
  }).then((r) => r.json());
  const res = await fetch(`${api}/api/auth/authentication/mobile`, {
    method: 'POST',
    headers: { ...json, authorization: CLIENT_AUTH },
    body: JSON.stringify({ mobile, smsCode: sms.data }),
  }).then((r) => r.json());
  if (!res.success) throw new Error(`login ${mobile}: ${res.resultMessage}`);
  return res.data.token;
}

/** A gateway call as a browser makes it: the session cookie, and the header the CSRF check wants. */
async function call(bff, token, method, path, body) {
  const res = await fetch(bff + path, {
    method,
    headers: { ...json, cookie: `bazaar_session=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

/** An open SSE stream through the gateway; `onEvent(type, data)` per event. Answers { close, ready }. */
function openStream(bff, token, onEvent, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${bff}/api/events`,
      { headers: { cookie: `bazaar_session=${token}`, accept: 'text/event-stream' }, agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) onEvent(type, JSON.parse(data));
          }
        });
        res.on('error', () => undefined);
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function partA(stack) {
  console.log(`A. ${CONVERSATIONS} conversations, one message each every ${EVERY_MS} ms for ${SECONDS} s`);
  const designers = Array.from({ length: 48 }, (_, i) => i + 1);
  const designerTokens = new Map();
  for (const d of designers) designerTokens.set(d, await login(stack.api, designerMobile(d)));
  const pairs = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const token = await login(stack.api, freshMobile(i));
    const designerId = designers[i % designers.length];
    const opened = await call(stack.bff, token, 'POST', '/api/conversations/open', { designerId });
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
        stack.bff,
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
        const res = await call(stack.bff, p.token, 'POST', '/api/conversations/send', {
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
  const before = rssKb(stack.pids.bff);
  let errors = 0;
  const streams = [];
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
        openStream(stack.bff, tokens[(i + k) % tokens.length], () => undefined, agent),
      ),
    );
    for (const r of batch) {
      if (r.status === 'fulfilled') streams.push(r.value);
      else errors++;
    }
  }
  await new Promise((r) => setTimeout(r, 5000));
  const during = rssKb(stack.pids.bff);
  console.log(
    `   open ${streams.length}, errors ${errors}; gateway RSS ${(before / 1024).toFixed(0)} MB → ` +
      `${(during / 1024).toFixed(0)} MB (+${((during - before) / 1024).toFixed(0)} MB; budget 0 errors, ≤ +150 MB)`,
  );
  streams.forEach((s) => s.close());
  agent.destroy();
}

// `--database-url postgres://…` runs the api on PostgreSQL (a schema of its own) instead of PGlite.
const databaseUrl = arg('database-url', '');
const apiEnv = databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `bench_messages_${RUN}` } : {};
const stack = await startStack({ bffEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, apiEnv });
try {
  if (only.includes('a')) await partA(stack);
  if (only.includes('b')) await partB(stack);
} finally {
  await stack.stop();
}
