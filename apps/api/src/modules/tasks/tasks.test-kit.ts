/**
 * What the task lifecycle's test files share (tasks.lifecycle.test.ts, tasks.publish-apply.test.ts): one
 * app per driver started from the seed, users by mobile, and the reads and refusals they check.
 */
import type { AttachmentEntry } from '@bazaar/domain/entities';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/database';
import { ManualClock } from '../../services/clock/clock';
import { call, startTestApp, type TestApp, type TestDriver } from '../../test/harness';
import { bearer, TestLogin, userCalls } from '../../test/login';
import { multipart } from '../../test/multipart';

export const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
export const EMPLOYER = '13900000001';
export const OTHER_EMPLOYER = '13900000002';
export const OPERATOR = '13600000000';

/** A multipart body of fields, then files (as the web's FormData sends them). */
export const multipartFiles = (
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[],
) =>
  multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((f) => ({ name: 'files', filename: f.name, type: f.type, data: f.data })),
  ]);

export const refused = (
  res: { body: { success: boolean; resultCode: string; resultMessage: string } },
  message: string,
) => expect(res.body).toMatchObject({ success: false, resultCode: 'E020002', resultMessage: message });

/** The newest task called `name` (the seed's stories have unique names; tests publish with fixed ones). */
export const newestTaskNamed = async (db: Db, name: string): Promise<number> =>
  (
    await db
      .selectFrom('tasks')
      .select('order_id')
      .where('task_name', '=', name)
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow()
  ).order_id;

/**
 * Publishes a task as `mobile` (the form's fields over a default name and budget) and has the consultant
 * open it with `brief` over a complete default brief; answers the order id. `post` is a test's
 * `userCalls(…).post`, so any test file's app can use it (billing's escrow tests do).
 */
export async function publishAndOpen(
  post: ReturnType<typeof userCalls>['post'],
  mobile: string,
  brief: Record<string, unknown> = {},
  form: object = {},
): Promise<number> {
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
}

/** Starts the app on `driver` before the file's tests (and closes it after); call inside the `describe`. */
export function taskTestKit(driver: TestDriver) {
  let t: TestApp;
  let login: TestLogin;
  let png: Buffer;
  const clock = new ManualClock(new Date());
  const { tokenOf, get, post } = userCalls(() => ({ app: t.app, login }));
  const taskNamed = (name: string) => newestTaskNamed(t.app.database.db, name);
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
  const upload = async (mobile: string, orderId: number, kind: number, files: { name: string; data: Buffer }[]) => {
    const body = multipartFiles({ orderId: String(orderId), kind: String(kind) }, files);
    return call<AttachmentEntry[]>(t.app, '/api/plat/task/subcontract/uploadTaskAttachment', {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenOf(mobile)) },
    });
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

  return {
    get app() {
      return t.app;
    },
    /** An 8×8 PNG (set once the app has started). */
    get png() {
      return png;
    },
    clock,
    tokenOf,
    get,
    post,
    taskNamed,
    applications,
    statusOf,
    upload,
    /** Publishes as `mobile` and has the consultant open it with `brief` (answers the id). */
    publishAndOpen: (mobile: string, brief: Record<string, unknown> = {}, form: object = {}) =>
      publishAndOpen(post, mobile, brief, form),
  };
}
