/**
 * The gateway's own reads of the upstream's public calls (page hints and link cards: page-meta.ts,
 * page-preload.ts, preload-hints.ts): as a visitor, bounded by a short timeout, so a slow upstream never
 * holds a page for long, and cached briefly, so a page view costs no upstream call most of the time.
 */

/** The JSON body (an envelope) of a public upstream GET (`url` is a site path); rejects past `timeoutMs`. */
export async function fetchUpstreamJson(
  upstream: string,
  url: string,
  timeoutMs: number,
): Promise<{ success?: unknown; data?: unknown }> {
  const res = await fetch(upstream + url, { signal: AbortSignal.timeout(timeoutMs) });
  return (await res.json()) as { success?: unknown; data?: unknown };
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
