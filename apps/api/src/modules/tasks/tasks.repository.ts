/**
 * Tasks — SQL only: the reads (lists, a task, applicants, events, attachments, the consultant's desk, what
 * billing needs of a task). The changes of the lifecycle (applying, status changes, events, publishing,
 * attachments, follow-ups) are in `tasks.lifecycle.repository.ts`.
 */
import { isTaskStatus, type TaskStatus } from '@bazaar/domain/constants';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { EXACT_COUNT_MAX, estimateRows } from '../../db/list-queries';
import { pageWindow } from '../../db/sql-helpers';
import { contactsByIds, withNickNames } from '../account/users.repository';
import { brandNamesByIds } from '../brands/brands.repository';
import { categoryNamesByIds } from '../cms/cms.repository';

export interface TasksFilter {
  taskKind?: number | undefined;
  /** Leave out tasks in this status (the hall hides 待沟通). */
  excludeStatus?: TaskStatus | undefined;
  employerId?: number | undefined;
  brandId?: number | undefined;
  activityId?: number | undefined;
  categoryId?: number | undefined;
  /** The name whose category also takes the tasks without one (docs/product.md §3 fallback). */
  fallbackCategoryName: string;
  /** The list query's number: one that is no task status matches no task. */
  taskStatus?: number | undefined;
  taskProperties?: number | undefined;
}

/**
 * `tasks` alone, for page ids and counts: an index-only scan needs every column the query mentions in the
 * index, and PostgreSQL 15 still counts a removed left join's key as mentioned.
 */
function fromTaskIds(db: Db) {
  return db.selectFrom('tasks as t');
}

function selectTask(db: Db) {
  return db
    .selectFrom('tasks as t')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('task_applications as a')
          .select(sql<number>`count(*)::int`.as('apply_count'))
          .whereRef('a.order_id', '=', 't.order_id')
          .as('ac'),
      (join) => join.onTrue(),
    )
    .select([
      't.order_id',
      't.task_name',
      't.cover',
      't.task_status',
      't.category_id',
      't.task_properties',
      't.task_amount',
      'ac.apply_count',
      't.max_order_apply_count',
      't.description',
      't.created_at',
      't.task_kind',
      't.employer_id',
      't.deadline',
      't.designated_designer_id',
      't.hired_designer_id',
      't.brand_id',
      't.activity_id',
      't.close_reason',
      't.source_address',
      't.source_type',
      't.updated_at',
    ]);
}

type OwnRow = Awaited<ReturnType<ReturnType<typeof selectTask>['execute']>>[number];

/** A task with the names other modules own: the employer's and the hired designer's, the category's, the brand's. */
export type TaskRow = OwnRow & {
  category_name: string | null;
  employer_name: string | null;
  employer_mobile: string | null;
  hired_designer_name: string | null;
  brand_name: string | null;
};

/** Names the tasks from their owners: one query each to account, cms and brands for all the rows. */
async function named(db: Db, rows: OwnRow[]): Promise<TaskRow[]> {
  if (rows.length === 0) return [];
  const [users, categories, brands] = await Promise.all([
    contactsByIds(
      db,
      rows.flatMap((r) => [r.employer_id, r.hired_designer_id]),
    ),
    categoryNamesByIds(
      db,
      rows.map((r) => r.category_id),
    ),
    brandNamesByIds(
      db,
      rows.map((r) => r.brand_id),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    category_name: r.category_id === null ? null : (categories.get(r.category_id) ?? null),
    employer_name: users.get(r.employer_id)?.nick_name ?? null,
    employer_mobile: users.get(r.employer_id)?.mobile ?? null,
    hired_designer_name: r.hired_designer_id === null ? null : (users.get(r.hired_designer_id)?.nick_name ?? null),
    brand_name: r.brand_id === null ? null : (brands.get(r.brand_id) ?? null),
  }));
}

/** The filter with its category's fallback decided: whether tasks without a category are in it too. */
type ResolvedFilter = TasksFilter & { uncategorisedToo: boolean };

async function resolve(db: Db, f: TasksFilter): Promise<ResolvedFilter> {
  if (f.categoryId === undefined) return { ...f, uncategorisedToo: false };
  const names = await categoryNamesByIds(db, [f.categoryId]);
  return { ...f, uncategorisedToo: names.get(f.categoryId) === f.fallbackCategoryName };
}

