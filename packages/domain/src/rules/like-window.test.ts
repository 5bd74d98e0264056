import { describe, expect, it } from 'vitest';
import { likeWindow } from './like-window.js';

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);
const tooEarly = { ok: false, message: '还未到点赞时间' };
const passed = { ok: false, message: '点赞日期已过' };

describe('likeWindow (docs/product.md §8/§9, half-open windows in UTC+8)', () => {
  describe('vivo: 2022-08-01 until 2022-09-01', () => {
    it('refuses the last millisecond before the start with 还未到点赞时间', () => {
      expect(likeWindow('vivo', at('2022-08-01T00:00:00+08:00', -1))).toEqual(tooEarly);
    });
    it('accepts the first instant', () => {
      expect(likeWindow('vivo', at('2022-08-01T00:00:00+08:00'))).toEqual({ ok: true });
    });
    it('accepts the last instant before the end', () => {
      expect(likeWindow('vivo', at('2022-09-01T00:00:00+08:00', -1))).toEqual({ ok: true });
    });
    it('refuses the end instant with 点赞日期已过', () => {
      expect(likeWindow('vivo', at('2022-09-01T00:00:00+08:00'))).toEqual(passed);
    });
    it('uses China time, not UTC: 2022-07-31T16:00Z is already August 1st in Beijing', () => {
      expect(likeWindow('vivo', new Date('2022-07-31T16:00:00Z'))).toEqual({ ok: true });
      expect(likeWindow('vivo', new Date('2022-07-31T15:59:59.999Z'))).toEqual(tooEarly);
    });
  });

  describe('oppo: 2022-08-19 to 2022-09-30 (inclusive)', () => {
    it('refuses just before the start', () => {
      expect(likeWindow('oppo', at('2022-08-19T00:00:00+08:00', -1))).toEqual(tooEarly);
    });
    it('accepts the first instant', () => {
      expect(likeWindow('oppo', at('2022-08-19T00:00:00+08:00'))).toEqual({ ok: true });
    });
    it('accepts the last instant of September 30th', () => {
      expect(likeWindow('oppo', at('2022-10-01T00:00:00+08:00', -1))).toEqual({ ok: true });
    });
    it('refuses just after, with 点赞日期已过', () => {
      expect(likeWindow('oppo', at('2022-10-01T00:00:00+08:00'))).toEqual(passed);
    });
  });

  it('fails closed on an invalid date', () => {
    expect(likeWindow('vivo', new Date('nope'))).toEqual(tooEarly);
  });
});
