/** Tasks — lists, info and counts; mapping rows to the domain's `Task` shape. */
import type { ActivityTaskPageQuery, TaskPageQuery, TopicTaskPageQuery } from '@bazaar/domain/api';
import {
  APPLICATION_STATUS_NAME,
  CATEGORY_FALLBACK,
  FILTERED_LIST_DEPTH_MAX,
  LIST_DEPTH_MAX,
  TASK_KIND,
  TASK_PROPERTIES,
  TASK_STATUS,
  TASK_STATUS_NAME,
} from '@bazaar/domain/constants';
import type { Applicant, Designer, Page, Task } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import { depthLimitedPage } from '../../db/list-queries';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { configTalents } from '../designers/designers.service';
import * as changes from './tasks.lifecycle.repository';
import * as repo from './tasks.repository';

export const TASK_NOT_FOUND = '任务不存在或已下架';
export const WRONG_TASK_KIND = '该任务不是此类型的任务';
export const NOT_TASK_OWNER = '只有任务的发布者可以进行此操作';

/** `applyStatus` is the viewer's application (docs/product.md §3 "apply status"), null for visitors and non-applicants. */
export function toTask(row: repo.TaskRow, applyStatus: number | null = null): Task {
  return {
    orderId: row.order_id,
    taskName: row.task_name,
    cover: row.cover,
    taskStatus: row.task_status,
    taskStatusName: TASK_STATUS_NAME[row.task_status] ?? '',
    categoryId: row.category_id,
    // docs/product.md §3/§9: a task without a category shows 平面插画.
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

const filterOf = (q: TaskPageQuery): repo.TasksFilter => ({
  categoryId: q.categoryId,
  fallbackCategoryName: CATEGORY_FALLBACK,
  taskStatus: q.taskStatus,
  // docs/product.md §5: taskProperties = 1 means every kind.
  taskProperties: q.taskProperties === TASK_PROPERTIES.all ? undefined : q.taskProperties,
});

/** Rows with the viewer's own application status (one query for the page). */
async function withApplyStatus(db: Db, viewer: SessionUser | null, rows: repo.TaskRow[]): Promise<Task[]> {
  const statuses = viewer
    ? await repo.findApplyStatuses(
        db,
        viewer.userId,
        rows.map((r) => r.order_id),
      )
    : new Map<number, number>();
  return rows.map((r) => toTask(r, statuses.get(r.order_id) ?? null));
}

/**
 * A public task list of one kind, newest first. 待沟通 tasks are the employer's and the consultant's
 * business: they never show here (a status filter of 5 answers nothing). Paging stops at LIST_DEPTH_MAX
 * rows (FILTERED_LIST_DEPTH_MAX with a category or properties filter), as works do (docs/decisions/007).
 */
async function publicTaskPage(
  db: Db,
  viewer: SessionUser | null,
  q: TaskPageQuery,
  extra: Partial<repo.TasksFilter>,
): Promise<Page<Task>> {
  if (q.taskStatus === TASK_STATUS.pending) return { rows: [], total: 0, current: q.current, pageSize: q.pageSize };
  const filter = {
    ...filterOf(q),
    ...extra,
    excludeStatus: q.taskStatus === undefined ? TASK_STATUS.pending : undefined,
  };
  const indexed = filter.categoryId === undefined && filter.taskProperties === undefined;
  const page = await depthLimitedPage(
    q,
    indexed ? LIST_DEPTH_MAX : FILTERED_LIST_DEPTH_MAX,
    (current) => repo.findTasksPage(db, filter, current, q.pageSize),
    (row) => row,
  );
  return { ...page, rows: await withApplyStatus(db, viewer, page.rows) };
}

type TasksDeps = Pick<Deps, 'db'>;

export function taskPage(deps: TasksDeps, viewer: SessionUser | null, q: TaskPageQuery): Promise<Page<Task>> {
  return publicTaskPage(deps.db, viewer, q, { taskKind: TASK_KIND.normal });
}

export function topicTaskPage(deps: TasksDeps, viewer: SessionUser | null, q: TopicTaskPageQuery): Promise<Page<Task>> {
  return publicTaskPage(deps.db, viewer, q, { taskKind: TASK_KIND.topic, brandId: q.brandId });
}

export function activityTaskPage(
  deps: TasksDeps,
  viewer: SessionUser | null,
  q: ActivityTaskPageQuery,
): Promise<Page<Task>> {
  return publicTaskPage(deps.db, viewer, q, { taskKind: TASK_KIND.activity, activityId: q.activityId });
}

/** The caller's own tasks (every kind and status, 待沟通 included), newest first. */
export async function myPublishTaskPage(deps: TasksDeps, user: SessionUser, q: TaskPageQuery): Promise<Page<Task>> {
  const { rows, total } = await repo.findTasksPage(
    deps.db,
    { ...filterOf(q), employerId: user.userId },
    q.current,
    q.pageSize,
  );
  return { rows: rows.map((r) => toTask(r)), total, current: q.current, pageSize: q.pageSize };
}

/** The caller's applications, newest first, each with its applyStatus. */
export async function myApplyPage(deps: TasksDeps, user: SessionUser, q: TaskPageQuery): Promise<Page<Task>> {
  const { rows, total } = await repo.findAppliedPage(deps.db, user.userId, filterOf(q), q.current, q.pageSize);
  return { rows: rows.map((r) => toTask(r, r.apply_status)), total, current: q.current, pageSize: q.pageSize };
}

/** Whether `viewer` may see the task: a 待沟通 task only its employer, its designated designer and operators. */
function canSee(row: repo.TaskRow, viewer: SessionUser | null): boolean {
  if (row.task_status !== TASK_STATUS.pending) return true;
  if (!viewer) return false;
  return viewer.isOperator || viewer.userId === row.employer_id || viewer.userId === row.designated_designer_id;
}

/** A task the viewer may see, or the not-found error. */
async function visibleTask(db: Db, viewer: SessionUser | null, orderId: number): Promise<repo.TaskRow> {
  const row = await repo.findTask(db, orderId);
  if (!row || !canSee(row, viewer)) throw new DomainError('E010404', TASK_NOT_FOUND);
  return row;
}

export async function taskInfo(
  deps: TasksDeps,
  viewer: SessionUser | null,
  { orderId, kind }: { orderId: number; kind?: number },
): Promise<Task> {
  const row = await visibleTask(deps.db, viewer, orderId);
  if (kind !== undefined && row.task_kind !== kind) throw new DomainError('E010404', TASK_NOT_FOUND);
  const [task] = await withApplyStatus(deps.db, viewer, [row]);
  return task!;
}

/** getTaskApplyCount / getIpadTaskApplyCount / getEnterpriseTaskApplyCount: one per taskProperties. */
export async function applyCount(
  deps: TasksDeps,
  viewer: SessionUser,
  { orderId, properties }: { orderId: number; properties: number },
): Promise<{ applyCount: number; maxOrderApplyCount: number }> {
  const row = await visibleTask(deps.db, viewer, orderId);
  if (row.task_properties !== properties) throw refusal(WRONG_TASK_KIND);
  return { applyCount: row.apply_count ?? 0, maxOrderApplyCount: row.max_order_apply_count };
}

export async function myApplyStatus(
  deps: TasksDeps,
  user: SessionUser,
  { orderId }: { orderId: number },
): Promise<{ applied: boolean; applyStatus: number | null }> {
  await visibleTask(deps.db, user, orderId);
  const app = await changes.findApplication(deps.db, orderId, user.userId);
  return { applied: app !== undefined, applyStatus: app?.status ?? null };
}

async function applicantDesigners(
  db: Db,
  viewer: SessionUser | null,
  orderId: number,
  current: number,
  pageSize: number,
): Promise<{ rows: { designer: Designer; status: number; appliedAt: string }[]; total: number }> {
  const { rows, total } = await repo.findApplicantsPage(db, orderId, current, pageSize);
  // The designers module's cards (with up to 3 sample works), not a copy of its SQL.
  const designers = await configTalents({ db }, viewer, { ids: rows.map((r) => r.user_id) });
  const byId = new Map(designers.map((d) => [d.userId, d]));
  return {
    rows: rows.flatMap((r) => {
      const designer = byId.get(r.user_id);
      return designer ? [{ designer, status: r.status, appliedAt: isoTime(r.created_at) }] : [];
    }),
    total,
  };
}

/** The employer owner's view of who applied (getTaskApplyDesignerPage). */
export async function applicantPage(
  deps: TasksDeps,
  user: SessionUser,
  q: { orderId: number; current: number; pageSize: number },
): Promise<Page<Applicant>> {
  const row = await visibleTask(deps.db, user, q.orderId);
  if (row.employer_id !== user.userId) throw new DomainError('E010403', NOT_TASK_OWNER);
  const { rows, total } = await applicantDesigners(deps.db, user, q.orderId, q.current, q.pageSize);
  return {
    rows: rows.map((r) => ({
      designer: r.designer,
      applyStatus: r.status,
      applyStatusName: APPLICATION_STATUS_NAME[r.status] ?? '',
      appliedAt: r.appliedAt,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** A topic task's applicants (public, on the brand page). */
export async function topicApplicantPage(
  deps: TasksDeps,
  viewer: SessionUser | null,
  q: { orderId: number; current: number; pageSize: number },
): Promise<Page<Designer>> {
  const row = await visibleTask(deps.db, viewer, q.orderId);
  if (row.task_kind !== TASK_KIND.topic) throw new DomainError('E010404', TASK_NOT_FOUND);
  const { rows, total } = await applicantDesigners(deps.db, viewer, q.orderId, q.current, q.pageSize);
  return { rows: rows.map((r) => r.designer), total, current: q.current, pageSize: q.pageSize };
}
