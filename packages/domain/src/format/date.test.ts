import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('dates in China time', () => {
  it('shows the China day and time whatever the runtime zone', () => {
    // 16:30 UTC is 00:30 the next day in UTC+8.
    expect(formatDate('2026-11-22T16:30:00Z')).toBe('2026年11月23日');
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('2026-11-23 00:30');
    expect(formatDateTime('2026-01-05T01:02:00+08:00')).toBe('2026-01-05 01:02');
  });

  it('answers empty text for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
