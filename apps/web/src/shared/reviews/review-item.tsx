import type { Review } from '@bazaar/domain/api';
import { reviewAspectRows } from '@bazaar/domain/format/review-view';
import { formatDate } from '@bazaar/domain/format';
import { REVIEW_NO_TEXT, useReviewReply } from '@bazaar/react/review-reply';
import { Button } from '../ui/button';
import { useReviewActions } from './review-api';
import { StarScore } from './stars';
import styles from './reviews.module.css';

/**
 * One published (or, for its writer, still hidden) review: who, the task, the average and the three
 * ratings, the text and the reviewed party's reply — with the reply box for the reviewed party while they
 * have not replied (one reply, public).
 */
export function ReviewItem({
  review,
  viewerId,
  showTask = false,
  title,
}: {
  review: Review;
  viewerId: number | null;
  showTask?: boolean;
  /** Replaces the reviewer's name (the task page's 我的评价 / 对方的评价). */
  title?: string;
}) {
  const canReply = review.publishedAt !== null && review.reply === null && viewerId === review.revieweeId;
  return (
    <article className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.who}>{title ?? review.reviewerName}</span>
        <StarScore value={review.score} />
        <span className={styles.date}>{formatDate(review.publishedAt ?? review.createdAt)}</span>
      </div>
      {showTask && <span className={styles.task}>任务：{review.taskName}</span>}
      <dl className={styles.aspects}>
        {reviewAspectRows(review).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.content}>{review.content || <span className={styles.empty}>{REVIEW_NO_TEXT}</span>}</p>
      {review.reply && (
        <p className={styles.reply}>
          <strong>回复：</strong>
          {review.reply}
        </p>
      )}
      {canReply && <ReplyForm reviewId={review.reviewId} />}
    </article>
  );
}

function ReplyForm({ reviewId }: { reviewId: number }) {
  const { reply } = useReviewActions();
  const form = useReviewReply((content) => reply(reviewId, content));
  return (
    <form className={styles.replyForm} onSubmit={form.submit}>
      <label htmlFor={form.input.id} className="visually-hidden">
        {form.label}
      </label>
      <input {...form.input} className={styles.replyInput} />
      <Button type="submit" size="small" loading={form.busy} disabled={!form.ready}>
        回复
      </Button>
    </form>
  );
}
