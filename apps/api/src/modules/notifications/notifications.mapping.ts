/** A notification row as the domain's Notification (the list, and the event stream's payload). */
import { NOTIFICATION_KINDS, type NotificationKind } from '@bazaar/domain/constants/notifications';
import type { Notification } from '@bazaar/domain/entities';
import type { Selectable } from 'kysely';
import { isoTime } from '../../db/sql-helpers';
import type { NotificationsTable } from '../../db/schema';

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    notificationId: row.notification_id,
    kind: row.kind,
    label: NOTIFICATION_KINDS[row.kind as NotificationKind] ?? '通知',
    title: row.title,
    body: row.body,
    link: row.link,
    count: row.count,
    read: row.read_at !== null,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}
