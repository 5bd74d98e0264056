/**
 * The task lifecycle, applying, timelines, attachments, quick publish and the consultant's desk (issue 7),
 * against the seeded stories (seed/tasks.ts) on every driver of the harness.
 */
import { randomBytes } from 'node:crypto';
import { APPLICATION_STATUS, TASK_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import type { AttachmentEntry, FollowUp, Page, Task, TimelineEntry } from '@bazaar/domain/entities';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { MESSAGES, yuanToFen } from '@bazaar/domain/rules';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin, userCalls } from '../../test/login';
import { multipart } from '../../test/multipart';
import { seedTasks } from '../../db/seed/tasks';
import { APPLY_MESSAGES } from './tasks.apply';
import { ATTACHMENT_MESSAGES } from './tasks.attachments';
import { LIFECYCLE_MESSAGES } from './tasks.lifecycle';
import { PUBLISH_MESSAGES } from './tasks.publish';
import { WRONG_TASK_KIND } from './tasks.service';

const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
const EMPLOYER = '13900000001';
const OTHER_EMPLOYER = '13900000002';
const OPERATOR = '13600000000';

/** A multipart body of fields, then files (as the web's FormData sends them). */
const multipartFiles = (fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[]) =>
  multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((f) => ({ name: 'files', filename: f.name, type: f.type, data: f.data })),
  ]);

