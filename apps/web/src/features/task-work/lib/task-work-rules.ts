/**
 * The web's task-page time formats. Who the viewer is, which buttons show in which status, the escrow's hold
 * and the deal's words are shared with the phone site: `@bazaar/domain/rules/task-work`.
 */
/** A timestamp as the centers show it: 2026-11-23 10:42 (the api sends ISO strings). */
export function shortTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date only (deadline). */
export const shortDate = (iso: string | null): string => shortTime(iso).slice(0, 10);
