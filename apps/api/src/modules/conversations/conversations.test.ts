/**
 * Conversations (issue 25) on every driver: opening (task applicants, inquiries), masking before the hire and
 * not after, idempotent sends, exact unread counts under concurrent sends from both sides, who may read, the
 * operator's recorded read, and the apply flow's conversation and 新的报名 notification.
 */
import { CONTACT_HIDDEN, CONTACT_MASK_NOTICE } from '@bazaar/domain/rules';
import type { Conversation, Message, MessagePage, Notification, Page, UnreadCounts } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { CONVERSATION_MESSAGES } from './conversations.service';
import { newestTaskNamed } from '../tasks/tasks.test-kit';

const EMPLOYER = '13900000001';
const OTHER_EMPLOYER = '13900000002';
const DESIGNER = '13800000001';
const OPERATOR = '13600000000';
const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
let ids = 0;
const clientId = () => `test-${Date.now().toString(36)}-${++ids}`;

describe.each(DRIVERS)('conversations on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  const taskNamed = (name: string) => newestTaskNamed(db(), name);
  const open = (payload: { designerId: number; orderId?: number }, mobile: string) =>
    post<{ conversationId: number }>('/api/conversations/open', payload, mobile);
  const send = (
    conversationId: number,
    payload: { clientId?: string; text?: string; imageUrl?: string },
    mobile: string,
  ) => post<Message>('/api/conversations/send', { conversationId, clientId: clientId(), ...payload }, mobile);
  const unread = async (mobile: string) => (await get<UnreadCounts>('/api/notifications/unread', mobile)).body.data;
  const conversation = async (id: number, mobile: string) =>
    (await get<Conversation>(`/api/conversations/${id}`, mobile)).body.data;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the demo accounts their seeded conversation about 品牌IP形象设计, one message unread by 林小鹿', async () => {
    const list = (await get<Page<Conversation>>('/api/conversations?current=1&pageSize=10', DESIGNER)).body.data;
    const seeded = list.rows.find((c) => c.task?.taskName === '品牌IP形象设计')!;
    expect(seeded).toMatchObject({ role: 'designer', unread: 1, masking: false, notice: null });
    expect(seeded.peer.nickName).toBe('茶颜小馆');
    const page = (await get<MessagePage>(`/api/conversations/${seeded.conversationId}/messages`, EMPLOYER)).body.data;
    expect(page.rows.length).toBeGreaterThanOrEqual(6);
    expect((await unread(DESIGNER)).messages).toBe(1);
  });

  it('lists a conversation once it has a message, newest activity first, paged with an exact total', async () => {
    const listOf = async (mobile: string, current: number, pageSize: number) =>
      (await get<Page<Conversation>>(`/api/conversations?current=${current}&pageSize=${pageSize}`, mobile)).body.data;
    const before = (await listOf(designer(16), 1, 1)).total;
    const quiet = (await open({ designerId: 17 }, EMPLOYER)).body.data.conversationId;
    const older = (await open({ designerId: 16 }, OTHER_EMPLOYER)).body.data.conversationId;
    const newer = (await open({ designerId: 16 }, EMPLOYER)).body.data.conversationId;
    expect((await listOf(designer(16), 1, 1)).total).toBe(before);
    await send(older, { text: '先到的' }, OTHER_EMPLOYER);
    clock.advance(1000);
    await send(newer, { text: '后到的' }, designer(16));
    // Either side's first send lists it for both; the one without a message stays off the list.
    const [first, second] = [await listOf(designer(16), 1, 1), await listOf(designer(16), 2, 1)];
    expect(first.total).toBe(before + 2);
    expect([first.rows[0]!.conversationId, second.rows[0]!.conversationId]).toEqual([newer, older]);
    const employers = await listOf(EMPLOYER, 1, 100);
    expect(employers.rows[0]!.conversationId).toBe(newer);
    expect(employers.rows.map((c) => c.conversationId)).not.toContain(quiet);
    expect(employers.total).toBe(employers.rows.length);
  });

  it('masks phone numbers, WeChat ids and e-mail before the hire, with the notice, and lets them pass after', async () => {
    const orderId = await taskNamed('门店菜单排版设计'); // recruiting; designer 5 applied (seed)
    const opened = await open({ orderId, designerId: 5 }, EMPLOYER);
    expect(opened.body.success).toBe(true);
    const id = opened.body.data.conversationId;
    // The same pair opens the same conversation, from either side.
    expect((await open({ orderId, designerId: 5 }, designer(5))).body.data.conversationId).toBe(id);
    expect(await conversation(id, designer(5))).toMatchObject({ masking: true, notice: CONTACT_MASK_NOTICE });

    const before = await send(id, { text: '我的电话13912345678，微信 tea_house01，邮箱 boss@chayan.cn' }, EMPLOYER);
    expect(before.body.data).toMatchObject({
      masked: true,
      text: `我的电话139****5678，微信 ${CONTACT_HIDDEN}，邮箱 ${CONTACT_HIDDEN}`,
    });
    // What the designer reads is what was stored: the number never left the server.
    const read = (await get<MessagePage>(`/api/conversations/${id}/messages`, designer(5))).body.data;
    expect(read.rows[0]!.text).not.toContain('13912345678');

    // Hired (the escrow and assignment steps are billing.test.ts's; here only the task's hired designer counts).
    await db().updateTable('tasks').set({ hired_designer_id: 5 }).where('order_id', '=', orderId).execute();
    expect(await conversation(id, EMPLOYER)).toMatchObject({ masking: false, notice: null });
    const after = await send(id, { text: '合作愉快，我的电话13912345678' }, EMPLOYER);
    expect(after.body.data).toMatchObject({ masked: false, text: '合作愉快，我的电话13912345678' });
    await db().updateTable('tasks').set({ hired_designer_id: null }).where('order_id', '=', orderId).execute();
  });

  it('always masks a pre-hire inquiry (咨询TA) and refuses one with a non-designer or oneself', async () => {
    const opened = await open({ designerId: 3 }, OTHER_EMPLOYER);
    const id = opened.body.data.conversationId;
    expect(await conversation(id, OTHER_EMPLOYER)).toMatchObject({ task: null, masking: true, role: 'employer' });
    expect((await send(id, { text: 'QQ 12345678' }, designer(3))).body.data.text).toBe(`QQ ${CONTACT_HIDDEN}`);
    const employerUserId = (await conversation(id, designer(3))).peer.userId;
    expect((await open({ designerId: employerUserId }, designer(3))).body).toMatchObject({
      success: false,
      resultMessage: CONVERSATION_MESSAGES.notDesigner,
    });
    expect((await open({ designerId: 3 }, designer(3))).body.resultMessage).toBe(CONVERSATION_MESSAGES.self);
  });

  it('refuses opening a task conversation with a designer who did not apply, or by a stranger to the task', async () => {
    const orderId = await taskNamed('门店菜单排版设计');
    expect((await open({ orderId, designerId: 12 }, EMPLOYER)).body.resultMessage).toBe(
      CONVERSATION_MESSAGES.notApplicant,
    );
    expect((await open({ orderId, designerId: 5 }, OTHER_EMPLOYER)).body.resultCode).toBe('E010403');
  });

  it('treats a retried send with the same client id as the same message', async () => {
    const id = (await open({ designerId: 4 }, OTHER_EMPLOYER)).body.data.conversationId;
    const cid = clientId();
    const first = await send(id, { clientId: cid, text: '你好' }, OTHER_EMPLOYER);
    const retried = await Promise.all([1, 2, 3].map(() => send(id, { clientId: cid, text: '你好' }, OTHER_EMPLOYER)));
    expect(retried.map((r) => r.body.data.messageId)).toEqual([1, 2, 3].map(() => first.body.data.messageId));
    const page = (await get<MessagePage>(`/api/conversations/${id}/messages`, designer(4))).body.data;
    expect(page.rows.filter((m) => m.clientId === cid)).toHaveLength(1);
    expect((await conversation(id, designer(4))).unread).toBe(1);
  });

  it('keeps unread counts exact under concurrent sends from both sides, and reading clears them', async () => {
    const id = (await open({ designerId: 6 }, EMPLOYER)).body.data.conversationId;
    const designerBefore = (await unread(designer(6))).messages;
    const employerBefore = (await unread(EMPLOYER)).messages;
    const N = 40;
    await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0 ? send(id, { text: `雇主 ${i}` }, EMPLOYER) : send(id, { text: `设计师 ${i}` }, designer(6)),
      ),
    );
    const page = (await get<MessagePage>(`/api/conversations/${id}/messages?limit=100`, EMPLOYER)).body.data;
    expect(page.rows).toHaveLength(N);
    // Unread for each side: the other side's messages after its own last one (a sender has read up to its own).
    const ordered = [...page.rows].reverse();
    const unreadFor = (senderPrefix: string) => {
      let n = 0;
      for (const m of ordered) n = m.text.startsWith(senderPrefix) ? 0 : n + 1;
      return n;
    };
    expect((await conversation(id, designer(6))).unread).toBe(unreadFor('设计师'));
    expect((await conversation(id, EMPLOYER)).unread).toBe(unreadFor('雇主'));
    expect((await unread(designer(6))).messages).toBe(designerBefore + unreadFor('设计师'));

    expect((await post('/api/conversations/read', { conversationId: id }, EMPLOYER)).body.success).toBe(true);
    expect((await unread(EMPLOYER)).messages).toBe(employerBefore);
    // The designer now sees the employer read everything: the read receipt.
    expect((await conversation(id, designer(6))).peerReadMessageId).toBe(page.rows[0]!.messageId);
  });

  it('groups new-message notifications per conversation and reads them with the conversation', async () => {
    const id = (await open({ designerId: 7 }, OTHER_EMPLOYER)).body.data.conversationId;
    for (const text of ['第一条', '第二条', '第三条']) await send(id, { text }, OTHER_EMPLOYER);
    const list = (await get<Page<Notification>>('/api/notifications?current=1&pageSize=5', designer(7))).body.data;
    const grouped = list.rows.filter((n) => n.link === `/messages/${id}`);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({ kind: 'message', label: '新消息', count: 3, body: '第三条', read: false });
    const before = await unread(designer(7));
    await post('/api/conversations/read', { conversationId: id }, designer(7));
    expect((await unread(designer(7))).notifications).toBe(before.notifications - 1);
  });

  it('lets only the two participants read or send; visitors must log in', async () => {
    const id = (await open({ designerId: 8 }, OTHER_EMPLOYER)).body.data.conversationId;
    await send(id, { text: '在吗' }, OTHER_EMPLOYER);
    for (const res of [
      await get(`/api/conversations/${id}`, designer(9)),
      await get(`/api/conversations/${id}/messages`, EMPLOYER),
      await send(id, { text: '插一句' }, EMPLOYER),
      await post('/api/conversations/read', { conversationId: id }, designer(9)),
    ]) {
      expect(res.body).toMatchObject({ success: false, resultCode: 'E010404' });
    }
    expect((await get(`/api/conversations/${id}`)).status).toBe(401);
    // Even an operator reads it only through the console's recorded read.
    expect((await get(`/api/conversations/${id}`, OPERATOR)).body.resultCode).toBe('E010404');
  });

  it('refuses empty, overlong and foreign-image messages with a Chinese reason, storing nothing', async () => {
    const id = (await open({ designerId: 10 }, OTHER_EMPLOYER)).body.data.conversationId;
    expect((await send(id, { text: '   ' }, OTHER_EMPLOYER)).body.resultMessage).toBe(CONVERSATION_MESSAGES.empty);
    expect((await send(id, { text: '字'.repeat(2001) }, OTHER_EMPLOYER)).body.resultMessage).toBe('消息不能超过2000字');
    expect(
      (await send(id, { imageUrl: '/img/uploads/1/abcdefghijklmnop.png' }, OTHER_EMPLOYER)).body.resultMessage,
    ).toBe(CONVERSATION_MESSAGES.notAnUpload);
    expect((await send(id, { clientId: 'x', text: '你好' }, OTHER_EMPLOYER)).body.resultMessage).toBe(
      '消息编号格式不正确',
    );
    const page = (await get<MessagePage>(`/api/conversations/${id}/messages`, OTHER_EMPLOYER)).body.data;
    expect(page.rows).toHaveLength(0);
  });

  it('shows an operator a conversation only with a reason and a dispute on it (disputes.test.ts reads one)', async () => {
    const id = (await open({ designerId: 11 }, OTHER_EMPLOYER)).body.data.conversationId;
    await send(id, { text: '尾款什么时候付？' }, designer(11));
    const url = `/api/admin/conversations/${id}`;
    expect((await get(url, OPERATOR)).body.resultMessage).toBe('请填写查看原因（纠纷或举报）');
    expect((await get(`${url}?reason=${encodeURIComponent('看看')}`, OPERATOR)).body.success).toBe(false);
    expect((await get(`${url}?reason=${encodeURIComponent('纠纷 #12 取证')}`, designer(11))).body.resultCode).toBe(
      'E010403',
    );
    // A task-less inquiry never has a dispute: refused, and nothing is recorded.
    const res = await get(`${url}?reason=${encodeURIComponent('纠纷 #12 取证')}`, OPERATOR);
    expect(res.body).toMatchObject({ success: false, resultMessage: CONVERSATION_MESSAGES.noDispute });
    const reads = await db().selectFrom('conversation_reads').selectAll().where('conversation_id', '=', id).execute();
    expect(reads).toEqual([]);
  });

  it('opens the conversation and tells the employer (新的报名) when a designer applies', async () => {
    const orderId = await taskNamed('门店菜单排版设计');
    const before = await unread(EMPLOYER);
    expect((await post('/api/plat/applyTask', { orderId }, designer(13))).body.success).toBe(true);
    expect((await unread(EMPLOYER)).notifications).toBe(before.notifications + 1);
    const list = (await get<Page<Notification>>('/api/notifications?current=1&pageSize=1', EMPLOYER)).body.data;
    expect(list.rows[0]).toMatchObject({ kind: 'task.applied', label: '新的报名', link: `/task/${orderId}` });
    // The conversation exists already: opening it answers the same one.
    const id = await db()
      .selectFrom('conversations')
      .select('conversation_id')
      .where('order_id', '=', orderId)
      .where('designer_id', '=', 13)
      .executeTakeFirstOrThrow();
    expect((await open({ orderId, designerId: 13 }, EMPLOYER)).body.data.conversationId).toBe(id.conversation_id);
    // Marking all read clears the count.
    const marked = await post<UnreadCounts>('/api/notifications/read', {}, EMPLOYER);
    expect(marked.body.data.notifications).toBe(0);
  });
});
