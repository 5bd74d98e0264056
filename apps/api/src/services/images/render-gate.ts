/**
 * Bounded, fair, deadline-aware admission of renders (issue 22, issue 34 item 3). A refused render throws
 * `RenderBusyError` at once (the route answers 503 + Retry-After), so nobody waits for an answer the gateway
 * has already given up on, and one client cannot take the queue from everyone else:
 * - Slots: at most `concurrency` renders run. One more (the spare slot) may start for a client that has no
 *   render running while every slot is taken by others, so one client's 4000-px renders never hold back
 *   another client's thumbnail for a whole render.
 * - Queue: at most `queue` wait, at most `perClient` (a quarter of the queue, at least 2) of one client.
 *   A freed slot goes to the waiting client with the fewest renders running, then the one whose last start
 *   is oldest (round robin among clients, first come first served within one): a client's hundredth
 *   request does not stand before another client's first.
 * - Deadlines: a render must be able to start and finish within `budgetMs` of its arrival (below the
 *   gateway's upstream timeout, config.ts IMAGE_RENDER_BUDGET_MS). Each render has a cost (its output's
 *   megapixels, at least MIN_COST) and the gate keeps the recent median time per unit of cost, so a
 *   4000-px render is not estimated from thumbnails. One whose expected start (the renders running and
 *   those ahead of it under the round robin, their estimated times / concurrency) plus its own estimated
 *   time would pass the budget is refused at once; one still waiting when only its own render's time is
 *   left is dropped with the same refusal rather than rendered for nobody.
 * - Abandoned: a waiting render whose `signal` aborts (its HTTP request went away: the browser navigated
 *   on and cancelled the thumbnail) leaves the queue at once with `RenderAbandonedError`, so its place and
 *   its client's share go to the renders the client still wants. One already running is finished (its file
 *   is cached for the next ask).
 */
export class RenderAbandonedError extends Error {
  constructor() {
    super('the render was abandoned while waiting');
    this.name = 'RenderAbandonedError';
  }
}

export class RenderBusyError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    /** Why: every queue place taken, the client's share taken, past the deadline, or waited out. */
    readonly reason: RefusalReason,
  ) {
    super(`image renders are saturated (${reason})`);
    this.name = 'RenderBusyError';
  }
}

export type RefusalReason = 'full' | 'share' | 'deadline' | 'expired';

export interface GateOptions {
  concurrency: number;
  queue: number;
  /** ms from a request's arrival by which its render should have finished. */
  budgetMs: number;
}

interface GateStats {
  running: number;
  waiting: number;
  /** Every refusal, whatever the reason (the sum of `refusedBy`). */
  refused: number;
  refusedBy: Record<RefusalReason, number>;
}

interface Waiter {
  cost: number;
  arrived: number;
  deadline: number;
  start: () => void;
  drop: (err: RenderBusyError) => void;
  timer: NodeJS.Timeout;
}

/** Render times remembered for the median. */
const RECENT_RENDERS = 15;
/** What a unit of cost is assumed to take before any render has run (ms). */
const FIRST_GUESS_MS = 200;
/** The least a render costs (a thumbnail still decodes its source and starts a pipeline). */
export const MIN_COST = 0.25;

export class RenderGate {
  readonly concurrency: number;
  readonly queue: number;
  readonly budgetMs: number;
  /** A client's most waiting renders. */
  readonly perClient: number;
  #running = 0;
  #runningCost = 0;
  #waiting = 0;
  /** Per client: renders running. */
  readonly #runningOf = new Map<string, number>();
  /** Per client: its waiting renders in arrival order. */
  readonly #queues = new Map<string, Waiter[]>();
  /** Per client (while it has renders running or waiting): the sequence number of its last start. */
  readonly #lastStart = new Map<string, number>();
  #starts = 0;
  readonly #refusedBy: Record<RefusalReason, number> = { full: 0, share: 0, deadline: 0, expired: 0 };
  readonly #recent: number[] = [];

  constructor({ concurrency, queue, budgetMs }: GateOptions) {
    this.concurrency = concurrency;
    this.queue = queue;
    this.budgetMs = budgetMs;
    this.perClient = Math.max(2, Math.ceil(queue / 4));
  }