function where(f: ResolvedFilter) {
  return <Q extends ReturnType<typeof fromTaskIds>>(qb: Q): Q =>
    qb.where((eb) => {
      const conditions = [];
      if (f.taskKind !== undefined) conditions.push(eb('t.task_kind', '=', f.taskKind));
      if (f.excludeStatus !== undefined) conditions.push(eb('t.task_status', '<>', f.excludeStatus));
      if (f.employerId !== undefined) conditions.push(eb('t.employer_id', '=', f.employerId));
      if (f.brandId !== undefined) conditions.push(eb('t.brand_id', '=', f.brandId));
      if (f.activityId !== undefined) conditions.push(eb('t.activity_id', '=', f.activityId));
      if (f.taskStatus !== undefined)
        conditions.push(isTaskStatus(f.taskStatus) ? eb('t.task_status', '=', f.taskStatus) : eb.lit(false));
      if (f.taskProperties !== undefined) conditions.push(eb('t.task_properties', '=', f.taskProperties));
      if (f.categoryId !== undefined) {
        conditions.push(
          f.uncategorisedToo
            ? eb.or([eb('t.category_id', '=', f.categoryId), eb('t.category_id', 'is', null)])
            : eb('t.category_id', '=', f.categoryId),
        );
      }
      return eb.and(conditions);
    }) as Q;
}

/**
 * One page in list order (newest first) and its total: exact up to EXACT_COUNT_MAX, an estimate above
 * (docs/decisions/007). Unlike the works and designers lists (one statement each), the ids and the capped
 * count stay two statements in parallel: at 200 k tasks the count reads up to 1 001 index entries, and
 * folded into the page's statement it ran after the ids instead of beside them — p50 +1–4 ms in 5 of
 * scale.mjs's 10 task cases (2026-11-23). The page's ids come first from `tasks` alone (index-only scans of migration 0004's
 * indexes), then the 16 rows with their joins and applicant counts — a deep
 * page must not join and count for every row it skips.
 */
export async function findTasksPage(
  db: Db,
  filter: TasksFilter,
  current: number,
  pageSize: number,
): Promise<{ rows: TaskRow[]; total: number; approximate: boolean }> {
  const { limit, offset } = pageWindow(current, pageSize);
  const resolved = await resolve(db, filter);
  const [ids, count] = await Promise.all([
    where(resolved)(fromTaskIds(db))
      .select('t.order_id')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.order_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countTasks(db, resolved),
  ]);
  return {
    rows: await findTasksByIds(
      db,
      ids.map((r) => r.order_id),
    ),
    total: count.total,
    approximate: count.approximate,
  };
}

/**
 * The list's total: exact up to EXACT_COUNT_MAX, else the planner's estimate (as list-queries' countRows).
 * The capped count keeps the list order, so the planner reads the list's index and stops at cap + 1 matches
 * (without it, it guessed a sequential scan would stop early and read the whole table for a rare filter).
 */
