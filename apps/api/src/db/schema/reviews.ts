/** Table types: reviews after a completed task (migration 0018, issue 25). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export interface TaskReviewsTable {
  review_id: Generated<number>;
  order_id: number;
  /** REVIEWER_ROLE of `@bazaar/domain/constants/reviews`: 1 the employer wrote it, 2 the hired designer. */
  reviewer_role: number;
  reviewer_id: number;
  reviewee_id: number;
  score_1: number;
  score_2: number;
  score_3: number;
  content: Generated<string>;
  created_at: Timestamp;
  /** Completion + 14 days: reviewing closes, and a lone review is published. */
  window_ends_at: Timestamp;
  /** Null while hidden from the other side and the public. */
  published_at: NullableTimestamp;
  reply: string | null;
  replied_at: NullableTimestamp;
}
