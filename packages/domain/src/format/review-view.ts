/**
 * What the task page's 评价 section says (issue 25, docs/decisions/024), on the web and on the phone: who is rated on
 * what, the form's intro, the waiting and closed notes, the stars' words and a review's three ratings. Framework-free.
 */
import {
  REVIEW_ASPECTS,
  REVIEW_SCORE_WORDS,
  REVIEW_WINDOW_DAYS,
  REVIEWER_ROLE,
  type ReviewerRole,
} from '../constants/reviews.js';
import { formatDate, formatDateTime } from './date.js';

/** The three aspects a review written by `reviewerRole` rates (an employer rates the designer, and back). */
export const reviewAspects = (reviewerRole: number | null): readonly string[] =>
  reviewerRole === REVIEWER_ROLE.employer ? REVIEW_ASPECTS.designer : REVIEW_ASPECTS.employer;

/** The other side, as the reviewer `role` names it: 设计师 for the employer, 雇主 for the designer. */
export const counterpartWord = (role: ReviewerRole | number | null): string =>
  role === REVIEWER_ROLE.employer ? '设计师' : '雇主';

/** When the window ends, as the notes print it (empty when not known). */
export const reviewEnds = (windowEndsAt: string | null): string => (windowEndsAt ? formatDateTime(windowEndsAt) : '');

/** The review form's intro. */
export const reviewFormIntro = (role: number | null, counterpartName: string, windowEndsAt: string | null): string =>
  `为${counterpartWord(role)} ${counterpartName} 打分：任务完成后 ${REVIEW_WINDOW_DAYS} 天内可评价（${reviewEnds(windowEndsAt)} 截止）； ` +
  '双方都评价后同时公开，提交后不能修改。';

/** 等待对方评价: the reviewer has given theirs, the other side not yet. */
export const reviewWaitingNote = (windowEndsAt: string | null): string =>
  `等待对方评价 · 双方都评价后（或 ${reviewEnds(windowEndsAt)} 评价期结束时）同时公开，在此之前双方都看不到对方的评分。`;

/** The window ended and the viewer gave no review. */
export const reviewClosedNote = (windowEndsAt: string | null): string =>
  `评价期已于 ${windowEndsAt ? formatDate(windowEndsAt) : ''} 结束，双方都没有评价。`;

/** The heading over the other side's published review. */
export const reviewTheirsTitle = (role: number | null, counterpartName: string): string =>
  `${counterpartWord(role)}${counterpartName ? ` ${counterpartName} ` : ''}对我的评价`;

/** A review's three ratings as shown: each aspect with 「n 星」. */
export const reviewAspectRows = (review: { reviewerRole: number; scores: readonly number[] }) =>
  reviewAspects(review.reviewerRole).map((label, i) => ({ label, text: `${review.scores[i]} 星` }));

/** What a star rating being given needs (both sites' star inputs). */
export interface StarPick {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** The five star choices of a rating at `value`: each with whether it is lit and its spoken label (「4 星 满意」). */
export const starChoices = (value: number) =>
  [1, 2, 3, 4, 5].map((n) => ({ n, on: value >= n, label: `${n} 星 ${REVIEW_SCORE_WORDS[n]}` }));

/** The word beside a rating: 满意…, or 请打分 before any. */
export const starWord = (value: number): string => (value > 0 ? (REVIEW_SCORE_WORDS[value] ?? '') : '请打分');

/** A rating shown, as words for a screen reader: 4.5 分（满分 5 分）. */
export const scoreLabel = (value: number): string => `${value.toFixed(1)} 分（满分 5 分）`;

/** How full each of the five stars is for a rating, to the nearest half: 3.7 → [1, 1, 1, 0.5, 0]. */
export function starFills(value: number): number[] {
  const rounded = Math.round(value * 2) / 2;
  return [1, 2, 3, 4, 5].map((n) => (rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0));
}
