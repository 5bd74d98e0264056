/**
 * Publishing and applying (issue 7): quick publish and direct hire, the apply rules and their refusals, the
 * deadline by the app's clock, races for the last slot, and topic tasks' own calls, on every driver of the
 * harness. The lifecycle after applying is in tasks.lifecycle.test.ts.
 */
import { APPLICATION_STATUS, TASK_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import type { FollowUp, Page, Task } from '@bazaar/domain/entities';
import { MESSAGES, yuanToFen } from '@bazaar/domain/rules';
import { describe, expect, it } from 'vitest';
import { transact } from '../../db/transact';
import { countRows, DRIVERS } from '../../test/harness';
import { freshMobile } from '../../test/login';
import { APPLY_MESSAGES } from './tasks.apply';
import { PUBLISH_MESSAGES } from './tasks.publish';
import { WRONG_TASK_KIND } from './tasks.service';
import { designer, EMPLOYER, OPERATOR, OTHER_EMPLOYER, refused, taskTestKit } from './tasks.test-kit';

describe.each(DRIVERS)('publishing and applying on %s', (driver) => {
  const t = taskTestKit(driver);
  const { clock, tokenOf, get, post, applications, publishAndOpen } = t;

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
            await transact(
              t.app.database.db,
              async (trx) => {
                await trx.selectFrom('tasks').select('order_id').where('order_id', '=', orderId).forUpdate().execute();
                const started = racing();
                await new Promise((resolve) => setTimeout(resolve, 300));
                // Wrapped: returning the promise itself would make the transaction wait for it (a deadlock).
                return { started };
              },
              // No retry: the callback starts the two requests, which a second run would send again.
              { retry: false },
            )
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
