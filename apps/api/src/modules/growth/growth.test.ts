/**
 * Designer growth (issue 9) on every driver: exams on the server clock (deadline, one attempt per type
 * per 30 days), the rubric and operator-only review, and growth-plan steps completing from events.
 */
import type {
  CapacityModel,
  ExamAttempt,
  ExamReviewItem,
  GrowthPlanState,
  GrowthProject,
  Notification,
  Page,
} from '@bazaar/domain/entities';
import { RUBRIC_MESSAGE } from '@bazaar/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../db/seed/tasks';
import { ManualClock } from '../../services/clock/clock';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { uploadPngs } from '../../test/multipart';
import { EXAM_MESSAGES } from './exams.service';

const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
const OPERATOR = '13600000000';
const DAY = 86_400_000;

interface Result {
  type: string;
  score: number | null;
  level: string | null;
  current: ExamAttempt | null;
  history: ExamAttempt[];
  nextAvailableAt: string | null;
}

describe.each(DRIVERS)('designer growth on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { tokens, tokenOf, get, post } = userCalls(() => ({ app: t.app, login }));
  const exam = (mobile: string, type: string, action: 'start' | 'submit', answerUrl?: string) =>
    post<Result>('/api/platPlus/capacityModel/capacityModelTest', { type, action, answerUrl }, mobile);
  const resultOf = (mobile: string, type: string) =>
    get<Result>(`/api/platPlus/capacityModel/getResultOfCapacityModel?type=${type}`, mobile);
  const review = (attemptId: number, scores: Record<string, unknown>, mobile: string | null = OPERATOR) =>
    post<ExamAttempt>(
      '/api/admin/exam/reviewExam',
      {
        attemptId,
        composition: 20,
        colour: 18,
        concept: 22,
        craft: 21,
        comment: '构图清楚，色彩可以更大胆',
        ...scores,
      },
      mobile ?? undefined,
    );
  /** Uploads a PNG as `mobile` through the ordinary upload call; answers its URL. */
  const uploadPng = async (mobile: string) => (await uploadPngs(t.app, await tokenOf(mobile), 1))[0]!.callbackResult;
  const refused = (res: { body: { success: boolean; resultMessage: string } }, message: string) =>
    expect(res.body).toMatchObject({ success: false, resultMessage: message });

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  }, 120_000);
  afterAll(async () => t?.close());

  it('the seed gives the demo designer reviewed results with comments and a pending answer', async () => {
    const logo = await resultOf(designer(1), 'logo');
    expect(logo.body.data.score).toBeGreaterThanOrEqual(76);
    expect(logo.body.data.history[0]).toMatchObject({ status: 'reviewed', comment: expect.any(String) });
    expect(logo.body.data.nextAvailableAt).not.toBeNull();
    const ip = await resultOf(designer(1), 'ip');
    expect(ip.body.data.current).toMatchObject({ status: 'pending' });
    const model = await get<CapacityModel>('/api/platPlus/capacityModel/getCapacityModel', designer(1));
    expect(model.body.data.types).toHaveLength(6);
    expect(model.body.data.score).not.toBeNull();
    expect(['ikon', 'inset', 'pack']).toContain(model.body.data.next);
  });

  it('accepts an answer before the deadline on the server clock and refuses it after', async () => {
    const mobile = designer(41);
    const started = await exam(mobile, 'banner', 'start');
    expect(started.body.data.current).toMatchObject({ status: 'inProgress' });
    const deadline = new Date(started.body.data.current!.deadlineAt).getTime();
    expect(deadline - clock.now().getTime()).toBe(120 * 60_000);
    const url = await uploadPng(mobile);
    clock.advance(119 * 60_000);
    const ok = await exam(mobile, 'banner', 'submit', url);
    expect(ok.body.data.current).toMatchObject({ status: 'pending', answerUrl: url });

    const late = designer(42);
    await exam(late, 'logo', 'start');
    const lateUrl = await uploadPng(late);
    clock.advance(121 * 60_000);
    refused(await exam(late, 'logo', 'submit', lateUrl), EXAM_MESSAGES.expired);
    expect((await resultOf(late, 'logo')).body.data.history[0]).toMatchObject({ status: 'expired', submittedAt: null });
  });

  it('refuses a submit without a start, without an image, or with someone else’s image', async () => {
    const mobile = designer(43);
    refused(await exam(mobile, 'ikon', 'submit', '/img/uploads/1/x.png'), EXAM_MESSAGES.notStarted);
    await exam(mobile, 'ikon', 'start');
    refused(await exam(mobile, 'ikon', 'submit'), EXAM_MESSAGES.noAnswer);
    const theirs = await uploadPng(designer(44));
    refused(await exam(mobile, 'ikon', 'submit', theirs), EXAM_MESSAGES.notOwnAnswer);
    refused(await exam(mobile, 'nope', 'start'), '测评类型不正确');
  });

  it('allows one attempt per type per 30 days, counted from the start', async () => {
    const mobile = designer(45);
    await exam(mobile, 'ip', 'start');
    refused(await exam(mobile, 'ip', 'start'), EXAM_MESSAGES.inProgress);
    clock.advance(DAY);
    const again = await exam(mobile, 'ip', 'start');
    expect(again.body.success).toBe(false);
    expect(again.body.resultMessage).toMatch(/^每种测评30天内只能参加一次，请于.+之后再来$/);
    // Another type is its own count.
    expect((await exam(mobile, 'pack', 'start')).body.success).toBe(true);
    clock.advance(29 * DAY);
    tokens.clear(); // sessions last 7 days
    const later = await exam(mobile, 'ip', 'start');
    expect(later.body.data.current).toMatchObject({ status: 'inProgress' });
    expect(later.body.data.history).toHaveLength(2);
  });

  it('lets only operators see and score answers (visitor 401, designer 403)', async () => {
    expect((await get('/api/admin/exam/getExamReviewPage')).status).toBe(401);
    expect((await get('/api/admin/exam/getExamReviewPage', designer(1))).status).toBe(403);
    expect((await review(1, {}, null)).status).toBe(401);
    expect((await review(1, {}, designer(1))).status).toBe(403);
    const page = await get<Page<ExamReviewItem>>('/api/admin/exam/getExamReviewPage?status=pending', OPERATOR);
    expect(page.status).toBe(200);
    expect(page.body.data.rows.every((r) => r.attempt.status === 'pending')).toBe(true);
  });

  it('scores on the rubric, each part an integer 0–25, once', async () => {
    const mobile = designer(46);
    await exam(mobile, 'logo', 'start');
    const submitted = await exam(mobile, 'logo', 'submit', await uploadPng(mobile));
    const attemptId = submitted.body.data.current!.attemptId;
    for (const bad of [{ craft: 26 }, { colour: -1 }, { concept: 12.5 }, { composition: 'abc' }]) {
      const res = await review(attemptId, bad);
      expect(res.status).toBe(400);
      expect(res.body.resultMessage).toBe(RUBRIC_MESSAGE);
    }
    refused(await review(attemptId, { comment: '  ' }), '请填写评语');
    expect((await resultOf(mobile, 'logo')).body.data.current).toMatchObject({ status: 'pending' });

    const ok = await review(attemptId, { composition: 25, colour: 0, concept: 20, craft: 25 });
    expect(ok.body.data).toMatchObject({ status: 'reviewed', score: 70, level: 'B 进阶' });
    refused(await review(attemptId, {}), EXAM_MESSAGES.reviewed);
    // The names on the reviewers' page are the account module's: the designer's and the reviewer's.
    const reviewed = await get<Page<ExamReviewItem>>('/api/admin/exam/getExamReviewPage?status=reviewed', OPERATOR);
    expect(reviewed.body.data.rows.find((r) => r.attempt.attemptId === attemptId)).toMatchObject({
      nickName: expect.stringMatching(/.+/),
      reviewerName: DEMO_OPERATOR.nickName,
    });
    // Issue 25: the designer is told once, linking to the result.
    const notices = (await get<Page<Notification>>('/api/notifications?pageSize=20', mobile)).body.data.rows;
    expect(notices.filter((n) => n.kind === 'exam.reviewed')).toMatchObject([
      { title: 'Logo 设计测评已评阅', body: '构图清楚，色彩可以更大胆', link: '/my/logo' },
    ]);
    const seen = await resultOf(mobile, 'logo');
    expect(seen.body.data).toMatchObject({ score: 70, level: 'B 进阶', current: null });
    expect(seen.body.data.history[0]).toMatchObject({
      scores: { composition: 25, colour: 0, concept: 20, craft: 25 },
      comment: '构图清楚，色彩可以更大胆',
    });
  });

  it('completes growth steps from the events themselves, the current step being the first not done', async () => {
    const mobile = designer(47);
    const planOf = async () =>
      (await get<GrowthPlanState[]>('/api/platPlus/growthTask/getGrowthPlanList', mobile)).body.data.find(
        (p) => p.planId === 3,
      )!;
    expect((await post('/api/platPlus/growthTask/joinGrowthPlan', { planId: 3 }, mobile)).body.success).toBe(true);
    let plan = await planOf();
    expect(plan.enrolled).toBe(true);
    expect(plan.steps.map((s) => [s.done, s.isHappening])).toEqual([
      [false, true],
      [false, false],
      [false, false],
    ]);

    await exam(mobile, 'logo', 'start');
    await exam(mobile, 'logo', 'submit', await uploadPng(mobile));
    plan = await planOf();
    expect(plan.steps.map((s) => [s.done, s.isHappening])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(plan.progress).toBe(67);
    const projects = await get<GrowthProject[]>('/api/platPlus/growthTask/myGrewUpProjectList', mobile);
    expect(projects.body.data.find((p) => p.planId === 3)).toMatchObject({
      progress: 67,
      currentStep: '参加 Banner 设计测评',
    });

    await post('/api/platPlus/growthTask/leaveGrowthPlan', { planId: 3 }, mobile);
    expect((await planOf()).enrolled).toBe(false);
    const after = await get<GrowthProject[]>('/api/platPlus/growthTask/myGrewUpProjectList', mobile);
    expect(after.body.data.some((p) => p.planId === 3)).toBe(false);
    refused(await post('/api/platPlus/growthTask/joinGrowthPlan', { planId: 99 }, mobile), '成长计划不存在');
  });

  it('reports a portfolio diagnosis and an account health score with their parts', async () => {
    const diag = await get<{ score: number; items: { key: string; fixLink: string }[] }>(
      '/api/platPlus/diagnosis/getMyDiagnosis',
      designer(1),
    );
    expect(diag.body.data.items.map((i) => i.key)).toEqual([
      'imageSize',
      'categories',
      'description',
      'cover',
      'profile',
    ]);
    expect(diag.body.data.items.every((i) => i.fixLink.startsWith('/'))).toBe(true);
    const health = await get<{ score: number; parts: { points: number; weight: number }[] }>(
      '/api/platPlus/diagnosis/getMyAccountHealth',
      designer(1),
    );
    expect(health.body.data.parts).toHaveLength(5);
    expect(health.body.data.score).toBe(health.body.data.parts.reduce((a, p) => a + p.points, 0));
    expect(health.body.data.parts.every((p) => p.points >= 0 && p.points <= p.weight)).toBe(true);
    expect((await get('/api/platPlus/diagnosis/getMyDiagnosis')).status).toBe(401);
  });
});
