/**
 * Reviews after a completed task (issue 25, docs/product.md Reviews, decision 024). Its own entry: only
 * the review form, the homepage's reviews and the api read it (kept off the home first load).
 */

/** Days after completion (the task's accept event) during which each side may review the other. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 3_600_000;
/** Longest review text and public reply (characters). */
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_REPLY_MAX = 200;
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;

/** Who wrote a review (chosen): 1 the employer (reviewing the designer), 2 the hired designer. */
export const REVIEWER_ROLE = { employer: 1, designer: 2 } as const;
export type ReviewerRole = (typeof REVIEWER_ROLE)[keyof typeof REVIEWER_ROLE];

/** The three ratings, in order, by the side being rated. */
export const REVIEW_ASPECTS = {
  /** What an employer rates a designer on. */
  designer: ['专业能力', '沟通', '按时交付'],
  /** What a designer rates an employer on. */
  employer: ['需求清晰', '付款及时', '沟通'],
} as const;

/** What a viewer of a task's review panel may do (getTaskReview `status`). */
/** The word beside each star of a rating being given (both sites' review forms). */
export const REVIEW_SCORE_WORDS: Readonly<Record<number, string>> = {
  1: '很差',
  2: '较差',
  3: '一般',
  4: '满意',
  5: '非常满意',
};

export const REVIEW_STATUS = {
  /** Not the employer or the hired designer. */
  notParty: 'notParty',
  /** The task is not 已完成. */
  notCompleted: 'notCompleted',
  /** The viewer may review now. */
  open: 'open',
  /** The viewer has reviewed; the other side has not and the window is still open (等待对方评价). */
  waiting: 'waiting',
  /** Both reviews (or the one given before the window ended) are published. */
  published: 'published',
  /** The window ended and the viewer gave no review. */
  closed: 'closed',
} as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** The api's refusals, word for word (the web shows them as they come). */
export const REVIEW_MESSAGES = {
  taskMissing: '任务不存在',
  notParty: '只有该任务的雇主和被选中的设计师可以评价',
  notCompleted: '任务完成后才能评价',
  windowOver: `评价期已结束（任务完成后${REVIEW_WINDOW_DAYS}天内可以评价）`,
  alreadyReviewed: '你已经评价过这个任务，评价提交后不能修改',
  scores: `请为每一项打分（${REVIEW_SCORE_MIN}-${REVIEW_SCORE_MAX}星）`,
  textTooLong: `评价内容不能超过${REVIEW_TEXT_MAX}个字`,
  reviewMissing: '评价不存在',
  notReviewee: '只有被评价的一方可以回复',
  notPublished: '评价公开后才能回复',
  alreadyReplied: '你已经回复过这条评价，回复只能发布一次',
  replyEmpty: '请输入回复内容',
  replyTooLong: `回复不能超过${REVIEW_REPLY_MAX}个字`,
} as const;

/**
 * The average of `reviews` reviews whose ratings (three each) add up to `scoreSum`, to two decimals — as the
 * designers' stored `rating_avg numeric(3,2)` keeps it (decision 024); null before the first review.
 */
export const ratingAverage = (scoreSum: number, reviews: number): number | null =>
  reviews > 0 ? Math.round((scoreSum / (3 * reviews)) * 100) / 100 : null;

/** A rating average as shown (one decimal: 4.7). */
export const formatRating = (avg: number): string => avg.toFixed(1);
