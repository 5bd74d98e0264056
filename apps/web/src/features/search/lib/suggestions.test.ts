import { describe, expect, it } from 'vitest';
import { buildSuggestionOptions, moveActive } from './suggestions';

describe('buildSuggestionOptions', () => {
  it('lists recent then hot keywords when there is no keyword, each linking to the works results', () => {
    const options = buildSuggestionOptions(' ', { recentKeywords: ['手绘'], hotKeywords: ['插画', 'LOGO'] });
    expect(options.map((o) => [o.group, o.label, o.href])).toEqual([
      ['recent', '手绘', '/search/works?keyword=%E6%89%8B%E7%BB%98'],
      ['hot', '插画', '/search/works?keyword=%E6%8F%92%E7%94%BB'],
      ['hot', 'LOGO', '/search/works?keyword=LOGO'],
    ]);
    expect(new Set(options.map((o) => o.id)).size).toBe(3);
  });

  it('lists matching keywords, designers (→ /u/{id}) and 查看全部搜索结果 for a keyword', () => {
    const options = buildSuggestionOptions('插画', {
      matchWorks: ['插画', '国潮插画'],
      matchDesigners: [{ userId: 7, name: '插画师阿木', picture: 'a.png' }],
      // Recent/hot are not shown once the user types.
      recentKeywords: ['手绘'],
    });
    expect(options.map((o) => [o.group, o.label, o.href])).toEqual([
      ['works', '插画', '/search/works?keyword=%E6%8F%92%E7%94%BB'],
      ['works', '国潮插画', '/search/works?keyword=%E5%9B%BD%E6%BD%AE%E6%8F%92%E7%94%BB'],
      ['designers', '插画师阿木', '/u/7'],
      ['all', '查看全部搜索结果', '/search/works?keyword=%E6%8F%92%E7%94%BB'],
    ]);
    expect(options[2]?.picture).toBe('a.png');
  });

  it('still offers 查看全部搜索结果 before the matches arrive', () => {
    expect(buildSuggestionOptions('海报', {}).map((o) => o.group)).toEqual(['all']);
  });
});

describe('moveActive', () => {
  it('walks down and wraps back to the input', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
  });

  it('walks up from the input to the last option', () => {
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
  });

  it('stays on the input when there is nothing to walk', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 0, 'ArrowUp')).toBe(-1);
  });
});
