/**
 * Issue 25: the schemas of reviews after a completed task (endpoints in endpoints/reviews.ts). Inputs carry
 * the Chinese refusals of `REVIEW_MESSAGES`, shared with the review form.
 */
import * as z from 'zod/mini';
import {
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_TEXT_MAX,
} from '../constants/reviews.js';
import { idParam } from './params.js';
import { reviewStatusSchema } from '../entities/statuses.js';

const score = z.coerce.number({ error: REVIEW_MESSAGES.scores }).check(
  z.refine((n) => Number.isInteger(n) && n >= REVIEW_SCORE_MIN && n <= REVIEW_SCORE_MAX, {
    message: REVIEW_MESSAGES.scores,
  }),
);

export const submitReviewInput = z.object({
  orderId: idParam,
  /** The three ratings in the order of REVIEW_ASPECTS for the side being rated. */
  scores: z.tuple([score, score, score], { error: REVIEW_MESSAGES.scores }),
  content: z._default(
    z.pipe(
      z.string().check(z.maxLength(REVIEW_TEXT_MAX, { message: REVIEW_MESSAGES.textTooLong })),
      z.transform((s) => s.trim()),
    ),
    '',
  ),
});
export type SubmitReviewInput = z.infer<typeof submitReviewInput>;

export const replyReviewInput = z.object({
  reviewId: idParam,
  content: z.pipe(
    z.pipe(
      z.string({ error: REVIEW_MESSAGES.replyEmpty }),
      z.transform((s) => s.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, { message: REVIEW_MESSAGES.replyEmpty }),
        z.maxLength(REVIEW_REPLY_MAX, { message: REVIEW_MESSAGES.replyTooLong }),
      ),
  ),
});

/** One review as its writer and, once published, everyone sees it. */
export const reviewSchema = z.object({
  reviewId: z.number(),
  orderId: z.number(),
  taskName: z.string(),
  /** REVIEWER_ROLE: 1 the employer wrote it (about the designer), 2 the designer (about the employer). */
  reviewerRole: z.number(),
  reviewerId: z.number(),
  reviewerName: z.string(),
  reviewerAvatar: z.nullable(z.string()),
  revieweeId: z.number(),
  /** The three ratings, in the order of REVIEW_ASPECTS for the side rated. */
  scores: z.array(z.number()),
  /** Their average, two decimals. */
  score: z.number(),
  content: z.string(),
  createdAt: z.string(),
  /** When it became visible to the other side and the public; null while hidden. */
  publishedAt: z.nullable(z.string()),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;

/** The review panel of one task for the viewer. */
export const taskReviewSchema = z.object({
  orderId: z.number(),
  status: reviewStatusSchema,
  /** The viewer's side: 1 employer, 2 the hired designer; null for anyone else. */
  role: z.nullable(z.number()),
  /** The other party's name (the one the viewer reviews). */
  counterpartName: z.string(),
  /** When reviewing closes (completion + 14 days); null before completion. */
  windowEndsAt: z.nullable(z.string()),
  mine: z.nullable(reviewSchema),
  /** The other side's review — only once published (neither sees the other's before giving theirs). */
  theirs: z.nullable(reviewSchema),
});
export type TaskReview = z.infer<typeof taskReviewSchema>;

export const ratingSummarySchema = z.object({
  userId: z.number(),
  ratingAvg: z.nullable(z.number()),
  ratingCount: z.number(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A completed task the viewer may still review (the 去评价 links of the task lists). */
export const pendingReviewSchema = z.object({
  orderId: z.number(),
  taskName: z.string(),
  windowEndsAt: z.string(),
});
