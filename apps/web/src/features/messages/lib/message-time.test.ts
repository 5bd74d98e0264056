import { describe, expect, it } from 'vitest';
import { chatTime, newClientId } from './message-time';

describe('chatTime', () => {
  const now = new Date(2026, 10, 26, 15, 30);
  it('shows the time today, 昨天 yesterday, the date this year and the full date before', () => {
    expect(chatTime(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('09:05');
    expect(chatTime(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('昨天 23:59');
    expect(chatTime(new Date(2026, 2, 3, 8, 0).toISOString(), now)).toBe('3月3日 08:00');
    expect(chatTime(new Date(2025, 11, 31, 8, 0).toISOString(), now)).toBe('2025-12-31');
    expect(chatTime('not a date', now)).toBe('');
  });
});

describe('newClientId', () => {
  it('makes ids the api accepts, different each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(a);
  });
});