async function countTasks(db: Db, filter: ResolvedFilter): Promise<{ total: number; approximate: boolean }> {
  const probe = where(filter)(fromTaskIds(db)).select(sql`1`.as('one'));
  const { n } = await db
    .selectFrom(
      probe
        .orderBy('t.created_at', 'desc')
        .orderBy('t.order_id', 'desc')
        .limit(EXACT_COUNT_MAX + 1)
        .as('capped'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (n <= EXACT_COUNT_MAX) return { total: n, approximate: false };
  return { total: Math.max(EXACT_COUNT_MAX + 1, await estimateRows(db, probe)), approximate: true };
}

/** Each of `refs` with its task, in the order of `refs` (refs whose task is gone are skipped). */
async function withTasks<R extends { order_id: number }>(db: Db, refs: readonly R[]): Promise<[R, TaskRow][]> {
  if (refs.length === 0) return [];
  const rows = await named(
    db,
    await selectTask(db)
      .where(
        't.order_id',
        'in',
        refs.map((r) => r.order_id),
      )
      .execute(),
  );
  const byId = new Map(rows.map((r) => [r.order_id, r]));
  return refs.flatMap((ref) => {
    const row = byId.get(ref.order_id);
    return row ? [[ref, row] as [R, TaskRow]] : [];
  });
}

/** Tasks in the order of `ids` (unknown ids skipped). */
export async function findTasksByIds(db: Db, ids: readonly number[]): Promise<TaskRow[]> {
  return (
    await withTasks(
      db,
      ids.map((order_id) => ({ order_id })),
    )
  ).map(([, row]) => row);
}

/** The tasks `userId` applied to, newest application first (statuses: the tasks' statuses filter). */
export async function findAppliedPage(
  db: Db,
  userId: number,
  filter: TasksFilter,
  current: number,
  pageSize: number,
): Promise<{ rows: (TaskRow & { apply_status: number })[]; total: number }> {
  const { limit, offset } = pageWindow(current, pageSize);
  const base = where(await resolve(db, filter))(fromTaskIds(db)).innerJoin('task_applications as my', (j) =>
    j.onRef('my.order_id', '=', 't.order_id').on('my.user_id', '=', userId),
  );
  const [ids, count] = await Promise.all([
    base
      .select(['t.order_id', 'my.status as apply_status', 'my.created_at as applied_at'])
      .orderBy('my.created_at', 'desc')
      .orderBy('t.order_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: (await withTasks(db, ids)).map(([r, row]) => ({ ...row, apply_status: r.apply_status })),
    total: count.n,
  };
}

export async function findTask(db: Db, orderId: number): Promise<TaskRow | undefined> {
  const row = await selectTask(db).where('t.order_id', '=', orderId).executeTakeFirst();
  return row ? (await named(db, [row]))[0] : undefined;
}

/** The viewer's application status per task, for the ids given. */
export async function findApplyStatuses(
  db: Db,
  userId: number,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('task_applications')
    .select(['order_id', 'status'])
    .where('user_id', '=', userId)
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((r) => [r.order_id, r.status]));
}

/** A task's applicants, first applied first. */
export async function findApplicantsPage(db: Db, orderId: number, current: number, pageSize: number) {
  const { limit, offset } = pageWindow(current, pageSize);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('task_applications')
      .select(['user_id', 'status', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'asc')
      .orderBy('user_id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('task_applications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

// — Events

export function findEvents(db: Db, orderId: number) {
  return db
    .selectFrom('task_events')
    .select(['action', 'from_status', 'to_status', 'remark', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('event_id', 'asc')
    .execute();
}

// — Money (read by billing: a task's budget and who pays and earns it)

/** What the cashier and the escrow need of a task. */
function selectTaskMoney(db: Db | Tx) {
  return db
    .selectFrom('tasks')
    .select(['order_id', 'task_name', 'task_status', 'task_amount', 'employer_id', 'hired_designer_id']);
}
export type TaskMoney = NonNullable<Awaited<ReturnType<ReturnType<typeof selectTaskMoney>['executeTakeFirst']>>>;

export function findTaskMoney(db: Db | Tx, orderId: number): Promise<TaskMoney | undefined> {
  return selectTaskMoney(db).where('order_id', '=', orderId).executeTakeFirst();
}

/** As findTaskMoney, the row locked until the transaction ends (paying for a task races its lifecycle). */
export function lockTaskMoney(trx: Tx, orderId: number): Promise<TaskMoney | undefined> {
  return selectTaskMoney(trx).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
}

/** The ids of the tasks `designerId` is hired on, as a subquery (the ledger sums their escrow in one statement). */
export function hiredOrderIds(db: Db | Tx, designerId: number) {
  return db.selectFrom('tasks').select('order_id').where('hired_designer_id', '=', designerId);
}

// — Attachments

/** A task's attachments, the first uploaded first, each with its uploader's nickname (from account). */
export async function findAttachments(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('task_attachments as a')
    .select([
      'a.attachment_id',
      'a.kind',
      'a.file_name',
      'a.url',
      'a.mime_type',
      'a.size',
      'a.uploader_role',
      'a.user_id',
      'a.created_at',
    ])
    .where('a.order_id', '=', orderId)
    .orderBy('a.attachment_id', 'asc')
    .execute();
  return withNickNames(db, rows, (r) => r.user_id);
}
export type AttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];

/** Who uploaded which of `ids` on the task, and as what (a dispute names only its opener's evidence). */
export function findAttachmentOwners(db: Db | Tx, orderId: number, ids: readonly number[]) {
  return db
    .selectFrom('task_attachments')
    .select(['attachment_id', 'kind', 'user_id'])
    .where('order_id', '=', orderId)
    .where('attachment_id', 'in', ids)
    .execute();
}

// — The consultant's desk

export async function findFollowUpsPage(
  db: Db,
  f: { followStatus?: number | undefined; taskStatus?: number | undefined },
  current: number,
  pageSize: number,
) {
  const { limit, offset } = pageWindow(current, pageSize);
  let base = db.selectFrom('task_follow_ups as f').innerJoin('tasks as t', 't.order_id', 'f.order_id');
  if (f.followStatus !== undefined) base = base.where('f.follow_status', '=', f.followStatus);
  // A number that is no task status matches no task (as the comparison with the column did).
  if (f.taskStatus !== undefined)
    base = isTaskStatus(f.taskStatus)
      ? base.where('t.task_status', '=', f.taskStatus)
      : base.where((eb) => eb.lit(false));
  const [ids, count] = await Promise.all([
    base
      .select(['f.order_id', 'f.follow_status', 'f.note', 'f.updated_at'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.order_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: (await withTasks(db, ids)).map(([follow, task]) => ({ follow, task })),
    total: count.n,
  };
}
