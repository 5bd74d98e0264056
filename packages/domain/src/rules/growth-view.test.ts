import { describe, expect, it } from 'vitest';
import {
  attemptStatusName,
  barPercent,
  examName,
  examTypeNote,
  examTypeOfPath,
  radarChart,
  radarPoints,
  rubricBars,
  scoreText,
  nextExamWords,
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

  it('lays a radar out: rings, axes, the values and each label beside its axis', () => {
    const chart = radarChart(
      [
        { name: 'Banner', value: 100 },
        { name: 'Logo', value: null },
        { name: 'IP', value: 50 },
        { name: '插画', value: 0 },
      ],
      { max: 100, radius: 50, labelRadius: 60, center: 60 },
    );
    expect(chart.rings).toHaveLength(4);
    expect(chart.rings[3]).toBe('60.0,10.0 110.0,60.0 60.0,110.0 10.0,60.0');
    expect(chart.rings[1]).toBe('60.0,35.0 85.0,60.0 60.0,85.0 35.0,60.0');
    expect(chart.axes[1]!.x).toBeCloseTo(110);
    expect(chart.shape).toBe('60.0,10.0 60.0,60.0 60.0,85.0 60.0,60.0');
    expect(chart.dots[0]).toEqual({ x: 60, y: 10 });
    expect(chart.labels.map((l) => [l.anchor, l.name, l.value])).toEqual([
      ['middle', 'Banner', ' 100'],
      ['start', 'Logo', ' —'],
      ['middle', 'IP', ' 50'],
      ['end', '插画', ' 0'],
    ]);
    expect(chart.labels[0]!.y).toBe(0);
  });
});

describe('nextExamWords', () => {
  it('words the recommended exam with its time, brief and page; nothing for no or an unknown type', () => {
    const words = nextExamWords('banner');
    expect(words).toMatchObject({
      title: '下一步推荐：Banner 设计测评',
      action: '去参加Banner 设计测评',
      path: '/exam/banner',
    });
    expect(words?.meta).toMatch(/^限时 120 分钟 · /);
    expect(nextExamWords(null)).toBeNull();
    expect(nextExamWords('poster')).toBeNull();
  });
});
