import { TASK_STATUS } from '@bazaar/domain/constants';
import type { Task } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, listPage, startTestApp, type TestApp } from '../../test/harness';

/**
 * Public (not 待沟通) tasks the seed writes: the 66 task stories, three completed ones for reviews
 * (seed/tasks.ts, issue 25) and two deals (seed/deals.ts: one awaiting acceptance, one decided dispute).
 */
const PUBLIC_SEEDED = 71;

describe.each(DRIVERS)('tasks on %s', (driver) => {
  let t: TestApp;
  const page = (params: Record<string, string | number | undefined>) =>
    listPage<Task>(t.app, '/api/common/getTaskPage', params);

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists 71 public seeded tasks in every public status (never 待沟通) with budgets of 500-50,000', async () => {
    const all = await page({ pageSize: 100 });
    expect(all.total).toBe(PUBLIC_SEEDED);
    const { recruiting, inProgress, completed, closed, delivered } = TASK_STATUS;
    expect(new Set(all.rows.map((r) => r.taskStatus))).toEqual(
      new Set([recruiting, inProgress, completed, closed, delivered]),
    );
    expect(new Set(all.rows.map((r) => r.taskProperties))).toEqual(new Set([2, 3, 4]));
    for (const r of all.rows) {
      expect(r.taskAmount).toBeGreaterThanOrEqual(500);
      expect(r.taskAmount).toBeLessThanOrEqual(50_000);
      expect(r.employerName).toBeTruthy();
      expect(r.applyCount).toBeLessThanOrEqual(r.maxOrderApplyCount);
    }
  });

  it('shows 平面插画 for a task without a category', async () => {
    const all = await page({ pageSize: 100 });
    const uncategorised = all.rows.filter((r) => r.categoryId === null);
    expect(uncategorised.length).toBeGreaterThan(0);
    expect(uncategorised.every((r) => r.categoryName === '平面插画')).toBe(true);
  });

  it('filters by status, category and taskProperties; taskProperties 1 means every kind', async () => {
    const open = await page({ taskStatus: TASK_STATUS.recruiting, pageSize: 100 });
    expect(open.total).toBeGreaterThan(0);
    expect(open.rows.every((r) => r.taskStatus === TASK_STATUS.recruiting && r.taskStatusName === '招募中')).toBe(true);
    // A number that is no task status is a filter nothing matches (not a refusal).
    expect(await page({ taskStatus: 99 })).toMatchObject({ rows: [], total: 0 });
    const ipad = await page({ taskProperties: 3, pageSize: 100 });
    expect(ipad.total).toBe(20);
    expect(ipad.rows.every((r) => r.taskProperties === 3)).toBe(true);
    expect((await page({ taskProperties: 1 })).total).toBe(PUBLIC_SEEDED);
    const logo = await page({ categoryId: 3, pageSize: 100 });
    expect(logo.rows.every((r) => r.categoryId === 3)).toBe(true);
    // The fallback category also takes the tasks that have none.
    const flat = await page({ categoryId: 8, pageSize: 100 });
    expect(flat.rows.some((r) => r.categoryId === null)).toBe(true);
    expect(flat.rows.every((r) => r.categoryName === '平面插画')).toBe(true);
    expect((await page({ categoryId: 0 })).total).toBe(0);
  });

  it('pages with rows ≤ pageSize and a consistent total', async () => {
    const a = await page({ pageSize: 7, current: 1 });
    const last = Math.ceil(PUBLIC_SEEDED / 7);
    const b = await page({ pageSize: 7, current: last });
    expect(a.rows).toHaveLength(7);
    expect(b.rows).toHaveLength(PUBLIC_SEEDED - 7 * (last - 1));
    expect(b.total).toBe(a.total);
  });

  it('getTaskInfo answers one task and 404s for an unknown one', async () => {
    const res = await call<Task>(t.app, '/api/common/getTaskInfo?orderId=4');
    expect(res.body.data.orderId).toBe(4);
    expect(res.body.data.description).toBeTruthy();
    const missing = await call(t.app, '/api/common/getTaskInfo?orderId=12345');
    expect(missing.status).toBe(404);
    expect(missing.body.resultMessage).toBe('任务不存在或已下架');
  });

  it('rejects a non-numeric taskStatus with 400 任务状态必须是数字', async () => {
    const res = await call(t.app, '/api/common/getTaskPage?taskStatus=open');
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe('任务状态必须是数字');
  });
});
