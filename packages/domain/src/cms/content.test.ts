import { describe, expect, it } from 'vitest';
import { decodeCmsContent, decodeCmsList } from './content.js';

const item = (content: unknown, cmsId = 1) => ({
  cmsId,
  content: typeof content === 'string' ? content : JSON.stringify(content),
  params: null,
});

describe('decodeCmsContent (docs/product.md §3)', () => {
  it.each([['{bad json'], [''], ['null'], ['[1,2]'], ['"text"'], ['42'], ['true']])(
    'gives an empty result for the content %j',
    (content) => {
      expect(decodeCmsContent({ content })).toEqual({});
    },
  );

  it('gives an empty result (keeping cmsId) for null, missing or non-string content', () => {
    expect(decodeCmsContent({ cmsId: 5, content: null })).toEqual({ cmsId: 5 });
    expect(decodeCmsContent({ cmsId: 5 })).toEqual({ cmsId: 5 });
    expect(decodeCmsContent({ content: 12 as unknown as string })).toEqual({});
    expect(decodeCmsContent(null)).toEqual({});
    expect(decodeCmsContent(undefined)).toEqual({});
  });

  it('decodes every typed field', () => {
    const content = {
      sort: 2,
      title: '首页',
      link: '/works',
      subList: [{ title: '插画', link: '/works?categoryId=1', sort: 1 }],
      worksIds: [1, 2],
      userId: 9,
      level_1: [1],
      level_2: [2],
      level_3: [3],
      level_4: [4],
      taskId: 7,
      cover: '/img/c.jpg',
    };
    expect(decodeCmsContent(item(content, 3))).toEqual({ ...content, cmsId: 3 });
  });

  it('ignores unknown keys', () => {
    expect(decodeCmsContent(item({ title: 'a', secret: 1, __proto__x: 2 }))).toEqual({ title: 'a', cmsId: 1 });
  });

  it('drops wrong-typed fields and keeps the rest', () => {
    const decoded = decodeCmsContent(
      item({ title: 5, link: ['x'], sort: 'abc', userId: 'x', taskId: 0, cover: {}, subList: 'no', worksIds: {} }),
    );
    expect(decoded).toEqual({ cmsId: 1 });
  });

  it('reads a numeric sort string and numeric id strings', () => {
    expect(decodeCmsContent(item({ sort: '3', userId: '9', taskId: '12' }))).toEqual({
      sort: 3,
      userId: 9,
      taskId: 12,
      cmsId: 1,
    });
  });

  it.each([
    [
      [1, '2', 3],
      [1, 2, 3],
    ],
    ['1,2,3', [1, 2, 3]],
    [' 1, 2 ,3 ', [1, 2, 3]],
    ['[4,5]', [4, 5]],
    [7, [7]],
    [
      [1, 0, -2, 'a', 2.5, null, 3],
      [1, 3],
    ],
    ['1,a,,2', [1, 2]],
    [
      [2, 1, 2],
      [2, 1],
    ],
    ['', []],
  ])('reads the id list %j as %j (worksIds and level_n alike)', (raw, expected) => {
    expect(decodeCmsContent(item({ worksIds: raw, level_2: raw }))).toEqual({
      worksIds: expected,
      level_2: expected,
      cmsId: 1,
    });
  });

  it('drops links that are not same-origin paths or http(s) URLs', () => {
    expect(decodeCmsContent(item({ link: 'javascript:alert(1)' }))).toEqual({ cmsId: 1 });
    expect(decodeCmsContent(item({ link: '//evil.com' }))).toEqual({ cmsId: 1 });
    expect(decodeCmsContent(item({ link: 'https://x.cn/a' }))).toEqual({ link: 'https://x.cn/a', cmsId: 1 });
  });

  it('decodes subList items recursively and skips entries that are not objects', () => {
    const decoded = decodeCmsContent(
      item({
        subList: [
          { title: 'a', sort: '2', link: 'javascript:x', extra: 1, subList: [{ title: 'a1', sort: 1 }] },
          3,
          null,
          ['x'],
          { title: 9, sort: 1 },
        ],
      }),
    );
    expect(decoded.subList).toEqual([{ title: 'a', sort: 2, subList: [{ title: 'a1', sort: 1 }] }, { sort: 1 }]);
  });

  it('stops decoding subList 4 levels deep', () => {
    const nest = (depth: number): Record<string, unknown> =>
      depth === 0 ? { title: 'leaf' } : { title: `d${depth}`, subList: [nest(depth - 1)] };
    const decoded = decodeCmsContent(item(nest(10)));
    expect(decoded.subList?.[0]?.subList?.[0]?.subList?.[0]).toEqual({ title: 'd7' });
  });

  it('does not throw on very deeply nested JSON', () => {
    const depth = 100_000;
    const content = '{"title":"t","subList":['.repeat(depth) + ']}'.repeat(depth);
    expect(() => decodeCmsContent({ content })).not.toThrow();
    expect(decodeCmsContent({ content }).title ?? 't').toBe('t');
  });

  it('accepts content already decoded to an object', () => {
    expect(decodeCmsContent({ content: { title: 'a' } })).toEqual({ title: 'a' });
  });
});

describe('decodeCmsList', () => {
  it('maps each item one-to-one', () => {
    expect(decodeCmsList([item({ title: 'a' }, 1), item('{bad', 2), null])).toEqual([
      { title: 'a', cmsId: 1 },
      { cmsId: 2 },
      {},
    ]);
  });

  it('returns [] for a non-list', () => {
    expect(decodeCmsList(undefined)).toEqual([]);
    expect(decodeCmsList({})).toEqual([]);
  });
});
