/**
 * One way to read (issue 35, decision 029): one data read per page section, cached for the session so going back
 * redraws at once (then refreshes). `key` names the read; a new key reads again (`null`: no read yet). A read that
 * throws sets `failed` (with nothing to show) and `reload()` reads again; a loader that maps a refusal to `null`
 * ends `loading` with `data` null. Either way the site draws 加载失败 with 重试 (the phone's `readFallback`), never
 * a skeleton forever. No query library: the phone site's first load is ≤ 90 kB gzip; the web keeps TanStack
 * Query for its reads.
 */
import { useEffect, useState } from 'react';

/**
 * The reads kept for going back, at most CACHE_KEYS of them (the least recently read dropped first): a long
 * session of browsing must not keep every page it ever read.
 */
export const CACHE_KEYS = 100;
const cache = new Map<string, unknown>();

function keep(key: string, data: unknown): void {
  cache.delete(key);
  cache.set(key, data);
  if (cache.size > CACHE_KEYS) cache.delete(cache.keys().next().value as string);
}

export interface Load<T> {
  data: T | undefined;
  /** Nothing to show yet, and the read has not failed. */
  loading: boolean;
  /**
   * The read threw (the api client itself never does: its failures answer an envelope the loader maps to its own
   * fallback, e.g. `dataOr(…, null)`) and there is nothing to show; `reload()` tries again.
   */
  failed: boolean;
}

export interface Reloadable {
  /** Read again under the same key; the data read so far stays until the new read is in. */
  reload(): void;
  /** A reload() asked for is under way (what is shown is the data before it). */
  reloading: boolean;
}

export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & Reloadable {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string | null; data: T | undefined; round: number; failed: boolean }>(
    () => ({
      key,
      data: key === null ? undefined : (cache.get(key) as T | undefined),
      round,
      failed: false,
    }),
  );
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => {
        keep(key, data);
        if (live) setState({ key, data, round, failed: false });
      },
      (error: unknown) => {
        console.warn('read failed', key, error);
        // What was shown stays (a failed refresh); with nothing shown, the page offers 重试.
        if (live) setState((s) => ({ key, data: s.key === key ? s.data : undefined, round, failed: true }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key says when the read changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const data = state.key === key ? state.data : key === null ? undefined : (cache.get(key) as T | undefined);
  const failed = state.key === key && state.round === round && state.failed && data === undefined;
  return {
    data,
    loading: key !== null && data === undefined && !failed,
    failed,
    reload: () => setRound((r) => r + 1),
    reloading: key !== null && state.round !== round,
  };
}

/** Forget cached reads (after a login or logout their per-user fields changed). */
export const clearLoads = (): void => cache.clear();
