/**
 * The conversations' and attachments' formats (issue 25). A module and a build entry of its own: the messages
 * pages and the task timeline use them, so they stay out of the chunk the cards' dates load with (a bundler
 * puts a module, with every export any chunk uses, in one chunk).
 */
import { chinaDay, chinaParts } from './date.js';

/**
 * How a chat shows a time (issue 25), in China time: today 14:05, 昨天 14:05, this year 11月3日 14:05, else
 * 2025-11-03.
 */
export function chatTime(iso: string | number | Date, now: Date = new Date()): string {
  const p = chinaParts(iso);
  const today = chinaParts(now);
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

/** An unread count as a badge shows it: the number, or 99+ past 99 (the web's top bar, the phone's tabs). */
export const unreadBadge = (n: number): string => (n > 99 ? '99+' : String(n));

/** A chat message offered as a dispute's evidence: who wrote it (我 / 对方) and when. */
export const quoteMeta = (m: { senderId: number; createdAt: string }, me: number | null, now?: Date): string =>
  `${m.senderId === me ? '我' : '对方'} · ${chatTime(m.createdAt, now)}`;
