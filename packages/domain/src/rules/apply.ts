/**
 * Applying to a task, the one flow for ordinary, topic (a brand's) and activity tasks (docs/product.md §4, and
 * "Decided" under §8 for the calls and the api's refusals). Pure: the web's apply control and the phone site's
 * apply action share it (one table of calls and refusals for both frontends).
 */
import type { EndpointName } from '../api/endpoints/index.js';
import type { TaskStatus } from '../constants/base.js';
import { APPLICATION_STATUS, TASK_KIND, TASK_PROPERTIES } from '../constants/tasks.js';
import { APPLY_MESSAGES } from './apply-messages.js';
import { isPastDeadline } from './deadline.js';
import { isOpenForApplications } from './task-lifecycle.js';

/** docs/product.md §4 */
export const APPLY_SUCCESS = '报名成功';
export const CANCEL_SUCCESS = '已取消报名';
export const CANCEL_CONFIRM = '确定取消报名吗?';

export interface ApplyTask {
  orderId: number;
  taskStatus: TaskStatus;
  taskProperties: number;
  taskKind: number;
  employerId: number;
  designatedDesignerId: number | null;
  /** The viewer's application (1 报名中, 2 已录用, 3 未录用); null or 0 when there is none. */
  applyStatus: number | null;
  /** 截止日期 (ISO); applications close after its day in China (`isPastDeadline`). */
  deadline?: string | null;
  applyCount: number;
  maxOrderApplyCount: number;
}

export interface ApplyViewer {
  isLogin: boolean;
  isDesigner: boolean;
  userId: number | null;
}

/**
 * What the viewer can do about a task:
 * - login: a visitor → /login?redirect=here; join: logged in but not a designer → /join (只有设计师可以报名任务)
 * - apply / cancel: a designer on an open task without / with a pending application
 * - hired / notChosen: the application was decided
 * - full, ended (past the deadline day), closed (no longer 招募中): no new application; a pending one may still be
 *   cancelled while the task recruits
 * - own (the viewer published it), designated (a direct hire offered to another designer): nothing to do
 */
export type ApplyState =
  | 'login'
  | 'join'
  | 'apply'
  | 'cancel'
  | 'hired'
  | 'notChosen'
  | 'full'
  | 'ended'
  | 'closed'
  | 'own'
  | 'designated';

/** Where the apply control stands: a task page's apply area (`panel`) or under a brand's topic task (`card`). */
export type ApplyLook = 'panel' | 'card';

/**
 * The control's words per place and state (one table for the web's apply control and the phone site's apply
 * action). A state without a label shows no button: the panel says nothing (the page shows the application's
 * status), the card shows why there is none.
 */
export const APPLY_LABEL: Record<ApplyLook, Partial<Record<ApplyState, string>>> = {
  panel: {
    login: '登录后报名',
    join: '成为设计师才能报名',
    apply: '立即报名',
    cancel: '取消报名',
    full: '报名人数已满',
    ended: '报名已截止',
  },
  card: {
    login: '报名',
    join: '成为设计师才能报名',
    apply: '报名',
    cancel: '取消报名',
    full: '报名人数已满',
    ended: '报名已截止',
    closed: '报名已截止',
    hired: '已录用',
    notChosen: '未录用',
  },
};

/** The viewer's application status, or null when there is none (the api may send 0 for none). */
export const applicationOf = (task: Pick<ApplyTask, 'applyStatus'>): number | null =>
  task.applyStatus !== null && task.applyStatus > 0 ? task.applyStatus : null;

/**
 * The viewer's state, checked in the api's order (tasks.apply.ts) where it can be known here. `count` is the
 * freshest applicant count (the task page asks for it); the task's own figures stand in without it.
 */
export function applyState(
  task: ApplyTask,
  viewer: ApplyViewer,
  count: { applyCount: number; maxOrderApplyCount: number } | null = null,
  now: number = Date.now(),
): ApplyState {
  if (viewer.userId !== null && task.employerId === viewer.userId) return 'own';
  const application = applicationOf(task);
  if (application === APPLICATION_STATUS.hired) return 'hired';
  if (application === APPLICATION_STATUS.notChosen) return 'notChosen';
  const open = isOpenForApplications(task.taskStatus);
  if (application === APPLICATION_STATUS.applied) return open ? 'cancel' : 'closed';
  if (!open) return 'closed';
  if (isPastDeadline(task.deadline ?? null, now)) return 'ended';
  if (!viewer.isLogin) return 'login';
  if (!viewer.isDesigner) return 'join';
  if (task.designatedDesignerId !== null && task.designatedDesignerId !== viewer.userId) return 'designated';
  const { applyCount, maxOrderApplyCount } = count ?? task;
  if (maxOrderApplyCount > 0 && applyCount >= maxOrderApplyCount) return 'full';
  return 'apply';
}

/**
 * Why the api would refuse a new application in this state (null where it would not, or the control asks first),
 * in the api's own words (`APPLY_MESSAGES`, one copy for both). The control refuses these cases before asking; a
 * race it could not see (the last slot taken a moment ago) still gets the server's message as its error toast.
 */
export function refusalOf(state: ApplyState): string | null {
  switch (state) {
    case 'join':
      return APPLY_MESSAGES.designerOnly;
    case 'own':
      return APPLY_MESSAGES.ownTask;
    case 'cancel':
      return APPLY_MESSAGES.twice;
    case 'full':
      return APPLY_MESSAGES.full;
    case 'ended':
      return APPLY_MESSAGES.pastDeadline;
    case 'closed':
      return APPLY_MESSAGES.notOpen;
    case 'designated':
      return APPLY_MESSAGES.designated;
    default:
      return null;
  }
}

type ApplyCall = Extract<EndpointName, 'applyTask' | 'applyIpadTask' | 'applyEnterpriseTask' | 'applyTopicTask'>;
type CancelCall = Extract<EndpointName, 'unApplyTask' | 'handleCancelApply' | 'cancelApplyTopicTask'>;

/** A topic task has its own call; the others the call matching their taskProperties (2 normal, 3 iPad, 4 enterprise). */
export function applyCallFor(task: Pick<ApplyTask, 'taskKind' | 'taskProperties'>): ApplyCall {
  if (task.taskKind === TASK_KIND.topic) return 'applyTopicTask';
  if (task.taskProperties === TASK_PROPERTIES.ipad) return 'applyIpadTask';
  if (task.taskProperties === TASK_PROPERTIES.enterprise) return 'applyEnterpriseTask';
  return 'applyTask';
}

/** A topic task's application is cancelled by cancelApplyTopicTask, an activity task's by handleCancelApply. */
export function cancelCallFor(task: Pick<ApplyTask, 'taskKind'>): CancelCall {
  if (task.taskKind === TASK_KIND.topic) return 'cancelApplyTopicTask';
  if (task.taskKind === TASK_KIND.activity) return 'handleCancelApply';
  return 'unApplyTask';
}
