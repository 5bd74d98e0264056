/**
 * Reviews after a completed task (issue 25, docs/product.md Reviews, decision 024): each side reviews the
 * other once within 14 days of completion; both stay hidden until both are in (published together, in the
 * transaction of the second) or the window ends (published by `revealDue`: the job every minute, and the
 * task's review panel before it answers). Publishing adds to the designer row's aggregate and tells the
 * reviewed party (`review.received`) in the same transaction.
 */
import type { Page } from '@bazaar/domain/entities';
import type { Review, SubmitReviewInput, TaskReview } from '@bazaar/domain/api';
import { TASK_STATUS } from '@bazaar/domain/constants';
import {
  REVIEW_MESSAGES,
  REVIEW_STATUS,
  REVIEW_WINDOW_MS,
  REVIEWER_ROLE,
  formatRating,
  ratingAverage,
  type ReviewerRole,
  type ReviewStatus,
} from '@bazaar/domain/constants/reviews';
import { myTaskPath } from '@bazaar/domain/rules';
import type { Db, Tx } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import { transact } from '../../db/transact';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { addDesignerRating } from '../designers/designers.repository';
import { addNotification } from '../notifications/notifications.repository';
import { taskPartyOf } from '../tasks/task-party';
import { lockTask } from '../tasks/tasks.lifecycle.repository';
import { findTask } from '../tasks/tasks.repository';
import { findCompletedAt, findCompletedForUser } from '../tasks/tasks.stats.repository';
import { nickNamesByIds } from '../account/users.repository';
import * as repo from './reviews.repository';
import type { Deps } from '../../services/deps';

const scoresOf = (r: { score_1: number; score_2: number; score_3: number }) => [r.score_1, r.score_2, r.score_3];
/** One review's score: the average of its three ratings. */
const averageOf = (scores: number[]): number =>
  ratingAverage(
    scores.reduce((a, b) => a + b, 0),
    1,
  ) ?? 0;

export function toReview(row: repo.ReviewRow): Review {
  const scores = scoresOf(row);
  return {
    reviewId: row.review_id,
    orderId: row.order_id,
    taskName: row.task_name,
    reviewerRole: row.reviewer_role,
    reviewerId: row.reviewer_id,
    reviewerName: row.reviewer_name ?? '',
    reviewerAvatar: row.reviewer_avatar,
    revieweeId: row.reviewee_id,
    scores,
    score: averageOf(scores),
    content: row.content,
    createdAt: isoTime(row.created_at),
    publishedAt: row.published_at ? isoTime(row.published_at) : null,
    reply: row.reply,
    repliedAt: row.replied_at ? isoTime(row.replied_at) : null,
  };
}

/** When the task's review window ends: 14 days after its completion (completedAtOf; its last change before events). */
const windowEndOf = (t: { completed_at: Date | string | null; updated_at: Date | string }): Date =>
  new Date(new Date(t.completed_at ?? t.updated_at).getTime() + REVIEW_WINDOW_MS);

async function windowEnd(db: Db | Tx, orderId: number, fallback: Date): Promise<Date> {
  return windowEndOf((await findCompletedAt(db, orderId)) ?? { completed_at: null, updated_at: fallback });
}

/**
 * Publishes `reviewIds` (those still hidden) in the caller's transaction: the designer row's aggregate
 * for a review of a designer, and a `review.received` notification to each reviewed party.
 */
async function publish(trx: Tx, reviewIds: number[], taskName: string, now: Date): Promise<void> {
  const published = await repo.publishReviews(trx, reviewIds, now);
  const names = await nickNamesByIds(
    trx,
    published.map((r) => r.reviewer_id),
  );
  for (const r of published) {
    const scores = scoresOf(r);
    if (r.reviewer_role === REVIEWER_ROLE.employer) {
      await addDesignerRating(
        trx,
        r.reviewee_id,
        scores.reduce((a, b) => a + b, 0),
      );
    }
    const reviewer = names.get(r.reviewer_id) ?? '';
    await addNotification(trx, {
      userId: r.reviewee_id,
      kind: 'review.received',
      title: `${reviewer || (r.reviewer_role === REVIEWER_ROLE.employer ? '雇主' : '设计师')}评价了你`,
      body: `「${taskName}」综合评分 ${formatRating(averageOf(scores))} 分`,
      link: myTaskPath(r.order_id),
      at: now,
    });
  }
}

