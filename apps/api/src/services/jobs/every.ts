/** A job `every` runs. */
export interface Repeating {
  /** Stops the timer (app close); a run under way still finishes. */
  stop(): void;
  /** Settles when the run at start has ended, failed ones included (at once without `atStart`). */
  started: Promise<void>;
}

/**
 * The api's background jobs run through this one helper: `job` every `ms` (and once at start when
 * `atStart`), never two runs of one job at once, a failure logged and tried again at the next tick. The
 * timer does not hold the process open.
 */
export function every(
  ms: number,
  job: () => Promise<void>,
  onError: (err: unknown) => void,
  { atStart = false }: { atStart?: boolean } = {},
): Repeating {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const started = atStart ? run() : Promise.resolve();
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return { stop: () => clearInterval(timer), started };
}
