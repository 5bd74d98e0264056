import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { ALREADY_REPORTED, UNKNOWN_REPORT_TYPE } from './reports.service';

describe.each(DRIVERS)('reports on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const report = (payload: object, token?: string) =>
    call(t.app, '/api/plat/reportWorks', { method: 'POST', payload, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the report types of the dictionary, and nothing for an unknown code', async () => {
    const res = await call<{ code: string; name: string }[]>(
      t.app,
      '/api/common/category/getDictionaryByTypeCode/report_type',
    );
    expect(res.body.data.length).toBeGreaterThanOrEqual(4);
    expect(res.body.data[0]).toEqual({ code: '1', name: '抄袭 / 盗用他人作品' });
    const none = await call<unknown[]>(t.app, '/api/common/category/getDictionaryByTypeCode/nothing_here');
    expect(none.body.data).toEqual([]);
    const bad = await call(t.app, '/api/common/category/getDictionaryByTypeCode/%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.resultMessage).toBe('字典编码不正确');
  });

  it('takes one report per user per work and refuses the second with a message', async () => {
    const token = await login.bySms(freshMobile());
    const before = await countRows(t.app, 'work_reports');
    const first = await report({ worksId: 4, typeId: 1, reportInfo: '与某站作品完全相同' }, token);
    expect(first.body).toMatchObject({ success: true });
    const second = await report({ worksId: 4, typeId: 2, reportInfo: '再举报一次' }, token);
    expect(second.body).toMatchObject({ success: false, resultCode: 'E020002', resultMessage: ALREADY_REPORTED });
    expect(await countRows(t.app, 'work_reports')).toBe(before + 1);
    // Another user may report the same work.
    const other = await login.bySms(freshMobile());
    expect((await report({ worksId: 4, typeId: 1, reportInfo: '同上' }, other)).body.success).toBe(true);
  });

  it('refuses visitors, unknown works and types, empty or over-long text, changing nothing', async () => {
    const token = await login.bySms(freshMobile());
    const before = await countRows(t.app, 'work_reports');
    expect((await report({ worksId: 4, typeId: 1, reportInfo: 'x' })).status).toBe(401);
    const cases: [object, number, string][] = [
      [{ worksId: 999_999, typeId: 1, reportInfo: '说明' }, 404, '作品不存在或已下架'],
      [{ worksId: 4, typeId: 99, reportInfo: '说明' }, 400, UNKNOWN_REPORT_TYPE],
      [{ worksId: 4, typeId: 1, reportInfo: '' }, 400, '请填写举报说明'],
      [{ worksId: 4, typeId: 1, reportInfo: '   ' }, 400, '请填写举报说明'],
      [{ worksId: 4, typeId: 1, reportInfo: '字'.repeat(201) }, 400, '举报说明不能超过200字'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await report(payload, token);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.resultMessage).toBe(message);
    }
    expect(await countRows(t.app, 'work_reports')).toBe(before);
  });
});
