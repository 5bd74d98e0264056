/**
 * docs/product.md §6: an attachment axis asked for by someone who is neither the task's employer (employer call) nor
 * its hired designer (designer call) answers an empty list and the server logs 'no permission'. This file
 * runs the api at LOG_LEVEL=warn and reads what pino writes.
 */
import { TASK_STATUS } from '@bazaar/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';

const HIRED = '13800000001'; // 林小鹿, hired on the seeded 品牌IP形象设计
const STRANGER = '13800000009';
const EMPLOYER = '13900000001';

describe('attachment axis permission log (docs/product.md §6)', () => {
  let t: TestApp;
  let login: TestLogin;
  const lines: string[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(new Date());
    t = await startTestApp('pglite', { LOG_LEVEL: 'warn' }, { clock });
    login = new TestLogin(t.app, clock);
    // pino writes every line (the request loggers are its children) to the root logger's stream.
    const streamSym = Object.getOwnPropertySymbols(t.app.log).find((s) => s.description === 'pino.stream');
    const stream = (t.app.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[streamSym!]!;
    // Kept here, not printed: the test output stays quiet.
    stream.write = (line: string) => lines.push(line) > 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const noPermission = () =>
    lines
      .map((l) => JSON.parse(l) as { msg?: string; orderId?: number; side?: string })
      .filter((l) => l.msg === 'no permission');

  it('logs a stranger asking, and not the two parties', async () => {
    const task = await t.app.database.db
      .selectFrom('tasks')
      .select(['order_id', 'task_status'])
      .where('task_name', '=', '品牌IP形象设计')
      .executeTakeFirstOrThrow();
    expect(task.task_status).toBe(TASK_STATUS.inProgress);
    const axis = async (side: 'Designer' | 'Employer', mobile: string) =>
      call<unknown[]>(t.app, `/api/plat/task/subcontract/get${side}TaskAttachmentAxis?orderId=${task.order_id}`, {
        headers: bearer(await login.bySms(mobile)),
      });

    expect((await axis('Designer', HIRED)).body.success).toBe(true);
    expect((await axis('Employer', EMPLOYER)).body.success).toBe(true);
    expect(noPermission()).toEqual([]);

    const stranger = await axis('Designer', STRANGER);
    expect(stranger.body).toMatchObject({ success: true, data: [] });
    expect(noPermission()).toEqual([expect.objectContaining({ orderId: task.order_id, side: 'designer' })]);

    // The hired designer asking through the employer's call is "anyone else" too.
    await axis('Employer', HIRED);
    expect(noPermission()).toHaveLength(2);
  });
});
