/**
 * Tasks — SQL only: what other modules ask of a designer's tasks. Growth's plans and health report (has
 * the designer applied, tasks completed, tasks designated to them and answered, deliveries against the
 * deadline), the designers list's turnover (completed tasks they were hired for), the brands' and
 * campaigns' counts of their tasks (one grouped statement per page), and the names and parties reviews and
 * conversations show. The tasks tables are read here, not in those modules (docs/conventions.md §6).
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { APPLICATION_STATUS, TASK_KIND, TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import type { Db, Tx } from '../../db/database';
import type { Database } from '../../db/schema';

/** Has the user applied to any task (whatever became of the application)? */
export async function hasApplied(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('task_applications')
    .select('order_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Completed tasks the user was hired for. */
export async function countCompletedTasks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hired_designer_id', '=', userId)
    .where('task_status', '=', TASK_STATUS.completed)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tasks designated to the user, each with whether they answered it (applied, or were hired). */
export async function designatedTasks(db: Db, userId: number) {
  const rows = await db
    .selectFrom('tasks as t')
    .select((eb) => [
      't.order_id',
      eb
        .or([
          eb('t.hired_designer_id', '=', userId),
          eb.exists(
            eb
              .selectFrom('task_applications as a')
              .select('a.order_id')
              .whereRef('a.order_id', '=', 't.order_id')
              .where('a.user_id', '=', userId),
          ),
        ])
        .as('answered'),
    ])
    .where('t.designated_designer_id', '=', userId)
    .execute();
  return rows.map((r) => ({ orderId: r.order_id, answered: Boolean(r.answered) }));
}

/** The hired designer's tasks with a deadline that were delivered: the first delivery time against it. */
export function deliveries(db: Db, userId: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('task_events as e', (j) => j.onRef('e.order_id', '=', 't.order_id').on('e.action', '=', 'deliver'))
    .select(['t.order_id', 't.deadline', (eb) => eb.fn.min('e.created_at').as('delivered_at')])
    .where('t.hired_designer_id', '=', userId)
    .where('t.deadline', 'is not', null)
    .groupBy(['t.order_id', 't.deadline'])
    .execute();
}

/** Per user: completed tasks they were hired for (users with none are not in the answer). */
export function countCompletedHires(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('task_applications as a')
    .innerJoin('tasks as t', 't.order_id', 'a.order_id')
    .select(['a.user_id', sql<number>`count(*)::int`.as('turn_over')])
    .where('a.user_id', 'in', userIds)
    .where('a.status', '=', APPLICATION_STATUS.hired)
    .where('t.task_status', '=', TASK_STATUS.completed)
    .groupBy('a.user_id')
    .execute();
}

/** Per brand of `brandIds`: its topic tasks, all of them and those 招募中 (absent: none). One grouped statement. */
export async function brandTaskCounts(
  db: Db,
  brandIds: readonly number[],
): Promise<Map<number, { open: number; total: number }>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tasks')
    .select([
      'brand_id',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where task_status = ${TASK_STATUS.recruiting}))::int`.as('open'),
    ])
    .where('task_kind', '=', TASK_KIND.topic)
    .where('brand_id', 'in', [...brandIds])
    .groupBy('brand_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.brand_id), { open: Number(r.open), total: Number(r.total) }]));
}

/** Per campaign of `activityIds`: its activity tasks and their budgets' sum in yuan (absent: none). */
export async function activityTaskTotals(
  db: Db,
  activityIds: readonly number[],
): Promise<Map<number, { count: number; amount: number }>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tasks')
    .select([
      'activity_id',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(task_amount), 0)`.as('amount'),
    ])
    .where('task_kind', '=', TASK_KIND.activity)
    .where('activity_id', 'in', [...activityIds])
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.activity_id), { count: Number(r.count), amount: Number(r.amount) }]));
}

/** Task names by id (a review names its task); an id with no task is absent. */
export async function taskNamesByIds(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(orderIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('tasks').select(['order_id', 'task_name']).where('order_id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.order_id, r.task_name]));
}

export interface TaskHead {
  order_id: number;
  task_name: string;
  task_status: TaskStatus;
  employer_id: number;
  hired_designer_id: number | null;
}

/** What a conversation shows and decides of its task: name, status and its two parties, by id (absent: no task). */
export async function taskHeadsByIds(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, TaskHead>> {
  const wanted = [...new Set(orderIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('tasks')
    .select(['order_id', 'task_name', 'task_status', 'employer_id', 'hired_designer_id'])
    .where('order_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.order_id, r]));
}

/**
 * The moment a task (aliased `t`) was completed, as a column `completed_at`: its latest event into 已完成 —
 * the employer's accept, the automatic one, a dispute's release or split (decision 024); null before events.
 */
export const completedAtOf = (eb: ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>) =>
  eb
    .selectFrom('task_events as e')
    .select(sql<Date | null>`max(e.created_at)`.as('at'))
    .whereRef('e.order_id', '=', 't.order_id')
    .where('e.to_status', '=', TASK_STATUS.completed)
    .as('completed_at');

/** One task's completion moment (completedAtOf), with its last change for a task completed before events. */
export async function findCompletedAt(db: Db | Tx, orderId: number) {
  return db
    .selectFrom('tasks as t')
    .select([completedAtOf, 't.updated_at'])
    .where('t.order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The latest 200 completed tasks of `userId` (their employer or hired designer), with the moment of
 * completion (completedAtOf): the reviews module's 去评价 list keeps those it may still review. Older ones
 * are long past the 14-day window.
 */
export function findCompletedForUser(db: Db, userId: number) {
  return db
    .selectFrom('tasks as t')
    .select(['t.order_id', 't.task_name', 't.employer_id', completedAtOf, 't.updated_at'])
    .where('t.task_status', '=', TASK_STATUS.completed)
    .where((eb) => eb.or([eb('t.employer_id', '=', userId), eb('t.hired_designer_id', '=', userId)]))
    .orderBy('t.updated_at', 'desc')
    .limit(200)
    .execute();
}
