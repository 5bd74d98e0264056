/**
 * The gateway's own reads of the upstream's public calls (page hints and link cards: page-meta.ts,
 * page-preload.ts, preload-hints.ts, mobile-preload.ts): as a visitor, bounded by a short timeout, so a slow
 * upstream never holds a page for long, and cached briefly, so a page view costs no upstream call most of the
 * time.
 */
import type { FastifyBaseLogger } from 'fastify';

/** An upstream answer as read: its envelope's `success` and `data`, not yet checked. */
export type UpstreamBody = { success?: unknown; data?: unknown };

/** The JSON body (an envelope) of a public upstream GET (`url` is a site path); rejects past `timeoutMs`. */
export async function fetchUpstreamJson(upstream: string, url: string, timeoutMs: number): Promise<UpstreamBody> {
  const res = await fetch(upstream + url, { signal: AbortSignal.timeout(timeoutMs) });
  return (await res.json()) as UpstreamBody;
}

/**
 * Values looked up by key, each kept `ttlMs` and at most `max` of them (the oldest goes first). One
 * lookup per key at a time; a failed lookup (`load` rejects) keeps what was known and is reported to
 * `onError`.
 */
export function createUpstreamCache<T>(options: {
  ttlMs: number;
  max: number;
  load: (key: string) => Promise<T>;
  onError?: (key: string, error: unknown) => void;
}) {
  const { ttlMs, max, load, onError } = options;
  const entries = new Map<string, { at: number; value: T }>();
  const inFlight = new Map<string, Promise<T | undefined>>();

  async function lookup(key: string): Promise<T | undefined> {
    try {
      const value = await load(key);
      if (entries.size >= max && !entries.has(key)) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value });
      return value;
    } catch (error) {
      onError?.(key, error);
      return entries.get(key)?.value;
    } finally {
      inFlight.delete(key);
    }
  }

  /** Looks the key up again (joining a lookup already under way); the value known afterwards. */
  const refresh = (key: string): Promise<T | undefined> => {
    let pending = inFlight.get(key);
    if (!pending) inFlight.set(key, (pending = lookup(key)));
    return pending;
  };

  const fresh = (key: string) => {
    const hit = entries.get(key);
    return hit && Date.now() - hit.at <= ttlMs ? hit : undefined;
  };

  return {
    refresh,
    /** The known value without waiting (undefined until known); a missing or stale one is refreshed. */
    peek(key: string): T | undefined {
      if (!fresh(key)) void refresh(key);
      return entries.get(key)?.value;
    },
    /** The value, waiting for the lookup when it is missing or stale. */
    async get(key: string): Promise<T | undefined> {
      const hit = fresh(key);
      return hit ? hit.value : refresh(key);
    },
  };
}

const READ_TTL_MS = 60_000;
const READ_TIMEOUT_MS = 1_000;
const READ_MAX = 1_000;

/**
 * The answers of the upstream's public calls, by site path, for the whole gateway process: the desktop's and
 * the phone's ports (server.ts), and every reader of one call on a port — a work's or a task's page asks for
 * its share card (page-meta.ts) and its static shell (mobile-preload.ts) from one answer, and the home banner
 * is one lookup for both ports. Each call is asked once a minute at the most; what each reader makes of an
 * answer is its own (`derived`).
 */
export function createUpstreamReads(upstream: string) {
  let log: FastifyBaseLogger | undefined;
  const cache = createUpstreamCache<UpstreamBody>({
    ttlMs: READ_TTL_MS,
    max: READ_MAX,
    load: (url) => fetchUpstreamJson(upstream, url, READ_TIMEOUT_MS),
    onError: (url, error) => log?.debug({ err: error, url }, 'page lookup failed; the page goes without it'),
  });
  return {
    ...cache,
    /**
     * The answer, waiting for its lookup `waitMs` at the most (a page held for it); past that, what was known
     * (the lookup goes on and serves the next view).
     */
    async within(url: string, waitMs: number): Promise<UpstreamBody | undefined> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), waitMs);
      });
      try {
        const answer = await Promise.race([cache.get(url), late]);
        return answer === 'late' ? cache.peek(url) : answer;
      } finally {
        clearTimeout(timer);
      }
    },
    /** Where failed lookups are logged (the first app's logger). */
    logTo(logger: FastifyBaseLogger): void {
      log ??= logger;
    },
  };
}
export type UpstreamReads = ReturnType<typeof createUpstreamReads>;

/**
 * A reader's view of answers, worked out once per answer (kept as long as the answer is); `url`, the call the
 * answer is to.
 */
export function derived<T>(
  read: (body: UpstreamBody, url: string) => T,
): (body: UpstreamBody | undefined, url?: string) => T | undefined {
  const memo = new WeakMap<UpstreamBody, T>();
  return (body, url = '') => {
    if (!body) return undefined;
    if (!memo.has(body)) memo.set(body, read(body, url));
    return memo.get(body);
  };
}
