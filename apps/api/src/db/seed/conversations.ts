/**
 * Issue 25: the demo accounts' messages and notifications — 茶颜小馆 (the demo employer) and 林小鹿 (the demo
 * designer) talk about 品牌IP形象设计, the employer's task 林小鹿 is hired on: a few messages each way, the
 * newest of each side unread by the other; and a few notifications for both. Written through the same
 * repository functions as the product (unread counts, the grouped 新消息 notification), once per database
 * (`app_meta` marker); times are relative to the start.
 */
import { conversationPath, myTaskPath } from '@bazaar/domain/rules';
import type { Db } from '../database';
import { transact } from '../transact';
import { openConversation, insertMessage } from '../../modules/conversations/conversations.repository';
import { conversationGroupKey } from '../../modules/conversations/conversations.service';
import { addNotification, markGroupRead } from '../../modules/notifications/notifications.repository';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from './accounts';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-conversations';
const SEED_VERSION = '1';
const MINUTE = 60_000;
export const SEED_CONVERSATION_TASK = '品牌IP形象设计';
const DELIVERED_TASK = '会员卡视觉设计';

/** [who, text, minutes before the start]: `e` the employer, `d` the designer. */
const TALK: ['e' | 'd', string, number][] = [
  ['e', '林老师你好，IP 形象的三视图大概什么时候能看到初稿？', 26 * 60],
  ['d', '你好！线稿这周五前给到，先出两个方向：圆润可爱的小鹿和国风茶童。', 25 * 60],
  ['e', '好的，杯身上要能放得下，颜色尽量用我们的品牌绿。', 24 * 60],
  ['d', '明白，我会按杯身 8cm 的印刷区域来控制细节，绿色用 Pantone 7733C。', 3 * 60],
  ['d', '另外六个表情想先确认一下：开心、比心、惊讶、困、生气、喝茶满足，可以吗？', 2 * 60 + 50],
  ['e', '表情没问题，再加一个“新品上市”的举牌动作吧。', 40],
];

export async function seedConversations(db: Db, now: Date): Promise<boolean> {
  if (await seeded(db, SEED_KEY)) return false;
  const task = await db
    .selectFrom('tasks')
    .select(['order_id', 'employer_id'])
    .where('task_name', '=', SEED_CONVERSATION_TASK)
    .where('employer_id', '=', DEMO_EMPLOYER.userId)
    .where('hired_designer_id', '=', DEMO_DESIGNER.userId)
    .executeTakeFirst();
  if (!task) return false; // no task stories (SEED=off): nothing to talk about
  const delivered = await db
    .selectFrom('tasks')
    .select('order_id')
    .where('task_name', '=', DELIVERED_TASK)
    .where('employer_id', '=', DEMO_EMPLOYER.userId)
    .executeTakeFirst();
  const at = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    const designerId = DEMO_DESIGNER.userId;
    const employerId = DEMO_EMPLOYER.userId;
    const conversationId = await openConversation(trx, { orderId: task.order_id, employerId, designerId }, at(27 * 60));
    const link = conversationPath(conversationId);
    const groupKey = conversationGroupKey(conversationId);
    let i = 0;
    for (const [who, text, minutes] of TALK) {
      const senderId = who === 'e' ? employerId : designerId;
      const recipientId = who === 'e' ? designerId : employerId;
      await insertMessage(
        trx,
        {
          conversationId,
          senderId,
          recipientId,
          clientId: `seed-demo-message-${++i}`,
          kind: 'text',
          body: text,
          image: null,
          file: null,
          masked: false,
        },
        at(minutes),
      );
      await addNotification(trx, {
        userId: recipientId,
        kind: 'message',
        title: `${who === 'e' ? '茶颜小馆' : '林小鹿'} 给你发来新消息`,
        body: text,
        link,
        groupKey,
        at: at(minutes),
      });
    }
    // Each side read what came before its own last message: 林小鹿 has the employer's newest one unread (one
    // 新消息), the employer has read everything (its 新消息 notice read too).
    await trx
      .updateTable('notifications')
      .set({ count: 1 })
      .where('user_id', '=', designerId)
      .where('group_key', '=', groupKey)
      .execute();
    await markGroupRead(trx, employerId, groupKey, at(0));
    const notes = [
      {
        userId: designerId,
        kind: 'task.hired',
        title: '茶颜小馆选择了你',
        body: `「${SEED_CONVERSATION_TASK}」`,
        min: 9 * 24 * 60,
        orderId: task.order_id,
      },
      {
        userId: designerId,
        kind: 'escrow.paid',
        title: '雇主已托管任务款',
        body: `「${SEED_CONVERSATION_TASK}」￥12,000.00元`,
        min: 9 * 24 * 60 - 30,
        orderId: task.order_id,
      },
      {
        userId: employerId,
        kind: 'task.applied',
        title: '林小鹿 报名了你的任务',
        body: `「${SEED_CONVERSATION_TASK}」`,
        min: 10 * 24 * 60,
        orderId: task.order_id,
      },
      {
        userId: employerId,
        kind: 'task.delivered',
        title: '设计师已交付稿件',
        body: `「${DELIVERED_TASK}」待你验收`,
        min: 5 * 60,
        orderId: delivered?.order_id ?? task.order_id,
      },
    ] as const;
    for (const n of notes) {
      const { userId, kind, title, body } = n;
      await addNotification(trx, { userId, kind, title, body, link: myTaskPath(n.orderId), at: at(n.min) });
    }
    // The task notifications of days ago are read; the delivery and the messages are not.
    await trx
      .updateTable('notifications')
      .set({ read_at: at(60) })
      .where('user_id', 'in', [designerId, employerId])
      .where('kind', 'in', ['task.hired', 'escrow.paid', 'task.applied'])
      .execute();
    return true;
  });
}
