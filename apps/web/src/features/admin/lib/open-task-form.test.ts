import type { FollowUp, Task } from '@bazaar/domain/entities';
import { describe, expect, it } from 'vitest';
import { checkOpenTaskForm, dateInChina, initialOpenTaskForm, toOpenTaskInput } from './open-task-form';

// 2026-11-23 10:00 in China.
const NOW = Date.parse('2026-11-23T10:00:00+08:00');

const task = (over: Partial<Task> = {}): Task => ({
  orderId: 7,
  taskName: '茶饮杯套插画',
  cover: null,
  taskStatus: 5,
  taskStatusName: '待沟通',
  categoryId: null,
  categoryName: '平面插画',
  taskProperties: 2,
  taskAmount: 3000,
  applyCount: 0,
  maxOrderApplyCount: 10,
  employerName: '茶颜小馆',
  description: '',
  createdAt: '2026-11-23T01:00:00Z',
  taskKind: 1,
  employerId: 49,
  deadline: null,
  designatedDesignerId: null,
  hiredDesignerId: null,
  hiredDesignerName: null,
  applyStatus: null,
  brandId: null,
  brandName: null,
  activityId: null,
  closeReason: null,
  ...over,
});
const item = (over: Partial<Task> = {}): FollowUp => ({
  task: task(over),
  employerMobile: '13900000001',
  followStatus: 1,
  note: '',
  sourceAddress: '',
  sourceType: 10111010,
  updatedAt: '2026-11-23T01:00:00Z',
});

describe("the consultant's 完善需求 form", () => {
  it('starts from the employer’s sentence with a two-week deadline and 10 places', () => {
    const form = initialOpenTaskForm(item(), NOW);
    expect(form).toMatchObject({
      taskName: '茶饮杯套插画',
      taskAmount: '3000',
      deadline: '2026-12-07',
      maxOrderApplyCount: '10',
    });
    expect(form.categoryId).toBe('');
  });

  it('names every missing or out-of-range field in Chinese', () => {
    const form = { ...initialOpenTaskForm(item(), NOW), taskName: '茶', taskAmount: '-1', maxOrderApplyCount: '0' };
    expect(checkOpenTaskForm(form, NOW)).toEqual({
      taskName: '请输入任务名称 3-20字',
      taskAmount: '任务预算为不小于0的数字',
      categoryId: '请选择分类',
      maxOrderApplyCount: '报名人数上限为1-100',
      description: '请填写需求描述',
    });
  });

  it('wants a deadline after today (China time) and within a year', () => {
    const ok = { ...initialOpenTaskForm(item({ categoryId: 3 }), NOW), description: '杯套两款' };
    expect(checkOpenTaskForm(ok, NOW)).toEqual({});
    expect(checkOpenTaskForm({ ...ok, deadline: dateInChina(NOW) }, NOW).deadline).toBe('截止日期须晚于今天');
    expect(checkOpenTaskForm({ ...ok, deadline: '2028-01-01' }, NOW).deadline).toBe('截止日期须在一年以内');
    expect(checkOpenTaskForm({ ...ok, deadline: '' }, NOW).deadline).toBe('请选择截止日期');
  });

  it('sends numbers, the end of the deadline day in UTC+8 and no cover as null', () => {
    const form = { ...initialOpenTaskForm(item({ categoryId: 3 }), NOW), description: ' 杯套两款 ' };
    expect(toOpenTaskInput(7, form)).toEqual({
      orderId: 7,
      taskName: '茶饮杯套插画',
      taskAmount: 3000,
      categoryId: 3,
      taskProperties: 2,
      cover: null,
      deadline: '2026-12-07T23:59:59+08:00',
      maxOrderApplyCount: 10,
      description: '杯套两款',
    });
  });
});