  get stats(): GateStats {
    const refused = Object.values(this.#refusedBy).reduce((a, b) => a + b, 0);
    return { running: this.#running, waiting: this.#waiting, refused, refusedBy: { ...this.#refusedBy } };
  }

  /** The median of the recent renders' times per unit of cost (ms). */
  get medianMs(): number {
    if (this.#recent.length === 0) return FIRST_GUESS_MS;
    const sorted = [...this.#recent].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  }

  /** Every slot taken (the spare aside): a new render might have to wait, or be refused. */
  get saturated(): boolean {
    return this.#running >= this.concurrency;
  }

  /** The refusal a render of `client` costing `cost` would meet now, if any (counted when thrown by the caller). */
  refusalFor(client: string, cost = 1): RefusalReason | null {
    if (this.#canStart(client)) return null;
    if (this.#waiting >= this.queue) return 'full';
    if ((this.#queues.get(client)?.length ?? 0) >= this.perClient) return 'share';
    if (this.#expectedStartMs(client) + this.#estimateMs(cost) > this.budgetMs) return 'deadline';
    return null;
  }

  /** A counted refusal for `reason`. */
  refuse(reason: RefusalReason): RenderBusyError {
    this.#refusedBy[reason]++;
    return new RenderBusyError(this.#retryAfter(), reason);
  }

  /**
   * Runs `job` for `client` when its turn comes; throws RenderBusyError when it cannot be served in time.
   * `cost`: the output's megapixels (MIN_COST at least), what the gate's estimates scale by.
   * `signal`: aborted when nobody wants the render any more; a waiting render then throws
   * RenderAbandonedError and frees its place.
   */
  async run<T>(client: string, job: () => Promise<T>, cost = 1, signal?: AbortSignal): Promise<T> {
    cost = Math.max(MIN_COST, cost);
    if (signal?.aborted) throw new RenderAbandonedError();
    if (this.#canStart(client)) this.#start(client, cost);
    else {
      const reason = this.refusalFor(client, cost);
      if (reason) throw this.refuse(reason);
      await this.#enqueue(client, cost, signal);
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.#recent.push((performance.now() - started) / cost);
      if (this.#recent.length > RECENT_RENDERS) this.#recent.shift();
      this.#finish(client, cost);
    }
  }

  #estimateMs(cost: number): number {
    return Math.max(MIN_COST, cost) * this.medianMs;
  }

  /** A free slot, or the spare one for a client with nothing running and nothing waiting. */
  #canStart(client: string): boolean {
    if (this.#running < this.concurrency) return this.#waiting === 0;
    return this.#running === this.concurrency && !this.#runningOf.get(client) && !this.#queues.has(client);
  }

  #start(client: string, cost: number): void {
    this.#running++;
    this.#runningCost += cost;
    this.#runningOf.set(client, (this.#runningOf.get(client) ?? 0) + 1);
    this.#lastStart.set(client, ++this.#starts);
  }

  #finish(client: string, cost: number): void {
    this.#running--;
    this.#runningCost -= cost;
    const left = (this.#runningOf.get(client) ?? 1) - 1;
    if (left > 0) this.#runningOf.set(client, left);
    else {
      this.#runningOf.delete(client);
      if (!this.#queues.has(client)) this.#lastStart.delete(client);
    }
    this.#pump();
  }

  #enqueue(client: string, cost: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const arrived = performance.now();
      const abandon = () => {
        this.#remove(client, waiter);
        reject(new RenderAbandonedError());
      };
      const settled = () => signal?.removeEventListener('abort', abandon);
      const waiter: Waiter = {
        cost,
        arrived,
        deadline: arrived + this.budgetMs,
        start: () => (settled(), resolve()),
        drop: (err) => (settled(), reject(err)),
        // Dropped once only its render's time is left (checked again when a slot frees).
        timer: setTimeout(() => this.#expire(client, waiter), Math.max(0, this.budgetMs - this.#estimateMs(cost))),
      };
      let mine = this.#queues.get(client);
      if (!mine) this.#queues.set(client, (mine = []));
      mine.push(waiter);
      this.#waiting++;
      signal?.addEventListener('abort', abandon, { once: true });
    });
  }

  #remove(client: string, waiter: Waiter): void {
    const mine = this.#queues.get(client);
    if (!mine) return;
    const i = mine.indexOf(waiter);
    if (i < 0) return;
    mine.splice(i, 1);
    this.#waiting--;
    clearTimeout(waiter.timer);
    if (mine.length === 0) {
      this.#queues.delete(client);
      if (!this.#runningOf.has(client)) this.#lastStart.delete(client);
    }
  }

  #expire(client: string, waiter: Waiter): void {
    this.#remove(client, waiter);
    waiter.drop(this.refuse('expired'));
  }

  /** Hands free slots (and the spare) to waiting clients, fairest first; drops those out of time. */
  #pump(): void {
    for (;;) {
      const client = this.#nextClient();
      if (client === null) return;
      const waiter = this.#queues.get(client)![0]!;
      this.#remove(client, waiter);
      if (performance.now() + this.#estimateMs(waiter.cost) > waiter.deadline) {
        waiter.drop(this.refuse('expired'));
        continue;
      }
      this.#start(client, waiter.cost);
      waiter.start();
    }
  }

  /** The waiting client to start next, or null when no slot is free for any of them. */
  #nextClient(): string | null {
    let best: string | null = null;
    let bestKey: [number, number] = [Infinity, Infinity];
    for (const client of this.#queues.keys()) {
      const running = this.#runningOf.get(client) ?? 0;
      const free = this.#running < this.concurrency || (this.#running === this.concurrency && running === 0);
      if (!free) continue;
      const key: [number, number] = [running, this.#lastStart.get(client) ?? 0];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) [best, bestKey] = [client, key];
    }
    return best;
  }

  /**
   * When a new render of `client` would start, roughly (ms from now): the running renders (as if each had
   * just started) and those served before it under the round robin (each other client's first waiting ones,
   * up to one more than this client's, and this client's own), at their estimated times, `concurrency` at
   * a time.
   */
  #expectedStartMs(client: string): number {
    const mine = this.#queues.get(client) ?? [];
    let ahead = this.#runningCost + mine.reduce((sum, w) => sum + w.cost, 0);
    for (const [other, waiting] of this.#queues) {
      if (other !== client) for (const w of waiting.slice(0, mine.length + 1)) ahead += w.cost;
    }
    return (ahead * this.medianMs) / this.concurrency;
  }

  /** Seconds until the queue ahead has drained, roughly: at least 1, at most 60. */
  #retryAfter(): number {
    let cost = this.#runningCost;
    for (const waiting of this.#queues.values()) for (const w of waiting) cost += w.cost;
    return Math.min(60, Math.max(1, Math.ceil((cost * this.medianMs) / this.concurrency / 1000)));
  }
}
