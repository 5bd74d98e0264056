/**
 * Notifications — SQL only (issue 25). `addNotification` is the one place any module raises a
 * notification: call it inside the transaction that makes the change it announces, so a rolled-back change
 * announces nothing. Messages of one conversation share a `groupKey`: while the user has not read the
 * earlier one, a new one bumps its count and moves it to the top instead of adding a row.
 */
import { sql, type Selectable } from 'kysely';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationKind,
} from '@bazaar/domain/constants/notifications';
import type { Db, Tx } from '../../db/database';
import type { NotificationsTable } from '../../db/schema';
import { appendEvent } from '../events/events.repository';
import { toNotification } from './notifications.mapping';
import { pageWindow } from '../../db/sql-helpers';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A same-origin path to what the notification is about (`/task/12`, `/messages/3`). */
  link?: string;
  /** Folds unread notifications of one thread (a conversation) into one row. */
  groupKey?: string;
  at: Date;
}

export type NotificationRow = Selectable<NotificationsTable>;

/**
 * Writes the notification (or folds it into the unread one of its group) and puts it on the user's event
 * stream (decision 022: delivered live once the transaction commits); its id.
 */
export async function addNotification(db: Db | Tx, n: NewNotification): Promise<number> {
  const row = await writeNotification(db, n);
  await appendEvent(db, n.userId, { type: 'notification', notification: toNotification(row) }, n.at);
  return row.notification_id;
}

async function writeNotification(db: Db | Tx, n: NewNotification): Promise<NotificationRow> {
  const values = {
    user_id: n.userId,
    kind: n.kind,
    title: n.title.slice(0, NOTIFICATION_TITLE_MAX),
    body: (n.body ?? '').slice(0, NOTIFICATION_BODY_MAX),
    link: n.link ?? '',
    group_key: n.groupKey ?? null,
    created_at: n.at,
    updated_at: n.at,
  };
  if (!n.groupKey) {
    return db.insertInto('notifications').values(values).returningAll().executeTakeFirstOrThrow();
  }
  return db
    .insertInto('notifications')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'group_key'])
        .where('read_at', 'is', null)
        .where('group_key', 'is not', null)
        .doUpdateSet({
          count: sql`notifications.count + 1`,
          title: values.title,
          body: values.body,
          link: values.link,
          updated_at: n.at,
        }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the user's notifications, newest activity first, and how many there are. */
export async function pageNotifications(db: Db, userId: number, current: number, pageSize: number) {
  const { limit, offset } = pageWindow(current, pageSize);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('notification_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Marks the unread notification of a group (a conversation the user has just read) read. */
export async function markGroupRead(db: Db | Tx, userId: number, groupKey: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('group_key', '=', groupKey)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks one (when `notificationId` is given) or every unread notification of the user read. */
export async function markRead(db: Db, userId: number, at: Date, notificationId?: number): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (notificationId !== undefined) q = q.where('notification_id', '=', notificationId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
