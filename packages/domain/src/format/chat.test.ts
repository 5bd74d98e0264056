import { describe, expect, it } from 'vitest';
import { chatTime, formatFileSize, quoteMeta, unreadBadge } from './chat.js';

describe('chatTime', () => {
  // 2026-11-26 15:30 in China is 07:30 UTC.
  const now = new Date('2026-11-26T07:30:00Z');
  it('shows the time today, 昨天 yesterday, the date this year and the full date before, in China time', () => {
    expect(chatTime('2026-11-26T01:05:00Z', now)).toBe('09:05');
    // 16:30 UTC on the 25th is already the 26th in China: today, not yesterday.
    expect(chatTime('2026-11-25T16:30:00Z', now)).toBe('00:30');
    expect(chatTime('2026-11-25T15:59:00Z', now)).toBe('昨天 23:59');
    expect(chatTime('2026-03-03T00:00:00Z', now)).toBe('3月3日 08:00');
    expect(chatTime('2025-12-31T00:00:00Z', now)).toBe('2025-12-31');
    expect(chatTime('not a date', now)).toBe('');
  });
});

describe('unreadBadge', () => {
  it('shows the count, and 99+ past 99', () => {
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});

describe('formatFileSize', () => {
  it('shows KB under a megabyte (at least 1) and MB with one decimal above', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('quoteMeta', () => {
  it('says 我 for the viewer’s own message and 对方 for the other side’s, with the chat time', () => {
    const now = new Date('2026-11-26T07:30:00Z');
    expect(quoteMeta({ senderId: 5, createdAt: '2026-11-26T01:05:00Z' }, 5, now)).toBe('我 · 09:05');
    expect(quoteMeta({ senderId: 6, createdAt: '2026-11-26T01:05:00Z' }, 5, now)).toBe('对方 · 09:05');
  });
});
