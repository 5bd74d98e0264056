/**
 * Reviews — SQL only (issue 25, decision 024). Reads name the task and the reviewer (name, avatar) through
 * their owners' batched lookups (db/table-owners.ts); writes run inside the service's transaction, which
 * has locked the task row first.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';
import { nickNamesByIds } from '../account/users.repository';
import { avatarsByIds } from '../designers/designer-profiles.repository';
import { taskNamesByIds } from '../tasks/tasks.stats.repository';

function selectReviews(db: Db | Tx) {
  return db
    .selectFrom('task_reviews as r')
    .select([
      'r.review_id',
      'r.order_id',
      'r.reviewer_role',
      'r.reviewer_id',
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
export type ReviewRecord = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];
export type ReviewRow = ReviewRecord & {
  task_name: string;
  reviewer_name: string | null;
  reviewer_avatar: string | null;
};

/** The reviews with their task's name and their reviewer's name and avatar: one lookup per owner. */
async function named(db: Db | Tx, rows: ReviewRecord[]): Promise<ReviewRow[]> {
  if (rows.length === 0) return [];
  const reviewers = rows.map((r) => r.reviewer_id);
  const [tasks, names, avatars] = await Promise.all([
    taskNamesByIds(
      db,
      rows.map((r) => r.order_id),
    ),
    nickNamesByIds(db, reviewers),
    avatarsByIds(db, reviewers),
  ]);
  return rows.map((r) => ({
    ...r,
    task_name: tasks.get(r.order_id) ?? '',
    reviewer_name: names.get(r.reviewer_id) ?? null,
    reviewer_avatar: avatars.get(r.reviewer_id) ?? null,
  }));
}

/** Both reviews of a task (at most one per side), bare: what a transaction decides by (no names). */
export function findTaskReviewRecords(db: Db | Tx, orderId: number): Promise<ReviewRecord[]> {
  return selectReviews(db).where('r.order_id', '=', orderId).orderBy('r.reviewer_role').execute();
}

/** Both reviews of a task, named (the review panel). */
export async function findTaskReviews(db: Db | Tx, orderId: number): Promise<ReviewRow[]> {
  return named(db, await findTaskReviewRecords(db, orderId));
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
  const [records, count] = await Promise.all([
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
  return { rows: await named(db, records), total: count.n };
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

/** Which of `orderIds` `userId` has reviewed (the 去评价 list leaves them out). */
export async function reviewedOrderIds(db: Db, userId: number, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('task_reviews')
    .select('order_id')
    .where('reviewer_id', '=', userId)
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Set(rows.map((r) => r.order_id));
}
