import { describe, expect, it } from 'vitest';
import {
  attemptStatusName,
  barPercent,
  examName,
  examTypeNote,
  examTypeOfPath,
  radarPoints,
  rubricBars,
  scoreText,
} from './growth.js';

describe('how the growth pages show results (web and phone)', () => {
  it('reads the exam type from the route', () => {
    expect(examTypeOfPath('/exam/banner')).toBe('banner');
    expect(examTypeOfPath('/my/logo')).toBe('logo');
    expect(examTypeOfPath('/my/insetScore')).toBe('inset');
    expect(examTypeOfPath('/my/packScore/')).toBe('pack');
    expect(examTypeOfPath('/my/score')).toBeNull();
  });

  it('names types, statuses and scores, with 未参加 and — before any', () => {
    expect(examName('ikon')).toBe('图标设计');
    expect(examName('other')).toBe('other');
    expect(attemptStatusName('pending')).toBe('待评审');
    expect(attemptStatusName(null)).toBe('未参加');
    expect(attemptStatusName('toString')).toBe('未参加');
    expect(scoreText(84)).toBe('84分');
    expect(scoreText(0)).toBe('0分');
    expect(scoreText(null)).toBe('—');
  });

  it('says when a type may be taken again', () => {
    expect(examTypeNote({ level: 'A 资深', nextAvailableAt: '2026-12-20T04:00:00.000Z' })).toBe(
      'A 资深 · 2026年12月20日后可再测',
    );
    expect(examTypeNote({ level: null, nextAvailableAt: null })).toBe('暂无成绩 · 现在可以参加');
  });

  it('fills bars in percent, clamped, and lists the rubric in order', () => {
    expect(barPercent(15, 30)).toBe(50);
    expect(barPercent(40, 25)).toBe(100);
    expect(barPercent(-3, 10)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
    const bars = rubricBars({ composition: 25, colour: 20, concept: 5, craft: 0 });
    expect(bars.map((b) => [b.name, b.value, b.percent])).toEqual([
      ['构图', 25, 100],
      ['色彩', 20, 80],
      ['创意', 5, 20],
      ['完成度', 0, 0],
    ]);
  });

  it('puts the first radar axis at the top and clamps values', () => {
    const [top, right] = radarPoints([100, 200, 0, 0], 100, 50, 60, 60);
    expect(top).toEqual({ x: 60, y: 10 });
    expect(right!.x).toBeCloseTo(110);
  });
});
