// What cluster.test.mjs drives the cluster with: load loops, a crash timed until the process is ready
// again, the api's counters and the request ids in its logs, and a POST over https to the test's
// self-signed certificate. Plain Node and vitest's expect.
import https from 'node:https';
import { expect } from 'vitest';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const xhr = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** Reads a browser makes while browsing: works, tasks, a page, designers. */
export const BROWSE = [
  '/api/common/getAllWorksPage?pageNum=1&pageSize=8',
  '/api/common/getTaskPage?current=1&pageSize=8',
  '/works',
  '/api/common/getAllTalentsPage?current=1&pageSize=8',
];

/** What a phone reads on the phone site (issue 26): its pages (the phone app's HTML) and its API calls. */
export const PHONE_BROWSE = ['/works', '/api/common/getAllWorksPage?pageNum=1&pageSize=8', '/task', '/'];

/** Sum of a counter over both api processes (or gateways), for lines matching every label given. */
export async function counter(urls, name, ...labels) {
  let sum = 0;
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith(`${name}{`) && labels.every((l) => line.includes(l))) sum += Number(line.split(' ').pop());
    }
  }
  return sum;
}

/** How many times each request id's `path` reached an api process, from its pino log lines. */
export function requestsSeen(logText, path) {
  const seen = new Map();
  for (const line of logText.split('\n')) {
    if (!line.includes('"incoming request"') || !line.includes(path)) continue;
    const id = JSON.parse(line).reqId;
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return seen;
}

/** `connections` loops of `request(i)` until `stop()`; what failed and how many ran. */
export function load(connections, request) {
  const failures = [];
  let done = 0;
  let running = true;
  const loops = Array.from({ length: connections }, async (_, n) => {
    for (let i = n; running; i += connections) {
      const res = await request(i).catch((e) => ({ status: `${e.cause?.code ?? e.message}` }));
      if (res.status !== 200) failures.push(`${res.status} ${res.url ?? ''}`);
      else await res.arrayBuffer();
      done++;
    }
  });
  return {
    failures,
    count: () => done,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Plays a crash of the cluster's process `name` (SIGKILL, not asked through the handle) and answers the ms
 * until its /readyz is 200 again.
 */
export async function crashAndTimeBack(cluster, name) {
  const proc = cluster.procs.get(name);
  const { pid } = proc.child;
  const restarts = proc.restarts;
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  for (;;) {
    if (Date.now() - killedAt > 30_000) throw new Error(`${name} did not come back within 30 s`);
    if (proc.child.pid !== pid && proc.alive()) {
      const res = await fetch(proc.readyUrl).catch(() => null);
      if (res?.ok) break;
    }
    await sleep(50);
  }
  // The supervisor started it, not this test.
  expect(proc.restarts).toBe(restarts + 1);
  return Date.now() - killedAt;
}

/** A JSON POST over https trusting `ca` (the test's self-signed certificate); answers status, headers, json. */
export const httpsPost = (url, ca, body, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = https.request(url, { method: 'POST', ca, headers: { ...xhr, ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
