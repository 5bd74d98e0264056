/**
 * docs/product.md §5: a task list whose status or category filter is present but is 0 or non-numeric is empty, and
 * no call is made; `taskProperties = 1` (all kinds, see TASK_PROPERTIES) is dropped from the query.
 *
 * Choices where the spec is silent:
 * - "Present" means not undefined, null or '' — an empty `?taskStatus=` is the same as no filter.
 * - "Numeric" means a positive integer (number or digits-only string). A negative or fractional status
 *   would be refused by the api (400), so it is treated like a non-numeric one: empty, no call.
 * - taskProperties, current and pageSize that are not positive integers are dropped (the api applies
 *   its defaults); pageSize is capped at PAGE_SIZE_MAX.
 * - Other keys (e.g. `keyword`, `filter`) pass through when they are a non-empty string or a finite
 *   number; empty strings, arrays and objects are dropped.
 */
import { PAGE_SIZE_MAX } from '../constants/base.js';
import { TASK_PROPERTIES } from '../constants/tasks.js';
import { toPositiveInt } from './numeric.js';

export interface TaskListFilters {
  taskStatus?: unknown;
  categoryId?: unknown;
  taskProperties?: unknown;
  current?: unknown;
  pageSize?: unknown;
  [key: string]: unknown;
}

export interface TaskListQuery {
  taskStatus?: number;
  categoryId?: number;
  taskProperties?: number;
  current?: number;
  pageSize?: number;
  [key: string]: string | number | undefined;
}

const isAbsent = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const NUMERIC_KEYS = new Set(['taskStatus', 'categoryId', 'taskProperties', 'current', 'pageSize']);

function passThrough(filters: TaskListFilters): TaskListQuery {
  const query: TaskListQuery = {};
  for (const [key, value] of Object.entries(filters)) {
    if (NUMERIC_KEYS.has(key)) continue;
    if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) query[key] = value;
  }
  return query;
}

/** The getTaskPage query for `filters`, or null: "the list is empty, make no call". */
export function taskListQuery(filters: TaskListFilters): TaskListQuery | null {
  const query = passThrough(filters);
  for (const key of ['taskStatus', 'categoryId'] as const) {
    if (isAbsent(filters[key])) continue;
    const id = toPositiveInt(filters[key]);
    if (id === null) return null;
    query[key] = id;
  }
  const properties = toPositiveInt(filters.taskProperties);
  if (properties !== null && properties !== TASK_PROPERTIES.all) query.taskProperties = properties;
  const current = toPositiveInt(filters.current);
  if (current !== null) query.current = current;
  const pageSize = toPositiveInt(filters.pageSize);
  if (pageSize !== null) query.pageSize = Math.min(pageSize, PAGE_SIZE_MAX);
  return query;
}
