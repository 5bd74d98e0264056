/** Table types: in-app notifications (migration 0015, issue 25). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export interface NotificationsTable {
  notification_id: Generated<number>;
  user_id: number;
  /** One of the domain's NOTIFICATION_KINDS. */
  kind: string;
  title: string;
  body: Generated<string>;
  /** A same-origin path to what the notification is about. */
  link: Generated<string>;
  /** Rows with one group key (a conversation) fold into one while unread. */
  group_key: string | null;
  count: Generated<number>;
  read_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
