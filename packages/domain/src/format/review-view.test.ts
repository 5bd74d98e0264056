import { describe, expect, it } from 'vitest';
import * as view from './review-view.js';

describe('what the task page review section says (web and phone)', () => {
  it('names the rated side and its three aspects', () => {
    expect(view.counterpartWord(1)).toBe('设计师');
    expect(view.counterpartWord(2)).toBe('雇主');
    expect(view.reviewAspects(1)).toEqual(['专业能力', '沟通', '按时交付']);
    expect(view.reviewAspectRows({ reviewerRole: 2, scores: [5, 4, 3] })).toEqual([
      { label: '需求清晰', text: '5 星' },
      { label: '付款及时', text: '4 星' },
      { label: '沟通', text: '3 星' },
    ]);
  });

  it('writes the intro, the notes and the heading with the window end', () => {
    const ends = '2026-05-20T04:00:00.000Z';
    expect(view.reviewFormIntro(1, '小林', ends)).toMatch(
      /^为设计师 小林 打分：任务完成后 14 天内可评价（2026-05-20 12:00 截止）； 双方/,
    );
    expect(view.reviewWaitingNote(ends)).toContain('（或 2026-05-20 12:00 评价期结束时）');
    expect(view.reviewClosedNote(ends)).toBe('评价期已于 2026年5月20日 结束，双方都没有评价。');
    expect(view.reviewTheirsTitle(2, '王总')).toBe('雇主 王总 对我的评价');
    expect(view.reviewTheirsTitle(1, '')).toBe('设计师对我的评价');
  });

  it('lights the stars up to the rating and words it', () => {
    expect(view.starChoices(3).map((s) => s.on)).toEqual([true, true, true, false, false]);
    expect(view.starChoices(0)[3]!.label).toBe('4 星 满意');
    expect(view.starWord(0)).toBe('请打分');
    expect(view.starWord(5)).toBe('非常满意');
  });
});

describe('a rating shown', () => {
  it('reads as 分（满分 5 分） and fills the stars to the nearest half', () => {
    expect(view.scoreLabel(4.26)).toBe('4.3 分（满分 5 分）');
    expect(view.starFills(3.7)).toEqual([1, 1, 1, 0.5, 0]);
    expect(view.starFills(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(view.starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });
});
