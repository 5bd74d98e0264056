import type { JoinApplication, ReportRecord } from '@bazaar/domain/api';
import { JOIN_MESSAGES, JOIN_STATUS, REPORT_STATUS } from '@bazaar/domain/constants/join';
import type { Notification, Page, UserInfo } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DESIGNER } from '../../db/seed/accounts';
import { DEMO_OPERATOR } from '../../db/seed/tasks';
import { OPERATOR_ONLY } from '../../http/endpoint';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { uploadPngs } from '../../test/multipart';
import { REPORT_HANDLED } from '../reports/reports-review.service';
import { DUPLICATE_SAMPLE, UNKNOWN_CATEGORY } from './join.service';

type Mine = { mobile: string; application: JoinApplication | null };

describe.each(DRIVERS)('designer onboarding and the console reviews on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  let operator: string;
  let designer: string;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));

  const uploadImages = async (token: string, n: number): Promise<string[]> =>
    (await uploadPngs(t.app, token, n, { width: 60, height: 40, background: '#1d5fd1' })).map((i) => i.callbackResult);

  const post = <T = null>(path: string, payload: object, token?: string) =>
    call<T>(t.app, path, { method: 'POST', payload, headers: token ? bearer(token) : {} });
  const get = <T>(path: string, token?: string) => call<T>(t.app, path, { headers: token ? bearer(token) : {} });
  const apply = (body: object, token: string) => post<{ applicationId: number }>('/api/plat/join/apply', body, token);
  const mine = async (token: string) => (await get<Mine>('/api/plat/join/getMyApplication', token)).body.data;
  const userInfo = async (token: string) => (await get<UserInfo>('/api/user/getUserInfo', token)).body.data;
  /** Issue 25: the newest notification the user has. */
  const newestNotice = async (token: string) =>
    (await get<Page<Notification>>('/api/notifications?current=1&pageSize=1', token)).body.data.rows[0];

  /** A new account with three uploaded samples and a valid form. */
  const newApplicant = async () => {
    const mobile = freshMobile();
    const token = await login.bySms(mobile);
    const samples = await uploadImages(token, 3);
    const form = {
      realName: '周予安',
      mobile,
      categoryIds: [1, 3],
      years: 3,
      experience: '四年品牌视觉与插画经验，做过茶饮包装和绘本。',
      samples,
      portfolioUrl: 'https://www.zcool.com.cn/u/2026',
      agree: true,
    };
    return { token, mobile, form };
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    operator = await login.bySms(DEMO_OPERATOR.mobile);
    designer = await login.bySms(DEMO_DESIGNER.mobile);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds three pending applications and one refused, each with 3-9 samples', async () => {
    const page = async (status: number) =>
      (await get<Page<JoinApplication>>(`/api/admin/join/getApplicationPage?status=${status}`, operator)).body.data;
    const pending = await page(JOIN_STATUS.pending);
    const refused = await page(JOIN_STATUS.refused);
    expect(pending.total).toBe(3);
    expect(refused.rows[0]).toMatchObject({ realName: '赵小满' });
    expect(refused.rows[0]!.reason).not.toBe('');
    for (const a of [...pending.rows, ...refused.rows]) {
      expect(a.samples.length, a.realName).toBeGreaterThanOrEqual(3);
      expect(a.samples.every((s) => s.width > 0 && s.url.startsWith('/img/works/'))).toBe(true);
    }
  });

  it('prefills the mobile and has no application for a new account', async () => {
    const { token, mobile } = await newApplicant();
    expect(await mine(token)).toEqual({ mobile, application: null });
  });

  it('refuses broken forms with Chinese messages and writes nothing', async () => {
    const { token, form } = await newApplicant();
    const other = await newApplicant();
    const before = await countRows(t.app, 'designer_applications');
    const cases: [object, string][] = [
      [{ realName: '' }, JOIN_MESSAGES.realName],
      [{ mobile: '123' }, '请输入正确的手机号'],
      [{ categoryIds: [] }, JOIN_MESSAGES.categories],
      [{ categoryIds: [999] }, UNKNOWN_CATEGORY],
      [{ years: 0 }, JOIN_MESSAGES.years],
      [{ experience: '短' }, JOIN_MESSAGES.experience],
      [{ samples: form.samples.slice(0, 2) }, JOIN_MESSAGES.samplesMin],
      [{ samples: [form.samples[0], form.samples[0], form.samples[1]] }, DUPLICATE_SAMPLE],
      // Seed art and someone else's uploads are not the applicant's own uploads.
      [{ samples: [...form.samples.slice(0, 2), '/img/works/1-1.svg'] }, JOIN_MESSAGES.sampleNotUpload],
      [{ samples: [...form.samples.slice(0, 2), other.form.samples[0]] }, JOIN_MESSAGES.sampleNotUpload],
      [{ portfolioUrl: 'ftp://x.com' }, JOIN_MESSAGES.portfolio],
      [{ agree: false }, JOIN_MESSAGES.agree],
    ];
    for (const [patch, message] of cases) {
      const res = await apply({ ...form, ...patch }, token);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.resultMessage, JSON.stringify(patch)).toBe(message);
    }
    expect(await countRows(t.app, 'designer_applications')).toBe(before);
    expect((await apply(form, '')).status).toBe(401);
  });

  it('keeps one pending application at a time, refuses with a reason, then takes a resubmission', async () => {
    const { token, form } = await newApplicant();
    const first = await apply(form, token);
    expect(first.body.success).toBe(true);
    const again = await apply(form, token);
    expect(again.body).toMatchObject({
      success: false,
      resultCode: 'E020002',
      resultMessage: JOIN_MESSAGES.pendingExists,
    });
    const pending = (await mine(token)).application!;
    expect(pending).toMatchObject({ status: JOIN_STATUS.pending, realName: '周予安', reason: '' });
    expect(pending.samples).toHaveLength(3);
    expect(pending.categories.map((c) => c.categoryId)).toEqual([1, 3]);

    const id = first.body.data.applicationId;
    const noReason = await post('/api/admin/join/refuse', { applicationId: id, reason: '  ' }, operator);
    expect(noReason.status).toBe(400);
    expect(noReason.body.resultMessage).toBe(JOIN_MESSAGES.refuseReason);
    expect((await mine(token)).application!.status).toBe(JOIN_STATUS.pending);

    const refused = await post(
      '/api/admin/join/refuse',
      { applicationId: id, reason: '作品数量不足，请补充商业项目' },
      operator,
    );
    expect(refused.body.success).toBe(true);
    expect((await mine(token)).application).toMatchObject({
      status: JOIN_STATUS.refused,
      reason: '作品数量不足，请补充商业项目',
    });
    expect(await newestNotice(token)).toMatchObject({
      kind: 'join.refused',
      title: '入驻申请未通过',
      body: '作品数量不足，请补充商业项目',
      link: '/join',
      read: false,
    });
    // A handled application cannot be reviewed twice.
    const twice = await post('/api/admin/join/approve', { applicationId: id }, operator);
    expect(twice.body).toMatchObject({ success: false, resultMessage: JOIN_MESSAGES.reviewed });
    expect((await userInfo(token)).isDesigner).toBe(false);

    const resubmitted = await apply({ ...form, experience: `${form.experience}补充了三个商业项目。` }, token);
    expect(resubmitted.body.success).toBe(true);
    expect((await mine(token)).application).toMatchObject({ status: JOIN_STATUS.pending });
  });

  it('approving makes the applicant a designer with a homepage and their samples as a first work', async () => {
    const { token, form } = await newApplicant();
    const { applicationId } = (await apply(form, token)).body.data;
    const list = await get<Page<JoinApplication>>('/api/admin/join/getApplicationPage?status=1&pageSize=50', operator);
    expect(list.body.data.rows.some((a) => a.applicationId === applicationId)).toBe(true);

    expect((await post('/api/admin/join/approve', { applicationId }, operator)).body.success).toBe(true);
    const info = await userInfo(token);
    expect(info.isDesigner).toBe(true);
    expect((await mine(token)).application).toMatchObject({ status: JOIN_STATUS.approved });
    expect(await newestNotice(token)).toMatchObject({ kind: 'join.approved', link: `/u/${info.userId}` });
    const homepage = await get<{ designer: { userId: number; name: string; worksCount: number } }>(
      `/api/common/getTalentHomepageInfo?userId=${info.userId}`,
    );
    expect(homepage.body.data.designer).toMatchObject({ userId: info.userId, name: '周予安', worksCount: 1 });
    const works = await get<Page<{ worksId: number; title: string }>>(
      `/api/common/getAllWorksPage?keyword=${encodeURIComponent('周予安')}&pageSize=50`,
    );
    expect(works.body.data.rows.some((w) => w.title === '周予安的入驻作品集')).toBe(true);
    // A designer cannot apply again.
    expect((await apply(form, token)).body).toMatchObject({
      success: false,
      resultMessage: JOIN_MESSAGES.alreadyDesigner,
    });
    expect((await post('/api/admin/join/approve', { applicationId: 999_999 }, operator)).status).toBe(404);
  });

  it('hides a reported work (the reporter reads 已下架) or dismisses a report with a note', async () => {
    const reporter = await login.bySms(freshMobile());
    const second = await login.bySms(freshMobile());
    for (const [token, worksId] of [
      [reporter, 7],
      [second, 7],
      [reporter, 8],
    ] as const) {
      const res = await post('/api/plat/reportWorks', { worksId, typeId: 1, reportInfo: '疑似搬运' }, token);
      expect(res.body.success).toBe(true);
    }
    const pending = await get<Page<ReportRecord>>('/api/admin/report/getReportPage?status=1&pageSize=100', operator);
    const on7 = pending.body.data.rows.filter((r) => r.worksId === 7);
    const on8 = pending.body.data.rows.find((r) => r.worksId === 8)!;
    expect(on7).toHaveLength(2);
    const title7 = on7[0]!.worksTitle;

    const noNote = await post('/api/admin/report/dismiss', { reportId: on8.reportId, reply: '' }, operator);
    expect(noNote.status).toBe(400);
    expect(
      (await post('/api/admin/report/dismiss', { reportId: on8.reportId, reply: '原创已核实' }, operator)).body.success,
    ).toBe(true);
    expect((await post('/api/admin/report/hideWorks', { reportId: on7[0]!.reportId }, operator)).body.success).toBe(
      true,
    );
    // The work is gone from the site; both reports of it were answered at once.
    expect((await get('/api/common/getWorksInfo?worksId=7')).status).toBe(404);
    expect(await countRows(t.app, 'hidden_works')).toBe(1);
    const again = await post('/api/admin/report/hideWorks', { reportId: on7[1]!.reportId }, operator);
    expect(again.body).toMatchObject({ success: false, resultMessage: REPORT_HANDLED });

    const told = (await get<Page<ReportRecord>>('/api/plat/getMyReportPage', reporter)).body.data.rows;
    expect(told.find((r) => r.reportId === on7[0]!.reportId)).toMatchObject({
      status: REPORT_STATUS.hidden,
      worksId: null,
      worksTitle: title7,
    });
    expect(told.find((r) => r.worksId === 8)).toMatchObject({ status: REPORT_STATUS.dismissed, reply: '原创已核实' });
    const secondTold = (await get<Page<ReportRecord>>('/api/plat/getMyReportPage', second)).body.data.rows;
    expect(secondTold).toHaveLength(1);
    expect(secondTold[0]!.status).toBe(REPORT_STATUS.hidden);
    // Issue 25: each reporter was told, once per report handled.
    const notices = (await get<Page<Notification>>('/api/notifications?pageSize=10', reporter)).body.data.rows;
    expect(notices.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['report.handled', '你举报的作品已下架', '/help/infringement'],
      ['report.handled', '你的举报已处理', '/help/infringement'],
    ]);
    expect((await newestNotice(second))?.title).toBe('你举报的作品已下架');
  });

  it('answers every console call 401 to a visitor and 403 to a designer', async () => {
    const calls: [string, 'GET' | 'POST', object?][] = [
      ['/api/admin/join/getApplicationPage', 'GET'],
      ['/api/admin/join/approve', 'POST', { applicationId: 1 }],
      ['/api/admin/join/refuse', 'POST', { applicationId: 1, reason: '不符合' }],
      ['/api/admin/report/getReportPage', 'GET'],
      ['/api/admin/report/hideWorks', 'POST', { reportId: 1 }],
      ['/api/admin/report/dismiss', 'POST', { reportId: 1, reply: '无违规' }],
    ];
    const before = await countRows(t.app, 'hidden_works');
    for (const [url, method, payload] of calls) {
      const visitor = await call(t.app, url, { method, payload });
      expect(visitor.status, url).toBe(401);
      const asDesigner = await call(t.app, url, { method, payload, headers: bearer(designer) });
      expect(asDesigner.status, url).toBe(403);
      expect(asDesigner.body.resultMessage).toBe(OPERATOR_ONLY);
    }
    expect(await countRows(t.app, 'hidden_works')).toBe(before);
  });
});
