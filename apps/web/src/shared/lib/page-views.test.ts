import { PAGE_VIEW_BATCH_MAX } from '@bazaar/domain/constants';
import { describe, expect, it } from 'vitest';
import { createPageViewQueue, PAGE_VIEW_FLUSH_MS } from './page-views';

function harness() {
  const sent: string[] = [];
  const timers = new Map<number, () => void>();
  let next = 1;
  const queue = createPageViewQueue({
    send: (batch) => (sent.push(JSON.stringify(batch)), true),
    setTimer: (fn, ms) => {
      expect(ms).toBe(PAGE_VIEW_FLUSH_MS);
      timers.set(next, fn);
      return next++;
    },
    clearTimer: (t) => timers.delete(t as number),
  });
  const fire = () => [...timers.values()].forEach((fn) => fn());
  return { queue, sent, timers, fire };
}

describe('page-view beacons (docs/product.md §2)', () => {
  it('sends nothing at once, then one batch after the quiet period', () => {
    const { queue, sent, timers, fire } = harness();
    queue.record({ path: '/works/1', referrer: '' });
    queue.record({ path: '/designer', referrer: '/works/1' });
    expect(sent).toEqual([]);
    expect(timers.size).toBe(1); // the second view restarted the one timer
    fire();
    expect(sent.map((b) => JSON.parse(b))).toEqual([
      {
        views: [
          { path: '/works/1', referrer: '' },
          { path: '/designer', referrer: '/works/1' },
        ],
      },
    ]);
    expect(queue.size()).toBe(0);
  });

  it('sends a full batch immediately and caps its size', () => {
    const { queue, sent } = harness();
    for (let i = 0; i < PAGE_VIEW_BATCH_MAX; i++) queue.record({ path: `/works/${i + 1}`, referrer: '' });
    expect(sent).toHaveLength(1);
    expect((JSON.parse(sent[0]!) as { views: unknown[] }).views).toHaveLength(PAGE_VIEW_BATCH_MAX);
  });

  it('flushes what is left when the page is hidden, and trims long values', () => {
    const { queue, sent } = harness();
    queue.record({ path: '/' + 'a'.repeat(600), referrer: 'x'.repeat(600) });
    queue.flush();
    const view = (JSON.parse(sent[0]!) as { views: { path: string; referrer: string }[] }).views[0]!;
    expect(view.path).toHaveLength(500);
    expect(view.referrer).toHaveLength(500);
    queue.flush();
    expect(sent).toHaveLength(1);
  });
});
