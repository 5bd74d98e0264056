/** In-app notifications (issue 25): the list, unread counts, marking read. */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import { totalUnreadMessages } from '../conversations/conversations.repository';
import { toNotification } from './notifications.mapping';
import * as repo from './notifications.repository';

async function unreadCounts(db: Db, userId: number) {
  const [messages, notifications] = await Promise.all([totalUnreadMessages(db, userId), repo.countUnread(db, userId)]);
  return { messages, notifications };
}

export function notificationsRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  route(app, endpoints.getNotifications, async ({ current, pageSize }, request) => {
    const { rows, total } = await repo.pageNotifications(db, request.user.userId, current, pageSize);
    return { rows: rows.map(toNotification), total, current, pageSize };
  });

  route(app, endpoints.getUnreadCounts, async (_input, request) => unreadCounts(db, request.user.userId));

  route(app, endpoints.markNotificationsRead, async ({ notificationId }, request) => {
    await repo.markRead(db, request.user.userId, clock.now(), notificationId);
    return unreadCounts(db, request.user.userId);
  });
}
