import type { Activity } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../../db/seed/brands';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, listPage, startTestApp, type TestApp } from '../../test/harness';
import { ACTIVITY_NOT_FOUND, activityStatusAt } from './activities.service';

describe('activityStatusAt', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const end = new Date('2026-03-10T00:00:00Z');
  it('is 未开始 before the start, 进行中 from the start until just before the end, 已结束 from the end', () => {
    expect(activityStatusAt(start, end, new Date(start.getTime() - 1))).toBe(1);
    expect(activityStatusAt(start, end, start)).toBe(2);
    expect(activityStatusAt(start, end, new Date(end.getTime() - 1))).toBe(2);
    expect(activityStatusAt(start, end, end)).toBe(3);
  });
});

describe.each(DRIVERS)('activities on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-06-01T02:00:00Z'));
  const info = async (id: number) => (await call<Activity>(t.app, `/api/common/getActivityInfo?activityId=${id}`)).body;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded campaigns running first, then upcoming, then finished, with their task totals', async () => {
    const page = await listPage<Activity>(t.app, '/api/common/getActivityPage', { pageSize: 10 });
    expect(page.total).toBe(ACTIVITIES.length);
    expect(page.rows.map((a) => [a.activityStatus, a.activityStatusName])).toEqual([
      [2, '进行中'],
      [1, '未开始'],
      [3, '已结束'],
    ]);
    for (const a of page.rows) {
      const seed = ACTIVITIES.find((s) => s.title === a.title)!;
      expect(a.taskCount).toBe(seed.tasks.length);
      expect(a.totalAmount).toBe(seed.tasks.reduce((sum, x) => sum + x.amount, 0));
      expect(a.cover).toBeTruthy();
      expect(a.rules).toBe(seed.rules);
      expect(Date.parse(a.endAt)).toBeGreaterThan(Date.parse(a.startAt));
    }
  });

  it("judges the status on the server's clock on both sides of the start and end", async () => {
    const page = await listPage<Activity>(t.app, '/api/common/getActivityPage', { pageSize: 10 });
    const upcoming = page.rows.find((a) => a.activityStatus === 1)!;
    const startMs = Date.parse(upcoming.startAt);
    const endMs = Date.parse(upcoming.endAt);
    const moveTo = (ms: number) => clock.advance(ms - clock.now().getTime());

    moveTo(startMs - 1000);
    expect((await info(upcoming.activityId)).data.activityStatusName).toBe('未开始');
    moveTo(startMs);
    expect((await info(upcoming.activityId)).data.activityStatusName).toBe('进行中');
    moveTo(endMs - 1000);
    expect((await info(upcoming.activityId)).data.activityStatus).toBe(2);
    moveTo(endMs);
    const ended = (await info(upcoming.activityId)).data;
    expect([ended.activityStatus, ended.activityStatusName]).toEqual([3, '已结束']);
    // The list judges by the same clock: now every campaign has ended.
    const later = await listPage<Activity>(t.app, '/api/common/getActivityPage', { pageSize: 10 });
    expect(later.rows.every((a) => a.activityStatus === 3)).toBe(true);
  });

  it(`answers an unknown campaign with ${ACTIVITY_NOT_FOUND}`, async () => {
    const res = await call(t.app, '/api/common/getActivityInfo?activityId=424242');
    expect(res.status).toBe(404);
    expect(res.body.resultMessage).toBe(ACTIVITY_NOT_FOUND);
    const bad = await call(t.app, '/api/common/getActivityInfo');
    expect(bad.status).toBe(400);
    expect(bad.body.resultMessage).toMatch(/[\u4e00-\u9fa5]/);
  });
});
