/**
 * Dates as Chinese users read them, always in China time (UTC+8, decided in issue 6 for like windows):
 * a server in another zone or a browser abroad shows the same day. Invalid input → ''.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day an instant falls on in China time, as a day count since 1970-01-01 (NaN for an invalid time). */
export function chinaDay(time: number | Date): number {
  return Math.floor((new Date(time).getTime() + CHINA_OFFSET_MS) / DAY_MS);
}

/** An instant's date and time in China time (null for an invalid time). */
export function chinaParts(
  iso: string | number | Date,
): { y: number; m: number; d: number; hh: string; mm: string } | null {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const c = new Date(time + CHINA_OFFSET_MS);
  return {
    y: c.getUTCFullYear(),
    m: c.getUTCMonth() + 1,
    d: c.getUTCDate(),
    hh: String(c.getUTCHours()).padStart(2, '0'),
    mm: String(c.getUTCMinutes()).padStart(2, '0'),
  };
}

/** 2026年11月23日 */
export function formatDate(iso: string | number | Date): string {
  const p = chinaParts(iso);
  return p ? `${p.y}年${p.m}月${p.d}日` : '';
}

/** 2026-11-23 09:05 */
export function formatDateTime(iso: string | number | Date): string {
  const p = chinaParts(iso);
  return p ? `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')} ${p.hh}:${p.mm}` : '';
}
