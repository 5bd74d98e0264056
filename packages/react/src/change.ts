/**
 * One way to change (issue 35), for both sites: `useChange(write)` gives `run(...)` and `busy`. While a write
 * runs, `busy` is true (buttons disable) and a second `run` is not started — it answers `undefined` (or the `refused` value given) at once, so a
 * double tap never writes twice. `busy` clears however the write ends, a throw included (the throw reaches the
 * caller). The write itself is the site's: its api call over `@bazaar/domain/client` (whose client already says
 * a refusal as a toast and sends a lapsed session to log in), then its own refresh — the web's query
 * invalidation, the phone's `reload()`.
 */
import { useCallback, useRef, useState } from 'react';

export interface Change<A extends unknown[], R> {
  /** Runs the write, or answers the refused value (`undefined` unless given) without running it while one is under way. */
  run: (...args: A) => Promise<R>;
  busy: boolean;
}

/**
 * `refused`: what `run` answers for a run it did not start (a caller whose write answers whether it succeeded says
 * `false`, so a second tap reads as "not done" without a wrapper of its own).
 */
export function useChange<A extends unknown[], R>(write: (...args: A) => Promise<R>): Change<A, R | undefined>;
export function useChange<A extends unknown[], R>(write: (...args: A) => Promise<R>, refused: R): Change<A, R>;
export function useChange<A extends unknown[], R>(
  write: (...args: A) => Promise<R>,
  refused?: R,
): Change<A, R | undefined> {
  const [busy, setBusy] = useState(false);
  // The state commits on the next render; the ref refuses a second run in the same tick.
  const running = useRef(false);
  const latest = useRef(write);
  latest.current = write;
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current) return refused;
      running.current = true;
      setBusy(true);
      try {
        return await latest.current(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [refused],
  );
  return { run, busy };
}
