import { APPLICATION_STATUS, TASK_STATUS } from '@bazaar/domain/constants';

/**
 * What the apply button of a topic task does for this viewer (issue 7):
 * - login: a visitor → /login?redirect=…
 * - join: logged in but not a designer → 成为设计师才能报名 → /join
 * - apply / cancel: a designer on an open task, without / with a pending application
 * - hired / notChosen: the designer's application was decided (no button, a label)
 * - closed: the task left 招募中 and the viewer never applied
 */
export type ApplyAction = 'login' | 'join' | 'apply' | 'cancel' | 'hired' | 'notChosen' | 'closed';

export interface ApplyViewer {
  isLogin: boolean;
  isDesigner: boolean;
}

export function applyActionFor(viewer: ApplyViewer, taskStatus: number, applyStatus: number | null): ApplyAction {
  if (applyStatus === APPLICATION_STATUS.hired) return 'hired';
  if (applyStatus === APPLICATION_STATUS.notChosen) return 'notChosen';
  const open = taskStatus === TASK_STATUS.recruiting;
  if (applyStatus === APPLICATION_STATUS.applied) return open ? 'cancel' : 'closed';
  if (!open) return 'closed';
  if (!viewer.isLogin) return 'login';
  if (!viewer.isDesigner) return 'join';
  return 'apply';
}

export const APPLY_LABEL: Record<ApplyAction, string> = {
  login: '报名',
  join: '成为设计师才能报名',
  apply: '报名',
  cancel: '取消报名',
  hired: '已录用',
  notChosen: '未录用',
  closed: '报名已截止',
};
/** docs/product.md §4 */
export const CANCEL_CONFIRM = '确定取消报名吗?';
