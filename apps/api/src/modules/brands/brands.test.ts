import type { Brand, Page } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../db/seed/brands';
import { call, DRIVERS, listPage, startTestApp, type TestApp } from '../../test/harness';
import { BRAND_NOT_FOUND } from './brands.service';

describe.each(DRIVERS)('brands on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded brands in their sort order with logo, banner and topic-task counts (getBrandPage)', async () => {
    const page = await listPage<Brand>(t.app, '/api/common/getBrandPage', { pageSize: 20 });
    expect(page.total).toBe(BRANDS.length);
    expect(page.rows.map((b) => b.brandName)).toEqual(BRANDS.map((b) => b.name));
    const first = page.rows[0]!;
    expect(first.logo).toMatch(/^\/img\/|^\/api\/|\.svg/);
    expect(first.banner).toBeTruthy();
    expect(first.slogan).toBe(BRANDS[0]!.slogan);
    expect(first.taskCount).toBe(BRANDS[0]!.tasks.length);
    expect(first.openTaskCount).toBe(BRANDS[0]!.tasks.filter((x) => x.status === 1).length);
  });

  it("counts only the brand's topic tasks, and open ones only while 招募中", async () => {
    const page = await listPage<Brand>(t.app, '/api/common/getBrandPage', { pageSize: 1 });
    const brand = page.rows[0]!;
    const db = t.app.database.db;
    // An ordinary task pointing at the brand is not a topic task.
    await db
      .insertInto('tasks')
      .values({
        employer_id: 49,
        task_name: '不算专题任务',
        cover: null,
        task_status: 1,
        category_id: 1,
        task_properties: 2,
        task_amount: 100,
        max_order_apply_count: 5,
        created_at: new Date(),
        task_kind: 1,
        brand_id: brand.brandId,
      })
      .execute();
    const before = (await call<Brand>(t.app, `/api/common/getBrandInfo?brandId=${brand.brandId}`)).body.data;
    expect(before.taskCount).toBe(brand.taskCount);
    expect(before.openTaskCount).toBe(brand.openTaskCount);
    await db
      .updateTable('tasks')
      .set({ task_status: 2 })
      .where('brand_id', '=', brand.brandId)
      .where('task_kind', '=', 2)
      .where('task_status', '=', 1)
      .execute();
    const after = (await call<Brand>(t.app, `/api/common/getBrandInfo?brandId=${brand.brandId}`)).body.data;
    expect(after.openTaskCount).toBe(0);
    expect(after.taskCount).toBe(brand.taskCount);
  });

  it('pages: pageSize rows, the same total, no overlap', async () => {
    const a = await listPage<Brand>(t.app, '/api/common/getBrandPage', { pageSize: 4 });
    const b = await listPage<Brand>(t.app, '/api/common/getBrandPage', { pageSize: 4, current: 2 });
    expect(a.rows).toHaveLength(4);
    expect(b.rows).toHaveLength(BRANDS.length - 4);
    expect(b.total).toBe(a.total);
    expect(a.rows.some((x) => b.rows.some((y) => y.brandId === x.brandId))).toBe(false);
  });

  it(`answers an unknown brand with ${BRAND_NOT_FOUND} and a bad id with a Chinese 400`, async () => {
    const missing = await call(t.app, '/api/common/getBrandInfo?brandId=99999');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    expect(missing.body.resultMessage).toBe(BRAND_NOT_FOUND);
    const bad = await call<Page<Brand>>(t.app, '/api/common/getBrandInfo?brandId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.resultMessage).toMatch(/[\u4e00-\u9fa5]/);
  });
});
