/**
 * Conversations and the event stream (issue 25, decision 022). Chosen paths: the product specification names
 * none, so they follow the pages (/messages → /api/conversations). POST paths are fixed (the conversation in
 * the body), as every POST of the registry (the typed client fills `:name` segments of GETs only).
 */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import {
  conversationSchema,
  messagePageSchema,
  messageSchema,
  operatorConversationSchema,
  pageOf,
} from '../../entities/index.js';
import { MESSAGE_TEXT_MAX, OPERATOR_READ_REASON_MAX, OPERATOR_READ_REASON_MIN } from '../../rules/contact-mask.js';
import { idParam, optionalIntParam, pagingParams } from '../params.js';
import { nothing } from './common.js';

const conversationId = idParam;

export const conversationsEndpoints = {
  /** Chosen path: the caller's conversations, newest activity first. */
  getConversations: endpoint({
    method: 'GET',
    path: '/api/conversations',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(conversationSchema),
  }),
  /** Chosen path: one conversation of the caller's. */
  getConversation: endpoint({
    method: 'GET',
    path: '/api/conversations/:conversationId',
    auth: 'user',
    input: z.object({ conversationId }),
    data: conversationSchema,
  }),
  /** Chosen path: a page of messages, newest first, older than `before` (a message id). */
  getMessages: endpoint({
    method: 'GET',
    path: '/api/conversations/:conversationId/messages',
    auth: 'user',
    input: z.object({
      conversationId,
      before: z.optional(idParam),
      limit: z._default(optionalIntParam('每页条数', 1, 100), 30),
    }),
    data: messagePageSchema,
  }),
  /**
   * Chosen path: opens (or finds) the conversation about a task with one of its applicants — the employer from
   * the applicant list, the designer from the task page — or, without `orderId`, a pre-hire inquiry with a
   * designer (咨询TA). Answers its id.
   */
  openConversation: endpoint({
    method: 'POST',
    path: '/api/conversations/open',
    auth: 'user',
    input: z.object({ designerId: idParam, orderId: z.optional(idParam) }),
    data: z.object({ conversationId: z.number() }),
  }),
  /** Chosen path: sends a text or an image (one of the sender's uploads). A repeated `clientId` is a no-op. */
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/conversations/send',
    auth: 'user',
    input: z.object({
      conversationId,
      clientId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '消息编号格式不正确' })),
      text: z.optional(
        z
          .pipe(
            z.string({ error: '消息内容必须是文字' }),
            z.transform((s) => s.trim()),
          )
          .check(z.maxLength(MESSAGE_TEXT_MAX, { message: `消息不能超过${MESSAGE_TEXT_MAX}字` })),
      ),
      imageUrl: z.optional(z.string().check(z.maxLength(300, { message: '图片地址不正确' }))),
    }),
    data: messageSchema,
  }),
  /**
   * Chosen path: sends one file (issue 25) — multipart, fields `conversationId` and `clientId` first, then
   * the file (`files`): an image or a PDF of at most 10 MiB, the task attachments' rules. A repeated
   * `clientId` answers the stored message.
   */
  sendMessageFile: endpoint({
    method: 'POST',
    path: '/api/conversations/sendFile',
    auth: 'user',
    data: messageSchema,
  }),
  /** Chosen path: marks the conversation read up to its newest message (a read receipt for the other side). */
  markConversationRead: endpoint({
    method: 'POST',
    path: '/api/conversations/read',
    auth: 'user',
    input: z.object({ conversationId }),
    data: nothing,
  }),
  /**
   * Chosen path: the operator reads a conversation only within a dispute or report, with a written reason;
   * every read is recorded (issue 25).
   */
  getConversationForOperator: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/:conversationId',
    auth: 'operator',
    input: z.object({
      conversationId,
      reason: z
        .pipe(
          z.string({ error: '请填写查看原因（纠纷或举报）' }),
          z.transform((s) => s.trim()),
        )
        .check(
          z.refine((s) => s.length >= OPERATOR_READ_REASON_MIN && s.length <= OPERATOR_READ_REASON_MAX, {
            message: `请填写查看原因（纠纷或举报），${OPERATOR_READ_REASON_MIN}-${OPERATOR_READ_REASON_MAX}字`,
          }),
        ),
    }),
    data: operatorConversationSchema,
  }),
  /**
   * Chosen path: the logged-in user's event stream (Server-Sent Events: messages, read receipts,
   * notifications; decision 022). Not JSON: the answer is `text/event-stream`; `data` is never sent.
   */
  events: endpoint({ method: 'GET', path: '/api/events', auth: 'user', data: nothing }),
} as const satisfies Record<string, Endpoint>;
