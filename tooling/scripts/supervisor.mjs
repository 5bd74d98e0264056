// The supervisor of `npm run start:cluster` (decision 021): a process that exits without being asked is
// started again with backoff; a crash loop is said plainly and handed to `giveUp`. Used by cluster.mjs;
// tested on its own (tooling/cluster/supervisor.test.mjs) with processes that crash on purpose.

/**
 * The supervisor's rules (decision 021): a process that exits unexpectedly is started again after a
 * backoff that doubles from `backoffMs` to `backoffMaxMs` and falls back to `backoffMs` once the process
 * has been ready for `resetAfterMs`. `crashLoopExits` exits within `crashLoopWindowMs`, or a restart that
 * is not ready within `readyTimeoutMs`, is a crash loop: said plainly, and `onGiveUp` decides (the
 * start:cluster script stops the cluster).
 */
export const SUPERVISION = {
  backoffMs: 100,
  backoffMaxMs: 5_000,
  resetAfterMs: 30_000,
  crashLoopExits: 5,
  crashLoopWindowMs: 60_000,
  readyTimeoutMs: 60_000,
};

/** Polls `url` until it answers 2xx, the process dies, or the deadline passes. */
export async function waitReady(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * `restartLater(proc, why)` for an unexpected exit of `proc` — an object with `name`, `readyUrl`, `start()`
 * (answers the new child), `alive()`, `child`, and the supervisor's fields `restarts`, `exits`, `backoff`,
 * `restartTimer`, `resetTimer` (cluster.mjs makeProc). `stopping()` true → no restart.
 */
export function createSupervisor({ rules = SUPERVISION, log, giveUp, stopping }) {
  /** An unexpected exit: start it again after the backoff, or say it is a crash loop. */
  function restartLater(proc, why) {
    const now = Date.now();
    clearTimeout(proc.resetTimer);
    proc.exits = proc.exits.filter((t) => now - t < rules.crashLoopWindowMs);
    proc.exits.push(now);
    if (proc.exits.length >= rules.crashLoopExits) {
      const reason = `${proc.name} exited ${proc.exits.length} times within ${rules.crashLoopWindowMs / 1000} s (last: ${why}): a crash loop`;
      log(`${reason}; not restarting it.`);
      giveUp(proc.name, reason);
      return;
    }
    const delay = proc.backoff;
    proc.backoff = Math.min(proc.backoff * 2, rules.backoffMaxMs);
    log(`${proc.name} exited unexpectedly (${why}); restarting it in ${delay} ms.`);
    proc.restartTimer = setTimeout(async () => {
      proc.restartTimer = null;
      if (stopping()) return;
      const started = Date.now();
      const child = proc.start();
      proc.restarts++;
      const ready = await waitReady(proc.readyUrl, rules.readyTimeoutMs, () => proc.child === child && proc.alive());
      if (stopping() || proc.child !== child) return;
      if (!ready) {
        // An exit before it was ready is counted by the exit handler; one that lives but never answers is
        // as stuck as one that keeps dying.
        if (proc.alive()) {
          const reason = `${proc.name} did not become ready within ${rules.readyTimeoutMs / 1000} s of its restart`;
          log(`${reason}; not restarting it.`);
          giveUp(proc.name, reason);
        }
        return;
      }
      log(`${proc.name} is back: ready ${Date.now() - started} ms after its restart.`);
      proc.resetTimer = setTimeout(() => (proc.backoff = rules.backoffMs), rules.resetAfterMs);
      proc.resetTimer.unref();
    }, delay);
  }

  return { restartLater };
}
