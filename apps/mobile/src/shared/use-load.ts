/**
 * One data read per page section, cached for the session so going back redraws at once (then refreshes).
 * `key` names the read; a new key reads again. No query library: the phone site's first load is ≤ 90 kB gzip.
 */
import { useEffect, useState } from 'react';

const cache = new Map<string, unknown>();

export interface Load<T> {
  data: T | undefined;
  loading: boolean;
}

export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & { reload(): void } {
  const [state, setState] = useState<{ key: string | null; data: T | undefined }>(() => ({
    key,
    data: key === null ? undefined : (cache.get(key) as T | undefined),
  }));
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load().then((data) => {
      cache.set(key, data);
      if (live) setState({ key, data });
    });
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key says when the read changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const data = state.key === key ? state.data : key === null ? undefined : (cache.get(key) as T | undefined);
  return { data, loading: key !== null && data === undefined, reload: () => setRound((r) => r + 1) };
}

/** Forget cached reads (after a login or logout their per-user fields changed). */
export const clearLoads = (): void => cache.clear();
