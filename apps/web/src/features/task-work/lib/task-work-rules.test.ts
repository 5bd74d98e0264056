import { TASK_PROPERTIES, TASK_STATUS } from '@bazaar/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  canAssign,
  canDeliver,
  countCallFor,
  fileSize,
  isImageAttachment,
  ownerActions,
  taskRole,
  type TaskLike,
} from './task-work-rules';

const task = (over: Partial<TaskLike> = {}): TaskLike => ({ employerId: 49, hiredDesignerId: null, ...over });
const designer = { isLogin: true, isDesigner: true, userId: 1 };
const employer = { isLogin: true, isDesigner: false, userId: 49 };
const visitor = { isLogin: false, isDesigner: false, userId: null };

describe('task-work rules', () => {
  it('picks the count call by taskProperties (docs/product.md §3)', () => {
    expect(countCallFor(TASK_PROPERTIES.normal)).toBe('getTaskApplyCount');
    expect(countCallFor(TASK_PROPERTIES.ipad)).toBe('getIpadTaskApplyCount');
    expect(countCallFor(TASK_PROPERTIES.enterprise)).toBe('getEnterpriseTaskApplyCount');
  });

  it('knows the owner, the hired designer and everyone else', () => {
    expect(taskRole(task(), employer)).toBe('owner');
    expect(taskRole(task({ hiredDesignerId: 1 }), designer)).toBe('hired');
    expect(taskRole(task(), designer)).toBe('other');
    expect(taskRole(task(), visitor)).toBe('other');
  });

  it("gives the owner the state machine's buttons, assign only while recruiting, deliver only in progress", () => {
    expect(ownerActions(TASK_STATUS.recruiting)).toEqual(['close']);
    expect(ownerActions(TASK_STATUS.delivered).sort()).toEqual(['accept', 'revise']);
    expect(ownerActions(TASK_STATUS.completed)).toEqual([]);
    expect(canAssign(TASK_STATUS.recruiting)).toBe(true);
    expect(canAssign(TASK_STATUS.inProgress)).toBe(false);
    expect(canDeliver(TASK_STATUS.inProgress)).toBe(true);
    expect(canDeliver(TASK_STATUS.delivered)).toBe(false);
  });

  it('tells images from files and sizes them', () => {
    expect(isImageAttachment('image/png')).toBe(true);
    expect(isImageAttachment('application/pdf')).toBe(false);
    expect(fileSize(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(fileSize(300 * 1024)).toBe('300 KB');
  });
});
