import { describe, expect, it } from 'vitest';
import type { Message } from '../entities/messaging.js';
import {
  canSendText,
  mergeMessage,
  newClientId,
  outgoingSending,
  outgoingSettled,
  pendingOf,
  prependOlder,
  sendMessageInput,
  sendsOnEnter,
  showsTimeLine,
  TIME_GAP_MS,
} from './chat-thread.js';

const msg = (messageId: number, over: Partial<Message> = {}): Message => ({
  messageId,
  conversationId: 1,
  senderId: 7,
  clientId: `client-${messageId}`,
  kind: 'text',
  text: `m${messageId}`,
  image: null,
  file: null,
  masked: false,
  createdAt: new Date(Date.UTC(2026, 10, 26, 8, messageId)).toISOString(),
  ...over,
});

describe('newClientId', () => {
  it('makes ids the api accepts, different each time', () => {
    const a = newClientId('m');
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a.startsWith('m-')).toBe(true);
    expect(newClientId('m')).not.toBe(a);
  });
});

describe('mergeMessage', () => {
  it('keeps the thread oldest first by id', () => {
    expect(mergeMessage([msg(1), msg(3)], msg(2)).map((m) => m.messageId)).toEqual([1, 2, 3]);
  });
  it('replaces the message with the same sender and client id (a retry, or the stream after the answer)', () => {
    const rows = mergeMessage([msg(1), msg(2)], msg(2, { text: 'again' }));
    expect(rows).toHaveLength(2);
    expect(rows[1]!.text).toBe('again');
  });
  it('keeps the other side’s message with the same client id', () => {
    expect(mergeMessage([msg(1)], msg(2, { clientId: 'client-1', senderId: 8 }))).toHaveLength(2);
  });
});

describe('prependOlder', () => {
  it('puts an older page (newest first) before the rows, without repeats', () => {
    expect(prependOlder([msg(3), msg(4)], [msg(3), msg(2), msg(1)]).map((m) => m.messageId)).toEqual([1, 2, 3, 4]);
  });
});

describe('showsTimeLine', () => {
  it('shows one before the first message and after a gap of more than five minutes', () => {
    const t = (minutes: number) => ({ createdAt: new Date(minutes * 60_000).toISOString() });
    const rows = [t(0), t(4), t(4 + TIME_GAP_MS / 60_000 + 1)];
    expect(rows.map((_, i) => showsTimeLine(rows, i))).toEqual([true, false, true]);
    expect(showsTimeLine(rows, 3)).toBe(false);
  });
});

describe('pendingOf', () => {
  it('leaves out the outgoing messages the caller’s stored ones answer', () => {
    const outgoing = [{ clientId: 'client-2' }, { clientId: 'client-9' }];
    expect(pendingOf(outgoing, [msg(2)], 7)).toEqual([{ clientId: 'client-9' }]);
    // The same client id from the other side does not answer ours.
    expect(pendingOf(outgoing, [msg(2, { senderId: 8 })], 7)).toHaveLength(2);
  });
});

describe('canSendText', () => {
  it('asks for 1–2000 characters besides spaces', () => {
    expect(canSendText('  ')).toBe(false);
    expect(canSendText('你好')).toBe(true);
    expect(canSendText('字'.repeat(2000))).toBe(true);
    expect(canSendText('字'.repeat(2001))).toBe(false);
  });
});

describe('a send', () => {
  const a = { clientId: 'a', text: '你好', failed: true };
  const b = { clientId: 'b', imageUrl: '/img/1.png', failed: false };
  it('shows the message at once (a retry in place of its failed copy), then drops it or marks it failed', () => {
    expect(outgoingSending([a, b], a)).toEqual([b, { ...a, failed: false }]);
    expect(outgoingSettled([a, b], 'b', true)).toEqual([a]);
    expect(outgoingSettled([{ ...a, failed: false }, b], 'a', false)).toEqual([{ ...a, failed: true }, b]);
  });

  it('sends a text or an image with its client id', () => {
    expect(sendMessageInput(3, a)).toEqual({ conversationId: 3, clientId: 'a', text: '你好' });
    expect(sendMessageInput(3, b)).toEqual({ conversationId: 3, clientId: 'b', imageUrl: '/img/1.png' });
  });
});

describe('sendsOnEnter', () => {
  it('sends on Enter, not on Shift+Enter nor while an input method composes', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});
