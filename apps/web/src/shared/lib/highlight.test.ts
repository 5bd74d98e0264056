import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence of a Chinese keyword', () => {
    expect(highlightParts('插画师的插画作品', '插画')).toEqual([
      { text: '插画', match: true },
      { text: '师的', match: false },
      { text: '插画', match: true },
      { text: '作品', match: false },
    ]);
  });

  it('matches Latin letters case-insensitively and keeps the original casing', () => {
    expect(highlightParts('品牌Logo设计', 'LOGO')).toEqual([
      { text: '品牌', match: false },
      { text: 'Logo', match: true },
      { text: '设计', match: false },
    ]);
  });

  it('treats the keyword literally, not as a pattern', () => {
    expect(highlightParts('a.b a+b (c)', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b a+b (c)', match: false },
    ]);
    expect(highlightParts('(c)', '(c)')).toEqual([{ text: '(c)', match: true }]);
    expect(highlightParts('abc', '.*')).toEqual([{ text: 'abc', match: false }]);
  });

  it('trims the keyword and leaves the text whole without one', () => {
    expect(highlightParts('海报设计', ' 海报 ')).toEqual([
      { text: '海报', match: true },
      { text: '设计', match: false },
    ]);
    expect(highlightParts('海报设计', '')).toEqual([{ text: '海报设计', match: false }]);
    expect(highlightParts('海报设计', undefined)).toEqual([{ text: '海报设计', match: false }]);
    expect(highlightParts('', '海报')).toEqual([]);
  });

  it('keeps markup in the text as text', () => {
    const parts = highlightParts('<b>插画</b>', '插画');
    expect(parts.map((p) => p.text).join('')).toBe('<b>插画</b>');
    expect(parts.filter((p) => p.match)).toEqual([{ text: '插画', match: true }]);
  });
});
