import { describe, expect, it } from 'vitest';
import { densityOf, phoneImage, phoneImageWidth } from './image';

describe('phone images', () => {
  it('picks the ladder width covering the slot at the screen density', () => {
    expect(phoneImageWidth(171, 1)).toBe(180);
    expect(phoneImageWidth(171, 2)).toBe(360);
    expect(phoneImageWidth(171, 3)).toBe(640);
    expect(phoneImageWidth(343, 2.625)).toBe(960);
    expect(phoneImageWidth(5000, 2)).toBe(2200);
  });

  it('clamps odd densities to 1–3', () => {
    expect(densityOf(undefined)).toBe(1);
    expect(densityOf(0)).toBe(1);
    expect(densityOf(Number.NaN)).toBe(1);
    expect(densityOf(4)).toBe(3);
    expect(densityOf(1.5)).toBe(1.5);
  });

  it('writes crops with fill and keeps the watermark', () => {
    expect(phoneImage('/img/a.jpg', 171, 2, { ratio: 4 / 3 })).toBe('/img/a.jpg?w=360&h=270&q=80&fill=1');
    expect(phoneImage('/img/a.jpg', 343, 2, { mk: '设计集市 @小鹿' })).toBe(
      `/img/a.jpg?w=750&q=80&mk=${encodeURIComponent('设计集市 @小鹿')}`,
    );
  });
});
