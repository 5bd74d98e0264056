import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { addNotification, countUnread, markRead, pageNotifications } from './notifications.repository';

describe.each(DRIVERS)('notifications repository on %s', (driver) => {
  let t: TestApp;
  let userId: number;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 2, minute));

  beforeAll(async () => {
    t = await startTestApp(driver);
    const row = await t.app.database.db
      .insertInto('users')
      .values({ mobile: '13712340001', nick_name: '通知测试', created_at: at(0) })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    userId = row.user_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('folds unread messages of one conversation into one row, newest text on top, and starts a new row once read', async () => {
    const db = t.app.database.db;
    await addNotification(db, { userId, kind: 'task.applied', title: '有人报名', link: '/task/1', at: at(1) });
    for (let i = 1; i <= 3; i++) {
      await addNotification(db, {
        userId,
        kind: 'message',
        title: '新消息',
        body: `第${i}条`,
        link: '/messages/7',
        groupKey: 'conversation:7',
        at: at(1 + i),
      });
    }
    let rows = (await pageNotifications(db, userId, 1, 10)).rows;
    expect(rows.map((r) => [r.kind, r.count, r.body])).toEqual([
      ['message', 3, '第3条'],
      ['task.applied', 1, ''],
    ]);
    expect(await countUnread(db, userId)).toBe(2);

    expect(await markRead(db, userId, at(10), rows[0]!.notification_id)).toBe(1);
    expect(await countUnread(db, userId)).toBe(1);
    await addNotification(db, {
      userId,
      kind: 'message',
      title: '新消息',
      body: '第4条',
      groupKey: 'conversation:7',
      at: at(11),
    });
    rows = (await pageNotifications(db, userId, 1, 10)).rows;
    expect(rows.map((r) => [r.kind, r.count, r.read_at === null])).toEqual([
      ['message', 1, true],
      ['message', 3, false],
      ['task.applied', 1, true],
    ]);

    expect(await markRead(db, userId, at(12))).toBe(2);
    expect(await countUnread(db, userId)).toBe(0);
  });

  it('cuts a title and body to what the table stores instead of failing the change it announces', async () => {
    const id = await addNotification(t.app.database.db, {
      userId,
      kind: 'review.received',
      title: '标'.repeat(150),
      body: '文'.repeat(400),
      at: at(20),
    });
    const row = await t.app.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('notification_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.title.length, row.body.length]).toEqual([100, 300]);
  });
});
