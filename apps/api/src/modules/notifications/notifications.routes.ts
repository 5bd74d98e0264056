/** In-app notifications (issue 25): the list, unread counts, marking read. */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as notifications from './notifications.service';

export function notificationsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getNotifications, (q, request) => notifications.notificationsPage(deps, request.user, q));
  route(app, endpoints.getUnreadCounts, (_input, request) => notifications.unreadCounts(deps, request.user));
  route(app, endpoints.markNotificationsRead, (q, request) => notifications.markRead(deps, request.user, q));
}
