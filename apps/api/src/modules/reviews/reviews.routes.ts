import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import * as reviews from './reviews.service';

/** How often the reveal job publishes reviews whose 14-day window has ended (decision 024). */
const REVEAL_EVERY_MS = 60_000;

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

  const run = () =>
    reviews.revealDue(db, clock.now()).then(
      (n) => {
        if (n > 0) app.log.info({ tasks: n }, 'reviews published at the end of their window');
      },
      (err: unknown) => app.log.warn({ err }, 'review reveal failed; retried next minute'),
    );
  const timer = setInterval(() => void run(), REVEAL_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
