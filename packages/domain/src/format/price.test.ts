import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_UNKNOWN } from './price.js';

describe('formatPrice (docs/product.md §9)', () => {
  it('formats 1234.5 as ￥1,234.50元', () => {
    expect(formatPrice(1234.5)).toBe('￥1,234.50元');
  });

  it('drops 元 when suffix is false', () => {
    expect(formatPrice(0, { suffix: false })).toBe('￥0.00');
    expect(formatPrice(1234.5, { suffix: false })).toBe('￥1,234.50');
  });

  it('keeps 元 when suffix is true or omitted', () => {
    expect(formatPrice(0)).toBe('￥0.00元');
    expect(formatPrice(0, { suffix: true })).toBe('￥0.00元');
  });

  it.each([
    [0.5, '￥0.50元'],
    [12, '￥12.00元'],
    [999, '￥999.00元'],
    [1000, '￥1,000.00元'],
    [1234567.891, '￥1,234,567.89元'],
    [99_999_999, '￥99,999,999.00元'],
  ])('groups thousands and pads two decimals: %s → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it.each([
    [1.005, '￥1.01元'],
    [1.015, '￥1.02元'],
    [0.125, '￥0.13元'],
    [2.675, '￥2.68元'],
    [1.0049, '￥1.00元'],
    [999.995, '￥1,000.00元'],
    [0.005, '￥0.01元'],
    [0.004, '￥0.00元'],
  ])('rounds half up on the decimal digits, not on float cents: %s → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it.each([
    ['1234.5', '￥1,234.50元'],
    [' 12 ', '￥12.00元'],
    ['.5', '￥0.50元'],
    ['5.', '￥5.00元'],
    ['+7', '￥7.00元'],
    ['1e3', '￥1,000.00元'],
    ['1.005', '￥1.01元'],
    ['00012.5', '￥12.50元'],
    ['12345678901234567890.125', '￥12,345,678,901,234,567,890.13元'],
  ])('accepts the numeric string %j', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('expands exponent notation of very large and very small numbers', () => {
    expect(formatPrice(1e21)).toBe('￥1,000,000,000,000,000,000,000.00元');
    expect(formatPrice(1e-7)).toBe('￥0.00元');
    expect(formatPrice(5e-3)).toBe('￥0.01元');
  });

  it('puts the minus sign before the currency mark for negatives', () => {
    expect(formatPrice(-1234)).toBe('-￥1,234.00元');
    expect(formatPrice('-0.5', { suffix: false })).toBe('-￥0.50');
    expect(formatPrice(-1.005)).toBe('-￥1.01元');
  });

  it('never shows a negative zero', () => {
    expect(formatPrice(-0)).toBe('￥0.00元');
    expect(formatPrice(-0.001)).toBe('￥0.00元');
    expect(formatPrice('-0')).toBe('￥0.00元');
  });

  it.each([['abc'], [''], ['   '], ['1,234'], ['12abc'], ['0x10'], ['.'], ['-'], ['e5'], ['1e999']])(
    'shows — for the non-numeric string %j',
    (amount) => {
      expect(formatPrice(amount)).toBe(PRICE_UNKNOWN);
    },
  );

  it('shows — for NaN, Infinity and non-number runtime values', () => {
    expect(formatPrice(Number.NaN)).toBe('—');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatPrice(null as unknown as number)).toBe('—');
    expect(formatPrice(undefined as unknown as number)).toBe('—');
  });
});
