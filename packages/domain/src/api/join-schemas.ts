/**
 * Issue 8: the schemas of designer onboarding, the console's reviews and the reporter's list (their
 * endpoints in endpoints/join.ts and endpoints/admin.ts). The application form is checked on the server
 * with Chinese messages (`JOIN_MESSAGES`, shared with the page).
 */
import * as z from 'zod/mini';
import {
  JOIN_CATEGORIES_MAX,
  JOIN_EXPERIENCE_MAX,
  JOIN_EXPERIENCE_MIN,
  JOIN_MESSAGES,
  JOIN_REAL_NAME_MAX,
  JOIN_SAMPLES_MAX,
  JOIN_SAMPLES_MIN,
  JOIN_YEARS,
  isPortfolioUrl,
  REVIEW_REASON_MAX,
} from '../constants/join.js';
import { mobileSchema } from '../rules/forms.js';
import { idParam } from './params.js';

const trimmed = (message: string, min: number, max: number) =>
  z
    .pipe(
      z.string({ error: message }),
      z.transform((s) => s.trim()),
    )
    .check(z.minLength(min, { message }), z.maxLength(max, { message }));

const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** The /join form (issue 8). Sample images must be the applicant's own uploads (the service checks). */
export const joinApplyInput = z.object({
  realName: trimmed(JOIN_MESSAGES.realName, 2, JOIN_REAL_NAME_MAX),
  mobile: mobileSchema,
  categoryIds: z
    .array(idParam, { error: JOIN_MESSAGES.categories })
    .check(
      z.minLength(1, { message: JOIN_MESSAGES.categories }),
      z.maxLength(JOIN_CATEGORIES_MAX, { message: JOIN_MESSAGES.categories }),
    ),
  years: z
    .number({ error: JOIN_MESSAGES.years })
    .check(z.refine((n) => JOIN_YEARS.some((y) => y.code === n), { message: JOIN_MESSAGES.years })),
  experience: trimmed(JOIN_MESSAGES.experience, JOIN_EXPERIENCE_MIN, JOIN_EXPERIENCE_MAX),
  samples: z
    .array(
      z
        .string({ error: JOIN_MESSAGES.sampleNotUpload })
        .check(z.regex(/^\/img\/[A-Za-z0-9_./-]{1,300}$/, { message: JOIN_MESSAGES.sampleNotUpload })),
      { error: JOIN_MESSAGES.samplesMin },
    )
    .check(
      z.minLength(JOIN_SAMPLES_MIN, { message: JOIN_MESSAGES.samplesMin }),
      z.maxLength(JOIN_SAMPLES_MAX, { message: JOIN_MESSAGES.samplesMin }),
    ),
  portfolioUrl: z
    .pipe(
      z.string({ error: JOIN_MESSAGES.portfolio }),
      z.transform((s) => s.trim()),
    )
    .check(z.refine(isPortfolioUrl, { message: JOIN_MESSAGES.portfolio })),
  agree: z.literal(true, { error: JOIN_MESSAGES.agree }),
});
export type JoinApplyInput = z.input<typeof joinApplyInput>;
/** The application as parsed (what the server works with). */
export type JoinApplyData = z.output<typeof joinApplyInput>;

export const joinApplicationSchema = z.object({
  applicationId: z.number(),
  userId: z.number(),
  nickName: z.nullable(z.string()),
  realName: z.string(),
  mobile: z.string(),
  categories: z.array(z.object({ categoryId: z.number(), categoryName: z.string() })),
  years: z.number(),
  experience: z.string(),
  samples: z.array(imageSchema),
  portfolioUrl: z.string(),
  /** JOIN_STATUS: 1 审核中, 2 已通过, 3 未通过. */
  status: z.number(),
  /** The operator's reason when refused; '' otherwise. */
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type JoinApplication = z.infer<typeof joinApplicationSchema>;

export const reportRecordSchema = z.object({
  reportId: z.number(),
  /** null once the work is gone (hidden or deleted by its owner). */
  worksId: z.nullable(z.number()),
  worksTitle: z.string(),
  worksCover: z.string(),
  ownerId: z.nullable(z.number()),
  ownerName: z.nullable(z.string()),
  reporterId: z.number(),
  reporterName: z.nullable(z.string()),
  typeId: z.number(),
  typeName: z.string(),
  reportInfo: z.string(),
  /** REPORT_STATUS: 1 待处理, 2 已下架, 3 已驳回. */
  status: z.number(),
  /** The operator's note to the reporter ('' when none). */
  reply: z.string(),
  createdAt: z.string(),
  handledAt: z.nullable(z.string()),
});
export type ReportRecord = z.infer<typeof reportRecordSchema>;

export const reasonInput = (message: string) => trimmed(message, 1, REVIEW_REASON_MAX);
export const optionalReply = z._default(
  z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(z.maxLength(REVIEW_REASON_MAX, { message: `说明不能超过${REVIEW_REASON_MAX}字` })),
  '',
);
