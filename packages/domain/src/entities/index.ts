/**
 * Entities of docs/product.md §3 as zod/mini schemas (mini keeps browser bundles small; the same schemas parse on
 * the server). Field names follow the spec exactly; fields the spec does not list are what a marketplace
 * page needs to render (title, cover, budget, …).
 */
import * as z from 'zod/mini';
import { taskStatusSchema } from './statuses.js';

/** Image paths are served by the image service under `/img/…` (docs/product.md §3 resize parameters). */
export const imagePathSchema = z.string();

export const userInfoSchema = z.object({
  userId: z.number(),
  nickName: z.nullable(z.string()),
  isDesigner: z.boolean(),
  /** 0 not yet read the platform statement, 1 read (docs/product.md §4). */
  whetherToReadNote: z.union([z.literal(0), z.literal(1)]),
  /** Issue 7: an operator (the platform consultant) may use /admin. */
  isOperator: z._default(z.boolean(), false),
  /** Issue 22: whether the account has a password (changing it then needs the old one, else an SMS code). */
  hasPassword: z.optional(z.boolean()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const growthProjectSchema = z.object({
  projectId: z.number(),
  projectName: z.string(),
  progress: z.number(),
  /** Issue 9: the plan enrolled in (/growth/{planId}) and its current step (first not done), if any. */
  planId: z._default(z.number(), 0),
  currentStep: z._default(z.nullable(z.string()), null),
});
export type GrowthProject = z.infer<typeof growthProjectSchema>;

export const categorySchema = z.object({
  categoryId: z.number(),
  categoryName: z.string(),
  sort: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

export const workImageSchema = z.object({
  url: imagePathSchema,
  width: z.number(),
  height: z.number(),
});
export type WorkImage = z.infer<typeof workImageSchema>;

/** A work as lists show it. */
export const workSchema = z.object({
  worksId: z.number(),
  title: z.string(),
  cover: imagePathSchema,
  coverWidth: z.number(),
  coverHeight: z.number(),
  worksType: z.number(),
  worksSubType: z.number(),
  categoryId: z.nullable(z.number()),
  categoryName: z.nullable(z.string()),
  userId: z.number(),
  nickName: z.nullable(z.string()),
  avatar: z.nullable(imagePathSchema),
  likeCount: z.number(),
  viewCount: z.number(),
  /** Favorited by the current user (docs/product.md §3); false for visitors. */
  isAdd: z.boolean(),
  createdAt: z.string(),
});
export type Work = z.infer<typeof workSchema>;

/** A work with all its images (detail pages). */
export const workDetailSchema = z.extend(workSchema, {
  description: z.string(),
  images: z.array(workImageSchema),
});
export type WorkDetail = z.infer<typeof workDetailSchema>;

/** A designer's sample work (docs/product.md §3 imageVos; at most 3, docs/product.md §9). */
export const sampleWorkSchema = z.object({
  worksId: z.number(),
  title: z.string(),
  cover: imagePathSchema,
});
export type SampleWork = z.infer<typeof sampleWorkSchema>;

/** A designer ("talent", docs/product.md §3). */
export const designerSchema = z.object({
  userId: z.number(),
  name: z.string(),
  picture: z.nullable(imagePathSchema),
  intro: z.string(),
  city: z.nullable(z.string()),
  designerLevelCode: z.string(),
  designerLevelName: z.string(),
  designerWorkStatus: z.number(),
  isOnLeave: z.boolean(),
  categoryNames: z.array(z.string()),
  worksCount: z.number(),
  imageVos: z.array(sampleWorkSchema),
  isAdd: z.boolean(),
  /** Issue 25: the average of the designer's published reviews (1–5, two decimals), null before the first. */
  ratingAvg: z.nullable(z.number()),
  ratingCount: z.number(),
});
export type Designer = z.infer<typeof designerSchema>;

/** A task (docs/product.md §3). */
export const taskSchema = z.object({
  orderId: z.number(),
  taskName: z.string(),
  cover: z.nullable(imagePathSchema),
  /** TASK_STATUS: an unknown status fails parsing. */
  taskStatus: taskStatusSchema,
  taskStatusName: z.string(),
  categoryId: z.nullable(z.number()),
  /** Falls back to 平面插画 (docs/product.md §3) when the task has no category. */
  categoryName: z.string(),
  taskProperties: z.number(),
  taskAmount: z.number(),
  applyCount: z.number(),
  maxOrderApplyCount: z.number(),
  employerName: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** Issue 7: 1 ordinary, 2 a brand's topic task, 3 a campaign's activity task (TASK_KIND). */
  taskKind: z.number(),
  /** The employer's user id: the web shows the owner's controls when it is the viewer's. */
  employerId: z.number(),
  /** When applications close / the work is due (set by the consultant); null until then. */
  deadline: z.nullable(z.string()),
  /** A direct hire (quick publish with designerId): only this designer may apply. */
  designatedDesignerId: z.nullable(z.number()),
  /** The designer the employer chose (进行中 onwards). */
  hiredDesignerId: z.nullable(z.number()),
  hiredDesignerName: z.nullable(z.string()),
  /** docs/product.md §3 "apply status": the viewer's application (APPLICATION_STATUS), null when none or a visitor. */
  applyStatus: z.nullable(z.number()),
  brandId: z.nullable(z.number()),
  brandName: z.nullable(z.string()),
  activityId: z.nullable(z.number()),
  /** Why the task was closed (已关闭), as the closer wrote it. */
  closeReason: z.nullable(z.string()),
});
export type Task = z.infer<typeof taskSchema>;

/** Task timeline entry (docs/product.md §3/§4: the current step is the first with isHappening). */
export const timelineEntrySchema = z.object({
  title: z.string(),
  /** When the step was reached; null for a step not reached yet. */
  time: z.nullable(z.string()),
  isHappening: z.boolean(),
  /** Whether the step is behind the task (reached and left). */
  isDone: z.boolean(),
  /** What happened there, e.g. the hired designer's name or a close reason; '' when nothing to add. */
  remark: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** CMS config item (docs/product.md §3): `content` is a JSON string decoded by `@bazaar/domain/cms`. */
export const cmsConfigItemSchema = z.object({
  cmsId: z.number(),
  content: z.string(),
  params: z.nullable(z.string()),
});
export type CmsConfigItem = z.infer<typeof cmsConfigItemSchema>;

/** Search suggestions (docs/product.md §3). */
export const matchDesignerSchema = z.object({
  userId: z.number(),
  name: z.string(),
  picture: z.nullable(imagePathSchema),
});
export const searchSuggestionsSchema = z.object({
  matchWorks: z.array(z.string()),
  matchDesigners: z.array(matchDesignerSchema),
});
export const recentSearchesSchema = z.object({
  recentKeywords: z.array(z.string()),
  hotKeywords: z.array(z.string()),
});

/** A page of rows (docs/product.md §7 paging: current, pageSize → rows, total). */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number(),
    current: z.number(),
    pageSize: z.number(),
    /**
     * The total is an estimate (shown as 约 N): a keyword matches too many rows to count exactly within
     * the latency budget. Absent or false → exact.
     */
    approximate: z.optional(z.boolean()),
    /**
     * How many rows paging reaches (docs/decisions/007): pages past it answer no rows, so a pager stops at
     * min(total, depth). Absent → every row.
     */
    depth: z.optional(z.number()),
  });
export type Page<T> = {
  rows: T[];
  total: number;
  current: number;
  pageSize: number;
  approximate?: boolean;
  depth?: number;
};

export * from './homepage-config.js';

/** A brand (issue 7): the owner of topic tasks, with its page /brand/{id}. */
export const brandSchema = z.object({
  brandId: z.number(),
  brandName: z.string(),
  logo: z.nullable(imagePathSchema),
  banner: z.nullable(imagePathSchema),
  slogan: z.string(),
  intro: z.string(),
  /** Topic tasks open for applications / all of the brand's topic tasks. */
  openTaskCount: z.number(),
  taskCount: z.number(),
});
export type Brand = z.infer<typeof brandSchema>;

/** A campaign (issue 7): a time-boxed set of activity tasks, with its page /activity/{id}. */
export const activitySchema = z.object({
  activityId: z.number(),
  title: z.string(),
  cover: z.nullable(imagePathSchema),
  intro: z.string(),
  rules: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** 1 未开始, 2 进行中, 3 已结束 — judged on the server's clock. */
  activityStatus: z.number(),
  activityStatusName: z.string(),
  taskCount: z.number(),
  totalAmount: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;

/** A designer who applied to a task, as the task's employer (or a topic task's page) sees them. */
export const applicantSchema = z.object({
  designer: designerSchema,
  applyStatus: z.number(),
  applyStatusName: z.string(),
  appliedAt: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A file on a task's attachment timeline (getEmployer/DesignerTaskAttachmentAxis). */
export const attachmentEntrySchema = z.object({
  attachmentId: z.number(),
  /** TASK_ATTACHMENT_KIND and its name. */
  kind: z.number(),
  title: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** image/* or application/pdf. */
  mimeType: z.string(),
  size: z.number(),
  uploaderRole: z.enum(['employer', 'designer', 'operator']),
  uploaderName: z.string(),
  time: z.string(),
});
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;

/** A task on the consultant's desk (/admin/tasks): the task, the employer's contact and the follow-up. */
export const followUpSchema = z.object({
  task: taskSchema,
  employerMobile: z.string(),
  followStatus: z.number(),
  note: z.string(),
  sourceAddress: z.string(),
  sourceType: z.number(),
  updatedAt: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;
export * from './statuses.js';
export * from './growth.js';
export * from './messaging.js';
