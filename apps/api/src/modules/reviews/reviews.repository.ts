/**
 * Reviews — SQL only (issue 25, decision 024). Reads join the task's name and the reviewer's name and
 * avatar; writes run inside the service's transaction, which has locked the task row first.
 */
import { TASK_STATUS } from '@bazaar/domain/constants';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { Database } from '../../db/schema';
import { pageWindow } from '../../db/sql-helpers';

function selectReviews(db: Db | Tx) {
  return db
    .selectFrom('task_reviews as r')
    .innerJoin('tasks as t', 't.order_id', 'r.order_id')
    .innerJoin('users as u', 'u.user_id', 'r.reviewer_id')
    .leftJoin('designers as d', 'd.user_id', 'r.reviewer_id')
    .select([
      'r.review_id',
      'r.order_id',
      't.task_name',
      'r.reviewer_role',
      'r.reviewer_id',
      'u.nick_name as reviewer_name',
      'd.avatar as reviewer_avatar',
      'r.reviewee_id',
      'r.score_1',
      'r.score_2',
      'r.score_3',
      'r.content',
      'r.created_at',
      'r.window_ends_at',
      'r.published_at',
      'r.reply',
      'r.replied_at',
    ]);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** Both reviews of a task (at most one per side). */
export function findTaskReviews(db: Db | Tx, orderId: number): Promise<ReviewRow[]> {
  return selectReviews(db).where('r.order_id', '=', orderId).orderBy('r.reviewer_role').execute();
}

/** The review row locked (a reply races a second reply). */
export function lockReview(trx: Tx, reviewId: number) {
  return trx
    .selectFrom('task_reviews')
    .select(['review_id', 'order_id', 'reviewee_id', 'published_at', 'reply'])
    .where('review_id', '=', reviewId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewReview {
  orderId: number;
  reviewerRole: number;
  reviewerId: number;
  revieweeId: number;
  scores: readonly [number, number, number];
  content: string;
  windowEndsAt: Date;
  now: Date;
}

export async function insertReview(trx: Tx, r: NewReview): Promise<number> {
  const row = await trx
    .insertInto('task_reviews')
    .values({
      order_id: r.orderId,
      reviewer_role: r.reviewerRole,
      reviewer_id: r.reviewerId,
      reviewee_id: r.revieweeId,
      score_1: r.scores[0],
      score_2: r.scores[1],
      score_3: r.scores[2],
      content: r.content,
      created_at: r.now,
      window_ends_at: r.windowEndsAt,
    })
    .returning('review_id')
    .executeTakeFirstOrThrow();
  return row.review_id;
}

/** Publishes the given hidden reviews; the rows actually published now (with what the aggregates need). */
export function publishReviews(trx: Tx, reviewIds: readonly number[], now: Date) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return trx
    .updateTable('task_reviews')
    .set({ published_at: now })
    .where('review_id', 'in', reviewIds)
    .where('published_at', 'is', null)
    .returning([
      'review_id',
      'order_id',
      'reviewer_role',
      'reviewer_id',
      'reviewee_id',
      'score_1',
      'score_2',
      'score_3',
    ])
    .execute();
}

export async function setReply(trx: Tx, reviewId: number, reply: string, now: Date): Promise<void> {
  await trx
    .updateTable('task_reviews')
    .set({ reply, replied_at: now })
    .where('review_id', '=', reviewId)
    .where('reply', 'is', null)
    .execute();
}

/** Tasks with a hidden review whose window has ended (the reveal job's work), oldest first. */
export async function findDueOrderIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('task_reviews')
    .select('order_id')
    .where('published_at', 'is', null)
    .where('window_ends_at', '<=', now)
    .orderBy('window_ends_at')
    .limit(limit)
    .execute();
  return [...new Set(rows.map((r) => r.order_id))];
}

/** A user's published reviews received, newest first, and their count. */
export async function findReceivedPage(db: Db, userId: number, current: number, pageSize: number) {
  const { limit, offset } = pageWindow(current, pageSize);
  const [rows, count] = await Promise.all([
    selectReviews(db)
      .where('r.reviewee_id', '=', userId)
      .where('r.published_at', 'is not', null)
      .orderBy('r.published_at', 'desc')
      .orderBy('r.review_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('task_reviews')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('reviewee_id', '=', userId)
      .where('published_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/**
 * Employers' averages, computed from their published reviews (an employer has few; the partial index on
 * reviewee_id reads only them). Designers' are stored on their row instead (the 评分最高 sort, decision 024).
 */
export function employerRatings(db: Db, userIds: readonly number[], designerRole: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('task_reviews')
    .select([
      'reviewee_id',
      sql<number>`count(*)::int`.as('n'),
      sql<number>`sum(score_1 + score_2 + score_3)::int`.as('total'),
    ])
    .where('reviewee_id', 'in', userIds)
    .where('reviewer_role', '=', designerRole)
    .where('published_at', 'is not', null)
    .groupBy('reviewee_id')
    .execute();
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
 * Completed tasks of `userId` (their employer or hired designer) without a review by them, with the moment
 * of completion (completedAtOf): the 去评价 list (the service keeps those still open).
 */
export function findPendingForUser(db: Db, userId: number) {
  const completed = TASK_STATUS.completed;
  return db
    .selectFrom('tasks as t')
    .select(['t.order_id', 't.task_name', 't.employer_id', completedAtOf, 't.updated_at'])
    .where('t.task_status', '=', completed)
    .where((eb) => eb.or([eb('t.employer_id', '=', userId), eb('t.hired_designer_id', '=', userId)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('task_reviews as r')
            .select(sql`1`.as('one'))
            .whereRef('r.order_id', '=', 't.order_id')
            .where('r.reviewer_id', '=', userId),
        ),
      ),
    )
    .orderBy('t.updated_at', 'desc')
    .limit(200)
    .execute();
}

/** The nick name of a user (the notification's text). */
export async function findNickName(db: Db | Tx, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('nick_name').where('user_id', '=', userId).executeTakeFirst();
  return row?.nick_name ?? '';
}
