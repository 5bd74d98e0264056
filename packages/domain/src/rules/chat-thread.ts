/**
 * A conversation's thread as both sites draw it (issue 25, decision 022): client ids that make a retried send
 * the same message, merging a message into the thread (by client id, oldest first), the time lines between
 * messages far apart, the outgoing messages still waiting (and what a send does to them), what sendMessage is
 * sent, and the composer's checks (its text, its Enter key, the files it takes). Framework-free, an
 * entry of its own (`@bazaar/domain/rules/chat-thread`): only the messages pages load it.
 */
import { TASK_ATTACHMENT_TYPES } from '../constants/tasks.js';
import type { Message } from '../entities/messaging.js';
import { MESSAGE_TEXT_MAX } from './contact-mask.js';

export { MESSAGE_TEXT_MAX, conversationPath } from './contact-mask.js';

declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

/** A client id for a message (the api's rule: 8–64 of `A-Za-z0-9_-`); a retried send with it is a no-op. */
export function newClientId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Adds (or replaces: same sender and client id) a message in a thread kept oldest first by id. */
export function mergeMessage(rows: readonly Message[], message: Message): Message[] {
  const next = rows.filter((m) => m.clientId !== message.clientId || m.senderId !== message.senderId);
  next.push(message);
  next.sort((a, b) => a.messageId - b.messageId);
  return next;
}

/** Older messages (a page, newest first as the api answers) put before a thread's rows, without repeats. */
export function prependOlder(rows: readonly Message[], olderNewestFirst: readonly Message[]): Message[] {
  const known = new Set(rows.map((m) => m.messageId));
  return [...[...olderNewestFirst].reverse().filter((m) => !known.has(m.messageId)), ...rows];
}

/** Messages more than this apart get a time line between them. */
export const TIME_GAP_MS = 5 * 60_000;

/** Whether the thread shows a time line before its `i`-th message: the first, or one far from the one before. */
export function showsTimeLine(rows: readonly Pick<Message, 'createdAt'>[], i: number): boolean {
  const here = rows[i];
  const before = rows[i - 1];
  if (!here) return false;
  if (!before) return true;
  return Date.parse(here.createdAt) - Date.parse(before.createdAt) > TIME_GAP_MS;
}

/** An outgoing message as the composer made it (text, an uploaded image, or a file) until the api stores it. */
export interface Outgoing<F = unknown> {
  clientId: string;
  text?: string;
  imageUrl?: string;
  file?: F;
  failed: boolean;
}

/** The outgoing messages still to show: those whose client id is not yet among the caller's stored ones. */
export function pendingOf<O extends { clientId: string }>(
  outgoing: readonly O[],
  rows: readonly Pick<Message, 'clientId' | 'senderId'>[],
  me: number,
): O[] {
  const stored = new Set(rows.filter((m) => m.senderId === me).map((m) => m.clientId));
  return outgoing.filter((o) => !stored.has(o.clientId));
}

/** Whether the composer's text can be sent: something besides spaces, at most MESSAGE_TEXT_MAX characters. */
export function canSendText(text: string): boolean {
  return text.trim().length > 0 && text.length <= MESSAGE_TEXT_MAX;
}

/** The api's own message for a text too long (the composer shows it under the field). */
export const MESSAGE_TOO_LONG = `消息不能超过${MESSAGE_TEXT_MAX}字`;

/** The outgoing messages once a send starts: shown at once (a retry replaces its failed copy). */
export const outgoingSending = <O extends Outgoing>(now: readonly O[], m: O): O[] => [
  ...now.filter((o) => o.clientId !== m.clientId),
  { ...m, failed: false },
];

/** The outgoing messages once the api has answered a send: gone when stored, else marked failed (retry). */
export const outgoingSettled = <O extends Outgoing>(now: readonly O[], clientId: string, stored: boolean): O[] =>
  stored
    ? now.filter((o) => o.clientId !== clientId)
    : now.map((o) => (o.clientId === clientId ? { ...o, failed: true } : o));

/** sendMessage's input for an outgoing text or image (a file goes by its own multipart call). */
export const sendMessageInput = (conversationId: number, m: Outgoing) => ({
  conversationId,
  clientId: m.clientId,
  ...(m.text ? { text: m.text } : {}),
  ...(m.imageUrl ? { imageUrl: m.imageUrl } : {}),
});

/** Whether a key press in the composer sends: Enter, not Shift+Enter (a new line), not within an input method. */
export const sendsOnEnter = (e: { key: string; shiftKey: boolean; isComposing: boolean }): boolean =>
  e.key === 'Enter' && !e.shiftKey && !e.isComposing;

/** The composer's file picker: what a message's file may be (the task attachments' rules). */
export const MESSAGE_FILE_ACCEPT = TASK_ATTACHMENT_TYPES.join(',');
