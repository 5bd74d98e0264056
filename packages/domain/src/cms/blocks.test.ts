import { describe, expect, it } from 'vitest';
import {
  checkPositionItems,
  CONSULTANT_QR_POSITION,
  decodeBlock,
  decodeCmsBlocks,
  groupsOfThree,
  pageThemeColor,
  designerLevelGroups,
  designerLevelIds,
} from './blocks.js';

const err = (content: unknown) => {
  const r = decodeBlock(content);
  return r.ok ? null : r.error;
};

describe('decodeBlock (issue 8 page model)', () => {
  it.each([
    ['{bad json', '内容不是有效的 JSON'],
    ['null', '内容必须是对象'],
    [[1, 2], '内容必须是对象'],
    [{}, '未知的区块类型'],
    [{ type: 'carousel' }, '未知的区块类型 carousel'],
    [{ type: 7 }, '未知的区块类型'],
  ])('refuses the content %j with %s', (content, message) => {
    expect(err(content)).toBe(message);
  });

  it('decodes a banner and refuses a broken one', () => {
    expect(
      decodeBlock(JSON.stringify({ type: 'banner', title: ' 设计年鉴 ', color: '#FF5A36', cover: '/img/a.svg' })),
    ).toEqual({ ok: true, block: { type: 'banner', title: '设计年鉴', color: '#ff5a36', cover: '/img/a.svg' } });
    expect(err({ type: 'banner' })).toBe('请填写横幅标题');
    expect(err({ type: 'banner', title: 3 })).toBe('横幅标题必须是文字');
    expect(err({ type: 'banner', title: '一'.repeat(41) })).toBe('横幅标题不能超过40字');
    expect(err({ type: 'banner', title: 'a', color: 'red' })).toBe('主题色必须是 #rrggbb 格式');
    expect(err({ type: 'banner', title: 'a', link: 'javascript:alert(1)' })).toBe(
      '按钮链接必须是站内路径或 http(s) 地址',
    );
    expect(err({ type: 'banner', title: 'a', cover: '//evil.example/x.png' })).toBe(
      '横幅图片必须是站内路径或 http(s) 地址',
    );
  });

  it('decodes rich text from paragraphs or blank-line separated text, refusing empty or oversized text', () => {
    expect(decodeBlock({ type: 'richText', text: '第一段\n\n第二段' })).toMatchObject({
      ok: true,
      block: { paragraphs: ['第一段', '第二段'] },
    });
    expect(err({ type: 'richText' })).toBe('请填写正文');
    expect(err({ type: 'richText', paragraphs: ['  '] })).toBe('请填写正文');
    expect(err({ type: 'richText', paragraphs: [1] })).toBe('正文必须是文字');
    expect(err({ type: 'richText', paragraphs: ['字'.repeat(1001)] })).toBe('每段正文不能超过1000字');
  });

  it('decodes a works grid (default 16, docs/product.md §9) and refuses bad ids or limits', () => {
    expect(decodeBlock({ type: 'worksGrid', worksIds: '3,1,3' })).toEqual({
      ok: true,
      block: { type: 'worksGrid', worksIds: [3, 1], limit: 16 },
    });
    expect(err({ type: 'worksGrid', worksIds: [] })).toBe('请至少选择一件作品');
    expect(err({ type: 'worksGrid', worksIds: [1, -2] })).toBe('作品里有无效的编号');
    expect(err({ type: 'worksGrid', worksIds: { a: 1 } })).toBe('作品必须是编号列表');
    expect(err({ type: 'worksGrid', worksIds: [1], limit: 0 })).toBe('显示数量必须是 1-48 的整数');
    expect(err({ type: 'worksGrid', worksIds: Array.from({ length: 49 }, (_, i) => i + 1) })).toBe('作品最多48个');
  });

  it('decodes designer levels (level_1..level_4) and needs at least one designer', () => {
    expect(decodeBlock({ type: 'designerLevels', level_2: [5], level_4: '[7,8]' })).toEqual({
      ok: true,
      block: { type: 'designerLevels', level_1: [], level_2: [5], level_3: [], level_4: [7, 8] },
    });
    expect(err({ type: 'designerLevels' })).toBe('请至少选择一位设计师');
    expect(err({ type: 'designerLevels', level_3: ['x'] })).toBe('资深设计师里有无效的编号');
  });

  it('decodes designer groups and a task card, refusing missing ids', () => {
    expect(decodeBlock({ type: 'designerGroups', userIds: [1, 2, 3, 4] })).toMatchObject({ ok: true });
    expect(err({ type: 'designerGroups', userIds: [] })).toBe('请至少选择一位设计师');
    expect(decodeBlock({ type: 'taskCard', taskId: '12', title: '本周推荐' })).toEqual({
      ok: true,
      block: { type: 'taskCard', taskId: 12, title: '本周推荐' },
    });
    expect(err({ type: 'taskCard', taskId: 0 })).toBe('请选择任务');
  });

  it('decodes a link list and refuses missing or unsafe links', () => {
    expect(decodeBlock({ type: 'linkList', items: [{ title: '作品', link: '/works' }] })).toMatchObject({ ok: true });
    expect(err({ type: 'linkList', items: [] })).toBe('请至少添加一条链接');
    expect(err({ type: 'linkList', items: [{ title: '作品' }] })).toBe('请填写第1条链接的地址');
    expect(err({ type: 'linkList', items: [{ title: 'x', link: 'data:text/html,x' }] })).toBe(
      '第1条链接的地址必须是站内路径或 http(s) 地址',
    );
    expect(err({ type: 'linkList', items: ['x'] })).toBe('第1条链接格式不正确');
  });

  it('decodes rank list, like wall, video and faq, refusing broken ones', () => {
    expect(decodeBlock({ type: 'rankList', campaign: 'vivo' })).toEqual({
      ok: true,
      block: { type: 'rankList', campaign: 'vivo', limit: 20 },
    });
    expect(err({ type: 'rankList', campaign: 'Vivo!' })).toBe('请选择活动');
    expect(err({ type: 'likeWall' })).toBe('请选择活动');
    expect(decodeBlock({ type: 'video', src: '/img/seed/v.mp4' })).toMatchObject({ ok: true });
    expect(err({ type: 'video', src: 'ftp://x' })).toBe('视频地址必须是站内路径或 http(s) 地址');
    expect(err({ type: 'video' })).toBe('请填写视频地址');
    expect(decodeBlock({ type: 'faq', items: [{ q: '怎么报名？', a: '点击报名按钮。' }] })).toMatchObject({ ok: true });
    expect(err({ type: 'faq', items: [{ q: '怎么报名？' }] })).toBe('请填写第1条回答');
    expect(err({ type: 'faq', title: 5, items: [{ q: 'q', a: 'a' }] })).toBe('区块标题必须是文字');
  });
});

