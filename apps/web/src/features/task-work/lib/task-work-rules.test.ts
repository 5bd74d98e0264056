import { APPLICATION_STATUS, TASK_KIND, TASK_PROPERTIES, TASK_STATUS } from '@bazaar/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  applyCallFor,
  applyControl,
  cancelCallFor,
  canAssign,
  canDeliver,
  countCallFor,
  fileSize,
  isImageAttachment,
  ownerActions,
  taskRole,
  type TaskLike,
} from './task-work-rules';

const task = (over: Partial<TaskLike> = {}): TaskLike => ({
  taskStatus: TASK_STATUS.recruiting,
  taskProperties: TASK_PROPERTIES.normal,
  taskKind: TASK_KIND.normal,
  employerId: 49,
  hiredDesignerId: null,
  designatedDesignerId: null,
  applyStatus: null,
  ...over,
});
const designer = { isLogin: true, isDesigner: true, userId: 1 };
const employer = { isLogin: true, isDesigner: false, userId: 49 };
const visitor = { isLogin: false, isDesigner: false, userId: null };

describe('task-work rules', () => {
  it('picks the count and apply calls by taskProperties (docs/product.md §3/§4)', () => {
    expect(countCallFor(TASK_PROPERTIES.normal)).toBe('getTaskApplyCount');
    expect(countCallFor(TASK_PROPERTIES.ipad)).toBe('getIpadTaskApplyCount');
    expect(countCallFor(TASK_PROPERTIES.enterprise)).toBe('getEnterpriseTaskApplyCount');
    expect(applyCallFor(TASK_PROPERTIES.normal)).toBe('applyTask');
    expect(applyCallFor(TASK_PROPERTIES.ipad)).toBe('applyIpadTask');
    expect(applyCallFor(TASK_PROPERTIES.enterprise)).toBe('applyEnterpriseTask');
  });

  it('cancels an activity task with handleCancelApply and any other with unApplyTask', () => {
    expect(cancelCallFor(TASK_KIND.activity)).toBe('handleCancelApply');
    expect(cancelCallFor(TASK_KIND.normal)).toBe('unApplyTask');
    expect(cancelCallFor(TASK_KIND.topic)).toBe('unApplyTask');
  });

  it('knows the owner, the hired designer and everyone else', () => {
    expect(taskRole(task(), employer)).toBe('owner');
    expect(taskRole(task({ hiredDesignerId: 1 }), designer)).toBe('hired');
    expect(taskRole(task(), designer)).toBe('other');
    expect(taskRole(task(), visitor)).toBe('other');
  });

  it('offers apply to a designer on an open task, cancel once applied, nothing after', () => {
    expect(applyControl(task(), designer, null)).toEqual({ kind: 'apply' });
    expect(applyControl(task({ applyStatus: APPLICATION_STATUS.applied }), designer, null)).toEqual({ kind: 'cancel' });
    expect(applyControl(task({ applyStatus: APPLICATION_STATUS.notChosen }), designer, null)).toEqual({ kind: 'none' });
    expect(applyControl(task({ taskStatus: TASK_STATUS.inProgress }), designer, null)).toEqual({ kind: 'none' });
    // The api may send 0 for "no application".
    expect(applyControl(task({ applyStatus: 0 }), designer, null)).toEqual({ kind: 'apply' });
  });

  it('sends visitors to log in, employers to /join, never the owner', () => {
    expect(applyControl(task(), visitor, null)).toEqual({ kind: 'login' });
    expect(applyControl(task({ employerId: 50 }), employer, null)).toEqual({ kind: 'join' });
    expect(applyControl(task(), employer, null)).toEqual({ kind: 'none' });
  });

  it('closes applications after the deadline day, but a pending one may still be cancelled', () => {
    const due = { deadline: '2026-12-03T00:00:00.000Z' };
    const before = Date.parse('2026-12-03T23:00:00+08:00');
    const after = Date.parse('2026-12-04T00:00:00+08:00');
    expect(applyControl(task(due), designer, null, before)).toEqual({ kind: 'apply' });
    expect(applyControl(task(due), designer, null, after)).toEqual({ kind: 'ended' });
    expect(applyControl(task(due), visitor, null, after)).toEqual({ kind: 'ended' });
    const applied = task({ ...due, applyStatus: APPLICATION_STATUS.applied });
    expect(applyControl(applied, designer, null, after)).toEqual({ kind: 'cancel' });
  });

  it('shows full at maxOrderApplyCount and hides a direct hire from other designers', () => {
    expect(applyControl(task(), designer, { applyCount: 5, maxOrderApplyCount: 5 })).toEqual({ kind: 'full' });
    expect(applyControl(task(), designer, { applyCount: 4, maxOrderApplyCount: 5 })).toEqual({ kind: 'apply' });
    expect(applyControl(task({ designatedDesignerId: 2 }), designer, null)).toEqual({ kind: 'none' });
    expect(applyControl(task({ designatedDesignerId: 1 }), designer, null)).toEqual({ kind: 'apply' });
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
