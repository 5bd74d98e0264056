/**
 * The api processes of UPSTREAM_URL as one undici dispatcher (issue 10): round robin over one keep-alive
 * pool per process, skipping for a moment a process whose connection was just refused (restarting,
 * killed), so the next request — and a retry of a failed one — goes to another. undici's BalancedPool
 * only lowers such a process's weight, and a retry may land on it again.
 */
import { Dispatcher, Pool } from 'undici';

/** How long a process that refused a connection is passed over (then tried again). */
const DOWN_MS = 2_000;

export class UpstreamSet extends Dispatcher {
  readonly #pools: Pool[];
  readonly #downUntil: number[];
  #next = 0;

  constructor(origins: string[], options: Pool.Options) {
    super();
    this.#pools = origins.map((origin) => new Pool(origin, options));
    this.#downUntil = origins.map(() => 0);
    this.#pools.forEach((pool, i) =>
      pool.on('connectionError', () => {
        this.#downUntil[i] = Date.now() + DOWN_MS;
      }),
    );
  }

  /** The next process in turn that is not passed over (or simply the next, when all are). */
  #pick(): Pool {
    const n = this.#pools.length;
    const now = Date.now();
    for (let k = 0; k < n; k++) {
      const i = (this.#next + k) % n;
      if (this.#downUntil[i]! <= now) {
        this.#next = i + 1;
        return this.#pools[i]!;
      }
    }
    return this.#pools[this.#next++ % n]!;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    return this.#pick().dispatch(options, handler);
  }

  override async close(): Promise<void> {
    await Promise.all(this.#pools.map((p) => p.close()));
  }
}
