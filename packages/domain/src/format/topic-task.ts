/**
 * A topic task's facts as its sheet (the phone) and its dialog (the web) list them, docs/product.md's brand topic
 * pages: 预算, 状态, 截止 (待定 without a deadline) and 报名 (applied / places).
 */
import type { Task } from '../entities/index.js';
import { formatDay } from './campaign-date.js';
import { formatPrice } from './price.js';

export interface TaskFact {
  term: string;
  detail: string;
  /** The budget: drawn in the price colour. */
  price?: true;
}

export const topicTaskFacts = (
  task: Pick<Task, 'taskAmount' | 'taskStatusName' | 'deadline' | 'applyCount' | 'maxOrderApplyCount'>,
): TaskFact[] => [
  { term: '预算', detail: formatPrice(task.taskAmount), price: true },
  { term: '状态', detail: task.taskStatusName },
  { term: '截止', detail: task.deadline ? formatDay(task.deadline) : '待定' },
  { term: '报名', detail: `${task.applyCount}/${task.maxOrderApplyCount} 人` },
];
