import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as reviews from './reviews.service';

export function reviewsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getTaskReview, (q, r) => reviews.taskReview(deps, r.user, q));
  route(app, endpoints.submitReview, (b, r) => reviews.submitReview(deps, r.user, b));
  route(app, endpoints.replyReview, async (b, r) => {
    await reviews.replyReview(deps, r.user, b);
    return null;
  });
  route(app, endpoints.getUserReviewPage, (q) => reviews.receivedPage(deps, q));
  route(app, endpoints.getEmployerRatings, (q) => reviews.employerRatings(deps, q));
  route(app, endpoints.getMyPendingReviews, (_q, r) => reviews.pendingReviews(deps, r.user));
}
