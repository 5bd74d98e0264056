/**
 * Conversations, messages and notifications (issue 25). A conversation is between an employer side (the
 * task's employer, or whoever asked a designer before any task: 咨询TA) and a designer, about one task or
 * none. Times are ISO strings.
 */
import * as z from 'zod/mini';
import { taskStatusSchema } from './statuses.js';

export const conversationPeerSchema = z.object({
  userId: z.number(),
  nickName: z.string(),
  avatar: z.nullable(z.string()),
  isDesigner: z.boolean(),
});
export type ConversationPeer = z.infer<typeof conversationPeerSchema>;

export const messageSchema = z.object({
  messageId: z.number(),
  conversationId: z.number(),
  senderId: z.number(),
  /** The sender's own id for the message: a retried send with the same id is the same message. */
  clientId: z.string(),
  kind: z.enum(['text', 'image', 'file']),
  /** The text as stored: contacts masked when the conversation masked them (issue 25). */
  text: z.string(),
  image: z.nullable(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  /** A file message's attachment (an image or a PDF under the task attachments' rules); null otherwise. */
  file: z.nullable(z.object({ url: z.string(), name: z.string(), size: z.number(), mimeType: z.string() })),
  masked: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  conversationId: z.number(),
  /** The task it is about; null for a pre-hire inquiry from a designer's homepage. */
  task: z.nullable(z.object({ orderId: z.number(), taskName: z.string(), taskStatus: taskStatusSchema })),
  /** The caller's side in it. */
  role: z.enum(['employer', 'designer']),
  peer: conversationPeerSchema,
  lastMessage: z.nullable(z.object({ senderId: z.number(), preview: z.string(), createdAt: z.string() })),
  /** Messages the caller has not read. */
  unread: z.number(),
  /** The newest of the caller's messages the other side has read (read receipts); 0 none. */
  peerReadMessageId: z.number(),
  /** Whether contacts in new messages are masked (before the designer is hired). */
  masking: z.boolean(),
  /** The notice a thread shows while masking, else null. */
  notice: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messagePageSchema = z.object({ rows: z.array(messageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const notificationSchema = z.object({
  notificationId: z.number(),
  /** One of NOTIFICATION_KINDS (`@bazaar/domain/constants/notifications`). */
  kind: z.string(),
  /** The kind's label (新的报名, 新消息 …). */
  label: z.string(),
  title: z.string(),
  body: z.string(),
  /** A same-origin path to what it is about; '' none. */
  link: z.string(),
  /** Grouped messages: how many arrived while unread. */
  count: z.number(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountsSchema = z.object({ messages: z.number(), notifications: z.number() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** What an operator reads of a conversation (a dispute or report context; the read is recorded). */
export const operatorConversationSchema = z.object({
  conversationId: z.number(),
  task: z.nullable(z.object({ orderId: z.number(), taskName: z.string(), taskStatus: taskStatusSchema })),
  employer: conversationPeerSchema,
  designer: conversationPeerSchema,
  messages: z.array(messageSchema),
});
export type OperatorConversation = z.infer<typeof operatorConversationSchema>;

/**
 * The event stream's events (`GET /api/events`, Server-Sent Events; decision 022). Each has the user's event
 * sequence number as its SSE `id`, so a reconnect with Last-Event-ID replays exactly what was missed.
 */
export type StreamEvent =
  | { type: 'message'; message: Message }
  | { type: 'read'; conversationId: number; readerId: number; messageId: number }
  | { type: 'notification'; notification: Notification };
export type StreamEventType = StreamEvent['type'];
