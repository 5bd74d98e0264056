/**
 * One way to change (issue 35), for both sites: `useChange(write)` gives `run(...)` and `busy`. While a write
 * runs, `busy` is true (buttons disable) and a second `run` is not started — it answers `undefined` at once, so a
 * double tap never writes twice. `busy` clears however the write ends, a throw included (the throw reaches the
 * caller). The write itself is the site's: its api call over `@bazaar/domain/client` (whose client already says
 * a refusal as a toast and sends a lapsed session to log in), then its own refresh — the web's query
 * invalidation, the phone's `reload()`.
 */
import { useCallback, useRef, useState } from 'react';

export interface Change<A extends unknown[], R> {
  /** Runs the write, or answers `undefined` without running it while one is under way. */
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
}

export function useChange<A extends unknown[], R>(write: (...args: A) => Promise<R>): Change<A, R> {
  const [busy, setBusy] = useState(false);
  // The state commits on the next render; the ref refuses a second run in the same tick.
  const running = useRef(false);
  const latest = useRef(write);
  latest.current = write;
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
