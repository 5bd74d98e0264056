import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

describe('every', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at start when asked, then each period, never two runs of one job at once, until stopped', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const { stop, started: firstRun } = every(
      1000,
      () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => undefined,
      { atStart: true },
    );
    expect(started).toBe(1);
    let firstEnded = false;
    void firstRun.then(() => (firstEnded = true));
    await vi.advanceTimersByTimeAsync(2500); // two ticks while the first run is still going
    expect([started, firstEnded]).toEqual([1, false]);
    finish();
    await firstRun;
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    stop();
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(2);
  });

  it('hands a failure to onError and tries again at the next tick', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const { stop, started } = every(
      1000,
      async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
      (err) => errors.push(err),
    );
    await started; // nothing to wait for without atStart
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect([runs, errors.length]).toEqual([2, 1]);
    stop();
  });

  it('settles its start promise after a failed run at start, the failure handed to onError', async () => {
    const errors: unknown[] = [];
    const { stop, started } = every(
      1000,
      () => Promise.reject(new Error('database away')),
      (err) => errors.push(err),
      {
        atStart: true,
      },
    );
    await started;
    expect(errors).toHaveLength(1);
    stop();
  });
});
