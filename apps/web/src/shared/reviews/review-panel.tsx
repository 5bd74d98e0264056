import type { TaskReview } from '@bazaar/domain/api';
import { REVIEW_STATUS, REVIEW_TEXT_MAX } from '@bazaar/domain/constants/reviews';
import {
  counterpartWord,
  reviewAspects,
  reviewClosedNote,
  reviewFormIntro,
  reviewTheirsTitle,
  reviewWaitingNote,
} from '@bazaar/domain/format/review-view';
import { useEffect, useId, useState } from 'react';
import { Button } from '../ui/button';
import { useReviewActions, useTaskReview } from './review-api';
import { ReviewItem } from './review-item';
import { StarInput } from './stars';
import styles from './reviews.module.css';

/**
 * The task page's 评价 section for its two sides once the task is 已完成 (issue 25): the form while the
 * window is open, 等待对方评价 after giving theirs, then both reviews once published (together, or the lone
 * one when the window ended). Nothing for anyone else.
 */
export function ReviewPanel({
  orderId,
  viewerId,
  className,
  headingClassName,
}: {
  orderId: number;
  viewerId: number | null;
  /** The page's section and heading classes (the panel sits among the page's sections). */
  className?: string;
  headingClassName?: string;
}) {
  const { data } = useTaskReview(orderId);
  const shown = Boolean(data && data.status !== REVIEW_STATUS.notParty && data.status !== REVIEW_STATUS.notCompleted);
  useEffect(() => {
    // 去评价 links here with #review: scroll to the form once it is drawn.
    if (shown && window.location.hash === '#review') document.getElementById('review')?.scrollIntoView();
  }, [shown]);
  if (!data || data.status === REVIEW_STATUS.notParty || data.status === REVIEW_STATUS.notCompleted) return null;
  return (
    <section className={className} id="review" aria-labelledby="review-heading">
      <h2 id="review-heading" className={headingClassName}>
        评价
      </h2>
      <div className={styles.panel}>
        <PanelBody review={data} viewerId={viewerId} />
      </div>
    </section>
  );
}

function PanelBody({ review, viewerId }: { review: TaskReview; viewerId: number | null }) {
  const other = counterpartWord(review.role);
  switch (review.status) {
    case REVIEW_STATUS.open:
      return <ReviewForm review={review} />;
    case REVIEW_STATUS.waiting:
      return (
        <div className={styles.pair}>
          <p className={styles.waiting} role="status">
            {reviewWaitingNote(review.windowEndsAt)}
          </p>
          {review.mine && <ReviewItem review={review.mine} viewerId={viewerId} title="我的评价（未公开）" />}
        </div>
      );
    case REVIEW_STATUS.closed:
      return <p className={styles.intro}>{reviewClosedNote(review.windowEndsAt)}</p>;
    default:
      return (
        <div className={styles.pair}>
          <div>
            <h3 className={styles.pairTitle}>{reviewTheirsTitle(review.role, review.counterpartName)}</h3>
            {review.theirs ? (
              <ReviewItem review={review.theirs} viewerId={viewerId} title={review.counterpartName || other} />
            ) : (
              <p className={styles.intro}>对方在评价期内没有评价。</p>
            )}
          </div>
          <div>
            <h3 className={styles.pairTitle}>我的评价</h3>
            {review.mine ? (
              <ReviewItem review={review.mine} viewerId={viewerId} title="我" />
            ) : (
              <p className={styles.intro}>评价期内没有评价。</p>
            )}
          </div>
        </div>
      );
  }
}

function ReviewForm({ review }: { review: TaskReview }) {
  const aspects = reviewAspects(review.role);
  const [scores, setScores] = useState<[number, number, number]>([0, 0, 0]);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { submit, busy } = useReviewActions();
  const textId = useId();
  const counterId = useId();
  const complete = scores.every((s) => s > 0);
  const who = counterpartWord(review.role);
  return (
    <form
      className={styles.form}
      aria-label={`评价${who}`}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (complete) void submit(review.orderId, scores, text.trim());
      }}
    >
      <p className={styles.intro}>{reviewFormIntro(review.role, review.counterpartName, review.windowEndsAt)}</p>
      {aspects.map((label, i) => (
        <StarInput
          key={label}
          label={label}
          value={scores[i]!}
          disabled={busy}
          onChange={(v) => setScores((s) => s.map((x, k) => (k === i ? v : x)) as [number, number, number])}
        />
      ))}
      <label htmlFor={textId} className={styles.textLabel}>
        评价内容（选填）
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        aria-describedby={counterId}
        placeholder="说说合作的感受，帮助其他用户做选择"
        onChange={(e) => setText(e.target.value)}
      />
      <span id={counterId} className={styles.counter} aria-live="polite">
        {text.length}/{REVIEW_TEXT_MAX}
      </span>
      <div className={styles.formFoot}>
        <Button type="submit" variant="primary" loading={busy}>
          提交评价
        </Button>
        {tried && !complete && (
          <span className={styles.hint} role="alert">
            请为每一项打分
          </span>
        )}
      </div>
    </form>
  );
}
