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

function parts(iso: string | number | Date): { y: number; m: number; d: number; hh: string; mm: string } | null {
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
  const p = parts(iso);
  return p ? `${p.y}年${p.m}月${p.d}日` : '';
}

/** 2026-11-23 09:05 */
export function formatDateTime(iso: string | number | Date): string {
  const p = parts(iso);
  return p ? `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')} ${p.hh}:${p.mm}` : '';
}

/**
 * How a chat shows a time (issue 25), in China time: today 14:05, 昨天 14:05, this year 11月3日 14:05, else
 * 2025-11-03.
 */
export function chatTime(iso: string | number | Date, now: Date = new Date()): string {
  const p = parts(iso);
  const today = parts(now);
  if (!p || !today) return '';
  const hm = `${p.hh}:${p.mm}`;
  const days = chinaDay(now) - chinaDay(new Date(iso));
  if (days <= 0) return hm;
  if (days === 1) return `昨天 ${hm}`;
  if (p.y === today.y) return `${p.m}月${p.d}日 ${hm}`;
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** "1.2 MB" / "340 KB" for an attachment's size. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
