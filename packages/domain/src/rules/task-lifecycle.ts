/**
 * The task lifecycle (issue 7, docs/decisions/010) as a state machine: which action moves a task from which
 * status to which, and who may take it. The api checks every transition with `transition` (and records a
 * timeline event for it); the web asks `allowedActions` which buttons to show. Zod-free: the browser's
 * task pages import it.
 *
 *   quick publish ─▶ 待沟通 ──open(operator)──▶ 招募中 ──assign(employer)──▶ 进行中 ──deliver(designer)──▶ 待验收
 *                      │                          │                           ▲                            │
 *                      └──close(employer|operator)┴──▶ 已关闭                  └─────revise(employer)───────┤
 *                                                                                                          ▼
 *                                                                                          accept(employer) 已完成
 *
 * "Either side can close it before work starts": the employer or the consultant, while 待沟通 or 招募中.
 */
import { TASK_STATUS, type TaskStatus } from '../constants/base.js';

export type TaskActor = 'employer' | 'designer' | 'operator';
export type TaskAction = 'publish' | 'open' | 'assign' | 'deliver' | 'revise' | 'accept' | 'close';

interface Transition {
  from: readonly TaskStatus[];
  to: TaskStatus;
  by: readonly TaskActor[];
}

export const TASK_TRANSITIONS: Readonly<Record<Exclude<TaskAction, 'publish'>, Transition>> = {
  open: { from: [TASK_STATUS.pending], to: TASK_STATUS.recruiting, by: ['operator'] },
  assign: { from: [TASK_STATUS.recruiting], to: TASK_STATUS.inProgress, by: ['employer'] },
  deliver: { from: [TASK_STATUS.inProgress], to: TASK_STATUS.delivered, by: ['designer'] },
  revise: { from: [TASK_STATUS.delivered], to: TASK_STATUS.inProgress, by: ['employer'] },
  accept: { from: [TASK_STATUS.delivered], to: TASK_STATUS.completed, by: ['employer'] },
  close: { from: [TASK_STATUS.pending, TASK_STATUS.recruiting], to: TASK_STATUS.closed, by: ['employer', 'operator'] },
};

/** The Chinese name of each action, for buttons and timeline entries. */
export const TASK_ACTION_NAME: Readonly<Record<TaskAction, string>> = {
  publish: '发布需求',
  open: '开放报名',
  assign: '选定设计师',
  deliver: '提交交付',
  revise: '要求修改',
  accept: '验收通过',
  close: '关闭任务',
};

/** Messages of refused transitions. */
export const TASK_TRANSITION_MESSAGES = {
  notAllowedActor: '您没有权限进行此操作',
  wrongStatus: (action: TaskAction, statusName: string) =>
    `任务当前为「${statusName}」，不能${TASK_ACTION_NAME[action]}`,
} as const;

export type TransitionResult = { ok: true; to: TaskStatus } | { ok: false; message: string };

/** Whether `actor` may take `action` on a task in `status`; the status it moves to, or the reason not. */
export function transition(
  status: TaskStatus,
  action: Exclude<TaskAction, 'publish'>,
  actor: TaskActor,
  statusName: (s: TaskStatus) => string = String,
): TransitionResult {
  const t = TASK_TRANSITIONS[action];
  if (!t.by.includes(actor)) return { ok: false, message: TASK_TRANSITION_MESSAGES.notAllowedActor };
  if (!t.from.includes(status))
    return { ok: false, message: TASK_TRANSITION_MESSAGES.wrongStatus(action, statusName(status)) };
  return { ok: true, to: t.to };
}

/** The actions `actor` may take on a task in `status` (the web shows these buttons). */
export function allowedActions(status: TaskStatus, actor: TaskActor): Exclude<TaskAction, 'publish'>[] {
  return (Object.keys(TASK_TRANSITIONS) as Exclude<TaskAction, 'publish'>[]).filter(
    (action) => TASK_TRANSITIONS[action].by.includes(actor) && TASK_TRANSITIONS[action].from.includes(status),
  );
}

/** Whether designers may apply (or cancel an application) to a task in `status`. */
export const isOpenForApplications = (status: TaskStatus): boolean => status === TASK_STATUS.recruiting;

/**
 * The steps a task's timeline shows (getEmployer/DesignerTaskTimeAxis), in order. The api fills each
 * step's time from the task's events and marks the current one `isHappening` (docs/product.md §4: the first such
 * entry is the current step). A closed task's timeline ends with 任务关闭 as its current step.
 */
export const TIMELINE_STEPS = ['发布需求', '顾问沟通', '招募设计师', '设计创作', '交付验收', '任务完成'] as const;
export const TIMELINE_CLOSED_STEP = '任务关闭';

/** The index in TIMELINE_STEPS of the step a task in `status` is at (-1 for a closed task). */
export function timelineStepOf(status: TaskStatus): number {
  switch (status) {
    case TASK_STATUS.pending:
      return 1;
    case TASK_STATUS.recruiting:
      return 2;
    case TASK_STATUS.inProgress:
      return 3;
    case TASK_STATUS.delivered:
      return 4;
    case TASK_STATUS.completed:
      return 5;
    default:
      return -1;
  }
}
