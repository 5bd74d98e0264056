/**
 * docs/product.md §8/§9: likes on the vivo and oppo thematic pages are only accepted inside their date windows.
 * LIKE_WINDOWS holds the windows as half-open instants [start, end) in UTC+8.
 */
import { LIKE_WINDOWS } from '../constants/base.js';

export const LIKE_MESSAGES = {
  tooEarly: '还未到点赞时间',
  passed: '点赞日期已过',
} as const;

export type LikeKind = keyof typeof LIKE_WINDOWS;
export type LikeWindowResult =
  | { ok: true }
  | { ok: false; message: (typeof LIKE_MESSAGES)[keyof typeof LIKE_MESSAGES] };

export function likeWindow(kind: LikeKind, now: Date): LikeWindowResult {
  return checkLikeWindow(LIKE_WINDOWS[kind], now);
}

/**
 * Any campaign's window (issue 8: the seeded vivo/oppo campaigns start from LIKE_WINDOWS and operators
 * may move them): the same half-open [start, end) judgement, for the api and, without a call, the web.
 */
export function checkLikeWindow(window: { start: string; end: string }, now: Date): LikeWindowResult {
  const t = now.getTime();
  // An invalid date fails closed, as if the window had not opened.
  if (Number.isNaN(t) || t < Date.parse(window.start)) return { ok: false, message: LIKE_MESSAGES.tooEarly };
  if (t >= Date.parse(window.end)) return { ok: false, message: LIKE_MESSAGES.passed };
  return { ok: true };
}
