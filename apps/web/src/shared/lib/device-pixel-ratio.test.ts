import { describe, expect, it } from 'vitest';
import { dprCookie, normalizeDpr } from './device-pixel-ratio';

describe('device pixel ratio cookie (docs/product.md §9)', () => {
  it('keeps the ratio between 1 and 4 with two decimals', () => {
    expect(normalizeDpr(2)).toBe(2);
    expect(normalizeDpr(1.3333333)).toBe(1.33);
    expect(normalizeDpr(0.5)).toBe(1);
    expect(normalizeDpr(9)).toBe(4);
    expect(normalizeDpr(Number.NaN)).toBe(1);
  });

  it('is a 7-day, site-wide, Lax cookie (Secure over https)', () => {
    expect(dprCookie(3, false)).toBe('bazaar_dpr=3; Path=/; Max-Age=604800; SameSite=Lax');
    expect(dprCookie(2, true)).toMatch(/; Secure$/);
  });
});
