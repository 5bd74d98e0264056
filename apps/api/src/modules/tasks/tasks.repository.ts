/** Tasks — SQL only. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';

export interface TasksFilter {
  categoryId?: number | undefined;
  /** The name whose category also takes the tasks without one (spec §3 fallback). */
  fallbackCategoryName: string;
  taskStatus?: number | undefined;
  taskProperties?: number | undefined;
}

function fromTasks(db: Db) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('users as e', 'e.user_id', 't.employer_id')
    .leftJoin('categories as c', 'c.category_id', 't.category_id')
    .leftJoin('users as h', 'h.user_id', 't.hired_designer_id')
    .leftJoin('brands as b', 'b.brand_id', 't.brand_id');
}

function selectTask(db: Db) {
  return fromTasks(db)
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
      'c.category_name',
      't.task_properties',
      't.task_amount',
      'ac.apply_count',
      't.max_order_apply_count',
      'e.nick_name as employer_name',
      't.description',
      't.created_at',
      't.task_kind',
      't.employer_id',
      't.deadline',
      't.designated_designer_id',
      't.hired_designer_id',
      'h.nick_name as hired_designer_name',
      't.brand_id',
      'b.brand_name',
      't.activity_id',
      't.close_reason',
    ]);
}

export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTask>['execute']>>[number];

function where(f: TasksFilter) {
  return <Q extends ReturnType<typeof fromTasks>>(qb: Q): Q =>
    qb.where((eb) => {
      const conditions = [];
      if (f.taskStatus !== undefined) conditions.push(eb('t.task_status', '=', f.taskStatus));
      if (f.taskProperties !== undefined) conditions.push(eb('t.task_properties', '=', f.taskProperties));
      if (f.categoryId !== undefined) {
        const categoryId = f.categoryId;
        conditions.push(
          eb.or([
            eb('t.category_id', '=', categoryId),
            eb.and([
              eb('t.category_id', 'is', null),
              eb.exists(
                eb
                  .selectFrom('categories as fc')
                  .select(sql`1`.as('one'))
                  .where('fc.category_id', '=', categoryId)
                  .where('fc.category_name', '=', f.fallbackCategoryName),
              ),
            ]),
          ]),
        );
      }
      return eb.and(conditions);
    }) as Q;
}

export async function findTasksPage(
  db: Db,
  filter: TasksFilter,
  current: number,
  pageSize: number,
): Promise<{ rows: TaskRow[]; total: number }> {
  const { limit, offset } = pageWindow(current, pageSize);
  const [rows, count] = await Promise.all([
    where(filter)(selectTask(db))
      .orderBy('t.created_at', 'desc')
      .orderBy('t.order_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    where(filter)(fromTasks(db))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function findTask(db: Db, orderId: number): Promise<TaskRow | undefined> {
  return selectTask(db).where('t.order_id', '=', orderId).executeTakeFirst();
}
