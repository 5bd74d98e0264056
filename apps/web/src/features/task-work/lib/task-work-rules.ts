/**
 * Which calls and controls a task page uses for a viewer (issue 7, docs/product.md §3/§4/§6). Pure: the pages and
 * their tests share it.
 */
import type { EndpointName } from '@bazaar/domain/api';
import { APPLICATION_STATUS, TASK_KIND, TASK_PROPERTIES } from '@bazaar/domain/constants';
import { allowedActions, isOpenForApplications, isPastDeadline, type TaskAction } from '@bazaar/domain/rules';

export interface TaskLike {
  taskStatus: number;
  taskProperties: number;
  taskKind: number;
  employerId: number;
  hiredDesignerId: number | null;
  designatedDesignerId: number | null;
  applyStatus: number | null;
  /** 截止日期 (ISO); applications close after its day (`isPastDeadline`). */
  deadline?: string | null;
}

export interface Viewer {
  isLogin: boolean;
  isDesigner: boolean;
  userId: number | null;
}

/** The viewer's side of a task: its employer, its chosen designer, or anyone else. */
export type TaskRole = 'owner' | 'hired' | 'other';

export function taskRole(task: TaskLike, viewer: Viewer): TaskRole {
  if (viewer.userId === null) return 'other';
  if (task.employerId === viewer.userId) return 'owner';
  if (task.hiredDesignerId === viewer.userId) return 'hired';
  return 'other';
}

type CountCall = 'getTaskApplyCount' | 'getIpadTaskApplyCount' | 'getEnterpriseTaskApplyCount';
type ApplyCall = 'applyTask' | 'applyIpadTask' | 'applyEnterpriseTask';

/** docs/product.md §3: the applicant count call matching the task's properties (2 normal, 3 iPad, 4 enterprise). */
export function countCallFor(taskProperties: number): CountCall {
  if (taskProperties === TASK_PROPERTIES.ipad) return 'getIpadTaskApplyCount';
  if (taskProperties === TASK_PROPERTIES.enterprise) return 'getEnterpriseTaskApplyCount';
  return 'getTaskApplyCount';
}

/** docs/product.md §4: the apply call matching the task's properties. */
export function applyCallFor(taskProperties: number): ApplyCall {
  if (taskProperties === TASK_PROPERTIES.ipad) return 'applyIpadTask';
  if (taskProperties === TASK_PROPERTIES.enterprise) return 'applyEnterpriseTask';
  return 'applyTask';
}

/** docs/product.md §7: an activity task's application is cancelled by handleCancelApply, every other by unApplyTask. */
export function cancelCallFor(taskKind: number): Extract<EndpointName, 'unApplyTask' | 'handleCancelApply'> {
  return taskKind === TASK_KIND.activity ? 'handleCancelApply' : 'unApplyTask';
}

/** The viewer's application status, or null when there is none (the api may send 0 for none). */
export const applicationOf = (task: Pick<TaskLike, 'applyStatus'>): number | null =>
  task.applyStatus !== null && task.applyStatus > 0 ? task.applyStatus : null;

/**
 * What the apply area shows:
 * - login: a visitor → 登录后报名 (/login?redirect=here)
 * - join: logged in but not a designer → 成为设计师才能报名
 * - apply / cancel: an open task without / with a pending application
 * - ended: an open task past its deadline (a pending application may still be cancelled)
 * - full: as many applications as the task takes
 * - status: the application's status (已录用 / 未录用) or nothing to do
 */
export type ApplyControl =
  | { kind: 'login' }
  | { kind: 'join' }
  | { kind: 'apply' }
  | { kind: 'cancel' }
  | { kind: 'full' }
  | { kind: 'ended' }
  | { kind: 'none' };

export function applyControl(
  task: TaskLike,
  viewer: Viewer,
  count: { applyCount: number; maxOrderApplyCount: number } | null,
  now: number = Date.now(),
): ApplyControl {
  if (taskRole(task, viewer) === 'owner') return { kind: 'none' };
  const ended = isPastDeadline(task.deadline ?? null, now);
  if (!viewer.isLogin || !viewer.isDesigner) {
    if (!isOpenForApplications(task.taskStatus)) return { kind: 'none' };
    if (ended) return { kind: 'ended' };
    return viewer.isLogin ? { kind: 'join' } : { kind: 'login' };
  }
  if (!isOpenForApplications(task.taskStatus)) return { kind: 'none' };
  const application = applicationOf(task);
  if (application === APPLICATION_STATUS.applied) return { kind: 'cancel' };
  if (application !== null) return { kind: 'none' };
  if (ended) return { kind: 'ended' };
  // A direct hire is offered to one designer only.
  if (task.designatedDesignerId !== null && task.designatedDesignerId !== viewer.userId) return { kind: 'none' };
  if (count && count.maxOrderApplyCount > 0 && count.applyCount >= count.maxOrderApplyCount) return { kind: 'full' };
  return { kind: 'apply' };
}

/** The owner's buttons (assign is done from the applicant list, so it is not among them). */
export type OwnerAction = Extract<TaskAction, 'revise' | 'accept' | 'close'>;
const OWNER_ACTIONS: readonly TaskAction[] = ['revise', 'accept', 'close'];
export function ownerActions(status: number): OwnerAction[] {
  return allowedActions(status, 'employer').filter((a): a is OwnerAction => OWNER_ACTIONS.includes(a));
}

/** Whether the owner may choose among the applicants now. */
export const canAssign = (status: number): boolean => allowedActions(status, 'employer').includes('assign');

/** Whether the hired designer may upload drafts and deliver now (进行中). */
export const canDeliver = (status: number): boolean => allowedActions(status, 'designer').includes('deliver');

/** Attachments shown as thumbnails are images; everything else (PDF) is a file link. */
export const isImageAttachment = (mimeType: string): boolean => mimeType.startsWith('image/');

/** "1.2 MB" / "340 KB" for an attachment's size. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A timestamp as the centers show it: 2026-11-23 10:42 (the api sends ISO strings). */
export function shortTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date only (deadline). */
export const shortDate = (iso: string | null): string => shortTime(iso).slice(0, 10);
