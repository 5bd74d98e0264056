/** In-app notifications (issue 25): the list, unread counts, marking read. */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import * as notifications from './notifications.service';

export function notificationsRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  route(app, endpoints.getNotifications, ({ current, pageSize }, request) =>
    notifications.notificationsPage(db, request.user.userId, current, pageSize),
  );
  route(app, endpoints.getUnreadCounts, (_input, request) => notifications.unreadCounts(db, request.user.userId));
  route(app, endpoints.markNotificationsRead, ({ notificationId }, request) =>
    notifications.markRead(db, request.user.userId, clock.now(), notificationId),
  );
}
