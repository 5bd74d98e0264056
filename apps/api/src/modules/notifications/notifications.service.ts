/** In-app notifications (issue 25): the list, unread counts, marking read. */
import type { Notification, Page } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import { totalUnreadMessages } from '../conversations/conversations.repository';
import { toNotification } from './notifications.mapping';
import * as repo from './notifications.repository';

export async function notificationsPage(
  db: Db,
  userId: number,
  current: number,
  pageSize: number,
): Promise<Page<Notification>> {
  const { rows, total } = await repo.pageNotifications(db, userId, current, pageSize);
  return { rows: rows.map(toNotification), total, current, pageSize };
}

/** Unread messages (every conversation) and unread notifications, for the header's badges. */
export async function unreadCounts(db: Db, userId: number) {
  const [messages, notifications] = await Promise.all([totalUnreadMessages(db, userId), repo.countUnread(db, userId)]);
  return { messages, notifications };
}

/** Marks one notification read (or all, without an id) and answers the counts after. */
export async function markRead(db: Db, userId: number, now: Date, notificationId: number | undefined) {
  await repo.markRead(db, userId, now, notificationId);
  return unreadCounts(db, userId);
}
