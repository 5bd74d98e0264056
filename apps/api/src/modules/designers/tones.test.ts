import { describe, expect, it } from 'vitest';
import { deriveTones, TONES_MAX } from './tones';

describe('deriveTones', () => {
  it('ranks tones by how many texts mention their cues, the intro counting twice', () => {
    const tones = deriveTones('包装设计师，擅长国潮与极简两种风格。', [
      '国潮茶饮 包装设计 为品牌方定制的系列作品，最终选择了更克制的配色。',
      '春日漫游记 尝试了新的笔刷与构图方式，希望画面有呼吸感。',
    ]);
    // 国潮: intro 2 + 1 text; 极简: intro 2 + 克制 1; 清新 (春日/呼吸感) 1, 手绘 (笔刷) 1, 商务 (品牌) 1.
    expect(tones.slice(0, 2)).toEqual(['国潮', '极简']);
    expect(tones).toHaveLength(TONES_MAX);
  });

  it('breaks ties in the order of the tone list', () => {
    expect(deriveTones('', ['水彩的秘密花园', '复古海报'])).toEqual(['复古', '手绘']);
  });

  it('answers no tones when nothing names a style', () => {
    expect(deriveTones('', [])).toEqual([]);
    expect(deriveTones('你好', ['作品一'])).toEqual([]);
  });
});
