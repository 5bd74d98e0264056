import { useEmployerRatings } from './review-api';
import { StarScore } from './stars';
import styles from './reviews.module.css';

/** An employer's average from designers' reviews (issue 25) beside their name; 暂无评价 before the first. */
export function EmployerRating({ userId }: { userId: number }) {
  const { data: ratings } = useEmployerRatings([userId]);
  if (ratings === undefined) return null;
  const data = ratings.get(userId) ?? null;
  return (
    <span className={styles.employerRating}>
      {data && data.ratingAvg !== null ? (
        <StarScore value={data.ratingAvg} count={data.ratingCount} />
      ) : (
        <span className={styles.count}>暂无评价</span>
      )}
    </span>
  );
}
