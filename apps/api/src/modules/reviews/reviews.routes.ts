import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import * as reviews from './reviews.service';

export function reviewsRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  route(app, endpoints.getTaskReview, (q, r) => reviews.taskReview(db, r.user, q.orderId, clock.now()));
  route(app, endpoints.submitReview, (b, r) => reviews.submitReview(db, r.user, b, clock.now()));
  route(app, endpoints.replyReview, async (b, r) => {
    await reviews.replyReview(db, r.user, b, clock.now());
    return null;
  });
  route(app, endpoints.getUserReviewPage, (q) => reviews.receivedPage(db, q));
  route(app, endpoints.getEmployerRatings, (q) => reviews.employerRatings(db, q.userIds));
  route(app, endpoints.getMyPendingReviews, (_q, r) => reviews.pendingReviews(db, r.user, clock.now()));
}
