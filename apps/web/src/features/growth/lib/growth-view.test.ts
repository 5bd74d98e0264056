import { describe, expect, it } from 'vitest';
import { formatLeft } from './growth-view';

describe('the exam countdown', () => {
  it('formats the time left and never goes negative', () => {
    expect(formatLeft(7_199_000)).toBe('01:59:59');
    expect(formatLeft(-5)).toBe('00:00:00');
  });
});
