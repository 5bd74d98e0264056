/** Growth plans, diagnosis and health — SQL only (issue 9). */
import { sql } from 'kysely';
import { TASK_STATUS } from '@bazaar/domain/constants';
import type { Db } from '../../db/database';

export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('designers as d', 'd.user_id', 'u.user_id')
    .select(['u.nick_name', 'd.avatar', 'd.city', 'd.intro', 'd.is_on_leave'])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

export function countWorksByCategory(db: Db, userId: number) {
  return db
    .selectFrom('works as w')
    .leftJoin('categories as c', 'c.category_id', 'w.category_id')
    .select(['w.category_id', 'c.category_name', (eb) => eb.fn.countAll<string>().as('n')])
    .where('w.user_id', '=', userId)
    .groupBy(['w.category_id', 'c.category_name'])
    .execute();
}

export async function submittedExamTypes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('exam_attempts')
    .select('exam_type')
    .distinct()
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null)
    .execute();
  return rows.map((r) => r.exam_type);
}

export async function hasApplied(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('task_applications')
    .select('order_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function countCompletedTasks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hired_designer_id', '=', userId)
    .where('task_status', '=', TASK_STATUS.completed)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findEnrolments(db: Db, userId: number) {
  return db
    .selectFrom('growth_projects')
    .select(['project_id', 'plan_id', 'project_name'])
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('project_id')
    .execute();
}

export async function enrol(db: Db, userId: number, planId: number, name: string): Promise<void> {
  await db
    .insertInto('growth_projects')
    .values({
      user_id: userId,
      plan_id: planId,
      project_name: name,
      progress: 0,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from growth_projects where user_id = ${userId})`,
    })
    .onConflict((oc) => oc.columns(['user_id', 'plan_id']).doNothing())
    .execute();
}

export async function leave(db: Db, userId: number, planId: number): Promise<void> {
  await db.deleteFrom('growth_projects').where('user_id', '=', userId).where('plan_id', '=', planId).execute();
}

/** Progress is computed on read; the stored column follows it so old readers stay consistent. */
export async function storeProgress(db: Db, projectId: number, progress: number): Promise<void> {
  await db
    .updateTable('growth_projects')
    .set({ progress })
    .where('project_id', '=', projectId)
    .where('progress', '!=', progress)
    .execute();
}

// — Diagnosis

export function findSmallImages(db: Db, userId: number, minWidth: number) {
  return db
    .selectFrom('work_images as i')
    .innerJoin('works as w', 'w.works_id', 'i.works_id')
    .select(['w.works_id', 'w.title'])
    .distinct()
    .where('w.user_id', '=', userId)
    .where('i.width', '<', minWidth)
    .orderBy('w.works_id', 'desc')
    .execute();
}

export function findWorksMeta(db: Db, userId: number) {
  return db
    .selectFrom('works')
    .select(['works_id', 'title', 'description', 'cover_width', 'cover_height'])
    .where('user_id', '=', userId)
    .orderBy('works_id', 'desc')
    .execute();
}

// — Health

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

export async function countReportsOnWorks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('work_reports as r')
    .innerJoin('works as w', 'w.works_id', 'r.works_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('w.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
