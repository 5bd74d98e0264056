/**
 * Bounded concurrency with a bounded queue for renders (issue 22): at most `concurrency` run, at most
 * `queue` wait; one more is refused at once with `RenderBusyError` (the route answers 503 + Retry-After),
 * so a client walking sizes cannot pile up work the server then owes it.
 */
export class RenderBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('image renders are saturated');
    this.name = 'RenderBusyError';
  }
}

interface GateStats {
  running: number;
  waiting: number;
  refused: number;
}

export class RenderGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #refused = 0;
  /** Moving average of a render's duration (ms), for Retry-After. */
  #averageMs = 200;

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get stats(): GateStats {
    return { running: this.#running, waiting: this.#waiting.length, refused: this.#refused };
  }

  /** Every slot and queue place taken: a new render would be refused. */
  get full(): boolean {
    return this.#running >= this.concurrency && this.#waiting.length >= this.queue;
  }

  /** The refusal `run` would throw now (counted). */
  refuse(): RenderBusyError {
    this.#refused++;
    return new RenderBusyError(this.#retryAfter());
  }

  /** Runs `job` when a slot is free; throws RenderBusyError (without waiting) when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queue) throw this.refuse();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.#averageMs = 0.8 * this.#averageMs + 0.2 * (performance.now() - started);
      const next = this.#waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
      if (next) next();
      else this.#running--;
    }
  }

  /** Seconds until the queue ahead has drained, roughly: at least 1, at most 60. */
  #retryAfter(): number {
    const ms = ((this.#waiting.length + this.#running) * this.#averageMs) / this.concurrency;
    return Math.min(60, Math.max(1, Math.ceil(ms / 1000)));
  }
}
