/**
 * Tasks at work for the revision, auto-acceptance and dispute tests (issue 25): one of 茶颜小馆's tasks
 * copied with a hired designer, a delivery attachment, its budget paid into escrow through the ledger, in
 * the status asked for (待验收 by default, delivered at `deliveredAt`).
 */
import { TASK_ATTACHMENT_KIND, TASK_STATUS, APPLICATION_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import { escrowAccount, planPayIn } from '@bazaar/domain/rules';
import type { Db } from '../db/database';
import { transact } from '../db/transact';
import { balancesOf, writeMovement } from '../modules/billing/ledger.repository';

export const userIdOf = async (db: Db, mobile: string) =>
  (await db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).user_id;

export async function dealTask(
  db: Db,
  o: {
    employerId: number;
    designerId: number;
    fen: number;
    status?: TaskStatus;
    deliveredAt?: Date | null;
    name?: string;
  },
): Promise<number> {
  const { order_id: _id, ...template } = await db
    .selectFrom('tasks')
    .selectAll()
    .where('employer_id', '=', o.employerId)
    .orderBy('order_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const status = o.status ?? TASK_STATUS.delivered;
  const { order_id } = await db
    .insertInto('tasks')
    .values({
      ...template,
      task_name: o.name ?? '纠纷测试任务',
      task_amount: (o.fen / 100).toFixed(2),
      task_status: status,
      hired_designer_id: status === TASK_STATUS.recruiting ? null : o.designerId,
      delivered_at: status === TASK_STATUS.delivered ? (o.deliveredAt ?? new Date()) : null,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('task_applications')
    .values({
      order_id,
      user_id: o.designerId,
      status: status === TASK_STATUS.recruiting ? APPLICATION_STATUS.applied : APPLICATION_STATUS.hired,
      created_at: new Date(),
    })
    .execute();
  await db
    .insertInto('task_attachments')
    .values({
      order_id,
      user_id: o.designerId,
      uploader_role: 'designer',
      kind: TASK_ATTACHMENT_KIND.delivery,
      file_name: '交付稿.png',
      url: '/img/works/1-1.svg',
      mime_type: 'image/png',
      size: 1000,
      created_at: new Date(),
    })
    .execute();
  await transact(db, async (trx) => {
    const planned = planPayIn(order_id, o.fen);
    if (!planned.ok) throw new Error(planned.message);
    await writeMovement(trx, planned.movement, { orderId: order_id, ownerOf: () => o.employerId, now: new Date() });
  });
  return order_id;
}

export const escrowOf = async (db: Db, orderId: number) =>
  (await balancesOf(db, [escrowAccount(orderId)])).get(escrowAccount(orderId)) ?? 0;

export const balanceOf = async (db: Db, account: string) => (await balancesOf(db, [account])).get(account) ?? 0;

/** The notifications of a user of one kind, newest first. */
export const notificationsOf = (db: Db, userId: number, kind: string) =>
  db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('notification_id', 'desc')
    .execute();
