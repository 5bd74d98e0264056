/**
 * Reviews (issue 25, decision 024) on every driver: hidden until both sides are in or the window ends
 * (clock moved), one per side, never edited, one reply, only the two parties, the designer row's
 * aggregate right after the reveal, the seeded reviews and the 评分最高 sort.
 */
import type { Page, Designer } from '@bazaar/domain/entities';
import type { Review, TaskReview } from '@bazaar/domain/api';
import { TASK_KIND, TASK_PROPERTIES, TASK_STATUS, TALENTS_SORT, APPLICATION_STATUS } from '@bazaar/domain/constants';
import { REVIEW_MESSAGES, REVIEW_STATUS, REVIEW_WINDOW_MS, REVIEWER_ROLE } from '@bazaar/domain/constants/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { revealDue } from './reviews.service';

const EMPLOYER = '13900000001'; // 茶颜小馆, user 49
const EMPLOYER_ID = 49;
const OTHER_EMPLOYER = '13900000002';
const DEMO_DESIGNER = '13800000001'; // 林小鹿, user 1
const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
const DAY = 24 * 3_600_000;

describe.each(DRIVERS)('reviews on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post, tokens, tokenOf } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A task of `employerId` that `designerId` finished just now (accepted at the clock's time). */
  const completedTask = async (employerId: number, designerId: number, name: string) => {
    const now = clock.now();
    const { order_id } = await db()
      .insertInto('tasks')
      .values({
        employer_id: employerId,
        task_name: name,
        cover: null,
        task_status: TASK_STATUS.completed,
        category_id: 1,
        task_properties: TASK_PROPERTIES.normal,
        task_amount: 1000,
        max_order_apply_count: 5,
        created_at: new Date(now.getTime() - 12 * DAY),
        task_kind: TASK_KIND.normal,
        hired_designer_id: designerId,
        updated_at: new Date(now.getTime() - 12 * DAY),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('task_applications')
      .values({ order_id, user_id: designerId, status: APPLICATION_STATUS.hired, created_at: now })
      .execute();
    await db()
      .insertInto('task_events')
      .values({
        order_id,
        action: 'accept',
        from_status: TASK_STATUS.delivered,
        to_status: TASK_STATUS.completed,
        actor_id: employerId,
        created_at: now,
      })
      .execute();
    return order_id;
  };
  const state = async (orderId: number, mobile: string) =>
    (await get<TaskReview>(`/api/review/getTaskReview?orderId=${orderId}`, mobile)).body.data;
  const submit = (orderId: number, mobile: string, scores: unknown = [5, 4, 5], content = '合作愉快') =>
    post<TaskReview>('/api/review/submit', { orderId, scores, content }, mobile);
  const designerRow = (userId: number) =>
    db()
      .selectFrom('designers')
      .select(['rating_sum', 'rating_count', 'rating_avg'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  const notifications = (userId: number) =>
    db()
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'link'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'review.received')
      .execute();
  const received = async (userId: number) =>
    (await get<Page<Review>>(`/api/review/getUserReviewPage?userId=${userId}&pageSize=50`)).body.data;

  it('seeds published reviews for 林小鹿 with her aggregate on the designer row, and one task open for both', async () => {
    const page = await received(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.rows.every((r) => r.publishedAt !== null && r.reviewerRole === REVIEWER_ROLE.employer)).toBe(true);
    const row = await designerRow(1);
    expect(row.rating_count).toBe(page.total);
    const sum = page.rows.reduce((s, r) => s + r.scores.reduce((a, b) => a + b, 0), 0);
    expect(row.rating_sum).toBe(sum);
    expect(Number(row.rating_avg)).toBeCloseTo(sum / (3 * page.total), 2);

    const { order_id } = await db()
      .selectFrom('tasks')
      .select('order_id')
      .where('task_name', '=', '门店手绘墙绘设计')
      .executeTakeFirstOrThrow();
    expect(await state(order_id, EMPLOYER)).toMatchObject({ status: REVIEW_STATUS.open, role: 1, mine: null });
    expect(await state(order_id, DEMO_DESIGNER)).toMatchObject({
      status: REVIEW_STATUS.open,
      role: 2,
      counterpartName: '茶颜小馆',
    });
    const pending = (await get<{ orderId: number }[]>('/api/review/getMyPendingReviews', DEMO_DESIGNER)).body.data;
    expect(pending.map((p) => p.orderId)).toContain(order_id);
  });

  it('shows ratings on designer cards and sorts the talents list by rating, unrated last', async () => {
    const list = (
      await get<Page<Designer>>(`/api/common/getAllTalentsPage?sortType=${TALENTS_SORT.rating}&pageSize=48`)
    ).body.data.rows;
    const rated = list.filter((d) => d.ratingCount > 0);
    expect(rated.length).toBeGreaterThan(3);
    const firstUnrated = list.findIndex((d) => d.ratingCount === 0);
    expect(firstUnrated === -1 || list.slice(firstUnrated).every((d) => d.ratingCount === 0)).toBe(true);
    const avgs = rated.map((d) => d.ratingAvg ?? 0);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
    const lin = (await get<Designer[]>('/api/common/getConfigTalent?ids=1')).body.data[0]!;
    expect(lin.ratingCount).toBeGreaterThanOrEqual(3);
    expect(lin.ratingAvg).toBeGreaterThan(0);
    // Search results are the same cards.
    const searched = (
      await get<Page<Designer>>(`/api/common/getAllTalentsPage?keyword=${encodeURIComponent('林小鹿')}`)
    ).body.data.rows;
    expect(searched[0]).toMatchObject({ userId: 1, ratingCount: lin.ratingCount });
  });

  it('keeps both reviews hidden until both are in, then publishes them together with the aggregate and notifications', async () => {
    const orderId = await completedTask(EMPLOYER_ID, 20, '双方评价测试');
    const before = await designerRow(20);

    const first = await submit(orderId, EMPLOYER, [5, 4, 3], '画得很好');
    expect(first.body.data).toMatchObject({ status: REVIEW_STATUS.waiting, theirs: null });
    expect(first.body.data.mine).toMatchObject({ scores: [5, 4, 3], content: '画得很好', publishedAt: null });
    // The designer cannot see the employer's score before giving theirs.
    const designerView = await state(orderId, designer(20));
    expect(designerView).toMatchObject({ status: REVIEW_STATUS.open, mine: null, theirs: null });
    expect(await designerRow(20)).toEqual(before);
    expect((await received(20)).rows.some((r) => r.orderId === orderId)).toBe(false);
    expect(await notifications(20)).toHaveLength(0);

    const second = await submit(orderId, designer(20), [4, 5, 5], '需求清楚');
    expect(second.body.data.status).toBe(REVIEW_STATUS.published);
    expect(second.body.data.theirs).toMatchObject({ scores: [5, 4, 3], content: '画得很好' });
    expect(second.body.data.mine?.publishedAt).toBe(second.body.data.theirs?.publishedAt);
    expect(await state(orderId, EMPLOYER)).toMatchObject({
      status: REVIEW_STATUS.published,
      theirs: { scores: [4, 5, 5], content: '需求清楚' },
    });
    // The designer row's aggregate moved in the same transaction.
    const after = await designerRow(20);
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.rating_sum).toBe(before.rating_sum + 12);
    expect(Number(after.rating_avg)).toBeCloseTo(after.rating_sum / (3 * after.rating_count), 2);
    expect(await notifications(20)).toEqual([expect.objectContaining({ link: `/task/${orderId}` })]);
    expect((await notifications(EMPLOYER_ID)).some((n) => n.link === `/task/${orderId}`)).toBe(true);
    expect((await received(20)).rows.find((r) => r.orderId === orderId)).toMatchObject({
      reviewerName: '茶颜小馆',
      taskName: '双方评价测试',
      score: 4,
    });
    const ratings = (
      await get<{ userId: number; ratingCount: number }[]>(`/api/review/getEmployerRatings?userIds=${EMPLOYER_ID}`)
    ).body.data;
    expect(ratings[0]!.ratingCount).toBeGreaterThanOrEqual(1);

    // One per side, never edited: a second submission is refused and changes nothing.
    const again = await submit(orderId, EMPLOYER, [1, 1, 1], '改一下');
    expect(again.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.alreadyReviewed });
    expect((await state(orderId, EMPLOYER)).mine).toMatchObject({ scores: [5, 4, 3], content: '画得很好' });
    expect(await designerRow(20)).toEqual(after);
  });

  it('publishes both once when the two sides submit at the same moment', async () => {
    const orderId = await completedTask(EMPLOYER_ID, 26, '同时评价测试');
    await Promise.all([tokenOf(EMPLOYER), tokenOf(designer(26))]);
    const before = await designerRow(26);
    const [a, b] = await Promise.all([
      submit(orderId, EMPLOYER, [4, 4, 4], '同时'),
      submit(orderId, designer(26), [5, 5, 5], '同时'),
    ]);
    expect([a.body.success, b.body.success]).toEqual([true, true]);
    const view = await state(orderId, EMPLOYER);
    expect(view.status).toBe(REVIEW_STATUS.published);
    expect(view.mine?.publishedAt).toBe(view.theirs?.publishedAt);
    const after = await designerRow(26);
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.rating_sum).toBe(before.rating_sum + 12);
    expect(await notifications(26)).toHaveLength(1);
  });

  it('allows the reviewed party one public reply to a published review, and nobody else', async () => {
    const orderId = await completedTask(EMPLOYER_ID, 21, '回复测试');
    await submit(orderId, EMPLOYER, [5, 5, 5], '满意');
    const hidden = (await state(orderId, EMPLOYER)).mine!;
    const early = await post('/api/review/reply', { reviewId: hidden.reviewId, content: '谢谢' }, designer(21));
    expect(early.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.notPublished });
    await submit(orderId, designer(21), [5, 5, 5], '');
    const notMine = await post('/api/review/reply', { reviewId: hidden.reviewId, content: '谢谢' }, EMPLOYER);
    expect(notMine.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.notReviewee });
    const empty = await post('/api/review/reply', { reviewId: hidden.reviewId, content: '   ' }, designer(21));
    expect(empty.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.replyEmpty });
    const ok = await post('/api/review/reply', { reviewId: hidden.reviewId, content: '谢谢认可' }, designer(21));
    expect(ok.body.success).toBe(true);
    const twice = await post('/api/review/reply', { reviewId: hidden.reviewId, content: '再说一句' }, designer(21));
    expect(twice.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.alreadyReplied });
    expect((await state(orderId, EMPLOYER)).mine).toMatchObject({ reply: '谢谢认可' });
  });

  it('refuses anyone but the two parties, unfinished tasks and bad ratings, with Chinese messages', async () => {
    const orderId = await completedTask(EMPLOYER_ID, 22, '权限测试');
    const stranger = await submit(orderId, designer(23));
    expect(stranger.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.notParty });
    const otherEmployer = await submit(orderId, OTHER_EMPLOYER);
    expect(otherEmployer.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.notParty });
    expect(await state(orderId, designer(23))).toMatchObject({ status: REVIEW_STATUS.notParty, role: null });

    const { order_id: inProgress } = await db()
      .selectFrom('tasks')
      .select('order_id')
      .where('task_name', '=', '品牌IP形象设计')
      .executeTakeFirstOrThrow();
    const early = await submit(inProgress, EMPLOYER);
    expect(early.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.notCompleted });

    for (const scores of [
      [0, 5, 5],
      [5, 6, 5],
      [5, 5],
      [4.5, 5, 5],
    ]) {
      const bad = await submit(orderId, EMPLOYER, scores);
      expect(bad.status, JSON.stringify(scores)).toBe(400);
      expect(bad.body.resultMessage).toBe(REVIEW_MESSAGES.scores);
    }
    const long = await submit(orderId, EMPLOYER, [5, 5, 5], '好'.repeat(501));
    expect(long.body.resultMessage).toBe(REVIEW_MESSAGES.textTooLong);
    const visitor = await post('/api/review/submit', { orderId, scores: [5, 5, 5], content: '' });
    expect(visitor.status).toBe(401);
    const count = await db()
      .selectFrom('task_reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', 'in', [orderId, inProgress])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('publishes a lone review when the 14-day window ends (read time and the job) and then refuses new ones', async () => {
    const viaRead = await completedTask(EMPLOYER_ID, 24, '到期公开测试');
    const viaJob = await completedTask(EMPLOYER_ID, 25, '到期任务测试');
    await submit(viaRead, designer(24), [4, 4, 5], '雇主很好');
    await submit(viaJob, EMPLOYER, [3, 4, 5], '还可以');
    const before = await designerRow(25);
    clock.advance(REVIEW_WINDOW_MS - 60 * 60_000);
    tokens.clear(); // sessions expire before the window does: log in again
    expect(await state(viaRead, EMPLOYER)).toMatchObject({ status: REVIEW_STATUS.open, theirs: null });
    expect(await revealDue({ db: db(), clock })).toBe(0);

    clock.advance(61 * 60_000);
    // Read time: the employer's panel publishes the designer's review and tells the employer.
    expect(await state(viaRead, EMPLOYER)).toMatchObject({
      status: REVIEW_STATUS.published,
      mine: null,
      theirs: { scores: [4, 4, 5] },
    });
    expect((await notifications(EMPLOYER_ID)).some((n) => n.link === `/task/${viaRead}`)).toBe(true);
    const late = await submit(viaRead, EMPLOYER);
    expect(late.body).toMatchObject({ success: false, resultMessage: REVIEW_MESSAGES.windowOver });

    // The job: the employer's lone review of designer 25 is published with the aggregate.
    expect(await revealDue({ db: db(), clock })).toBe(1);
    const after = await designerRow(25);
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.rating_sum).toBe(before.rating_sum + 12);
    expect(await notifications(25)).toHaveLength(1);
    expect(await state(viaJob, designer(25))).toMatchObject({ status: REVIEW_STATUS.published, mine: null });
    expect(await revealDue({ db: db(), clock })).toBe(0);
    const pending = (await get<{ orderId: number }[]>('/api/review/getMyPendingReviews', EMPLOYER)).body.data;
    expect(pending.map((p) => p.orderId)).not.toContain(viaRead);
  });
});
