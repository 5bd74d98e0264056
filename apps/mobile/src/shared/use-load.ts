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

export interface Reloadable {
  /** Read again under the same key; the data read so far stays until the new read is in. */
  reload(): void;
  /** A reload() asked for is under way (what is shown is the data before it). */
  reloading: boolean;
}

export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & Reloadable {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string | null; data: T | undefined; round: number }>(() => ({
    key,
    data: key === null ? undefined : (cache.get(key) as T | undefined),
    round,
  }));
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load().then((data) => {
      cache.set(key, data);
      if (live) setState({ key, data, round });
    });
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key says when the read changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const data = state.key === key ? state.data : key === null ? undefined : (cache.get(key) as T | undefined);
  return {
    data,
    loading: key !== null && data === undefined,
    reload: () => setRound((r) => r + 1),
    reloading: key !== null && state.round !== round,
  };
}

/** Forget cached reads (after a login or logout their per-user fields changed). */
export const clearLoads = (): void => cache.clear();
