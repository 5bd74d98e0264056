import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, TASK_KIND, TASK_PROPERTIES, TASK_STATUS } from '../constants/index.js';
import { applyCallFor, applyState, cancelCallFor, refusalOf, type ApplyTask, type ApplyViewer } from './apply.js';

const task = (over: Partial<ApplyTask> = {}): ApplyTask => ({
  orderId: 7,
  taskStatus: TASK_STATUS.recruiting,
  taskProperties: TASK_PROPERTIES.normal,
  taskKind: TASK_KIND.normal,
  employerId: 49,
  designatedDesignerId: null,
  applyStatus: null,
  deadline: null,
  applyCount: 0,
  maxOrderApplyCount: 5,
  ...over,
});
const designer: ApplyViewer = { isLogin: true, isDesigner: true, userId: 1 };
const employer: ApplyViewer = { isLogin: true, isDesigner: false, userId: 50 };
const owner: ApplyViewer = { isLogin: true, isDesigner: true, userId: 49 };
const visitor: ApplyViewer = { isLogin: false, isDesigner: false, userId: null };

const KINDS = [TASK_KIND.normal, TASK_KIND.topic, TASK_KIND.activity];

describe('applyState', () => {
  it('lets a designer apply to an open task of every kind, then cancel', () => {
    for (const taskKind of KINDS) {
      expect(applyState(task({ taskKind }), designer)).toBe('apply');
      expect(applyState(task({ taskKind, applyStatus: APPLICATION_STATUS.applied }), designer)).toBe('cancel');
    }
    // The api may send 0 for "no application".
    expect(applyState(task({ applyStatus: 0 }), designer)).toBe('apply');
  });

  it('sends a visitor to log in and a non-designer to /join (只有设计师可以报名任务)', () => {
    expect(applyState(task(), visitor)).toBe('login');
    expect(applyState(task(), employer)).toBe('join');
    expect(refusalOf('join')).toBe('只有设计师可以报名任务');
  });

  it('offers the publisher nothing (不能报名自己发布的任务)', () => {
    expect(applyState(task(), owner)).toBe('own');
    expect(refusalOf('own')).toBe('不能报名自己发布的任务');
  });

  it('shows a decided application and nothing new on a task that left 招募中 (任务当前不在招募中，无法报名)', () => {
    expect(
      applyState(task({ applyStatus: APPLICATION_STATUS.hired, taskStatus: TASK_STATUS.inProgress }), designer),
    ).toBe('hired');
    expect(applyState(task({ applyStatus: APPLICATION_STATUS.notChosen }), designer)).toBe('notChosen');
    expect(
      applyState(task({ applyStatus: APPLICATION_STATUS.applied, taskStatus: TASK_STATUS.inProgress }), designer),
    ).toBe('closed');
    expect(applyState(task({ taskStatus: TASK_STATUS.inProgress }), visitor)).toBe('closed');
    expect(refusalOf('closed')).toBe('任务当前不在招募中，无法报名');
  });

  it('closes applications after the deadline day for everyone, of every kind; a pending one may still be cancelled', () => {
    const deadline = '2026-12-03T00:00:00.000Z';
    const before = Date.parse('2026-12-03T23:00:00+08:00');
    const after = Date.parse('2026-12-04T00:00:00+08:00');
    for (const taskKind of KINDS) {
      expect(applyState(task({ taskKind, deadline }), designer, null, before)).toBe('apply');
      expect(applyState(task({ taskKind, deadline }), designer, null, after)).toBe('ended');
      expect(applyState(task({ taskKind, deadline }), visitor, null, after)).toBe('ended');
      const applied = task({ taskKind, deadline, applyStatus: APPLICATION_STATUS.applied });
      expect(applyState(applied, designer, null, after)).toBe('cancel');
    }
    expect(refusalOf('ended')).toBe('任务已过截止日期，报名已结束');
  });

  it('is full at maxOrderApplyCount, from the fresh count or else the task’s own figures (报名人数已满)', () => {
    expect(applyState(task(), designer, { applyCount: 5, maxOrderApplyCount: 5 })).toBe('full');
    expect(applyState(task(), designer, { applyCount: 4, maxOrderApplyCount: 5 })).toBe('apply');
    expect(applyState(task({ taskKind: TASK_KIND.topic, applyCount: 5 }), designer)).toBe('full');
    // A visitor is asked to log in first; the api counts after that.
    expect(applyState(task({ applyCount: 5 }), visitor)).toBe('login');
    expect(refusalOf('full')).toBe('报名人数已满');
  });

  it('keeps a direct hire for its designer (该任务已指定设计师，仅受邀设计师可以报名)', () => {
    expect(applyState(task({ designatedDesignerId: 2 }), designer)).toBe('designated');
    expect(applyState(task({ designatedDesignerId: 1 }), designer)).toBe('apply');
    expect(refusalOf('designated')).toBe('该任务已指定设计师，仅受邀设计师可以报名');
  });

  it('a pending application is the api’s 您已报名该任务', () => {
    expect(refusalOf('cancel')).toBe('您已报名该任务');
    expect(refusalOf('apply')).toBeNull();
  });
});

describe('the calls', () => {
  it('applies with the topic call for a topic task, else by taskProperties', () => {
    expect(applyCallFor({ taskKind: TASK_KIND.topic, taskProperties: TASK_PROPERTIES.normal })).toBe('applyTopicTask');
    expect(applyCallFor({ taskKind: TASK_KIND.normal, taskProperties: TASK_PROPERTIES.normal })).toBe('applyTask');
    expect(applyCallFor({ taskKind: TASK_KIND.activity, taskProperties: TASK_PROPERTIES.normal })).toBe('applyTask');
    expect(applyCallFor({ taskKind: TASK_KIND.normal, taskProperties: TASK_PROPERTIES.ipad })).toBe('applyIpadTask');
    expect(applyCallFor({ taskKind: TASK_KIND.normal, taskProperties: TASK_PROPERTIES.enterprise })).toBe(
      'applyEnterpriseTask',
    );
  });

  it('cancels a topic task with cancelApplyTopicTask, an activity task with handleCancelApply, others unApplyTask', () => {
    expect(cancelCallFor({ taskKind: TASK_KIND.topic })).toBe('cancelApplyTopicTask');
    expect(cancelCallFor({ taskKind: TASK_KIND.activity })).toBe('handleCancelApply');
    expect(cancelCallFor({ taskKind: TASK_KIND.normal })).toBe('unApplyTask');
  });
});
