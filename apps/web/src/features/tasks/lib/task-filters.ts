/**
 * The task hall's state in the URL query: categoryId, taskStatus, taskProperties, filter=myapply, current.
 * Status and category stay as typed in the URL — docs/product.md §5 decides in `taskListQuery` (domain): present but 0
 * or non-numeric → an empty list and no call; taskProperties 1 (全部) is dropped.
 */
import { PAGE_SIZE_DEFAULT, TASK_PROPERTIES_NAME, TASK_STATUS, TASK_STATUS_ORDER } from '@bazaar/domain/constants';
import { taskListQuery, type TaskListQuery } from '@bazaar/domain/rules';
import * as paths from '@/shared/lib/paths';
import { withQuery } from '@/shared/lib/paths';
import { positiveIntParam } from '@/shared/lib/search-params';

/** 16 cards: four rows of four at 1280 px, the same page the gateway preloads (page-data `/task`). */
export const HALL_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** docs/product.md §5 / issue 7: the public sees every status but 待沟通 (a task still with the consultant). */
export const HALL_STATUSES = TASK_STATUS_ORDER.filter((s) => s !== TASK_STATUS.pending);

/** 全部 / 普通任务 / iPad绘画任务 / 企业任务 (TASK_PROPERTIES). */
export const HALL_PROPERTIES = Object.keys(TASK_PROPERTIES_NAME).map(Number);

export interface HallFilters {
  /** Raw query values (null when absent): `taskListQuery` judges them. */
  categoryId: string | null;
  taskStatus: string | null;
  taskProperties: number | undefined;
  /** 我的报名: a logged-in designer's own applications (getMyApplyPage). */
  myApply: boolean;
  current: number;
}

export function readHallFilters(params: URLSearchParams): HallFilters {
  return {
    categoryId: params.get('categoryId'),
    taskStatus: params.get('taskStatus'),
    taskProperties: positiveIntParam(params.get('taskProperties')) ?? undefined,
    myApply: params.get('filter') === 'myapply',
    current: positiveIntParam(params.get('current')) ?? 1,
  };
}

/** The list call's query, or null: the docs/product.md §5 empty list without a call. */
export function hallQuery(f: HallFilters): TaskListQuery | null {
  return taskListQuery({
    categoryId: f.categoryId,
    taskStatus: f.taskStatus,
    taskProperties: f.taskProperties,
    current: f.current,
    pageSize: HALL_PAGE_SIZE,
  });
}

/** The URL of a filter state; defaults are left out so URLs stay short. */
export function hallHref(f: HallFilters): string {
  return withQuery(paths.tasks, {
    categoryId: f.categoryId ?? undefined,
    taskStatus: f.taskStatus ?? undefined,
    taskProperties: f.taskProperties === 1 ? undefined : f.taskProperties,
    filter: f.myApply ? 'myapply' : undefined,
    current: f.current === 1 ? undefined : f.current,
  });
}

/** A changed filter always goes back to page 1. */
export const withHallFilter = (f: HallFilters, change: Partial<HallFilters>): string =>
  hallHref({ ...f, ...change, current: 1 });
