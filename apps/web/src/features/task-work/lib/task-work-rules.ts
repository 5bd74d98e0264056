/**
 * Which calls and controls a task page uses for a viewer (issue 7, docs/product.md §3/§6). Pure: the pages and
 * their tests share it. Applying is the shared apply flow (`@bazaar/domain/rules` apply.ts, the web's shared/apply).
 */
import { TASK_PROPERTIES } from '@bazaar/domain/constants';
import { allowedActions, canOpenDispute, type TaskAction } from '@bazaar/domain/rules';

export interface TaskLike {
  employerId: number;
  hiredDesignerId: number | null;
}

/** The viewer's side of a task: its employer, its chosen designer, or anyone else. */
export type TaskRole = 'owner' | 'hired' | 'other';

export function taskRole(task: TaskLike, viewer: { userId: number | null }): TaskRole {
  if (viewer.userId === null) return 'other';
  if (task.employerId === viewer.userId) return 'owner';
  if (task.hiredDesignerId === viewer.userId) return 'hired';
  return 'other';
}

type CountCall = 'getTaskApplyCount' | 'getIpadTaskApplyCount' | 'getEnterpriseTaskApplyCount';

/** docs/product.md §3: the applicant count call matching the task's properties (2 normal, 3 iPad, 4 enterprise). */
export function countCallFor(taskProperties: number): CountCall {
  if (taskProperties === TASK_PROPERTIES.ipad) return 'getIpadTaskApplyCount';
  if (taskProperties === TASK_PROPERTIES.enterprise) return 'getEnterpriseTaskApplyCount';
  return 'getTaskApplyCount';
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

/**
 * Issue 25: 发起纠纷 is offered once the deal state is known, while the task is 进行中 or 待验收 and no
 * dispute is open (the server says the same: DEAL_MESSAGES.disputeStatus / disputeOpen).
 */
export const canDispute = (deal: { dispute: { status: string } | null } | null | undefined, status: number): boolean =>
  !!deal && deal.dispute?.status !== 'open' && canOpenDispute(status);

/** Owner buttons while a dispute is open (only closing, which the lifecycle refuses after work began anyway) and
 * once the revision rounds are used up (no 要求修改). */
export function dealActions<A extends string>(
  actions: readonly A[],
  deal: { revisionsLeft: number; dispute: { status: string } | null } | null | undefined,
): A[] {
  const frozen = deal?.dispute?.status === 'open';
  return actions.filter((a) => !(frozen && a !== 'close') && !(a === 'revise' && deal?.revisionsLeft === 0));
}

/** Attachments shown as thumbnails are images; everything else (PDF) is a file link. */
export const isImageAttachment = (mimeType: string): boolean => mimeType.startsWith('image/');

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
