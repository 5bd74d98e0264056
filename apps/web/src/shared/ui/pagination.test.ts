import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination';

describe('pageCount', () => {
  it('counts pages of the total, at least one', () => {
    expect(pageCount(33, 16)).toBe(3);
    expect(pageCount(0, 16)).toBe(1);
  });
  it('stops at the paging depth the api reaches (约 N lists never link past it)', () => {
    expect(pageCount(1_000_000, 16, 20_000)).toBe(1250);
    expect(pageCount(5_000, 16, 240)).toBe(15);
    expect(pageCount(100, 16, 240)).toBe(7);
  });
});

describe('pageWindow', () => {
  it('shows first, last and two around the current page with gaps', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });
});
