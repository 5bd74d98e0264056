import { describe, expect, it } from 'vitest';
import {
  billKindsFor,
  billMonths,
  billsEmpty,
  billSumLabels,
  countdown,
  kindParam,
  monthParam,
  payVerdict,
  recentMonths,
  yuanInputToFen,
} from './money-view.js';

describe('money page rules', () => {
  it('offers each side its own bill kinds', () => {
    expect(billKindsFor('designer').map((k) => k.label)).toEqual(['全部', '任务收入', '提现']);
    expect(billKindsFor('employer').map((k) => k.label)).toEqual(['全部', '支付赏金', '退款']);
  });
  it('reads only valid filters from the URL', () => {
    expect(kindParam('income')).toBe('income');
    expect(kindParam('gift')).toBeUndefined();
    expect(monthParam('2025-11')).toBe('2025-11');
    expect(monthParam('2025-13')).toBeUndefined();
  });
  it('lists the last months across a year boundary, in China time', () => {
    expect(recentMonths(new Date('2026-01-31T17:00:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
  it('counts down to the expiry and stops there', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(countdown('2026-01-01T00:14:59Z', now)).toBe('14:59');
    expect(countdown('2026-01-01T00:00:00Z', now)).toBeNull();
  });
  it('tells paid, pending and the rest apart', () => {
    expect([0, 1, 2, 3, 4].map(payVerdict)).toEqual(['pending', 'success', 'failed', 'failed', 'failed']);
  });
  it('converts typed yuan to fen without floats', () => {
    expect(yuanInputToFen('12.3')).toBe(1230);
    expect(yuanInputToFen('0.07')).toBe(7);
    expect(yuanInputToFen('1.005')).toBeNull();
    expect(yuanInputToFen('abc')).toBeNull();
  });
});

describe('the bill list’s words', () => {
  it('offers the last twelve months and keeps an older one from the address', () => {
    const now = new Date('2026-11-26T07:30:00Z');
    expect(billMonths(now, undefined)).toHaveLength(12);
    expect(billMonths(now, '2026-11')).toHaveLength(12);
    expect(billMonths(now, '2024-03').at(-1)).toBe('2024-03');
  });

  it('labels the totals for all time or for the month, and says why a list is empty', () => {
    expect(billSumLabels(undefined)).toEqual({ income: '收入合计', expense: '支出合计' });
    expect(billSumLabels('2026-03')).toEqual({ income: '2026年3月收入', expense: '2026年3月支出' });
    expect(billsEmpty('designer', true).to).toBe('allBills');
    expect(billsEmpty('designer', false)).toEqual({
      text: '还没有账单，完成任务后收入会记在这里',
      label: '去任务大厅',
      to: 'taskHall',
    });
    expect(billsEmpty('employer', false).to).toBe('myTasks');
  });
});
