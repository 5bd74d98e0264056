/** Tasks — rules and mapping rows to the domain's `Task` shape. */
import type { TaskPageQuery } from '@bazaar/domain/api';
import { CATEGORY_FALLBACK, TASK_PROPERTIES, TASK_STATUS_NAME } from '@bazaar/domain/constants';
import type { Page, Task } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import { DomainError } from '../../http/errors';
import * as repo from './tasks.repository';

/** `applyStatus` is the viewer's application (spec §3 "apply status"), null for visitors and non-applicants. */
export function toTask(row: repo.TaskRow, applyStatus: number | null = null): Task {
  return {
    orderId: row.order_id,
    taskName: row.task_name,
    cover: row.cover,
    taskStatus: row.task_status,
    taskStatusName: TASK_STATUS_NAME[row.task_status] ?? '',
    categoryId: row.category_id,
    // spec §3/§9: a task without a category shows 平面插画.
    categoryName: row.category_name ?? CATEGORY_FALLBACK,
    taskProperties: row.task_properties,
    taskAmount: Number(row.task_amount),
    applyCount: row.apply_count ?? 0,
    maxOrderApplyCount: row.max_order_apply_count,
    employerName: row.employer_name ?? '',
    description: row.description,
    createdAt: isoTime(row.created_at),
    taskKind: row.task_kind,
    employerId: row.employer_id,
    deadline: row.deadline ? isoTime(row.deadline) : null,
    designatedDesignerId: row.designated_designer_id,
    hiredDesignerId: row.hired_designer_id,
    hiredDesignerName: row.hired_designer_id === null ? null : (row.hired_designer_name ?? ''),
    applyStatus,
    brandId: row.brand_id,
    brandName: row.brand_name,
    activityId: row.activity_id,
    closeReason: row.close_reason,
  };
}

export async function taskPage(db: Db, q: TaskPageQuery): Promise<Page<Task>> {
  const { rows, total } = await repo.findTasksPage(
    db,
    {
      categoryId: q.categoryId,
      fallbackCategoryName: CATEGORY_FALLBACK,
      taskStatus: q.taskStatus,
      // spec §5: taskProperties = 1 means every kind.
      taskProperties: q.taskProperties === TASK_PROPERTIES.all ? undefined : q.taskProperties,
    },
    q.current,
    q.pageSize,
  );
  return { rows: rows.map(toTask), total, current: q.current, pageSize: q.pageSize };
}

export async function taskInfo(db: Db, orderId: number): Promise<Task> {
  const row = await repo.findTask(db, orderId);
  if (!row) throw new DomainError('E010404', '任务不存在或已下架');
  return toTask(row);
}
