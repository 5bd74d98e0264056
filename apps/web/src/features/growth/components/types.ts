/** Entity types the growth components render (type-only: no zod reaches the browser from here). */
import type { ExamAttempt } from '@bazaar/domain/entities';

export type { ExamAttempt };
export type RubricScoresSchema = NonNullable<ExamAttempt['scores']>;
