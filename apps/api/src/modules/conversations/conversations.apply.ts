/**
 * What an application starts (issue 25): the conversation between the task's employer and the designer, and
 * the employer's 新的报名 notification. Called by the apply flow inside its transaction (tasks.apply.ts).
 */
import { myTaskPath } from '@bazaar/domain/rules';
import type { Tx } from '../../db/database';
import { addNotification } from '../notifications/notifications.repository';
import * as repo from './conversations.repository';

export async function announceApplication(
  trx: Tx,
  a: { orderId: number; employerId: number; designerId: number; at: Date },
): Promise<void> {
  await repo.openConversation(trx, { orderId: a.orderId, employerId: a.employerId, designerId: a.designerId }, a.at);
  const [[designer], task] = await Promise.all([
    repo.findUserNames(trx, [a.designerId]),
    repo.findTaskName(trx, a.orderId),
  ]);
  await addNotification(trx, {
    userId: a.employerId,
    kind: 'task.applied',
    title: `${designer?.nick_name ?? '设计师'} 报名了你的任务`,
    body: task ? `「${task.task_name}」` : '',
    link: myTaskPath(a.orderId),
    at: a.at,
  });
}
