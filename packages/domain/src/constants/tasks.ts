/**
 * A task's constants beyond its status values (those are in index.ts, which the cards import): status
 * names and order, kinds, attachments, the consultant's limits, properties and application statuses.
 * Re-exported by `@bazaar/domain/constants`.
 */
import type { TaskStatus } from './base.js';

export const TASK_STATUS_NAME: Readonly<Record<TaskStatus, string>> = {
  1: '招募中',
  2: '进行中',
  3: '已完成',
  4: '已关闭',
  5: '待沟通',
  6: '待验收',
};
/** The order the task hall's status filter and the centers' tabs list them in. */
export const TASK_STATUS_ORDER = [5, 1, 2, 6, 3, 4] as const satisfies readonly TaskStatus[];
/** Whether `value` (a query parameter read as a number, say) is one of the task statuses. */
export const isTaskStatus = (value: unknown): value is TaskStatus => TASK_STATUS_ORDER.some((s) => s === value);

/**
 * Task kinds (chosen, issue 7): an ordinary task (quick publish, the hall), a topic task (a brand's task on
 * /brand/{id}, applied with applyTopicTask) and an activity task (a campaign's task on /activity/{id}).
 */
export const TASK_KIND = { normal: 1, topic: 2, activity: 3 } as const;

/** Attachment kinds on a task's attachment timeline (chosen, issue 7). */
/** Issue 25: evidence (4) is uploaded by either side for a dispute, while 进行中 or 待验收. */
export const TASK_ATTACHMENT_KIND = { brief: 1, draft: 2, delivery: 3, evidence: 4 } as const;
export const TASK_ATTACHMENT_KIND_NAME: Record<number, string> = {
  1: '需求资料',
  2: '设计初稿',
  3: '交付稿件',
  4: '纠纷证据',
};
/** Attachments: images (as work uploads) or PDF, at most 10 MiB each and 9 per request. */
export const TASK_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;

/** Quick publish (issue 7): at most this many tasks per user per rolling hour. */
export const TASK_PUBLISH_PER_HOUR = 5;
/** The consultant completes a brief with a max applicant count in this range, a deadline within a year. */
export const TASK_MAX_APPLY_MIN = 1;
export const TASK_MAX_APPLY_MAX = 100;
export const TASK_DESCRIPTION_MAX = 2000;
export const TASK_REASON_MAX = 200;

/** Follow-up items on the consultant's desk (issue 7): 1 待跟进, 2 已处理. */
export const FOLLOW_UP_STATUS = { open: 1, done: 2 } as const;

/**
 * Task properties (chosen): the spec (§5) drops `taskProperties = 1` from a task-list query, so 1 is
 * "all kinds". Stored tasks carry 2 普通任务, 3 iPad 绘画任务 or 4 企业任务 — matching the three apply
 * calls of docs/product.md §7 (applyTask, applyIpadTask, applyEnterpriseTask).
 */
export const TASK_PROPERTIES = { all: 1, normal: 2, ipad: 3, enterprise: 4 } as const;
export const TASK_PROPERTIES_NAME: Record<number, string> = {
  1: '全部',
  2: '普通任务',
  3: 'iPad绘画任务',
  4: '企业任务',
};

/**
 * Task application status (chosen, issue 6): 1 报名中 (applied), 2 已录用 (hired). A designer's completed
 * orders (getTurnOverList) are the completed tasks they were hired for.
 */
export const APPLICATION_STATUS = { applied: 1, hired: 2, notChosen: 3 } as const;
/** 3 未录用 (issue 7): another designer was hired, or the task closed while this one waited. */
export const APPLICATION_STATUS_NAME: Record<number, string> = { 1: '报名中', 2: '已录用', 3: '未录用' };
