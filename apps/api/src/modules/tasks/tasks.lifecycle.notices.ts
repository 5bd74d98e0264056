/**
 * The lifecycle's notifications (issue 25): each raised with `addNotification` inside the transaction of
 * the change it announces, linking to the task page. Titles name the task; bodies say what to do next.
 */
import { REVISION_MAX_ROUNDS, AUTO_ACCEPT_DAYS, taskPagePath } from '@bazaar/domain/rules';
import { addNotification } from '../notifications/notifications.repository';
import type { Tx } from '../../db/database';

interface Task {
  order_id: number;
  task_name: string;
}

export async function hired(trx: Tx, task: Task, designerId: number, notChosen: readonly number[], at: Date) {
  const link = taskPagePath(task.order_id);
  await addNotification(trx, {
    userId: designerId,
    kind: 'task.hired',
    title: `你被选中了：${task.task_name}`,
    body: '雇主已托管赏金，可以开始创作了',
    link,
    at,
  });
  for (const userId of notChosen) {
    await addNotification(trx, {
      userId,
      kind: 'task.not_chosen',
      title: `未被选中：${task.task_name}`,
      body: '雇主选择了其他设计师，感谢你的报名，看看其他任务吧',
      link,
      at,
    });
  }
}

export function delivered(trx: Tx, task: Task, employerId: number, at: Date) {
  return addNotification(trx, {
    userId: employerId,
    kind: 'task.delivered',
    title: `设计师已交付：${task.task_name}`,
    body: `请验收或要求修改；${AUTO_ACCEPT_DAYS} 天内未处理将自动验收`,
    link: taskPagePath(task.order_id),
    at,
  });
}

export function revisionAsked(trx: Tx, task: Task, designerId: number, round: number, reason: string, at: Date) {
  return addNotification(trx, {
    userId: designerId,
    kind: 'task.revision',
    title: `雇主要求修改（第 ${round}/${REVISION_MAX_ROUNDS} 轮）：${task.task_name}`,
    body: reason,
    link: taskPagePath(task.order_id),
    at,
  });
}

/** Accepted by the employer (the designer learns it), or automatically (both sides learn it). */
export async function accepted(
  trx: Tx,
  task: Task,
  sides: { employerId: number; designerId: number },
  auto: boolean,
  at: Date,
) {
  const link = taskPagePath(task.order_id);
  await addNotification(trx, {
    userId: sides.designerId,
    kind: 'task.accepted',
    title: `${auto ? '已自动验收' : '验收通过'}：${task.task_name}`,
    body: auto
      ? `雇主 ${AUTO_ACCEPT_DAYS} 天未处理，系统已自动验收，赏金已释放到你的余额`
      : '雇主已验收通过，赏金已释放到你的余额',
    link,
    at,
  });
  if (auto) {
    await addNotification(trx, {
      userId: sides.employerId,
      kind: 'task.accepted',
      title: `已自动验收：${task.task_name}`,
      body: `交付后 ${AUTO_ACCEPT_DAYS} 天未处理，系统已自动验收并向设计师支付赏金`,
      link,
      at,
    });
  }
}
