// Issue 25 budgets on the cluster's shape (messages.mjs; (a) and (b) there with --cluster): PostgreSQL, two api
// processes, gateway A → api 1 and gateway B → api 2, nginx in front of each (startCluster):
// C. the gateway a receiver's event stream goes through is SIGKILLed mid-conversation while the sender keeps
//    sending through the other one; the receiver reconnects through the other with Last-Event-ID, as a
//    browser's EventSource does (fetch + a small SSE parser here): every message once, in the order sent;
// D. 1 000 messages sent concurrently (50 in flight) by both sides of three conversations, through both
//    gateways, with a read on each side half-way and one side alone in each conversation's last 20 %: each
//    side's unread counts, per conversation and in total
//    (the conversations list and /api/notifications/unread), against what the other side sent and it has
//    not read.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { median, startApi, startGateway, startNginx } from './stack.mjs';
import { call, designerMobile, freshMobile, login, RUN } from './messages-kit.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const GATEWAY_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '10000' };

/**
 * The cluster's shape on a fresh schema of `databaseUrl` (dropped by `stop()`): two api processes on it (the
 * first migrates and seeds, the second starts on the finished schema with SEED=off, as
 * tooling/scripts/cluster.mjs starts them), gateway A → api 1 and gateway B → api 2, and nginx in front of
 * each gateway (the operators' config, one upstream each), so a client chooses the path: `a.url` / `b.url`
 * are the two nginx fronts. A message sent through B is stored by api 2; a stream through A is held by
 * api 1, woken by PostgreSQL's NOTIFY (decision 022).
 */
