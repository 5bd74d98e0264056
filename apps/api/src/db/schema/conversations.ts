/** Table types: conversations, messages, the per-user event log, operator reads (migration 0016, issue 25). */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface ConversationsTable {
  conversation_id: Generated<number>;
  /** The task it is about; null for a pre-hire inquiry (咨询TA). */
  order_id: number | null;
  /** The employer side: the task's employer, or whoever asked the designer. */
  employer_id: number;
  designer_id: number;
  last_message_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  last_read_message_id: Generated<number>;
  unread_count: Generated<number>;
  /** The conversation's last activity, copied here so a user's list is one index scan. */
  updated_at: Timestamp;
  /** Whether the conversation has a message, so it is on the user's list (migration 0020). */
  has_messages: Generated<boolean>;
}

export interface MessagesTable {
  message_id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  client_id: string;
  kind: 'text' | 'image' | 'file';
  body: Generated<string>;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  /** A file message's attachment (migration 0019): where it is served, its name, size and type. */
  file_url: string | null;
  file_name: string | null;
  file_size: number | null;
  file_mime: string | null;
  masked: Generated<boolean>;
  created_at: Timestamp;
}

export interface UserEventSeqsTable {
  user_id: number;
  last_seq: number;
}

export interface UserEventsTable {
  user_id: number;
  seq: number;
  type: string;
  /** The event as JSON (a StreamEvent of the domain). */
  payload: string;
  created_at: Timestamp;
}

export interface ConversationReadsTable {
  read_id: Generated<number>;
  operator_id: number;
  conversation_id: number;
  reason: string;
  created_at: Timestamp;
}
