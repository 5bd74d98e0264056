/**
 * What an application starts (issue 25): the conversation between the task's employer and the designer, and
 * the employer's 新的报名 notification. Called by the apply flow inside its transaction (tasks.apply.ts).
 */
import { myTaskPath } from '@bazaar/domain/rules';
import type { Tx } from '../../db/database';
import { nickNamesByIds } from '../account/users.repository';
import { addNotification } from '../notifications/notifications.repository';
import { taskNamesByIds } from '../tasks/tasks.stats.repository';
import * as repo from './conversations.repository';

export async function announceApplication(
  trx: Tx,
  a: { orderId: number; employerId: number; designerId: number; at: Date },
): Promise<void> {
  await repo.openConversation(trx, { orderId: a.orderId, employerId: a.employerId, designerId: a.designerId }, a.at);
  const [names, tasks] = await Promise.all([nickNamesByIds(trx, [a.designerId]), taskNamesByIds(trx, [a.orderId])]);
  const taskName = tasks.get(a.orderId);
  await addNotification(trx, {
    userId: a.employerId,
    kind: 'task.applied',
    title: `${names.get(a.designerId) ?? '设计师'} 报名了你的任务`,
    body: taskName !== undefined ? `「${taskName}」` : '',
    link: myTaskPath(a.orderId),
    at: a.at,
  });
}