/** Publishes every hidden review of `orderId` whose window has ended; true when it published any. */
async function revealTask(db: Db, orderId: number, now: Date): Promise<boolean> {
  return transact(db, async (trx) => {
    const task = await lockTask(trx, orderId);
    if (!task) return false;
    const due = (await repo.findTaskReviewRecords(trx, orderId)).filter(
      (r) => r.published_at === null && new Date(r.window_ends_at).getTime() <= now.getTime(),
    );
    if (due.length === 0) return false;
    await publish(
      trx,
      due.map((r) => r.review_id),
      task.task_name,
      now,
    );
    return true;
  });
}

/** The viewer's reviewer role on the task: its employer's or its hired designer's, else null. */
function reviewerRoleOf(task: Parameters<typeof taskPartyOf>[0], userId: number): ReviewerRole | null {
  const party = taskPartyOf(task, userId);
  return party === null ? null : REVIEWER_ROLE[party];
}

/** The reveal job's pass: every task with a hidden review past its window (bounded per pass); how many. */
export async function revealDue(
  deps: Pick<Deps, 'db' | 'clock'>,
  { limit = 200 }: { limit?: number } = {},
): Promise<number> {
  const now = deps.clock.now();
  let revealed = 0;
  for (const orderId of await repo.findDueOrderIds(deps.db, now, limit)) {
    if (await revealTask(deps.db, orderId, now)) revealed++;
  }
  return revealed;
}

/** The task's review panel for the viewer (publishing first what the window's end has made public). */
export function taskReview(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { orderId }: { orderId: number },
): Promise<TaskReview> {
  return reviewAt(deps.db, user, orderId, deps.clock.now());
}

async function reviewAt(db: Db, user: SessionUser, orderId: number, now: Date): Promise<TaskReview> {
  const task = await findTask(db, orderId);
  if (!task) throw new DomainError('E010404', REVIEW_MESSAGES.taskMissing);
  const role = reviewerRoleOf(task, user.userId);
  const counterpartName =
    role === REVIEWER_ROLE.employer ? (task.hired_designer_name ?? '') : (task.employer_name ?? '');
  const answer = (status: ReviewStatus, rest: Partial<TaskReview> = {}): TaskReview => ({
    orderId,
    status,
    role,
    counterpartName: role === null ? '' : counterpartName,
    windowEndsAt: null,
    mine: null,
    theirs: null,
    ...rest,
  });
  if (role === null) return answer(REVIEW_STATUS.notParty);
  if (task.task_status !== TASK_STATUS.completed) return answer(REVIEW_STATUS.notCompleted);
  const windowEnds = await windowEnd(db, orderId, now);
  let rows = await repo.findTaskReviews(db, orderId);
  if (rows.some((r) => r.published_at === null && new Date(r.window_ends_at).getTime() <= now.getTime())) {
    await revealTask(db, orderId, now);
    rows = await repo.findTaskReviews(db, orderId);
  }
  const mine = rows.find((r) => r.reviewer_role === role) ?? null;
  const theirs = rows.find((r) => r.reviewer_role !== role) ?? null;
  const open = now.getTime() < windowEnds.getTime();
  const status: ReviewStatus = mine
    ? mine.published_at
      ? REVIEW_STATUS.published
      : REVIEW_STATUS.waiting
    : open
      ? REVIEW_STATUS.open
      : theirs?.published_at
        ? REVIEW_STATUS.published
        : REVIEW_STATUS.closed;
  return answer(status, {
    windowEndsAt: windowEnds.toISOString(),
    mine: mine ? toReview(mine) : null,
    // Neither side sees the other's review before it is published (docs/product.md Reviews).
    theirs: theirs?.published_at ? toReview(theirs) : null,
  });
}

