/**
 * Schemas the endpoints of several areas share, and the query shapes the web and the api both name
 * (the endpoints themselves are in `endpoints/`, one entry each; docs/adding-an-endpoint.md).
 *
 * Paths the spec leaves out are chosen in the entries, once:
 * - quick publish (`task/pubTaskEmploy`): POST /api/plat/pubTaskEmploy
 * - quick login (`handleLogin`): the SMS login, POST /api/auth/authentication/mobile
 * - `getMobileSmsCode`: POST /api/auth/code/sms
 * - tab bar (`cms/getTabbarList`): GET /api/common/getCmsConfigInfos with the CMS.tabBar page/position
 * - account settings update: POST /api/user/updateUserInfo
 */
import * as z from 'zod/mini';
import { designerSchema, homepageConfigSchema } from '../entities/index.js';
import { idParam, keywordParam, optionalIntParam, pagingParams } from './params.js';
import {
  CMS_LIMIT_DEFAULT,
  TASK_DESCRIPTION_MAX,
  TASK_MAX_APPLY_MAX,
  TASK_MAX_APPLY_MIN,
  WORK_DESCRIPTION_MAX,
  WORK_IMAGES_MAX,
  WORK_IMAGES_MIN,
  WORK_TITLE_MAX,
} from '../constants/index.js';
import { examAttemptSchema } from '../entities/growth.js';
import { taskAmountSchema, taskNameSchema } from '../rules/forms.js';

/** Third-party login with an open id that has no account yet: the web must bind a mobile. */
export const NEEDS_BIND_CODE = 'E020101';

export const applyCountSchema = z.object({ applyCount: z.number(), maxOrderApplyCount: z.number() });
export const homepageInfoSchema = z.object({
  designer: designerSchema,
  homepageConfigKey: z.nullable(z.string()),
  /** The skin read from homepageConfigKey (defaults field by field for a missing or broken one). */
  homepageConfig: homepageConfigSchema,
});
/**
 * One exam type's result (issue 9): the latest reviewed score and level, the attempt under way (or
 * awaiting review), the history newest first, and when the next attempt may start (null: now).
 */
export const capacityResultSchema = z.object({
  type: z.string(),
  score: z.nullable(z.number()),
  level: z.nullable(z.string()),
  current: z.nullable(examAttemptSchema),
  history: z.array(examAttemptSchema),
  nextAvailableAt: z.nullable(z.string()),
  /** The server's time, so the countdown runs on its clock. */
  now: z.string(),
});
export const favoriteStatusSchema = z.array(z.object({ id: z.number(), isAdd: z.boolean() }));
/** docs/product.md §7: `data[0].callbackResult` is the stored image's URL (`/img/…`); its size comes along. */
export const uploadResultSchema = z.array(
  z.object({ callbackResult: z.string(), width: z.number(), height: z.number() }),
);

/** A work image's width or height in pixels. */
const imageSide = z
  .number()
  .check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= 20000, { message: '图片尺寸不正确' }));

/** A work as its owner saves it (chosen, issue 6): no worksId → a new work. */
export const saveWorksInput = z.object({
  worksId: z.optional(idParam),
  title: z
    .pipe(
      z.string({ error: '请输入作品标题' }),
      z.transform((s) => s.trim()),
    )
    .check(
      z.minLength(1, { message: '请输入作品标题' }),
      z.maxLength(WORK_TITLE_MAX, { message: `作品标题不能超过${WORK_TITLE_MAX}字` }),
    ),
  categoryId: idParam,
  worksType: z.coerce.number().check(z.refine((n) => n === 1 || n === 2, { message: '作品类型不正确' })),
  worksSubType: z.coerce.number().check(z.refine((n) => n === 1 || n === 2, { message: '作品子类型不正确' })),
  description: z._default(
    z.string().check(z.maxLength(WORK_DESCRIPTION_MAX, { message: `作品描述不能超过${WORK_DESCRIPTION_MAX}字` })),
    '',
  ),
  images: z
    .array(
      z.object({
        url: z.string().check(z.regex(/^\/img\/[A-Za-z0-9_./-]{1,300}$/, { message: '作品图片必须是站内上传的图片' })),
        width: imageSide,
        height: imageSide,
      }),
    )
    .check(
      z.minLength(WORK_IMAGES_MIN, { message: `请上传${WORK_IMAGES_MIN}-${WORK_IMAGES_MAX}张图片` }),
      z.maxLength(WORK_IMAGES_MAX, { message: `请上传${WORK_IMAGES_MIN}-${WORK_IMAGES_MAX}张图片` }),
    ),
});
export type SaveWorksInput = z.input<typeof saveWorksInput>;

