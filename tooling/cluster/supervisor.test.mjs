// The supervisor of `npm run start:cluster` (tooling/scripts/supervisor.mjs, decision 021) on real child
// processes that crash on purpose: restarts with a doubling backoff, a crash loop said plainly and given
// up on, nothing restarted once the cluster stops. Needs nothing but Node.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupervisor } from '../scripts/supervisor.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const RULES = {
  backoffMs: 20,
  backoffMaxMs: 80,
  resetAfterMs: 30_000,
  crashLoopExits: 5,
  crashLoopWindowMs: 60_000,
  readyTimeoutMs: 5_000,
};

let server;
let readyUrl;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('ok'));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  readyUrl = `http://127.0.0.1:${server.address().port}/readyz`;
});
afterAll(() => new Promise((r) => server.close(r)));

/** A process handle as cluster.mjs makes them, running `script` with `node -e`; every exit is supervised. */
function supervised(script, supervisor) {
  const proc = {
    name: 'api-1',
    readyUrl,
    child: null,
    restarts: 0,
    exits: [],
    backoff: RULES.backoffMs,
    restartTimer: null,
    resetTimer: null,
    start() {
      const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
      child.on('exit', (code, signal) => {
        if (proc.child === child) supervisor.restartLater(proc, signal ?? `code ${code}`);
      });
      proc.child = child;
      return child;
    },
    alive: () => proc.child !== null && proc.child.exitCode === null && proc.child.signalCode === null,
  };
  return proc;
}

describe('the start:cluster supervisor', () => {
  it('restarts a killed process, logs it, and stops restarting once the cluster stops', async () => {
    const log = [];
    const gaveUp = [];
    let stopping = false;
    const supervisor = createSupervisor({
      rules: RULES,
      log: (l) => log.push(l),
      giveUp: (_n, r) => gaveUp.push(r),
      stopping: () => stopping,
    });
    const proc = supervised('setTimeout(() => {}, 60_000)', supervisor);
    const first = proc.start();
    first.kill('SIGKILL');
    for (let i = 0; i < 100 && !log.some((l) => l.includes('is back')); i++) await sleep(50);
    expect(log[0]).toBe('api-1 exited unexpectedly (SIGKILL); restarting it in 20 ms.');
    expect(log[1]).toMatch(/^api-1 is back: ready \d+ ms after its restart\.$/);
    expect(proc.restarts).toBe(1);
    expect(proc.child.pid).not.toBe(first.pid);
    expect(proc.alive()).toBe(true);
    // The next exit waits twice as long: it has not been ready for resetAfterMs yet.
    expect(proc.backoff).toBe(40);
    stopping = true;
    proc.child.kill('SIGKILL');
    await sleep(300);
    expect(proc.restarts).toBe(1);
    expect(gaveUp).toEqual([]);
    clearTimeout(proc.resetTimer);
  });

  it('says a crash loop plainly after 5 exits within 60 s and gives up on it', async () => {
    const log = [];
    const gaveUp = [];
    const supervisor = createSupervisor({
      rules: RULES,
      log: (l) => log.push(l),
      giveUp: (name, reason) => gaveUp.push(`${name}: ${reason}`),
      stopping: () => false,
    });
    const proc = supervised('process.exit(3)', supervisor);
    proc.start();
    for (let i = 0; i < 200 && gaveUp.length === 0; i++) await sleep(50);
    expect(gaveUp).toEqual(['api-1: api-1 exited 5 times within 60 s (last: code 3): a crash loop']);
    expect(proc.restarts).toBe(4);
    // 20 ms doubling, capped at 80.
    expect(log.filter((l) => l.includes('restarting it in')).map((l) => l.match(/in (\d+) ms/)[1])).toEqual([
      '20',
      '40',
      '80',
      '80',
    ]);
    expect(log.at(-1)).toBe('api-1 exited 5 times within 60 s (last: code 3): a crash loop; not restarting it.');
    await sleep(300);
    expect(proc.restarts).toBe(4);
  });
});
