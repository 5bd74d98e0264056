/** In-app notifications (issue 25): the list, unread counts, marking read. */
import type { Notification, Page } from '@bazaar/domain/entities';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { totalUnreadMessages } from '../conversations/conversations.repository';
import { toNotification } from './notifications.mapping';
import * as repo from './notifications.repository';

export async function notificationsPage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Notification>> {
  const { rows, total } = await repo.pageNotifications(deps.db, user.userId, current, pageSize);
  return { rows: rows.map(toNotification), total, current, pageSize };
}

/** Unread messages (every conversation) and unread notifications, for the header's badges. */
export async function unreadCounts(deps: Pick<Deps, 'db'>, user: SessionUser) {
  const [messages, notifications] = await Promise.all([
    totalUnreadMessages(deps.db, user.userId),
    repo.countUnread(deps.db, user.userId),
  ]);
  return { messages, notifications };
}

/** Marks one notification read (or all, without an id) and answers the counts after. */
export async function markRead(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { notificationId }: { notificationId?: number | undefined },
) {
  await repo.markRead(deps.db, user.userId, deps.clock.now(), notificationId);
  return unreadCounts(deps, user);
}
