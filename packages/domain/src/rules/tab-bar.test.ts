import { describe, expect, it } from 'vitest';
import { tabBarItems } from './tab-bar.js';

const item = (title: string, sort: unknown, extra: Record<string, unknown> = {}) => ({
  title,
  link: `/${title}`,
  sort,
  ...extra,
});

describe('tabBarItems (docs/product.md §9)', () => {
  it('drops items whose sort is 0, missing or not numeric', () => {
    const items = [item('a', 0), item('b', 2), item('c', undefined), item('d', 'abc'), item('e', null), item('f', '')];
    expect(tabBarItems(items).map((i) => i.title)).toEqual(['b']);
  });

  it('keeps negative sorts and puts them first (nonzero, ascending)', () => {
    expect(tabBarItems([item('a', 3), item('b', -1), item('c', 1)]).map((i) => i.title)).toEqual(['b', 'c', 'a']);
  });

  it('reads numeric strings as numbers', () => {
    const result = tabBarItems([item('a', '10'), item('b', '2'), item('c', '0'), item('d', ' 1.5 ')]);
    expect(result.map((i) => [i.title, i.sort])).toEqual([
      ['d', 1.5],
      ['b', 2],
      ['a', 10],
    ]);
  });

  it('keeps CMS order for equal sorts (stable)', () => {
    expect(tabBarItems([item('a', 1), item('b', 1), item('c', 1)]).map((i) => i.title)).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most 6 top-level items, the 6 smallest sorts', () => {
    const items = [8, 7, 6, 5, 4, 3, 2, 1].map((n) => item(`t${n}`, n));
    expect(tabBarItems(items).map((i) => i.sort)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('filters before capping, so dropped items do not use up places', () => {
    const items = [item('x', 0), item('y', 0), ...[1, 2, 3, 4, 5, 6].map((n) => item(`t${n}`, n))];
    expect(tabBarItems(items)).toHaveLength(6);
  });

  it('filters and sorts sub-items likewise, without the cap of 6', () => {
    const subList = [
      item('s0', 0),
      ...[7, 6, 5, 4, 3, 2, 1].map((n) => item(`s${n}`, n)),
      item('neg', -2),
      item('bad', 'x'),
    ];
    const [top] = tabBarItems([item('top', 1, { subList })]);
    expect(top?.subList.map((s) => s.title)).toEqual(['neg', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
  });

  it('ignores lists nested below the sub-items', () => {
    const [top] = tabBarItems([item('top', 1, { subList: [item('s', 1, { subList: [item('deep', 1)] })] })]);
    expect(top?.subList).toEqual([{ title: 's', link: '/s', sort: 1 }]);
  });

  it('gives an empty subList when it is missing or not a list', () => {
    expect(tabBarItems([item('a', 1), item('b', 2, { subList: 'x' })]).map((i) => i.subList)).toEqual([[], []]);
  });

  it('drops items without a title and blanks unsafe links', () => {
    const result = tabBarItems([
      { sort: 1, link: '/x' },
      { title: '  ', sort: 2 },
      { title: '站外', sort: 3, link: 'javascript:alert(1)' },
      { title: '外链', sort: 4, link: 'https://example.com/a' },
      { title: '无链接', sort: 5 },
    ]);
    expect(result).toEqual([
      { title: '站外', link: '', sort: 3, subList: [] },
      { title: '外链', link: 'https://example.com/a', sort: 4, subList: [] },
      { title: '无链接', link: '', sort: 5, subList: [] },
    ]);
  });

  it('returns [] for input that is not a list, and skips entries that are not objects', () => {
    expect(tabBarItems(null)).toEqual([]);
    expect(tabBarItems({ title: 'a', sort: 1 })).toEqual([]);
    expect(tabBarItems([null, 1, 'a', [], item('ok', 1)]).map((i) => i.title)).toEqual(['ok']);
  });
});
