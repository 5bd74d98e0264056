import { describe, expect, it } from 'vitest';
import { readSearchState, searchHref } from './search-state';

const q = (s: string) => new URLSearchParams(s);

describe('readSearchState', () => {
  it('reads the kind from the path and keyword and page from the query', () => {
    expect(readSearchState('designer', q('keyword=%E6%8F%92%E7%94%BB&current=3'))).toEqual({
      kind: 'designer',
      keyword: '插画',
      current: 3,
    });
  });

  it('falls back to works for an unknown or missing kind, and to page 1 for a bad page', () => {
    expect(readSearchState('foo', q('keyword=a&current=abc'))).toEqual({ kind: 'works', keyword: 'a', current: 1 });
    expect(readSearchState(undefined, q('current=-2'))).toEqual({ kind: 'works', keyword: '', current: 1 });
  });

  it('trims the keyword and cuts it to the api limit of 50', () => {
    expect(readSearchState('works', q(`keyword=${encodeURIComponent('  海报  ')}`)).keyword).toBe('海报');
    expect(readSearchState('works', q(`keyword=${'长'.repeat(60)}`)).keyword).toHaveLength(50);
  });
});

describe('searchHref', () => {
  it('keeps the keyword, encoded, and leaves page 1 out', () => {
    expect(searchHref('designer', '插画 师')).toBe('/search/designer?keyword=%E6%8F%92%E7%94%BB+%E5%B8%88');
    expect(searchHref('works', 'logo', 2)).toBe('/search/works?keyword=logo&current=2');
    expect(searchHref('works', '  ')).toBe('/search/works');
  });
});
