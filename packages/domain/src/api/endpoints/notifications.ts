/** In-app notifications (issue 25). Chosen paths: the product specification names none. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { notificationSchema, pageOf, unreadCountsSchema } from '../../entities/index.js';
import { idParam, pagingParams } from '../params.js';

export const notificationsEndpoints = {
  /** Chosen path: the caller's notifications, newest first. */
  getNotifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(notificationSchema),
  }),
  /** Chosen path: unread messages and notifications (the top bar's bell and 消息 link). */
  getUnreadCounts: endpoint({
    method: 'GET',
    path: '/api/notifications/unread',
    auth: 'user',
    data: unreadCountsSchema,
  }),
  /** Chosen path: marks one notification (`notificationId`) or all of them read; answers the new counts. */
  markNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    auth: 'user',
    input: z.object({ notificationId: z.optional(idParam) }),
    data: unreadCountsSchema,
  }),
} as const satisfies Record<string, Endpoint>;
