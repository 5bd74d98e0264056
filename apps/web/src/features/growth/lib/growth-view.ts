/** The exam page's countdown (issue 9); how results are named and drawn is @bazaar/domain/rules (growth). */

/** 01:59:07 — the time left, never negative. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
