import { TASK_PROPERTIES, TASK_STATUS } from '@bazaar/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  canAssign,
  canDeliver,
  canDispute,
  dealActions,
  countCallFor,
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

  it('tells images from files', () => {
    expect(isImageAttachment('image/png')).toBe(true);
    expect(isImageAttachment('application/pdf')).toBe(false);
  });
});

describe('revisions and disputes on the task page (issue 25)', () => {
  const deal = (revisionsLeft: number, dispute: 'open' | 'decided' | null) => ({
    revisionsLeft,
    dispute: dispute ? { status: dispute } : null,
  });

  it('offers 发起纠纷 only while 进行中 or 待验收, once known, and not beside an open dispute', () => {
    expect(canDispute(deal(3, null), TASK_STATUS.inProgress)).toBe(true);
    expect(canDispute(deal(3, null), TASK_STATUS.delivered)).toBe(true);
    expect(canDispute(deal(3, 'decided'), TASK_STATUS.delivered)).toBe(true);
    expect(canDispute(deal(3, 'open'), TASK_STATUS.delivered)).toBe(false);
    expect(canDispute(deal(3, null), TASK_STATUS.recruiting)).toBe(false);
    expect(canDispute(deal(3, null), TASK_STATUS.completed)).toBe(false);
    expect(canDispute(undefined, TASK_STATUS.delivered)).toBe(false);
  });

  it('hides 要求修改 after the third round, and every work action while a dispute is open', () => {
    const owner = ownerActions(TASK_STATUS.delivered);
    expect(dealActions(owner, deal(1, null))).toEqual(['revise', 'accept']);
    expect(dealActions(owner, deal(0, null))).toEqual(['accept']);
    expect(dealActions(owner, deal(2, 'open'))).toEqual([]);
    expect(dealActions(owner, undefined)).toEqual(['revise', 'accept']);
  });
});
