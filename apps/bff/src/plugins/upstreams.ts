/**
 * The api processes of UPSTREAM_URL as one undici dispatcher (issue 10): round robin over one keep-alive
 * pool per process, skipping for a moment a process whose connection was just refused (restarting,
 * killed), so the next request — and a retry of a failed one — goes to another. undici's BalancedPool
 * only lowers such a process's weight, and a retry may land on it again.
 *
 * With several processes the set also asks each for `/readyz` every READY_POLL_MS and passes over one that
 * answers 503 (draining after SIGTERM, or its database not answering): a reload drains an api process for
 * its DRAIN_DELAY_MS while still listening, so every gateway stops choosing it before its listener closes
 * and no request is sent on a connection the closing process would reset (decision 021).
 */
import { Dispatcher, Pool } from 'undici';
import { upstreamUrls, type BffConfig } from '../config.js';
import { createUpstreamReads, type UpstreamReads } from './upstream-cache.js';

/** How long a process that refused a connection, or said it is not ready, is passed over (then tried again). */
const DOWN_MS = 2_000;
/** How often each process's /readyz is asked (with several processes): well under an api's DRAIN_DELAY_MS. */
export const READY_POLL_MS = 400;

export class UpstreamSet extends Dispatcher {
  readonly #pools: Pool[];
  readonly #downUntil: number[];
  #next = 0;
  readonly #poll: NodeJS.Timeout | null = null;

  constructor(origins: string[], options: Pool.Options, readyPollMs = READY_POLL_MS) {
    super();
    this.#pools = origins.map((origin) => new Pool(origin, options));
    this.#downUntil = origins.map(() => 0);
    this.#pools.forEach((pool, i) =>
      pool.on('connectionError', () => {
        this.#downUntil[i] = Date.now() + DOWN_MS;
      }),
    );
    if (this.#pools.length > 1) {
      this.#poll = setInterval(() => this.#askReady(), readyPollMs);
      this.#poll.unref();
    }
  }

  /** Off the request path: one small GET per process; only a 503 passes it over (a refusal marks it anyway). */
  #askReady(): void {
    this.#pools.forEach((pool, i) => {
      pool.request({ method: 'GET', path: '/readyz', headersTimeout: 1_000, bodyTimeout: 1_000 }).then(
        async (res) => {
          await res.body.dump();
          if (res.statusCode === 503) this.#downUntil[i] = Date.now() + DOWN_MS;
        },
        () => undefined,
      );
    });
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
    if (this.#poll) clearInterval(this.#poll);
    await Promise.all(this.#pools.map((p) => p.close()));
  }
}

/**
 * The gateway process's pools to the api processes, one set per process: the desktop port and the phone port
 * (docs/decisions/025) share them, so a phone port neither doubles the connections each api holds open nor its
 * `/readyz` polls. `proxy` carries /api and /img (UPSTREAM_CONNECTIONS), `session` the login and logout calls
 * (16 connections of their own), `events` the event streams (unbounded, no body timeout: event-stream.ts).
 * `reads`: the gateway's own cached reads for its pages (upstream-cache.ts), asking the first api process —
 * shared too, so a call both ports read is asked once.
 */
export interface GatewayUpstreams {
  proxy: UpstreamSet;
  session: UpstreamSet;
  events: UpstreamSet;
  reads: UpstreamReads;
  close(): Promise<void>;
}

export function createGatewayUpstreams(config: BffConfig): GatewayUpstreams {
  const origins = upstreamUrls(config.UPSTREAM_URL);
  const connect = { timeout: config.UPSTREAM_CONNECT_TIMEOUT_MS };
  const proxy = new UpstreamSet(origins, {
    connections: config.UPSTREAM_CONNECTIONS,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    connect,
  });
  const session = new UpstreamSet(origins, {
    connections: 16,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    connect,
  });
  const events = new UpstreamSet(origins, {
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: 0,
    connect,
  });
  return {
    proxy,
    session,
    events,
    reads: createUpstreamReads(origins[0]!),
    close: async () => {
      await Promise.all([proxy.close(), session.close(), events.close()]);
    },
  };
}
