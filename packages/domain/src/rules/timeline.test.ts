import { describe, expect, it } from 'vitest';
import { currentTimelineIndex } from './timeline.js';

const entries = (...flags: boolean[]) => flags.map((isHappening) => ({ isHappening }));

describe('currentTimelineIndex (docs/product.md §4)', () => {
  it('returns the first entry with isHappening', () => {
    expect(currentTimelineIndex(entries(false, true, true))).toBe(1);
    expect(currentTimelineIndex(entries(true, false))).toBe(0);
  });

  it('returns -1 when none is happening or the list is empty', () => {
    expect(currentTimelineIndex(entries(false, false))).toBe(-1);
    expect(currentTimelineIndex([])).toBe(-1);
  });

  it('only counts a literal true, and survives bad input', () => {
    const loose = [{ isHappening: 1 }, null, { isHappening: true }] as unknown as { isHappening: boolean }[];
    expect(currentTimelineIndex(loose)).toBe(2);
    expect(currentTimelineIndex(null as unknown as [])).toBe(-1);
  });
});
