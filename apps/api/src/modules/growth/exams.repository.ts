/** Exam attempts — SQL only (issue 9). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ExamAttemptsTable } from '../../db/schema';
import { pageWindow } from '../../db/sql-helpers';

export type AttemptRow = Selectable<ExamAttemptsTable>;

export function findAttempts(db: Db, userId: number, type?: string) {
  let q = db.selectFrom('exam_attempts').selectAll().where('user_id', '=', userId);
  if (type) q = q.where('exam_type', '=', type);
  return q.orderBy('started_at', 'desc').orderBy('attempt_id', 'desc').execute();
}

export function findLatestAttempt(db: Db, userId: number, type: string) {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_type', '=', type)
    .orderBy('started_at', 'desc')
    .orderBy('attempt_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findAttempt(db: Db, attemptId: number) {
  return db.selectFrom('exam_attempts').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
}

export function insertAttempt(
  db: Db,
  row: { user_id: number; exam_type: string; started_at: Date; deadline_at: Date },
) {
  return db.insertInto('exam_attempts').values(row).returningAll().executeTakeFirstOrThrow();
}

export function submitAnswer(db: Db, attemptId: number, answerUrl: string, at: Date) {
  return db
    .updateTable('exam_attempts')
    .set({ answer_url: answerUrl, submitted_at: at })
    .where('attempt_id', '=', attemptId)
    .where('submitted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function saveReview(
  db: Db,
  attemptId: number,
  review: { composition: number; colour: number; concept: number; craft: number; comment: string },
  reviewerId: number,
  at: Date,
) {
  return db
    .updateTable('exam_attempts')
    .set({ ...review, reviewer_id: reviewerId, reviewed_at: at })
    .where('attempt_id', '=', attemptId)
    .where('submitted_at', 'is not', null)
    .where('reviewed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Submitted answers for the reviewers: pending oldest first, reviewed newest first. The names of the
 * designers and reviewers come from the account module (`nickNamesByIds`).
 */
export async function findReviewPage(db: Db, status: 'pending' | 'reviewed', current: number, pageSize: number) {
  const base = db
    .selectFrom('exam_attempts as a')
    .where('a.submitted_at', 'is not', null)
    .where('a.reviewed_at', status === 'pending' ? 'is' : 'is not', null);
  const { limit, offset } = pageWindow(current, pageSize);
  const [rows, count] = await Promise.all([
    base
      .selectAll('a')
      .orderBy(status === 'pending' ? 'a.submitted_at' : 'a.reviewed_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('a.attempt_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