/**
 * Submits the viewer's review of the other party. The task row is locked first, so the two sides'
 * submissions are serialised: the second sees the first and publishes both.
 */
export async function submitReview(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  input: SubmitReviewInput,
): Promise<TaskReview> {
  const now = deps.clock.now();
  await transact(deps.db, async (trx) => {
    const task = await lockTask(trx, input.orderId);
    if (!task) throw new DomainError('E010404', REVIEW_MESSAGES.taskMissing);
    const role = reviewerRoleOf(task, user.userId);
    if (role === null || task.hired_designer_id === null) throw refusal(REVIEW_MESSAGES.notParty);
    if (task.task_status !== TASK_STATUS.completed) throw refusal(REVIEW_MESSAGES.notCompleted);
    const windowEnds = await windowEnd(trx, input.orderId, now);
    if (now.getTime() >= windowEnds.getTime()) throw refusal(REVIEW_MESSAGES.windowOver);
    const existing = await repo.findTaskReviewRecords(trx, input.orderId);
    if (existing.some((r) => r.reviewer_role === role)) throw refusal(REVIEW_MESSAGES.alreadyReviewed);
    const reviewId = await repo.insertReview(trx, {
      orderId: input.orderId,
      reviewerRole: role,
      reviewerId: user.userId,
      revieweeId: role === REVIEWER_ROLE.employer ? task.hired_designer_id : task.employer_id,
      scores: input.scores,
      content: input.content,
      windowEndsAt: windowEnds,
      now,
    });
    const other = existing.find((r) => r.reviewer_role !== role);
    // Both are in: published together, so neither could read the other's before giving theirs.
    if (other) await publish(trx, [other.review_id, reviewId], task.task_name, now);
  });
  return reviewAt(deps.db, user, input.orderId, now);
}

/** The reviewed party's one public reply to a published review. */
export async function replyReview(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  input: { reviewId: number; content: string },
): Promise<void> {
  const now = deps.clock.now();
  await transact(deps.db, async (trx) => {
    const review = await repo.lockReview(trx, input.reviewId);
    if (!review) throw new DomainError('E010404', REVIEW_MESSAGES.reviewMissing);
    if (review.reviewee_id !== user.userId) throw refusal(REVIEW_MESSAGES.notReviewee);
    if (review.published_at === null) throw refusal(REVIEW_MESSAGES.notPublished);
    if (review.reply !== null) throw refusal(REVIEW_MESSAGES.alreadyReplied);
    await repo.setReply(trx, input.reviewId, input.content, now);
  });
}

export async function receivedPage(
  deps: Pick<Deps, 'db'>,
  q: { userId: number; current: number; pageSize: number },
): Promise<Page<Review>> {
  const { rows, total } = await repo.findReceivedPage(deps.db, q.userId, q.current, q.pageSize);
  return { rows: rows.map(toReview), total, current: q.current, pageSize: q.pageSize };
}

export async function employerRatings(deps: Pick<Deps, 'db'>, { userIds }: { userIds: readonly number[] }) {
  const ids = [...new Set(userIds)];
  const rows = await repo.employerRatings(deps.db, ids, REVIEWER_ROLE.designer);
  const byId = new Map(rows.map((r) => [r.reviewee_id, r]));
  return ids.map((userId) => {
    const r = byId.get(userId);
    return { userId, ratingAvg: ratingAverage(r?.total ?? 0, r?.n ?? 0), ratingCount: r?.n ?? 0 };
  });
}

/** Completed tasks the viewer may still review (window open, no review of theirs yet). */
export async function pendingReviews(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser) {
  const now = deps.clock.now();
  const completed = await findCompletedForUser(deps.db, user.userId);
  const reviewed = await repo.reviewedOrderIds(
    deps.db,
    user.userId,
    completed.map((r) => r.order_id),
  );
  return completed.flatMap((r) => {
    if (reviewed.has(r.order_id)) return [];
    const ends = windowEndOf(r);
    return ends.getTime() > now.getTime()
      ? [{ orderId: r.order_id, taskName: r.task_name, windowEndsAt: ends.toISOString() }]
      : [];
  });
}
