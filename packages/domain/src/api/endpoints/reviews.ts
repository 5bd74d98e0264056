/**
 * Reviews after a completed task (issue 25, decision 024). Chosen paths: the product reference names none.
 */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { pageOf } from '../../entities/index.js';
import { idListParam, idParam, pagingParams } from '../params.js';
import {
  pendingReviewSchema,
  ratingSummarySchema,
  replyReviewInput,
  reviewSchema,
  submitReviewInput,
  taskReviewSchema,
} from '../reviews-schemas.js';
import { nothing } from './common.js';

export const reviewsEndpoints = {
  /** Chosen path (issue 25): the task page's review panel — the viewer's review, the other's once published. */
  getTaskReview: endpoint({
    method: 'GET',
    path: '/api/review/getTaskReview',
    auth: 'user',
    input: z.object({ orderId: idParam }),
    data: taskReviewSchema,
  }),
  /** Chosen path (issue 25): three ratings and a text, once per side and task, never edited. */
  submitReview: endpoint({
    method: 'POST',
    path: '/api/review/submit',
    auth: 'user',
    input: submitReviewInput,
    data: taskReviewSchema,
  }),
  /** Chosen path (issue 25): the reviewed party's one public reply to a published review. */
  replyReview: endpoint({
    method: 'POST',
    path: '/api/review/reply',
    auth: 'user',
    input: replyReviewInput,
    data: nothing,
  }),
  /** Chosen path (issue 25): the published reviews a user received, newest first (a designer's homepage). */
  getUserReviewPage: endpoint({
    method: 'GET',
    path: '/api/review/getUserReviewPage',
    auth: 'public',
    input: z.object({ userId: idParam, ...pagingParams }),
    data: pageOf(reviewSchema),
  }),
  /** Chosen path (issue 25): employers' averages (task pages and cards); users without reviews answer null. */
  getEmployerRatings: endpoint({
    method: 'GET',
    path: '/api/review/getEmployerRatings',
    auth: 'public',
    input: z.object({ userIds: idListParam }),
    data: z.array(ratingSummarySchema),
  }),
  /** Chosen path (issue 25): completed tasks the viewer may still review (去评价 in their task lists). */
  getMyPendingReviews: endpoint({
    method: 'GET',
    path: '/api/review/getMyPendingReviews',
    auth: 'user',
    data: z.array(pendingReviewSchema),
  }),
} as const satisfies Record<string, Endpoint>;
