import { describe, expect, it } from 'vitest';
import { countdownText, formatDay } from './campaign-date.js';

describe('campaign dates', () => {
  const start = '2026-03-01T00:00:00.000Z';
  const end = '2026-03-10T12:00:00.000Z';
  it('counts down to the start of an upcoming campaign and to the end of a running one', () => {
    expect(countdownText(1, start, end, Date.parse(start) - 2 * 86_400_000 - 3 * 3_600_000)).toBe(
      '距开始还有 2 天 3 小时',
    );
    expect(countdownText(2, start, end, Date.parse(end) - 5 * 3_600_000)).toBe('距结束还有 5 小时');
    expect(countdownText(2, start, end, Date.parse(end) - 60_000)).toBe('距结束还有 不到 1 小时');
  });
  it('names the end day of a finished campaign', () => {
    expect(countdownText(3, start, end, Date.parse(end) + 1)).toBe(`活动已于 ${formatDay(end)} 结束`);
  });
});