describe.each(DRIVERS)('task lifecycle on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { tokenOf, get, post } = userCalls(() => ({ app: t.app, login }));
  const taskNamed = async (name: string) =>
    (
      await t.app.database.db
        .selectFrom('tasks')
        .select('order_id')
        .where('task_name', '=', name)
        .orderBy('order_id', 'desc')
        .executeTakeFirstOrThrow()
    ).order_id;
  const applications = async (orderId: number) =>
    Object.fromEntries(
      (
        await t.app.database.db
          .selectFrom('task_applications')
          .select(['user_id', 'status'])
          .where('order_id', '=', orderId)
          .execute()
      ).map((r) => [r.user_id, r.status]),
    );
  const statusOf = async (orderId: number) =>
    await t.app.database.db
      .selectFrom('tasks')
      .select(['task_status', 'hired_designer_id', 'close_reason'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
  const refused = (res: { body: { success: boolean; resultCode: string; resultMessage: string } }, message: string) =>
    expect(res.body).toMatchObject({ success: false, resultCode: 'E020002', resultMessage: message });
  const upload = async (mobile: string, orderId: number, kind: number, files: { name: string; data: Buffer }[]) => {
    const body = multipartFiles({ orderId: String(orderId), kind: String(kind) }, files);
    return call<AttachmentEntry[]>(t.app, '/api/plat/task/subcontract/uploadTaskAttachment', {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenOf(mobile)) },
    });
  };
  let png: Buffer;
  /** Publishes as `mobile` and has the consultant open it with `brief` (answers the id). */
  const publishAndOpen = async (mobile: string, brief: Record<string, unknown> = {}, form: object = {}) => {
    const pub = await post<{ orderId: number }>(
      '/api/plat/pubTaskEmploy',
      { taskName: '测试任务设计', taskAmount: 800, ...form },
      mobile,
    );
    expect(pub.body.success).toBe(true);
    const orderId = pub.body.data.orderId;
    const opened = await post(
      '/api/admin/task/openTask',
      {
        orderId,
        categoryId: 2,
        taskProperties: 2,
        deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        maxOrderApplyCount: 5,
        description: '完整的需求描述',
        ...brief,
      },
      OPERATOR,
    );
    expect(opened.body).toMatchObject({ success: true });
    return orderId;
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds stories: the consultant, every status with events, 茶颜小馆 in every status', async () => {
    const db = t.app.database.db;
    const op = await db
      .selectFrom('users')
      .select(['nick_name', 'is_operator'])
      .where('mobile', '=', OPERATOR)
      .executeTakeFirst();
    expect(op).toEqual({ nick_name: '平台顾问·小安', is_operator: true });
    const mine = await get<Page<Task>>('/api/plat/getMyPublishTaskPage?pageSize=50', EMPLOYER);
    const statuses = new Set(mine.body.data.rows.map((r) => r.taskStatus));
    expect(statuses).toEqual(new Set(Object.values(TASK_STATUS)));
    // Every task has events up to its status, and hired designers where work started.
    const tasks = await db
      .selectFrom('tasks')
      .select(['order_id', 'task_status', 'hired_designer_id'])
      .where('task_kind', '=', TASK_KIND.normal)
      .execute();
    expect(tasks.length).toBeGreaterThanOrEqual(69);
    const events = await db.selectFrom('task_events').select(['order_id', 'to_status']).orderBy('event_id').execute();
    for (const task of tasks) {
      const mineEvents = events.filter((e) => e.order_id === task.order_id);
      expect(mineEvents.at(-1)?.to_status).toBe(task.task_status);
      const worked = [TASK_STATUS.inProgress, TASK_STATUS.delivered, TASK_STATUS.completed] as number[];
      expect(task.hired_designer_id !== null).toBe(worked.includes(task.task_status));
    }
    // Idempotent: a second start writes nothing.
    expect(await seedTasks(db)).toBe(false);
    const inProgress = await taskNamed('品牌IP形象设计');
    expect((await statusOf(inProgress)).hired_designer_id).toBe(1);
    const timeline = await get<TimelineEntry[]>(
      `/api/plat/task/subcontract/getDesignerTaskTimeAxis?orderId=${inProgress}`,
      designer(1),
    );
    expect(timeline.body.data.map((e) => [e.title, e.isDone, e.isHappening])).toEqual([
      ['发布需求', true, false],
      ['顾问沟通', true, false],
      ['招募设计师', true, false],
      ['设计创作', false, true],
      ['交付验收', false, false],
      ['任务完成', false, false],
    ]);
    expect(timeline.body.data[3]!.remark).toContain('林小鹿');
    expect(timeline.body.data.slice(0, 4).every((e) => e.time !== null)).toBe(true);
  });

  it('walks assign → deliver → revise → deliver → accept, refusing the wrong actor and the wrong status', async () => {
    const orderId = await taskNamed('秋冬新品海报设计');
    const axis = (side: 'Employer' | 'Designer', mobile: string) =>
      get<TimelineEntry[]>(`/api/plat/task/subcontract/get${side}TaskTimeAxis?orderId=${orderId}`, mobile);

    expect((await get(`/api/plat/task/subcontract/getEmployerTaskTimeAxis?orderId=${orderId}`)).status).toBe(401);
    const byDesigner = await post('/api/plat/assignDesignerTask', { orderId, designerId: 2 }, designer(2));
    expect(byDesigner.body).toMatchObject({ success: false, resultCode: 'E010403' });
    const byOther = await post('/api/plat/assignDesignerTask', { orderId, designerId: 2 }, OTHER_EMPLOYER);
    expect(byOther.body.resultCode).toBe('E010403');
    refused(
      await post('/api/plat/assignDesignerTask', { orderId, designerId: 20 }, EMPLOYER),
      LIFECYCLE_MESSAGES.notApplicant,
    );
    // Only the owner sees the applicants, with their sample works.
    expect((await get(`/api/plat/getTaskApplyDesignerPage?orderId=${orderId}`, designer(2))).body.resultCode).toBe(
      'E010403',
    );
    const applicants = await get<Page<{ designer: { userId: number; imageVos: unknown[] }; applyStatus: number }>>(
      `/api/plat/getTaskApplyDesignerPage?orderId=${orderId}`,
      EMPLOYER,
    );
    expect(applicants.body.data.rows.map((r) => r.designer.userId)).toEqual([2, 3, 4]);
    expect(applicants.body.data.rows.every((r) => r.designer.imageVos.length > 0)).toBe(true);

    expect((await post('/api/plat/assignDesignerTask', { orderId, designerId: 2 }, EMPLOYER)).body.success).toBe(true);
    expect(await statusOf(orderId)).toMatchObject({ task_status: TASK_STATUS.inProgress, hired_designer_id: 2 });
    expect(await applications(orderId)).toEqual({
      2: APPLICATION_STATUS.hired,
      3: APPLICATION_STATUS.notChosen,
      4: APPLICATION_STATUS.notChosen,
    });
    refused(
      await post('/api/plat/assignDesignerTask', { orderId, designerId: 3 }, EMPLOYER),
      '任务当前为「进行中」，不能选定设计师',
    );
    refused(await post('/api/plat/unApplyTask', { orderId }, designer(2)), APPLY_MESSAGES.chosen);
    refused(await post('/api/plat/unApplyTask', { orderId }, designer(3)), APPLY_MESSAGES.notChosen);

    // Timelines: the owner and the hired designer; an applicant not chosen and strangers see nothing.
    const employerAxis = await axis('Employer', EMPLOYER);
    expect(employerAxis.body.data.findIndex((e) => e.isHappening)).toBe(3);
    expect(employerAxis.body.data[3]!.remark).toContain('已选定设计师');
    expect((await axis('Designer', designer(2))).body.data).toHaveLength(6);
    expect((await axis('Designer', designer(3))).body).toMatchObject({ success: true, data: [] });
    expect((await axis('Employer', designer(2))).body.data).toEqual([]);
    expect((await axis('Designer', EMPLOYER)).body.data).toEqual([]);
    const strangerFiles = await get<AttachmentEntry[]>(
      `/api/plat/task/subcontract/getDesignerTaskAttachmentAxis?orderId=${orderId}`,
      designer(3),
    );
    expect(strangerFiles.body).toMatchObject({ success: true, data: [] });

    refused(
      await post('/api/plat/task/subcontract/deliverTask', { orderId }, designer(2)),
      LIFECYCLE_MESSAGES.needsDelivery,
    );
    expect((await post('/api/plat/task/subcontract/deliverTask', { orderId }, designer(3))).body.resultCode).toBe(
      'E010403',
    );
    refused(
      await post('/api/plat/task/subcontract/acceptTask', { orderId }, EMPLOYER),
      '任务当前为「进行中」，不能验收通过',
    );
    // Uploads: the hired designer's drafts and delivery; the employer only brief material; others nothing.
    refused(await upload(EMPLOYER, orderId, 3, [{ name: 'x.png', data: png }]), ATTACHMENT_MESSAGES.employerBrief);
    expect((await upload(designer(3), orderId, 3, [{ name: 'x.png', data: png }])).body.resultCode).toBe('E010403');
    refused(await upload(designer(2), orderId, 1, [{ name: 'x.png', data: png }]), ATTACHMENT_MESSAGES.designerWork);
    const delivered = await upload(designer(2), orderId, 3, [{ name: '终稿.png', data: png }]);
    expect(delivered.body.success).toBe(true);
    expect(delivered.body.data[0]).toMatchObject({
      kind: 3,
      title: '交付稿件',
      fileName: '终稿.png',
      mimeType: 'image/png',
    });
    expect((await t.app.inject({ method: 'GET', url: delivered.body.data[0]!.url })).statusCode).toBe(200);
    const files = await get<AttachmentEntry[]>(
      `/api/plat/task/subcontract/getEmployerTaskAttachmentAxis?orderId=${orderId}`,
      EMPLOYER,
    );
    expect(files.body.data.map((f) => f.kind)).toEqual([1, 3]);

    expect((await post('/api/plat/task/subcontract/deliverTask', { orderId }, designer(2))).body.success).toBe(true);
    expect((await statusOf(orderId)).task_status).toBe(TASK_STATUS.delivered);
    refused(await upload(designer(2), orderId, 3, [{ name: 'x.png', data: png }]), ATTACHMENT_MESSAGES.designerWork);
    expect((await post('/api/plat/task/subcontract/reviseTask', { orderId, reason: '' }, EMPLOYER)).status).toBe(400);
    expect(
      (await post('/api/plat/task/subcontract/reviseTask', { orderId, reason: '配色再暖一些' }, designer(2))).body
        .resultCode,
    ).toBe('E010403');
    expect(
      (await post('/api/plat/task/subcontract/reviseTask', { orderId, reason: '配色再暖一些' }, EMPLOYER)).body.success,
    ).toBe(true);
    const revised = (await axis('Designer', designer(2))).body.data;
    expect(revised.findIndex((e) => e.isHappening)).toBe(3);
    expect(revised[3]!.remark).toBe('修改意见：配色再暖一些');
    expect(revised[4]).toMatchObject({ time: null, isDone: false, isHappening: false });

    expect((await post('/api/plat/task/subcontract/deliverTask', { orderId }, designer(2))).body.success).toBe(true);
    refused(
      await post('/api/plat/closeTask', { orderId, reason: '不想要了' }, EMPLOYER),
      '任务当前为「待验收」，不能关闭任务',
    );
    expect((await post('/api/plat/task/subcontract/acceptTask', { orderId }, EMPLOYER)).body.success).toBe(true);
    const done = (await axis('Employer', EMPLOYER)).body.data;
    expect(done.map((e) => e.isHappening)).toEqual([false, false, false, false, false, true]);
    expect(done.slice(0, 5).every((e) => e.isDone && e.time)).toBe(true);
    refused(await upload(EMPLOYER, orderId, 1, [{ name: 'x.png', data: png }]), ATTACHMENT_MESSAGES.employerBrief);
    const events = await t.app.database.db
      .selectFrom('task_events')
      .select(['action', 'from_status', 'to_status', 'remark'])
      .where('order_id', '=', orderId)
      .orderBy('event_id')
      .execute();
    expect(events.map((e) => e.action)).toEqual([
      'publish',
      'open',
      'assign',
      'deliver',
      'revise',
      'deliver',
      'accept',
    ]);
    expect(events[2]!.remark).toBeTruthy();
  });

  it('closes a recruiting task: waiting applicants are not chosen, the timeline ends with 任务关闭', async () => {
    const orderId = await taskNamed('门店菜单排版设计');
    expect((await post('/api/plat/closeTask', { orderId, reason: '不需要了' }, OTHER_EMPLOYER)).body.resultCode).toBe(
      'E010403',
    );
    expect((await post('/api/plat/closeTask', { orderId, reason: '预算调整' }, EMPLOYER)).body.success).toBe(true);
    expect(await statusOf(orderId)).toMatchObject({ task_status: TASK_STATUS.closed, close_reason: '预算调整' });
    expect(await applications(orderId)).toEqual({ 5: APPLICATION_STATUS.notChosen });
    const axis = await get<TimelineEntry[]>(
      `/api/plat/task/subcontract/getEmployerTaskTimeAxis?orderId=${orderId}`,
      EMPLOYER,
    );
    expect(axis.body.data.map((e) => e.title)).toEqual(['发布需求', '顾问沟通', '招募设计师', '任务关闭']);
    expect(axis.body.data.at(-1)).toMatchObject({ isHappening: true, remark: '预算调整' });
    refused(await post('/api/plat/applyTask', { orderId }, designer(9)), APPLY_MESSAGES.notOpen);
    refused(
      await post('/api/plat/closeTask', { orderId, reason: '再关一次' }, EMPLOYER),
      '任务当前为「已关闭」，不能关闭任务',
    );
  });

  it('applies by the rules: kind, designers only, not own, not twice, not past the limit, cancel while waiting', async () => {
    const orderId = await publishAndOpen(EMPLOYER, { taskProperties: 3, maxOrderApplyCount: 3 });
    refused(await post('/api/plat/applyTask', { orderId }, designer(10)), WRONG_TASK_KIND);
    refused(await post('/api/plat/applyEnterpriseTask', { orderId }, designer(10)), WRONG_TASK_KIND);
    refused(await post('/api/plat/applyTopicTask', { orderId }, designer(10)), WRONG_TASK_KIND);
    refused(await post('/api/plat/applyIpadTask', { orderId }, EMPLOYER), APPLY_MESSAGES.designerOnly);
    expect((await post('/api/plat/applyIpadTask', { orderId })).status).toBe(401);
    expect((await post('/api/plat/applyIpadTask', { orderId }, designer(10))).body.success).toBe(true);
    refused(await post('/api/plat/applyIpadTask', { orderId }, designer(10)), APPLY_MESSAGES.twice);
    expect((await get(`/api/plat/getIpadTaskApplyCount?orderId=${orderId}`, designer(10))).body.data).toEqual({
      applyCount: 1,
      maxOrderApplyCount: 3,
    });
    refused(await get(`/api/plat/getTaskApplyCount?orderId=${orderId}`, designer(10)), WRONG_TASK_KIND);
    expect((await get(`/api/plat/getMyApplyStatus?orderId=${orderId}`, designer(10))).body.data).toEqual({
      applied: true,
      applyStatus: APPLICATION_STATUS.applied,
    });
    const myApply = await get<Page<Task>>('/api/plat/getMyApplyPage', designer(10));
    expect(myApply.body.data.rows[0]).toMatchObject({ orderId, applyStatus: APPLICATION_STATUS.applied });
    const hall = await get<Page<Task>>('/api/common/getTaskPage?pageSize=5', designer(10));
    expect(hall.body.data.rows.find((r) => r.orderId === orderId)?.applyStatus).toBe(APPLICATION_STATUS.applied);
    expect((await post('/api/plat/unApplyTask', { orderId }, designer(10))).body.success).toBe(true);
    refused(await post('/api/plat/unApplyTask', { orderId }, designer(10)), APPLY_MESSAGES.notApplied);
    expect((await post('/api/plat/applyIpadTask', { orderId }, designer(10))).body.success).toBe(true);
    expect((await post('/api/plat/applyIpadTask', { orderId }, designer(11))).body.success).toBe(true);

    // Two designers race for the last slot: exactly one gets it. On PostgreSQL both requests start while
    // another transaction holds the task row, so both have read everything they can before either writes
    // (without the apply's `for update` they would both count 2 < 3 and both insert).
    await tokenOf(designer(12));
    await tokenOf(designer(13));
    const racing = () =>
      Promise.all([
        post('/api/plat/applyIpadTask', { orderId }, designer(12)),
        post('/api/plat/applyIpadTask', { orderId }, designer(13)),
      ]);
    const race =
      driver === 'postgres'
        ? await (
            await t.app.database.db.transaction().execute(async (trx) => {
              await trx.selectFrom('tasks').select('order_id').where('order_id', '=', orderId).forUpdate().execute();
              const started = racing();
              await new Promise((resolve) => setTimeout(resolve, 300));
              // Wrapped: returning the promise itself would make the transaction wait for it (a deadlock).
              return { started };
            })
          ).started
        : await racing();
    expect(race.filter((r) => r.body.success)).toHaveLength(1);
    expect(race.find((r) => !r.body.success)?.body.resultMessage).toBe(APPLY_MESSAGES.full);
    expect(Object.keys(await applications(orderId))).toHaveLength(3);
    refused(await post('/api/plat/applyIpadTask', { orderId }, designer(14)), APPLY_MESSAGES.full);

    // A designer's own task.
    const own = await publishAndOpen(designer(15));
    refused(await post('/api/plat/applyTask', { orderId: own }, designer(15)), APPLY_MESSAGES.ownTask);
  });

  it('closes applications once the deadline day has passed; a waiting designer may still cancel', async () => {
    const orderId = await publishAndOpen(OTHER_EMPLOYER, { maxOrderApplyCount: 5 });
    expect((await post('/api/plat/applyTask', { orderId }, designer(30))).body.success).toBe(true);
    // The deadline was two days ago (China time): its day has ended.
    await t.app.database.db
      .updateTable('tasks')
      .set({ deadline: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where('order_id', '=', orderId)
      .execute();
    refused(await post('/api/plat/applyTask', { orderId }, designer(31)), APPLY_MESSAGES.pastDeadline);
    expect(Object.keys(await applications(orderId))).toHaveLength(1);
    expect((await post('/api/plat/unApplyTask', { orderId }, designer(30))).body.success).toBe(true);
    expect(Object.keys(await applications(orderId))).toHaveLength(0);
  });

  it("judges the deadline by the app's clock: accepted on the deadline day, 任务已过截止日期，报名已结束 after it", async () => {
    const orderId = await publishAndOpen(OTHER_EMPLOYER, {
      maxOrderApplyCount: 5,
      deadline: new Date(clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect((await post('/api/plat/applyTask', { orderId }, designer(32))).body.success).toBe(true);
    await tokenOf(designer(33));
    // Three days on, the deadline's day has ended in China time; the system time has not moved.
    const later = 3 * 86_400_000;
    clock.advance(later);
    try {
      refused(await post('/api/plat/applyTask', { orderId }, designer(33)), APPLY_MESSAGES.pastDeadline);
    } finally {
      clock.advance(-later);
    }
    expect(Object.keys(await applications(orderId))).toHaveLength(1);
    expect((await post('/api/plat/applyTask', { orderId }, designer(33))).body.success).toBe(true);
  });

  it('races many designers for one slot without over-subscription', async () => {
    const orderId = await publishAndOpen(OTHER_EMPLOYER, { maxOrderApplyCount: 2 });
    const racers = [20, 21, 22, 23, 24, 25];
    for (const n of racers) await tokenOf(designer(n));
    const results = await Promise.all(racers.map((n) => post('/api/plat/applyTask', { orderId }, designer(n))));
    expect(results.filter((r) => r.body.success)).toHaveLength(2);
    expect(Object.keys(await applications(orderId))).toHaveLength(2);
  });

  it('quick publish: a 待沟通 task seen only by its employer, designee and operators; direct hire; rate limit', async () => {
    const mobile = freshMobile();
    refused(
      await post('/api/plat/pubTaskEmploy', { taskName: '指派测试', taskAmount: 10, designerId: 999_999 }, mobile),
      PUBLISH_MESSAGES.noDesigner,
    );
    refused(
      await post('/api/plat/pubTaskEmploy', { taskName: '指派自己', taskAmount: 10, designerId: 16 }, designer(16)),
      PUBLISH_MESSAGES.selfAssign,
    );
    expect((await post('/api/plat/pubTaskEmploy', { taskName: '短', taskAmount: 10 }, mobile)).status).toBe(400);
    // Issue 22: a third decimal is refused with its message (numeric(12,2) would round it), nothing written;
    // two decimals land exactly, as fen, in the task and in what the cashier would charge.
    const tasksBefore = await countRows(t.app, 'tasks');
    const fraction = await post('/api/plat/pubTaskEmploy', { taskName: '小数预算', taskAmount: '100.005' }, mobile);
    expect(fraction.status).toBe(400);
    expect(fraction.body.resultMessage).toContain(MESSAGES.taskAmountCents);
    expect(await countRows(t.app, 'tasks')).toBe(tasksBefore);
    const cents = await post<{ orderId: number }>(
      '/api/plat/pubTaskEmploy',
      { taskName: '分位预算', taskAmount: '0.29' },
      mobile,
    );
    const stored = await t.app.database.db
      .selectFrom('tasks')
      .select('task_amount')
      .where('order_id', '=', cents.body.data.orderId)
      .executeTakeFirstOrThrow();
    expect(yuanToFen(stored.task_amount)).toBe(29);
    const pub = await post<{ orderId: number }>(
      '/api/plat/pubTaskEmploy',
      { taskName: '插画海报设计', taskAmount: 1200, designerId: 17, sourceAddress: '/designer', sourceType: 10111020 },
      mobile,
    );
    expect(pub.body.success).toBe(true);
    const orderId = pub.body.data.orderId;
    const row = await t.app.database.db
      .selectFrom('tasks')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      task_status: TASK_STATUS.pending,
      task_kind: TASK_KIND.normal,
      task_properties: 2,
      max_order_apply_count: 10,
      designated_designer_id: 17,
      source_address: '/designer',
      source_channel: 10101000,
      source_type: 10111020,
    });
    const info = (who?: string) => get<Task>(`/api/common/getTaskInfo?orderId=${orderId}`, who);
    expect((await info()).status).toBe(404);
    expect((await info(designer(18))).status).toBe(404);
    expect((await info(mobile)).body.data.taskStatus).toBe(TASK_STATUS.pending);
    expect((await info(designer(17))).body.success).toBe(true);
    expect((await info(OPERATOR)).body.success).toBe(true);
    expect((await get<Page<Task>>('/api/common/getTaskPage?taskStatus=5')).body.data.total).toBe(0);
    const hall = await get<Page<Task>>('/api/common/getTaskPage?pageSize=100');
    expect(hall.body.data.rows.some((r) => r.taskStatus === TASK_STATUS.pending)).toBe(false);
    const mine = await get<Page<Task>>('/api/plat/getMyPublishTaskPage', mobile);
    expect(mine.body.data.rows[0]).toMatchObject({
      orderId,
      taskStatus: TASK_STATUS.pending,
      designatedDesignerId: 17,
    });
    // The follow-up waits on the desk; a stranger cannot close it.
    const desk = await get<Page<FollowUp>>('/api/admin/task/getFollowUpPage?followStatus=1', OPERATOR);
    expect(desk.body.data.rows[0]).toMatchObject({ task: { orderId }, employerMobile: mobile, followStatus: 1 });
    expect((await post('/api/plat/closeTask', { orderId, reason: 'x' }, EMPLOYER)).status).toBe(404);
    // Opened, only the designee may apply.
    const opened = await post(
      '/api/admin/task/openTask',
      {
        orderId,
        categoryId: 1,
        taskProperties: 2,
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        maxOrderApplyCount: 5,
        description: '直接雇佣',
      },
      OPERATOR,
    );
    expect(opened.body.success).toBe(true);
    refused(await post('/api/plat/applyTask', { orderId }, designer(18)), APPLY_MESSAGES.designated);
    expect((await post('/api/plat/applyTask', { orderId }, designer(17))).body.success).toBe(true);

    // Five publishes in a rolling hour, then 429.
    const busy = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/plat/pubTaskEmploy', { taskName: `频繁发布${i}号`, taskAmount: 1 }, busy)).body.success,
      ).toBe(true);
    }
    const sixth = await post('/api/plat/pubTaskEmploy', { taskName: '频繁发布6号', taskAmount: 1 }, busy);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      success: false,
      resultCode: 'E010429',
      resultMessage: PUBLISH_MESSAGES.tooMany,
    });
  });

  it("the consultant's desk is operator-only; open checks the brief; notes and closing", async () => {
    const paths = [
      ['GET', '/api/admin/task/getFollowUpPage'],
      ['POST', '/api/admin/task/saveFollowUpNote'],
      ['POST', '/api/admin/task/openTask'],
      ['POST', '/api/admin/task/closeTask'],
    ] as const;
    for (const [method, url] of paths) {
      expect((await call(t.app, url, { method, ...(method === 'POST' ? { payload: {} } : {}) })).status).toBe(401);
      const res = await call(t.app, url, {
        method,
        headers: bearer(await tokenOf(EMPLOYER)),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.status).toBe(403);
    }
    const pending = await taskNamed('奶茶杯套插画设计');
    const open = (brief: object) =>
      post(
        '/api/admin/task/openTask',
        {
          orderId: pending,
          categoryId: 1,
          taskProperties: 2,
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
          maxOrderApplyCount: 5,
          description: '描述',
          ...brief,
        },
        OPERATOR,
      );
    expect((await open({ deadline: '2020-01-01' })).body.resultMessage).toBe(LIFECYCLE_MESSAGES.deadline);
    expect((await open({ deadline: new Date(Date.now() + 400 * 86_400_000).toISOString() })).body.resultMessage).toBe(
      LIFECYCLE_MESSAGES.deadline,
    );
    expect((await open({ categoryId: 999 })).body.resultMessage).toBe(LIFECYCLE_MESSAGES.category);
    expect((await open({ maxOrderApplyCount: 0 })).status).toBe(400);
    expect(
      (await post('/api/admin/task/saveFollowUpNote', { orderId: pending, note: '已电话联系' }, OPERATOR)).body.success,
    ).toBe(true);
    expect((await open({ taskName: '奶茶杯套插画', taskAmount: 3200 })).body.success).toBe(true);
    const task = await get<Task>(`/api/common/getTaskInfo?orderId=${pending}`);
    expect(task.body.data).toMatchObject({ taskName: '奶茶杯套插画', taskAmount: 3200, taskStatus: 1, categoryId: 1 });
    refused(await open({}), '任务当前为「招募中」，不能开放报名');
    const desk = await get<Page<FollowUp>>('/api/admin/task/getFollowUpPage?followStatus=2&pageSize=50', OPERATOR);
    expect(desk.body.data.rows.find((r) => r.task.orderId === pending)).toMatchObject({
      note: '已电话联系',
      followStatus: 2,
    });

    const other = await taskNamed('门店外卖包装袋设计');
    expect(
      (await post('/api/admin/task/closeTask', { orderId: other, reason: '联系不上雇主' }, OPERATOR)).body.success,
    ).toBe(true);
    expect(await statusOf(other)).toMatchObject({ task_status: TASK_STATUS.closed, close_reason: '联系不上雇主' });
  });

  it('attachments: sniffed types (images re-encoded, PDF kept), size caps, fields first', async () => {
    const orderId = await taskNamed('品牌IP形象设计');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200)]);
    const ok = await upload(designer(1), orderId, 2, [
      { name: '初稿.pdf', data: pdf },
      { name: 'a.png', data: png },
    ]);
    expect(ok.body.success).toBe(true);
    expect(ok.body.data.map((a) => a.mimeType)).toEqual(['application/pdf', 'image/png']);
    expect(ok.body.data[0]!.size).toBe(pdf.length);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const html = await upload(designer(1), orderId, 2, [
      { name: 'x.png', data: Buffer.from('<html><script>x</script>') },
    ]);
    expect(html.body).toMatchObject({ success: false, resultMessage: ATTACHMENT_MESSAGES.onlyTypes });
    const big = await upload(designer(1), orderId, 2, [
      { name: 'big.pdf', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) },
    ]);
    expect(big.body).toMatchObject({ success: false, resultMessage: '单个文件不能超过10MB' });
    const badKind = await upload(designer(1), orderId, 9, [{ name: 'a.png', data: png }]);
    expect(badKind.body.resultMessage).toBe(ATTACHMENT_MESSAGES.badKind);
    const body = multipartFiles({}, [{ name: 'a.png', data: png }]);
    const noFields = await call(t.app, '/api/plat/task/subcontract/uploadTaskAttachment', {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenOf(designer(1))) },
    });
    expect(noFields.body.resultMessage).toBe(ATTACHMENT_MESSAGES.fieldsFirst);
  });

  it('topic tasks: their own apply and cancel calls answer success:false with the reason', async () => {
    const db = t.app.database.db;
    const brand = await db
      .insertInto('brands')
      .values({ brand_name: '测试品牌', logo: null, banner: null, created_at: new Date() })
      .returning('brand_id')
      .executeTakeFirstOrThrow();
    const topic = await db
      .insertInto('tasks')
      .values({
        employer_id: 50,
        task_name: '品牌联名插画',
        description: '品牌任务',
        cover: null,
        task_status: TASK_STATUS.recruiting,
        category_id: 1,
        task_properties: 2,
        task_amount: 3000,
        max_order_apply_count: 5,
        created_at: new Date(),
        task_kind: TASK_KIND.topic,
        brand_id: brand.brand_id,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    const orderId = topic.order_id;
    refused(await post('/api/plat/applyTask', { orderId }, designer(30)), WRONG_TASK_KIND);
    expect((await post('/api/plat/applyTopicTask', { orderId }, designer(30))).body.success).toBe(true);
    refused(await post('/api/plat/applyTopicTask', { orderId }, designer(30)), APPLY_MESSAGES.twice);
    refused(await post('/api/plat/cancelApplyTopicTask', { orderId }, designer(31)), APPLY_MESSAGES.notApplied);
    const page = await get<Page<Task>>(`/api/common/getTopicTaskPage?brandId=${brand.brand_id}`);
    expect(page.body.data.rows.map((r) => r.orderId)).toEqual([orderId]);
    const applicants = await get<Page<{ userId: number }>>(`/api/common/getTopicTaskApplyPage?orderId=${orderId}`);
    expect(applicants.body.data.rows.map((r) => r.userId)).toEqual([30]);
    expect((await get<Task>(`/api/common/getTopicTaskInfo?orderId=${orderId}`)).body.data.brandName).toBe('测试品牌');
    expect((await post('/api/plat/cancelApplyTopicTask', { orderId }, designer(30))).body.success).toBe(true);
    // The hall lists ordinary tasks only.
    const hall = await get<Page<Task>>('/api/common/getTaskPage?pageSize=100');
    expect(hall.body.data.rows.every((r) => r.taskKind === TASK_KIND.normal)).toBe(true);
  });
});
