import { describe, expect, it } from 'vitest';
import { isPastDeadline } from './deadline.js';

describe('isPastDeadline', () => {
  const deadline = '2026-12-03T00:00:00.000Z'; // 2026-12-03 08:00 in China: the day is 2026-12-03 there

  it('keeps applications open through the whole deadline day in China time', () => {
    expect(isPastDeadline(deadline, Date.parse('2026-12-02T10:00:00+08:00'))).toBe(false);
    expect(isPastDeadline(deadline, Date.parse('2026-12-03T23:59:59+08:00'))).toBe(false);
  });

  it('closes them when that day has ended', () => {
    expect(isPastDeadline(deadline, Date.parse('2026-12-04T00:00:00+08:00'))).toBe(true);
    expect(isPastDeadline(new Date(deadline), Date.parse('2027-01-01T00:00:00+08:00'))).toBe(true);
  });

  it('a task without a deadline (or an unreadable one) is not past it', () => {
    expect(isPastDeadline(null, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isPastDeadline('not a date', Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
