/** Campaign dates as the pages show them, on the web and the phone site (local time of the browser). */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
}

export const formatRange = (startAt: string, endAt: string): string => `${formatDay(startAt)} – ${formatDay(endAt)}`;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The countdown line of a campaign: until its start (未开始), until its end (进行中), or over. The
 * status itself comes from the server's clock; this only words the distance from the browser's.
 */
export function countdownText(activityStatus: number, startAt: string, endAt: string, now: number): string {
  if (activityStatus === 3) return `活动已于 ${formatDay(endAt)} 结束`;
  const target = Date.parse(activityStatus === 1 ? startAt : endAt);
  const ms = Math.max(0, target - now);
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const span = days > 0 ? `${days} 天 ${hours} 小时` : hours > 0 ? `${hours} 小时` : '不到 1 小时';
  return activityStatus === 1 ? `距开始还有 ${span}` : `距结束还有 ${span}`;
}
