/**
 * Issue 25: on 待验收 the employer asks for a revision with a reason, at most three rounds; then only
 * accept or dispute. Every round notifies the designer; every delivery the employer.
 */
import { TASK_STATUS } from '@bazaar/domain/constants';
import type { EndpointData } from '@bazaar/domain/api';
import { DEAL_MESSAGES, taskPagePath } from '@bazaar/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { dealTask, notificationsOf, userIdOf } from '../../test/deal-fixture';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';

const EMPLOYER = '13900000001';
const DESIGNER = '13800000001';

describe.each(DRIVERS)('revision rounds on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  const deal = async (orderId: number, mobile = EMPLOYER) =>
    (await get<EndpointData<'getTaskDeal'>>(`/api/plat/task/getTaskDeal?orderId=${orderId}`, mobile)).body;
  const status = async (orderId: number) =>
    (await db().selectFrom('tasks').select('task_status').where('order_id', '=', orderId).executeTakeFirstOrThrow())
      .task_status;

  beforeAll(async () => {
    // TEST_HOOKS: the e2e suite's automatic-acceptance hook (src/test-hooks.ts) is tested here too.
    t = await startTestApp(driver, { TEST_HOOKS: '1' }, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows three rounds, then refuses a fourth in Chinese and leaves the task 待验收', async () => {
    const employerId = await userIdOf(db(), EMPLOYER);
    const designerId = await userIdOf(db(), DESIGNER);
    const orderId = await dealTask(db(), { employerId, designerId, fen: 100_000, deliveredAt: clock.now() });
    expect((await deal(orderId)).data).toMatchObject({ revisionRounds: 0, revisionMax: 3, revisionsLeft: 3 });

    for (let round = 1; round <= 3; round++) {
      const revised = await post(
        '/api/plat/task/subcontract/reviseTask',
        { orderId, reason: `第${round}轮：调整配色` },
        EMPLOYER,
      );
      expect(revised.body).toMatchObject({ success: true });
      expect(await status(orderId)).toBe(TASK_STATUS.inProgress);
      // Back at work: no auto-acceptance date until the next delivery.
      expect((await deal(orderId, DESIGNER)).data).toMatchObject({ revisionRounds: round, autoAcceptAt: null });
      clock.advance(3_600_000);
      const delivered = await post('/api/plat/task/subcontract/deliverTask', { orderId }, DESIGNER);
      expect(delivered.body).toMatchObject({ success: true });
    }
    const after = (await deal(orderId)).data;
    expect(after).toMatchObject({ revisionRounds: 3, revisionsLeft: 0 });
    expect(after.autoAcceptAt).toBe(new Date(clock.now().getTime() + 7 * 86_400_000).toISOString());

    const fourth = await post('/api/plat/task/subcontract/reviseTask', { orderId, reason: '再改一次' }, EMPLOYER);
    expect(fourth.body).toMatchObject({
      success: false,
      resultCode: 'E020002',
      resultMessage: DEAL_MESSAGES.revisionsUsed,
    });
    expect(await status(orderId)).toBe(TASK_STATUS.delivered);
    // Accepting is still possible.
    expect((await post('/api/plat/task/subcontract/acceptTask', { orderId }, EMPLOYER)).body).toMatchObject({
      success: true,
    });

    const revisions = await notificationsOf(db(), designerId, 'task.revision');
    expect(revisions.filter((n) => n.link === taskPagePath(orderId)).map((n) => n.title)).toEqual([
      '雇主要求修改（第 3/3 轮）：纠纷测试任务',
      '雇主要求修改（第 2/3 轮）：纠纷测试任务',
      '雇主要求修改（第 1/3 轮）：纠纷测试任务',
    ]);
    expect(revisions[0]!.body).toBe('第3轮：调整配色');
    const delivered = await notificationsOf(db(), employerId, 'task.delivered');
    expect(delivered.filter((n) => n.link === taskPagePath(orderId))).toHaveLength(3);
    const accepted = await notificationsOf(db(), designerId, 'task.accepted');
    expect(accepted[0]).toMatchObject({ title: '验收通过：纠纷测试任务', link: taskPagePath(orderId) });
    expect((await notificationsOf(db(), designerId, 'escrow.released'))[0]).toMatchObject({
      title: '托管赏金已释放 ￥1,000.00元',
      link: taskPagePath(orderId),
    });
  });

  it('requires a reason of at most 200 characters and changes nothing otherwise', async () => {
    const employerId = await userIdOf(db(), EMPLOYER);
    const designerId = await userIdOf(db(), DESIGNER);
    const orderId = await dealTask(db(), { employerId, designerId, fen: 50_000 });
    const blank = await post('/api/plat/task/subcontract/reviseTask', { orderId, reason: '   ' }, EMPLOYER);
    expect(blank.body).toMatchObject({ success: false, resultMessage: '请填写原因' });
    const long = await post('/api/plat/task/subcontract/reviseTask', { orderId, reason: '改'.repeat(201) }, EMPLOYER);
    expect(long.body).toMatchObject({ success: false, resultMessage: '原因不能超过200字' });
    expect(await status(orderId)).toBe(TASK_STATUS.delivered);
    expect((await deal(orderId)).data.revisionRounds).toBe(0);
  });

  it('assigning tells the chosen designer and every other applicant, linking to the task', async () => {
    const { order_id: orderId } = await db()
      .selectFrom('tasks')
      .select('order_id')
      .where('task_name', '=', '秋冬新品海报设计')
      .executeTakeFirstOrThrow();
    const applicants = (
      await db().selectFrom('task_applications').select('user_id').where('order_id', '=', orderId).execute()
    ).map((r) => r.user_id);
    expect(applicants.length).toBeGreaterThan(1);
    const [chosen, ...others] = applicants;
    const assigned = await post('/api/plat/assignDesignerTask', { orderId, designerId: chosen }, EMPLOYER);
    expect(assigned.body).toMatchObject({ success: true });
    expect((await notificationsOf(db(), chosen!, 'task.hired'))[0]).toMatchObject({
      title: '你被选中了：秋冬新品海报设计',
      link: taskPagePath(orderId),
    });
    for (const userId of others) {
      expect((await notificationsOf(db(), userId, 'task.not_chosen'))[0]).toMatchObject({
        title: '未被选中：秋冬新品海报设计',
        link: taskPagePath(orderId),
      });
    }
    expect(await notificationsOf(db(), chosen!, 'task.not_chosen')).toEqual([]);
  });

  it('the e2e hook accepts one task as the job would days later, and only when it is due', async () => {
    const employerId = await userIdOf(db(), EMPLOYER);
    const designerId = await userIdOf(db(), DESIGNER);
    const orderId = await dealTask(db(), { employerId, designerId, fen: 100_000, deliveredAt: clock.now() });
    const hook = (afterMs: number) =>
      call<{ accepted: boolean }>(t.app, '/test/auto-accept', { method: 'POST', payload: { orderId, afterMs } });
    expect((await hook(86_400_000)).body.data.accepted).toBe(false);
    expect(await status(orderId)).toBe(TASK_STATUS.delivered);
    expect((await hook(7 * 86_400_000)).body.data.accepted).toBe(true);
    expect(await status(orderId)).toBe(TASK_STATUS.completed);
    expect((await hook(7 * 86_400_000)).body.data.accepted).toBe(false);
    expect((await hook(-1)).body).toMatchObject({ success: false, resultMessage: 'orderId 与 afterMs 须为整数' });
  });

  it('answers the deal state to the two sides only', async () => {
    const employerId = await userIdOf(db(), EMPLOYER);
    const designerId = await userIdOf(db(), DESIGNER);
    const orderId = await dealTask(db(), { employerId, designerId, fen: 50_000 });
    expect((await deal(orderId, '13900000002')).resultCode).toBe('E010403');
    expect((await deal(orderId, '13800000002')).resultCode).toBe('E010403');
    expect((await deal(orderId, DESIGNER)).success).toBe(true);
  });
});
