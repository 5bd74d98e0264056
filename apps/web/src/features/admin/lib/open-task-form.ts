/**
 * The consultant's 完善需求 form (issue 7): its starting values from a follow-up, its checks (the same
 * limits the api's `openTaskInput` enforces, so the consultant sees the message before sending) and the
 * call's input. Pure: tested without a DOM.
 */
import type { EndpointInput } from '@bazaar/domain/api';
import {
  TASK_DESCRIPTION_MAX,
  TASK_MAX_APPLY_MAX,
  TASK_MAX_APPLY_MIN,
  TASK_PROPERTIES,
} from '@bazaar/domain/constants';
import type { FollowUp } from '@bazaar/domain/entities';
import { checkTaskAmount, checkTaskName } from '@bazaar/domain/rules';

export interface OpenTaskForm {
  taskName: string;
  taskAmount: string;
  categoryId: string;
  taskProperties: string;
  deadline: string;
  maxOrderApplyCount: string;
  description: string;
  cover: string;
}

export type OpenTaskErrors = Partial<Record<keyof OpenTaskForm, string>>;

/** A new brief's applications run two weeks unless the consultant says otherwise. */
const DEFAULT_DEADLINE_DAYS = 14;
const DEFAULT_MAX_APPLY = 10;
const DAY = 24 * 60 * 60 * 1000;

/** `yyyy-mm-dd` of a date in UTC+8 (the product's time zone). */
export function dateInChina(time: number): string {
  return new Date(time + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function initialOpenTaskForm(item: FollowUp, now: number): OpenTaskForm {
  const { task } = item;
  return {
    taskName: task.taskName,
    taskAmount: String(task.taskAmount),
    categoryId: task.categoryId === null ? '' : String(task.categoryId),
    taskProperties: String(task.taskProperties > TASK_PROPERTIES.all ? task.taskProperties : TASK_PROPERTIES.normal),
    deadline: task.deadline ? dateInChina(Date.parse(task.deadline)) : dateInChina(now + DEFAULT_DEADLINE_DAYS * DAY),
    maxOrderApplyCount: String(task.maxOrderApplyCount || DEFAULT_MAX_APPLY),
    description: task.description,
    cover: task.cover ?? '',
  };
}

/** The field errors of `form` as of `now` (empty when it may be sent). */
export function checkOpenTaskForm(form: OpenTaskForm, now: number): OpenTaskErrors {
  const errors: OpenTaskErrors = {};
  const name = checkTaskName(form.taskName);
  if (name) errors.taskName = name;
  const amount = checkTaskAmount(form.taskAmount);
  if (amount) errors.taskAmount = amount;
  if (!/^\d+$/.test(form.categoryId)) errors.categoryId = '请选择分类';
  if (
    ![TASK_PROPERTIES.normal, TASK_PROPERTIES.ipad, TASK_PROPERTIES.enterprise].includes(
      Number(form.taskProperties) as 2,
    )
  ) {
    errors.taskProperties = '请选择任务类型';
  }
  // The deadline is the end of that day in UTC+8; it must be after today and within a year.
  const end = Date.parse(`${form.deadline}T23:59:59+08:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.deadline) || Number.isNaN(end)) errors.deadline = '请选择截止日期';
  else if (end <= now || form.deadline <= dateInChina(now)) errors.deadline = '截止日期须晚于今天';
  else if (end > now + 366 * DAY) errors.deadline = '截止日期须在一年以内';
  const max = Number(form.maxOrderApplyCount);
  if (!Number.isInteger(max) || max < TASK_MAX_APPLY_MIN || max > TASK_MAX_APPLY_MAX) {
    errors.maxOrderApplyCount = `报名人数上限为${TASK_MAX_APPLY_MIN}-${TASK_MAX_APPLY_MAX}`;
  }
  const description = form.description.trim();
  if (!description) errors.description = '请填写需求描述';
  else if (description.length > TASK_DESCRIPTION_MAX) errors.description = `需求描述不能超过${TASK_DESCRIPTION_MAX}字`;
  return errors;
}

export function toOpenTaskInput(orderId: number, form: OpenTaskForm): EndpointInput<'openTask'> {
  return {
    orderId,
    taskName: form.taskName.trim(),
    taskAmount: Number(form.taskAmount),
    categoryId: Number(form.categoryId),
    taskProperties: Number(form.taskProperties),
    cover: form.cover || null,
    deadline: `${form.deadline}T23:59:59+08:00`,
    maxOrderApplyCount: Number(form.maxOrderApplyCount),
    description: form.description.trim(),
  };
}
