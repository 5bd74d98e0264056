import { useState } from 'react';
import { useUserReviews, USER_REVIEWS_PAGE_SIZE } from '@/shared/reviews/review-api';
import { ReviewItem } from '@/shared/reviews/review-item';
import { StarScore } from '@/shared/reviews/stars';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './reviews-section.module.css';

/**
 * The homepage's 雇主评价 (issue 25): published reviews of the designer, newest first — the employer, the
 * task, the ratings, the text and the designer's reply (the designer replies here, once per review).
 */
export function ReviewsSection({
  userId,
  ratingAvg,
  ratingCount,
}: {
  userId: number;
  ratingAvg: number | null;
  ratingCount: number;
}) {
  const [current, setCurrent] = useState(1);
  const { data, isPending, isPlaceholderData } = useUserReviews(userId, current);
  const session = useSession();
  const pages = data ? Math.ceil(data.total / USER_REVIEWS_PAGE_SIZE) : 0;
  return (
    <section className={styles.section} id="reviews" aria-labelledby="reviews-heading">
      <div className={styles.head}>
        <h2 id="reviews-heading" className={styles.heading}>
          雇主评价
        </h2>
        {ratingAvg !== null && ratingCount > 0 && <StarScore value={ratingAvg} count={ratingCount} size="large" />}
      </div>
      {isPending ? (
        <div aria-hidden="true" className={styles.skeleton}>
          <Skeleton style={{ height: 20, width: 220 }} />
          <Skeleton style={{ height: 44, width: '100%' }} />
        </div>
      ) : !data || data.rows.length === 0 ? (
        <p className={styles.empty}>还没有公开的评价。任务完成后，雇主的评价会显示在这里。</p>
      ) : (
        <>
          <ul className={styles.list} data-loading={isPlaceholderData || undefined}>
            {data.rows.map((review) => (
              <li key={review.reviewId}>
                <ReviewItem review={review} viewerId={session.userId} showTask />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label="评价分页">
              <Button size="small" disabled={current <= 1} onClick={() => setCurrent(current - 1)}>
                上一页
              </Button>
              <span className={styles.pageOf}>
                {current} / {pages}
              </span>
              <Button size="small" disabled={current >= pages} onClick={() => setCurrent(current + 1)}>
                下一页
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
