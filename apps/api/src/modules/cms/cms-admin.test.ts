import type { CmsPosition, CmsPositionDetail, ConsultantQr } from '@bazaar/domain/api';
import { decodeBlock } from '@bazaar/domain/cms/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin, userCalls } from '../../test/login';
import { OPERATOR_ONLY } from '../../http/endpoint';
import { ZT_PAGES } from '../../db/seed/zt';
import { PAGE_NOT_EDITABLE } from './cms-admin.service';
import { CONSULTANT_QR_CAPTION } from './cms.service';

const OPERATOR = '13600000000';
const DESIGNER = '13800000001';
/** docs/product.md §2's zt list without tool and clips (another issue's pages). */
const ZT_SLUGS =
  `2024 ai ai_design artist assist celebrity contract course days diary driving dswk dsxa dv feedback guide
inset match oneyear oppo packing pars qianlong qqworks rank recruit silk strategy support supportplus teach test tiktok
tiktok101 twoyear vivo work works ytm yyz zm`.split(/\s+/);

type Item = { cmsId: number; content: string };

describe.each(DRIVERS)('console CMS on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const { tokenOf, get, post } = userCalls(() => ({ app: t.app, login }));
  const live = async (page: string, position: string) =>
    (await get<Item[]>(`/api/common/getCmsConfigInfos?channel=pc&page=${page}&position=${position}`)).body.data;
  const detail = async (page: string, position: string) =>
    (await get<CmsPositionDetail>(`/api/admin/cms/getPosition?page=${page}&position=${position}`, OPERATOR)).body.data;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds every zt page of docs/product.md §2 (but tool and clips) with a banner and content blocks that all decode', async () => {
    expect(ZT_PAGES.map((z) => z.slug).sort()).toEqual([...ZT_SLUGS].sort());
    for (const slug of ZT_SLUGS) {
      const items = await live('zt', slug);
      expect(items.length, slug).toBeGreaterThanOrEqual(2);
      const blocks = items.map((i) => decodeBlock(i.content));
      expect(
        blocks.filter((b) => !b.ok),
        slug,
      ).toEqual([]);
      expect(blocks[0]).toMatchObject({ ok: true, block: { type: 'banner' } });
    }
    const colors = new Set(ZT_PAGES.map((z) => z.palette.deep));
    expect(colors.size).toBeGreaterThan(30); // each page its own look
  });

  it('lists the editable positions (thematic pages, tab bar, home) for an operator', async () => {
    const res = await get<CmsPosition[]>('/api/admin/cms/getPositions', OPERATOR);
    expect(res.body.success).toBe(true);
    const keys = res.body.data.map((p) => `${p.page}/${p.position}`);
    expect(keys).toEqual(expect.arrayContaining(['zt/2024', 'zt/rank', 'common/tabbar', 'home/banner', 'qr/join']));
    expect(res.body.data.find((p) => p.position === 'tabbar')).toMatchObject({ label: '顶部导航', kind: 'items' });
    expect(res.body.data.find((p) => p.position === '2024')).toMatchObject({ kind: 'blocks', version: null });
  });

  it('refuses a draft with a broken block, naming it, and writes nothing', async () => {
    const res = await post(
      '/api/admin/cms/saveDraft',
      { page: 'zt', position: '2024', items: [{ type: 'banner', title: '好' }, { type: 'banner' }] },
      OPERATOR,
    );
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe('第2个区块：请填写横幅标题');
    expect(await countRows(t.app, 'cms_versions')).toBe(0);
    const notEditable = await post('/api/admin/cms/saveDraft', { page: 'users', position: 'x', items: [{}] }, OPERATOR);
    expect(notEditable.body.resultMessage).toBe('这个页面不能在后台编辑');
  });

  it('versions every change with who and when; publish makes it live; rollback restores in one call', async () => {
    const original = await live('zt', '2024');
    const items = (await detail('zt', '2024')).items;
    const edited = items.map((b) => (b.type === 'banner' ? { ...b, title: '2024 年度好设计' } : b));

    const draft = await post<{ versionId: number; version: number }>(
      '/api/admin/cms/saveDraft',
      { page: 'zt', position: '2024', items: edited, note: '改横幅标题' },
      OPERATOR,
    );
    // Version 1 is the snapshot of what was live before the first change.
    expect(draft.body).toMatchObject({ success: true, data: { version: 2 } });
    expect((await live('zt', '2024')).map((i) => i.content)).toEqual(original.map((i) => i.content)); // a draft is not live

    let d = await detail('zt', '2024');
    expect(d.items[0]).toMatchObject({ type: 'banner', title: '2024 年度好设计' });
    expect(d.versions.map((v) => [v.version, v.note, v.createdBy, v.publishedAt !== null])).toEqual([
      [2, '改横幅标题', '平台顾问·小安', false],
      [1, '初始上线内容', null, true],
    ]);
    expect(d.versions[0]!.createdAt).toBe(clock.now().toISOString());

    clock.advance(60_000);
    const pub = await post('/api/admin/cms/publish', { versionId: draft.body.data.versionId }, OPERATOR);
    expect(pub.body.success).toBe(true);
    const nowLive = await live('zt', '2024');
    expect(JSON.parse(nowLive[0]!.content)).toMatchObject({ type: 'banner', title: '2024 年度好设计' });
    expect(nowLive).toHaveLength(original.length);

    d = await detail('zt', '2024');
    const first = d.versions.find((v) => v.version === 1)!;
    const back = await post<{ version: number }>('/api/admin/cms/rollback', { versionId: first.versionId }, OPERATOR);
    expect(back.body).toMatchObject({ success: true, data: { version: 3 } });
    expect((await live('zt', '2024')).map((i) => JSON.parse(i.content))).toEqual(
      original.map((i) => JSON.parse(i.content)),
    );
    d = await detail('zt', '2024');
    expect(d.versions[0]).toMatchObject({ version: 3, note: '回滚到第1版', createdBy: '平台顾问·小安' });
    expect(d.position).toMatchObject({ version: 3, publishedVersion: 3 });
  });

  it('edits the tab bar the same way, with docs/product.md §9 rules (nonzero sort shows, at most 6)', async () => {
    const tab = (title: string, sort: number) => ({ title, link: '/works', sort });
    const seven = ['一', '二', '三', '四', '五', '六', '七'].map((n, i) => tab(n, i + 1));
    const refused = await post(
      '/api/admin/cms/saveDraft',
      { page: 'common', position: 'tabbar', items: seven },
      OPERATOR,
    );
    expect(refused.body.resultMessage).toBe('导航最多显示6项（排序为0的项不显示）');
    const ok = await post<{ versionId: number }>(
      '/api/admin/cms/saveDraft',
      { page: 'common', position: 'tabbar', items: [...seven.slice(0, 6), tab('隐藏', 0)] },
      OPERATOR,
    );
    expect(ok.body.success).toBe(true);
    await post('/api/admin/cms/publish', { versionId: ok.body.data.versionId }, OPERATOR);
    expect((await live('common', 'tabbar')).map((i) => JSON.parse(i.content).title)).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '隐藏',
    ]);
  });

  it('lets an operator set the quick-publish consultant QR (setting/consultantQr), which getConsultantQr serves', async () => {
    const seeded = await get<ConsultantQr>('/api/common/getConsultantQr');
    expect(seeded.body.data).toEqual({
      image: '/img/setting/consultant-qr.svg',
      caption: CONSULTANT_QR_CAPTION,
    });
    const positions = (await get<CmsPosition[]>('/api/admin/cms/getPositions', OPERATOR)).body.data;
    expect(positions.find((p) => p.page === 'setting')).toMatchObject({
      position: 'consultantQr',
      label: '快速发布 · 顾问二维码',
      kind: 'items',
    });

    const before = await countRows(t.app, 'cms_versions');
    const save = (items: unknown[], position = 'consultantQr') =>
      post<{ versionId: number }>('/api/admin/cms/saveDraft', { page: 'setting', position, items }, OPERATOR);
    const noImage = await save([{ title: '扫码找顾问' }]);
    expect(noImage.status).toBe(400);
    expect(noImage.body.resultMessage).toBe('请填写二维码图片地址');
    expect((await save([{ cover: 'javascript:alert(1)' }])).body.resultMessage).toBe(
      '二维码图片须是站内上传的图片（以 /img/ 开头）',
    );
    expect((await save([{ cover: '/img/a.png' }, { cover: '/img/b.png' }])).body.resultMessage).toBe(
      '顾问二维码只能设置一项',
    );
    expect((await save([{ cover: '/img/a.png' }], 'somethingElse')).body.resultMessage).toBe(PAGE_NOT_EDITABLE);
    expect(await countRows(t.app, 'cms_versions')).toBe(before);

    expect((await save([{ cover: 'https://cdn.example.com/qr.png' }])).body.resultMessage).toBe(
      '二维码图片须是站内上传的图片（以 /img/ 开头）',
    );
    expect(await countRows(t.app, 'cms_versions')).toBe(before);

    const ok = await save([{ cover: '/img/uploads/consultant.png', title: '扫码添加顾问小安' }]);
    expect(ok.body.success).toBe(true);
    // A draft is not live yet.
    expect((await get<ConsultantQr>('/api/common/getConsultantQr')).body.data?.image).toBe(
      '/img/setting/consultant-qr.svg',
    );
    await post('/api/admin/cms/publish', { versionId: ok.body.data.versionId }, OPERATOR);
    expect((await get<ConsultantQr>('/api/common/getConsultantQr')).body.data).toEqual({
      image: '/img/uploads/consultant.png',
      caption: '扫码添加顾问小安',
    });
  });

  it('answers an unknown version with 404', async () => {
    expect((await post('/api/admin/cms/publish', { versionId: 999_999 }, OPERATOR)).status).toBe(404);
    expect((await post('/api/admin/cms/rollback', { versionId: 999_999 }, OPERATOR)).status).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/cms/getPositions', undefined],
    ['GET', '/api/admin/cms/getPosition?page=zt&position=2024', undefined],
    ['POST', '/api/admin/cms/saveDraft', { page: 'zt', position: '2024', items: [{ type: 'banner', title: 'x' }] }],
    ['POST', '/api/admin/cms/publish', { versionId: 1 }],
    ['POST', '/api/admin/cms/rollback', { versionId: 1 }],
  ] as const)('%s %s answers 401 to a visitor and 403 to a designer', async (method, url, payload) => {
    const before = await countRows(t.app, 'cms_versions');
    expect((await call(t.app, url, { method, ...(payload ? { payload } : {}) })).status).toBe(401);
    const designer = await call(t.app, url, {
      method,
      ...(payload ? { payload } : {}),
      headers: bearer(await tokenOf(DESIGNER)),
    });
    expect(designer.status).toBe(403);
    expect(designer.body.resultMessage).toBe(OPERATOR_ONLY);
    expect(await countRows(t.app, 'cms_versions')).toBe(before);
  });
});
