/**
 * The api's background jobs run through this one helper: `job` every `ms` (and once at start when
 * `atStart`), never two runs of one job at once, a failure logged and tried again at the next tick. The
 * timer does not hold the process open; the answer stops it (app close).
 */
export function every(
  ms: number,
  job: () => Promise<void>,
  onError: (err: unknown) => void,
  { atStart = false }: { atStart?: boolean } = {},
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  if (atStart) run();
  const timer = setInterval(run, ms);
  timer.unref();
  return () => clearInterval(timer);
}