/** One page view of the navigation beacon (docs/product.md §2 "a page view is recorded with the user id"). */
export const pageViewSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(500), z.regex(/^\//, { message: '页面路径不正确' })),
  referrer: z._default(z.string().check(z.maxLength(500)), ''),
});

export const worksPageQuery = z.object({
  keyword: keywordParam,
  categoryId: optionalIntParam('分类'),
  worksType: optionalIntParam('作品类型'),
  worksSubType: optionalIntParam('作品子类型'),
  sortType: optionalIntParam('排序方式'),
  userId: optionalIntParam('设计师'),
  ...pagingParams,
});
export type WorksPageQuery = z.infer<typeof worksPageQuery>;

export const talentsPageQuery = z.object({
  keyword: keywordParam,
  categoryId: optionalIntParam('分类'),
  designerLevelCode: z.optional(z.string().check(z.regex(/^L[1-4]$/, { message: '设计师等级不正确' }))),
  designerWorkStatus: optionalIntParam('接单状态'),
  worksType: optionalIntParam('作品类型'),
  sortType: optionalIntParam('排序方式'),
  ...pagingParams,
});
export type TalentsPageQuery = z.infer<typeof talentsPageQuery>;

export const taskPageQuery = z.object({
  categoryId: optionalIntParam('分类'),
  taskStatus: optionalIntParam('任务状态'),
  taskProperties: optionalIntParam('任务类型'),
  ...pagingParams,
});
export type TaskPageQuery = z.infer<typeof taskPageQuery>;

/** Topic tasks (a brand's) and activity tasks (a campaign's): the task list filters plus their owner. */
export const topicTaskPageQuery = z.object({ ...taskPageQuery.shape, brandId: optionalIntParam('品牌', 1) });
export type TopicTaskPageQuery = z.infer<typeof topicTaskPageQuery>;
export const activityTaskPageQuery = z.object({ ...taskPageQuery.shape, activityId: optionalIntParam('活动', 1) });
export type ActivityTaskPageQuery = z.infer<typeof activityTaskPageQuery>;

/** The consultant completes a quick-published task's brief and opens it for applications (issue 7). */
export const openTaskInput = z.object({
  orderId: idParam,
  /** The consultant may tidy the employer's one sentence. */
  taskName: z.optional(taskNameSchema),
  categoryId: idParam,
  taskProperties: z.coerce
    .number({ error: '请选择任务类型' })
    .check(z.refine((n) => n === 2 || n === 3 || n === 4, { message: '请选择任务类型' })),
  taskAmount: z.optional(taskAmountSchema),
  cover: z.nullable(
    z._default(
      z.string().check(z.regex(/^\/img\/[A-Za-z0-9_./-]{1,300}$/, { message: '封面必须是站内上传的图片' })),
      '',
    ),
  ),
  /** ISO date or date-time, in the future and within a year. */
  deadline: z
    .string({ error: '请选择截止日期' })
    .check(z.refine((s) => !Number.isNaN(Date.parse(s)), { message: '请选择截止日期' })),
  maxOrderApplyCount: z.coerce.number({ error: `报名人数上限为${TASK_MAX_APPLY_MIN}-${TASK_MAX_APPLY_MAX}` }).check(
    z.refine((n) => Number.isInteger(n) && n >= TASK_MAX_APPLY_MIN && n <= TASK_MAX_APPLY_MAX, {
      message: `报名人数上限为${TASK_MAX_APPLY_MIN}-${TASK_MAX_APPLY_MAX}`,
    }),
  ),
  description: z
    .pipe(
      z.string({ error: '请填写需求描述' }),
      z.transform((s) => s.trim()),
    )
    .check(
      z.minLength(1, { message: '请填写需求描述' }),
      z.maxLength(TASK_DESCRIPTION_MAX, { message: `需求描述不能超过${TASK_DESCRIPTION_MAX}字` }),
    ),
});
export type OpenTaskInput = z.input<typeof openTaskInput>;

export const cmsConfigQuery = z.object({
  channel: z.string().check(z.minLength(1, { message: '请指定频道' }), z.maxLength(40)),
  page: z.string().check(z.minLength(1, { message: '请指定页面' }), z.maxLength(40)),
  position: z.optional(z.string().check(z.maxLength(40))),
  limit: z._default(optionalIntParam('条数', 1, CMS_LIMIT_DEFAULT), CMS_LIMIT_DEFAULT),
  params: z.optional(z.string().check(z.maxLength(200))),
});
export type CmsConfigQuery = z.infer<typeof cmsConfigQuery>;