export async function startCluster(databaseUrl) {
  const schema = `bench_messages_cd_${RUN}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    SMS_CODE_PEPPER: randomBytes(24).toString('hex'),
    UPLOAD_SIGNING_KEY: randomBytes(24).toString('hex'),
  };
  const api1 = await startApi(shared, 120_000);
  const api2 = await startApi({ ...shared, SEED: 'off' }, 120_000);
  const gateways = { a: await startGateway(api1.url, GATEWAY_ENV), b: await startGateway(api2.url, GATEWAY_ENV) };
  const fronts = { a: await startNginx([gateways.a.port]), b: await startNginx([gateways.b.port]) };
  const cluster = {
    api: api1.url,
    apis: [api1, api2],
    gateways,
    a: { url: fronts.a.url, kill: () => gateways.a.kill() },
    b: { url: fronts.b.url },
    /** A new gateway A on the same port (after a run killed the old one). */
    async replaceA() {
      await gateways.a.stop();
      gateways.a = await startGateway(api1.url, GATEWAY_ENV, gateways.a.port);
    },
    async stop() {
      for (const p of [fronts.a, fronts.b, gateways.a, gateways.b, api2, api1]) await p.stop();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
  return cluster;
}

/**
 * Reads `GET /api/events` on `base` with fetch, as EventSource does: `state.lastEventId` (sent as
 * Last-Event-ID when set) follows the `id:` fields, `state.retry` the `retry:` field; `onEvent(type, data, id)`
 * per dispatched event, `onOpen()` at the first bytes. Resolves 'ended' or 'failed' when the stream stops.
 */
export async function readEvents(base, token, state, { onOpen, onEvent, signal }) {
  const headers = { cookie: `bazaar_session=${token}`, accept: 'text/event-stream' };
  if (state.lastEventId !== undefined) headers['last-event-id'] = state.lastEventId;
  const res = await fetch(`${base}/api/events`, { headers, signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let type = '';
  let data = [];
  let opened = false;
  try {
    for await (const chunk of res.body) {
      if (!opened) {
        opened = true;
        onOpen?.();
      }
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop();
      for (const line of lines) {
        if (line === '') {
          if (data.length) onEvent(type || 'message', data.join('\n'), state.lastEventId);
          type = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') state.lastEventId = value;
        else if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) state.retry = Number(value);
      }
    }
    return 'ended';
  } catch {
    return signal?.aborted ? 'closed' : 'failed';
  }
}

/** How the received ids compare with the sent ones: duplicates, missing, out of order. */
function compare(sent, received) {
  const position = new Map(sent.map((id, i) => [id, i]));
  const seen = new Set();
  let duplicates = 0;
  let outOfOrder = 0;
  let last = -1;
  for (const id of received) {
    if (seen.has(id)) {
      duplicates++;
      continue;
    }
    seen.add(id);
    const at = position.get(id) ?? -1;
    if (at < last) outOfOrder++;
    last = Math.max(last, at);
  }
  const missing = sent.filter((id) => !seen.has(id)).length;
  return { duplicates, missing, outOfOrder, unexpected: [...seen].filter((id) => !position.has(id)).length };
}

async function runC(cluster, run, total, everyMs) {
  const employer = await login(cluster.api, freshMobile(600 + run));
  const designer = await login(cluster.api, designerMobile(20 + run));
  const opened = await call(cluster.b.url, employer, 'POST', '/api/conversations/open', {
    designerId: 20 + run,
  });
  if (!opened.success) throw new Error(`open: ${opened.resultMessage}`);
  const conversationId = opened.data.conversationId;
  const received = [];
  const state = { lastEventId: undefined, retry: 3000 };
  const onEvent = (type, data) => {
    if (type !== 'message') return;
    const { message } = JSON.parse(data);
    if (message.conversationId === conversationId) received.push(message.clientId);
  };
  const abort = new AbortController();
  let openA;
  const aOpen = new Promise((r) => (openA = r));
  const t = { kill: 0, drop: 0, reopened: 0 };
  let receivedBeforeDrop = 0;
  let sentAtReopen = 0;
  const sent = [];
  const receiving = (async () => {
    const first = await readEvents(cluster.a.url, designer, state, { onOpen: openA, onEvent, signal: abort.signal });
    t.drop = performance.now();
    receivedBeforeDrop = received.length;
    if (abort.signal.aborted) return `A ${first}`;
    await sleep(state.retry); // EventSource waits the server's `retry:` before reconnecting
    const second = await readEvents(cluster.b.url, designer, state, {
      onOpen: () => {
        t.reopened = performance.now();
        sentAtReopen = sent.length;
      },
      onEvent,
      signal: abort.signal,
    });
    return `A ${first}, B ${second}`;
  })();
  await aOpen;
  await sleep(200);
  let failed = 0;
  let killing;
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    if (n === Math.floor(total / 2)) {
      t.kill = performance.now();
      killing = cluster.a.kill();
    }
    const clientId = `kill-${RUN}-${run}-${String(n).padStart(4, '0')}`;
    const res = await call(cluster.b.url, employer, 'POST', '/api/conversations/send', {
      conversationId,
      clientId,
      text: `第${n}条：初稿我们下午再对一下`,
    }).catch(() => ({ success: false }));
    if (res.success) sent.push(clientId);
    else failed++;
    await sleep(Math.max(0, start + (n + 1) * everyMs - performance.now()));
  }
  await killing;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (t.reopened === 0 || compare(sent, received).missing > 0)) await sleep(100);
  await sleep(500); // a late duplicate would show up here
  abort.abort();
  const how = await receiving;
  const result = {
    sent: sent.length,
    failed,
    received: received.length,
    receivedBeforeDrop,
    replayed: sentAtReopen - receivedBeforeDrop,
    ...compare(sent, received),
    dropMs: t.drop - t.kill,
    reconnectMs: t.reopened ? t.reopened - t.kill : NaN,
    retryMs: state.retry,
    how,
  };
  await cluster.replaceA();
  return result;
}

export async function partC(cluster, runs, total = 200, everyMs = 20) {
  console.log(
    `C. gateway A SIGKILLed at message ${total / 2} of ${total} (one every ${everyMs} ms, sent through B); ` +
      `the receiver reconnects through B with Last-Event-ID — ${runs} runs`,
  );
  const results = [];
  for (let run = 0; run < runs; run++) {
    const r = await runC(cluster, run, total, everyMs);
    results.push(r);
    console.log(
      `   run ${run + 1}: sent ${r.sent} (failed ${r.failed}), received ${r.received} (${r.receivedBeforeDrop} ` +
        `before the drop, ${r.replayed} sent while it was away); duplicates ${r.duplicates}, missing ${r.missing}, out of order ${r.outOfOrder}, ` +
        `unexpected ${r.unexpected}; drop seen ${r.dropMs.toFixed(0)} ms after the kill, stream back through B ` +
        `${r.reconnectMs.toFixed(0)} ms after it (retry ${r.retryMs} ms) [${r.how}]`,
    );
  }
  const exact = results.every((r) => r.duplicates + r.missing + r.outOfOrder + r.unexpected === 0 && r.failed === 0);
  console.log(
    `   median reconnect ${median(results.map((r) => r.reconnectMs)).toFixed(0)} ms; every message exactly ` +
      `once and in order in every run: ${exact ? 'yes — met' : 'NO — not met'}`,
  );
}

/** Runs `jobs` (functions) with at most `limit` in flight; `afterEach(doneCount)` after each. */
async function pool(jobs, limit, afterEach) {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        await job();
        afterEach?.(++done);
      }
    }),
  );
}

async function sendWithRetry(base, token, body) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await call(base, token, 'POST', '/api/conversations/send', body).catch(() => ({ success: false }));
    if (res.success) return { ok: true, retries: attempt };
  }
  return { ok: false, retries: 3 };
}

async function allMessages(base, token, conversationId) {
  const rows = [];
  let before;
  for (;;) {
    const q = `limit=100${before ? `&before=${before}` : ''}`;
    const page = await call(base, token, 'GET', `/api/conversations/${conversationId}/messages?${q}`);
    if (!page.success) throw new Error(`messages: ${page.resultMessage}`);
    rows.push(...page.data.rows);
    if (!page.data.hasMore) return rows;
    before = page.data.rows.at(-1).messageId;
  }
}

const listOf = async (base, token) => {
  const res = await call(base, token, 'GET', '/api/conversations?pageSize=100');
  if (!res.success) throw new Error(`list: ${res.resultMessage}`);
  return res.data.rows;
};
const unreadOf = async (base, token) => (await call(base, token, 'GET', '/api/notifications/unread')).data.messages;
const listSum = (rows) => rows.reduce((s, r) => s + r.unread, 0);

async function runD(cluster, run, total, inFlight) {
  const { a, b } = cluster;
  const employer = { name: '雇主', token: await login(cluster.api, freshMobile(700 + run)) };
  const convs = [];
  for (let k = 0; k < 3; k++) {
    const designerId = 30 + run * 3 + k;
    const designer = { name: `设计师${designerId}`, token: await login(cluster.api, designerMobile(designerId)) };
    const opened = await call(a.url, employer.token, 'POST', '/api/conversations/open', { designerId });
    if (!opened.success) throw new Error(`open: ${opened.resultMessage}`);
    convs.push({ id: opened.data.conversationId, sides: [employer, designer], sent: [0, 0] });
  }
  const users = [employer, ...convs.map((c) => c.sides[1])];
  for (const u of users) {
    u.baseUnread = await unreadOf(b.url, u.token);
    u.baseList = listSum(await listOf(b.url, u.token));
  }
  const jobs = Array.from({ length: total }, (_, j) => async () => {
    const conv = convs[j % 3];
    // Both sides alternate for the first 80 %; the last 20 % of each conversation come from one side (the
    // employer in the first, the designer in the others), so unread counts grow under concurrent sends
    // (a send marks everything before it read for its sender).
    const side = j < total * 0.8 ? Math.floor(j / 3) % 2 : [0, 1, 1][j % 3];
    const result = await sendWithRetry(j % 2 ? a.url : b.url, conv.sides[side].token, {
      conversationId: conv.id,
      clientId: `unread-${RUN}-${run}-${j}`,
      text: `第${j}条：${side ? '设计师' : '雇主'}的消息`,
    });
    if (result.ok) conv.sent[side]++;
    else failed++;
    retries += result.retries;
  });
  let failed = 0;
  let retries = 0;
  const reads = [];
  const start = performance.now();
  await pool(jobs, inFlight, (done) => {
    // Half-way, with sends still in flight: the employer reads conversation 1, the designer conversation 2.
    if (done !== total / 2) return;
    reads.push(call(a.url, employer.token, 'POST', '/api/conversations/read', { conversationId: convs[0].id }));
    reads.push(
      call(b.url, convs[1].sides[1].token, 'POST', '/api/conversations/read', { conversationId: convs[1].id }),
    );
  });
  const seconds = (performance.now() - start) / 1000;
  for (const r of await Promise.all(reads)) if (!r.success) throw new Error(`read: ${r.resultMessage}`);
  const wrong = [];
  const expectedTotal = new Map(users.map((u) => [u, 0]));
  for (const conv of convs) {
    const stored = await allMessages(a.url, employer.token, conv.id);
    const rows = await Promise.all(
      conv.sides.map(async (u) => (await listOf(b.url, u.token)).find((r) => r.conversationId === conv.id)),
    );
    conv.sides.forEach((u, side) => {
      const other = 1 - side;
      const byOther = stored.filter((m) => m.senderId === rows[side].peer.userId);
      if (byOther.length !== conv.sent[other])
        wrong.push(`${conv.id}: ${byOther.length} stored from ${conv.sides[other].name}, ${conv.sent[other]} sent`);
      // What u has read of the other's messages: the other side's read receipt (0: never read).
      const readUpTo = rows[other].peerReadMessageId;
      const expected = byOther.filter((m) => m.messageId > readUpTo).length;
      expectedTotal.set(u, expectedTotal.get(u) + expected);
      if (rows[side].unread !== expected)
        wrong.push(`${u.name} in ${conv.id}: unread ${rows[side].unread}, expected ${expected}`);
    });
  }
  for (const u of users) {
    const want = expectedTotal.get(u);
    const unread = (await unreadOf(a.url, u.token)) - u.baseUnread;
    const list = listSum(await listOf(a.url, u.token)) - u.baseList;
    if (unread !== want) wrong.push(`${u.name} total (unread endpoint): +${unread}, expected +${want}`);
    if (list !== want) wrong.push(`${u.name} total (list): +${list}, expected +${want}`);
  }
  const sent = convs.reduce((s, c) => s + c.sent[0] + c.sent[1], 0);
  const totals = users.map((u) => `${u.name} +${expectedTotal.get(u)}`).join(', ');
  return { sent, failed, retries, seconds, checks: convs.length * 4 + users.length * 2, wrong, totals };
}

export async function partD(cluster, runs, total = 1000, inFlight = 50) {
  console.log(
    `D. ${total} messages, ${inFlight} in flight, by both sides of 3 conversations through gateways A and B, ` +
      `a read on each side half-way — ${runs} runs`,
  );
  const results = [];
  for (let run = 0; run < runs; run++) {
    const r = await runD(cluster, run, total, inFlight);
    results.push(r);
    console.log(
      `   run ${run + 1}: sent ${r.sent} (failed ${r.failed}, retried ${r.retries}) in ${r.seconds.toFixed(1)} s ` +
        `(${(r.sent / r.seconds).toFixed(0)}/s); unread ${r.totals}; ${r.checks - r.wrong.length}/${r.checks} ` +
        `counts exact` +
        (r.wrong.length ? `: ${r.wrong.join('; ')}` : ''),
    );
  }
  const exact = results.every((r) => r.wrong.length === 0 && r.failed === 0);
  console.log(`   unread counts exact in every run: ${exact ? 'yes — met' : 'NO — not met'}`);
}
