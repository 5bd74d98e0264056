/** Designer growth (issue 9): exam attempts and results, the capability model, growth plans, reports. */
import * as z from 'zod/mini';

export const rubricScoresSchema = z.object({
  composition: z.number(),
  colour: z.number(),
  concept: z.number(),
  craft: z.number(),
});

/** One exam attempt as its designer (or a reviewer) sees it; times are ISO strings. */
export const examAttemptSchema = z.object({
  attemptId: z.number(),
  type: z.string(),
  /** inProgress | expired | pending | reviewed, judged on the server's clock. */
  status: z.string(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  submittedAt: z.nullable(z.string()),
  answerUrl: z.nullable(z.string()),
  scores: z.nullable(rubricScoresSchema),
  score: z.nullable(z.number()),
  level: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/** An attempt on the reviewers' desk: with its designer. */
export const examReviewItemSchema = z.object({
  attempt: examAttemptSchema,
  userId: z.number(),
  nickName: z.nullable(z.string()),
  reviewerName: z.nullable(z.string()),
});
export type ExamReviewItem = z.infer<typeof examReviewItemSchema>;

/** One type in the capability model: its latest reviewed result and whether it can be taken now. */
export const capacityTypeSchema = z.object({
  type: z.string(),
  score: z.nullable(z.number()),
  level: z.nullable(z.string()),
  scores: z.nullable(rubricScoresSchema),
  /** The latest attempt's status, null when never taken. */
  status: z.nullable(z.string()),
  /** When the next attempt may start (one per 30 days); null when it may start now. */
  nextAvailableAt: z.nullable(z.string()),
});
export type CapacityType = z.infer<typeof capacityTypeSchema>;

export const capacityModelSchema = z.object({
  /** The mean of the reviewed types' latest scores, null before any review. */
  score: z.nullable(z.number()),
  level: z.nullable(z.string()),
  types: z.array(capacityTypeSchema),
  /** The mean of each rubric part over the reviewed types. */
  rubric: z.nullable(rubricScoresSchema),
  next: z.nullable(z.string()),
});
export type CapacityModel = z.infer<typeof capacityModelSchema>;

export const growthStepSchema = z.object({
  title: z.string(),
  link: z.string(),
  done: z.boolean(),
  isHappening: z.boolean(),
});
export type GrowthStepState = z.infer<typeof growthStepSchema>;

/** A growth plan with the viewer's state (enrolled or not; steps judged from their data). */
export const growthPlanSchema = z.object({
  planId: z.number(),
  name: z.string(),
  intro: z.string(),
  enrolled: z.boolean(),
  progress: z.number(),
  steps: z.array(growthStepSchema),
});
export type GrowthPlanState = z.infer<typeof growthPlanSchema>;

export const diagnosisItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** ok: nothing to fix; warn: worth fixing. */
  level: z.enum(['ok', 'warn']),
  detail: z.string(),
  fixText: z.string(),
  fixLink: z.string(),
  /** Works concerned (id and title), at most a few. */
  works: z.array(z.object({ worksId: z.number(), title: z.string() })),
});
export const diagnosisSchema = z.object({
  worksCount: z.number(),
  score: z.number(),
  items: z.array(diagnosisItemSchema),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

export const healthSchema = z.object({
  score: z.number(),
  parts: z.array(
    z.object({ key: z.string(), name: z.string(), weight: z.number(), points: z.number(), detail: z.string() }),
  ),
});
export type AccountHealth = z.infer<typeof healthSchema>;

/**
 * A short video work (/my/clips, /zt/clips). `videoUrl` is the api's ranged stream
 * (`GET /api/common/clip/video?clipId=`), `posterUrl` an image under /img/; `size` in bytes.
 */
export const clipSchema = z.object({
  clipId: z.number(),
  title: z.string(),
  videoUrl: z.string(),
  posterUrl: z.string(),
  mimeType: z.string(),
  size: z.number(),
  userId: z.number(),
  nickName: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Clip = z.infer<typeof clipSchema>;
