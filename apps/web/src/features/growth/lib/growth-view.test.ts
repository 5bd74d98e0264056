import { describe, expect, it } from 'vitest';
import { examTypeOfPath, formatLeft, radarPoints } from './growth-view';

describe('growth view helpers', () => {
  it('reads the exam type from the route', () => {
    expect(examTypeOfPath('/exam/banner')).toBe('banner');
    expect(examTypeOfPath('/my/logo')).toBe('logo');
    expect(examTypeOfPath('/my/insetScore')).toBe('inset');
    expect(examTypeOfPath('/my/packScore/')).toBe('pack');
    expect(examTypeOfPath('/my/score')).toBeNull();
  });

  it('formats the time left and never goes negative', () => {
    expect(formatLeft(7_199_000)).toBe('01:59:59');
    expect(formatLeft(-5)).toBe('00:00:00');
  });

  it('puts the first radar axis at the top and clamps values', () => {
    const [top, right] = radarPoints([100, 200, 0, 0], 100, 50, 60, 60);
    expect(top).toEqual({ x: 60, y: 10 });
    expect(right!.x).toBeCloseTo(110);
  });
});
