/**
 * The task lifecycle (issue 7): the seeded stories (seed/tasks.ts), assign → deliver → revise → accept,
 * closing, timelines, attachments and the consultant's desk, on every driver of the harness. Publishing and
 * applying are in tasks.publish-apply.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { APPLICATION_STATUS, TASK_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import type { AttachmentEntry, FollowUp, Page, Task, TimelineEntry } from '@bazaar/domain/entities';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS } from '../../test/harness';
import { bearer } from '../../test/login';
import { seedTasks } from '../../db/seed/tasks';
import { APPLY_MESSAGES } from './tasks.apply';
import { ATTACHMENT_MESSAGES } from './tasks.attachments';
import { LIFECYCLE_MESSAGES } from './tasks.lifecycle';
import { designer, EMPLOYER, multipartFiles, OPERATOR, OTHER_EMPLOYER, refused, taskTestKit } from './tasks.test-kit';

describe.each(DRIVERS)('task lifecycle on %s', (driver) => {
  const t = taskTestKit(driver);
  const { tokenOf, get, post, taskNamed, applications, statusOf, upload } = t;

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
    refused(await upload(EMPLOYER, orderId, 3, [{ name: 'x.png', data: t.png }]), ATTACHMENT_MESSAGES.employerBrief);
    expect((await upload(designer(3), orderId, 3, [{ name: 'x.png', data: t.png }])).body.resultCode).toBe('E010403');
    refused(await upload(designer(2), orderId, 1, [{ name: 'x.png', data: t.png }]), ATTACHMENT_MESSAGES.designerWork);
    const delivered = await upload(designer(2), orderId, 3, [{ name: '终稿.png', data: t.png }]);
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
    refused(await upload(designer(2), orderId, 3, [{ name: 'x.png', data: t.png }]), ATTACHMENT_MESSAGES.designerWork);
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
    refused(await upload(EMPLOYER, orderId, 1, [{ name: 'x.png', data: t.png }]), ATTACHMENT_MESSAGES.employerBrief);
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
    expect(task.body.data).toMatchObject({
      taskName: '奶茶杯套插画',
      taskAmount: 3200,
      taskStatus: TASK_STATUS.recruiting,
      categoryId: 1,
    });
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
      { name: 'a.png', data: t.png },
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
    const badKind = await upload(designer(1), orderId, 9, [{ name: 'a.png', data: t.png }]);
    expect(badKind.body.resultMessage).toBe(ATTACHMENT_MESSAGES.badKind);
    const body = multipartFiles({}, [{ name: 'a.png', data: t.png }]);
    const noFields = await call(t.app, '/api/plat/task/subcontract/uploadTaskAttachment', {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenOf(designer(1))) },
    });
    expect(noFields.body.resultMessage).toBe(ATTACHMENT_MESSAGES.fieldsFirst);
  });
});