describe('decodeCmsBlocks', () => {
  it('keeps good blocks in order with their cmsId and skips (and reports) broken ones', () => {
    const skipped: unknown[] = [];
    const blocks = decodeCmsBlocks(
      [
        { cmsId: 1, content: JSON.stringify({ type: 'banner', title: '横幅' }) },
        { cmsId: 2, content: '{oops' },
        { cmsId: 3, content: JSON.stringify({ type: 'unknown' }) },
        'not an item',
        { cmsId: 5, content: JSON.stringify({ type: 'faq', items: [{ q: '问', a: '答' }] }) },
      ],
      (s) => skipped.push(s),
    );
    expect(blocks.map((b) => [b.cmsId, b.type])).toEqual([
      [1, 'banner'],
      [5, 'faq'],
    ]);
    expect(skipped).toEqual([
      { index: 1, cmsId: 2, error: '内容不是有效的 JSON' },
      { index: 2, cmsId: 3, error: '未知的区块类型 unknown' },
      { index: 3, error: '内容必须是对象' },
    ]);
  });

  it('gives [] for a non-list and never throws', () => {
    expect(decodeCmsBlocks(null)).toEqual([]);
    expect(decodeCmsBlocks({ a: 1 })).toEqual([]);
  });

  it('finds the theme colour and groups designers in threes (docs/product.md §9)', () => {
    expect(pageThemeColor(decodeCmsBlocks([{ content: '{"type":"banner","title":"a","color":"#123456"}' }]))).toBe(
      '#123456',
    );
    expect(groupsOfThree([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});

describe('checkPositionItems (docs/product.md §9 tab bar)', () => {
  const tab = (sort: number) => ({ title: '导航', link: '/works', sort });
  it('accepts six shown items plus hidden ones, refuses a seventh shown', () => {
    expect(checkPositionItems('tabbar', [1, 2, 3, 4, 5, 6, 0].map(tab))).toBeNull();
    expect(checkPositionItems('tabbar', [1, 2, 3, 4, 5, 6, 7].map(tab))).toBe('导航最多显示6项（排序为0的项不显示）');
  });
  it('refuses a tab without a title or an integer sort, an unsafe link and an empty list', () => {
    expect(checkPositionItems('tabbar', [{ link: '/a', sort: 1 }])).toBe('请填写第1项的标题');
    expect(checkPositionItems('tabbar', [{ title: 'a', sort: '1' }])).toBe('第1项的排序必须是整数');
    expect(checkPositionItems('banner', [{ link: 'javascript:x' }])).toBe('第1项的链接必须是站内路径或 http(s) 地址');
    expect(checkPositionItems('banner', [])).toBe('请至少添加一项');
  });
});

describe('checkPositionItems (the consultant QR setting, issue 22)', () => {
  it('accepts one item with an uploaded image and an optional caption', () => {
    expect(checkPositionItems(CONSULTANT_QR_POSITION, [{ cover: '/img/setting/consultant-qr.svg' }])).toBeNull();
    expect(
      checkPositionItems(CONSULTANT_QR_POSITION, [{ cover: '/img/uploads/qr.png', title: '微信扫码添加顾问' }]),
    ).toBeNull();
  });
  it('refuses a missing image, one from elsewhere, and more than one item, in Chinese', () => {
    expect(checkPositionItems(CONSULTANT_QR_POSITION, [{ title: '顾问' }])).toBe('请填写二维码图片地址');
    // An image elsewhere would be blocked by the site's content policy (img-src 'self').
    for (const cover of ['https://cdn.example.com/qr.png', 'javascript:alert(1)', '/works'])
      expect(checkPositionItems(CONSULTANT_QR_POSITION, [{ cover }])).toBe(
        '二维码图片须是站内上传的图片（以 /img/ 开头）',
      );
    expect(checkPositionItems(CONSULTANT_QR_POSITION, [{ cover: '/img/a.svg' }, { cover: '/img/b.svg' }])).toBe(
      '顾问二维码只能设置一项',
    );
  });
});

describe('designer levels', () => {
  const block = {
    type: 'designerLevels' as const,
    title: '设计师',
    level_1: [3, 4],
    level_2: [],
    level_3: [4],
    level_4: [9],
  };
  it('groups the non-empty levels, highest first, each named; every designer once', () => {
    expect(designerLevelGroups(block as Parameters<typeof designerLevelGroups>[0])).toEqual([
      { key: 'level_4', name: '殿堂设计师', ids: [9] },
      { key: 'level_3', name: '资深设计师', ids: [4] },
      { key: 'level_1', name: '新锐设计师', ids: [3, 4] },
    ]);
    expect(designerLevelIds(block as Parameters<typeof designerLevelIds>[0]).sort()).toEqual([3, 4, 9]);
  });
});
