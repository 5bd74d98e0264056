// The render gate's admission rules (issue 34 item 3) with jobs whose duration the test sets: fairness among
// clients, a client's share of the queue, and the wait budget. The route-level behaviour with real renders
// is in images.test.ts.
import { describe, expect, it } from 'vitest';
import { RenderAbandonedError, RenderBusyError, RenderGate } from './render-gate';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that runs until `release` is called; `started` resolves when the gate starts it. */
function held() {
  let release!: () => void;
  let started!: () => void;
  const done = new Promise<void>((r) => (release = r));
  const start = new Promise<void>((r) => (started = r));
  return { job: () => (started(), done), release, start };
}

describe('render gate', () => {
  it('gives a freed slot to the client served least, not to the longest queue (round robin)', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 100, budgetMs: 60_000 });
    const order: string[] = [];
    const jobs = new Map<string, ReturnType<typeof held>>();
    const submit = (client: string, name: string) => {
      const h = held();
      jobs.set(name, h);
      return gate.run(client, () => (order.push(name), h.job()));
    };
    const all = [
      submit('A', 'A1'),
      submit('A', 'A2'),
      submit('A', 'A3'),
      // B has nothing running while A holds the only slot: B1 starts in the spare slot at once.
      submit('B', 'B1'),
      submit('B', 'B2'),
      submit('C', 'C1'),
    ];
    await sleep(0);
    expect(order).toEqual(['A1', 'B1']);
    expect(gate.stats).toMatchObject({ running: 2, waiting: 4 });
    for (const name of ['A1', 'B1', 'C1', 'A2', 'B2', 'A3']) {
      jobs.get(name)!.release();
      await sleep(0);
    }
    await Promise.all(all);
    // C's first render goes before A's second, though A asked first; then A and B alternate.
    expect(order).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3']);
  });

  it('lets one client hold only its share of the queue, refusing the rest at once', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 8, budgetMs: 60_000 });
    expect(gate.perClient).toBe(2);
    const h = held();
    const flood = [gate.run('A', h.job), ...Array.from({ length: 9 }, () => gate.run('A', async () => {}))];
    const settled = flood.map((p) =>
      p.then(
        () => 'ok',
        (e: unknown) => e,
      ),
    );
    await sleep(0);
    // One running, two waiting; the other seven refused without waiting for the running one.
    const refused = (await Promise.all(settled.slice(3))) as RenderBusyError[];
    expect(refused.every((e) => e instanceof RenderBusyError && e.reason === 'share')).toBe(true);
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another client still queues (and would be served next).
    expect(gate.refusalFor('B')).toBeNull();
    h.release();
    expect(await Promise.all(settled.slice(0, 3))).toEqual(['ok', 'ok', 'ok']);
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0, refused: 7 });
  });

  it('never lets a render wait past the budget: refused at once when it could not start in time, dropped when it waited out', async () => {
    const budgetMs = 600;
    const renderMs = 450; // longer than the gate's first guess (200 ms), so its estimate is too hopeful at first
    const gate = new RenderGate({ concurrency: 1, queue: 100, budgetMs });
    const outcomes: { client: string; waited: number; result: string }[] = [];
    const ask = async (client: string) => {
      const arrived = performance.now();
      let startedAt = NaN;
      try {
        await gate.run(client, async () => {
          startedAt = performance.now();
          await sleep(renderMs);
        });
        outcomes.push({ client, waited: startedAt - arrived, result: 'rendered' });
      } catch (err) {
        if (!(err instanceof RenderBusyError)) throw err;
        outcomes.push({ client, waited: performance.now() - arrived, result: err.reason });
      }
    };
    // Ten clients at once, then ten more halfway through the first renders.
    const first = Array.from({ length: 10 }, (_, i) => ask(`c${i}`));
    await sleep(renderMs / 2);
    const second = Array.from({ length: 10 }, (_, i) => ask(`d${i}`));
    await Promise.all([...first, ...second]);

    for (const o of outcomes) {
      // Whatever happened, it happened within the budget (a few ms of timer slack).
      expect(o.waited, `${o.client} ${o.result}`).toBeLessThanOrEqual(budgetMs + 50);
      // A render started only with a median render's time left in the budget.
      if (o.result === 'rendered') expect(o.waited + 200).toBeLessThanOrEqual(budgetMs + 50);
      // Refused on arrival means at once.
      if (o.result === 'deadline') expect(o.waited).toBeLessThan(50);
    }
    const by = (r: string) => outcomes.filter((o) => o.result === r).length;
    expect(by('rendered')).toBeGreaterThanOrEqual(2); // the slot and the spare
    expect(by('deadline')).toBeGreaterThan(0);
    expect(by('expired')).toBeGreaterThan(0); // queued on the first guess, then found out of time
    expect(by('rendered') + by('deadline') + by('expired')).toBe(20);
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0 });
  });

  it('frees the place and the share of a waiting render whose asker went away, and never runs it', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 8, budgetMs: 60_000 });
    const h = held();
    const ran: string[] = [];
    const leave = [new AbortController(), new AbortController()];
    const running = gate.run('A', h.job);
    const waiting = leave.map((c, i) =>
      gate.run('A', async () => void ran.push(`gone${i}`), 1, c.signal).catch((e: unknown) => e),
    );
    expect(gate.stats).toMatchObject({ running: 1, waiting: 2 });
    expect(gate.refusalFor('A')).toBe('share');
    for (const c of leave) c.abort();
    expect(await Promise.all(waiting)).toEqual([expect.any(RenderAbandonedError), expect.any(RenderAbandonedError)]);
    // The share is A's again: two more wait (not refused), and are served once the slot frees.
    expect(gate.stats).toMatchObject({ running: 1, waiting: 0, refused: 0 });
    const again = [0, 1].map((i) => gate.run('A', async () => void ran.push(`again${i}`)));
    expect(gate.stats.waiting).toBe(2);
    h.release();
    await Promise.all([running, ...again]);
    expect(ran).toEqual(['again0', 'again1']);
    // A signal already aborted is not even queued; one aborted after its start changes nothing.
    const done = new AbortController();
    done.abort();
    await expect(gate.run('A', async () => 1, 1, done.signal)).rejects.toBeInstanceOf(RenderAbandonedError);
    const late = new AbortController();
    await expect(gate.run('A', async () => (late.abort(), 2), 1, late.signal)).resolves.toBe(2);
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0, refused: 0 });
  });
});
