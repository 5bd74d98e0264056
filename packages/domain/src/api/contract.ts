/**
 * The API contract: every call of docs/product.md §7 with its method, path, input schema and data schema.
 * The api app registers routes from it, the web's one API client calls through it, the BFF reads
 * `auth` to know which calls are logins.
 *
 * Paths the spec leaves out are chosen here once:
 * - quick publish (`task/pubTaskEmploy`): POST /api/plat/pubTaskEmploy
 * - quick login (`handleLogin`): the SMS login, POST /api/auth/authentication/mobile
 * - `getMobileSmsCode`: POST /api/auth/code/sms
 * - tab bar (`cms/getTabbarList`): GET /api/common/getCmsConfigInfos with the CMS.tabBar page/position
 * - account settings update: POST /api/user/updateUserInfo
 */
import * as z from 'zod/mini';
import { routes, type Route } from './routes.js';
import * as cc from './campaigns-cms.js';
import {
  accountSummarySchema,
  bankCardInput,
  bankCardSchema,
  billFilterParams,
  billRowSchema,
  payNotifyInput,
  payOrderSchema,
  payoutInput,
  payoutSchema,
  taskEscrowSchema,
} from './money.js';
import {
  activitySchema,
  applicantSchema,
  attachmentEntrySchema,
  brandSchema,
  categorySchema,
  cmsConfigItemSchema,
  designerSchema,
  followUpSchema,
  growthProjectSchema,
  homepageConfigSchema,
  matchDesignerSchema,
  pageOf,
  recentSearchesSchema,
  searchSuggestionsSchema,
  taskSchema,
  timelineEntrySchema,
  userInfoSchema,
  workDetailSchema,
  workSchema,
} from '../entities/index.js';
import { idListParam, idParam, keywordParam, optionalIntParam, pagingParams } from './params.js';
import {
  CMS_LIMIT_DEFAULT,
  TASK_DESCRIPTION_MAX,
  TASK_MAX_APPLY_MAX,
  TASK_MAX_APPLY_MIN,
  TASK_REASON_MAX,
  PAGE_VIEW_BATCH_MAX,
  REPORT_INFO_MAX,
  SUGGESTION_LIMIT,
  WORK_DESCRIPTION_MAX,
  WORK_IMAGES_MAX,
  WORK_IMAGES_MIN,
  WORK_TITLE_MAX,
} from '../constants/index.js';
import {
  capacityModelSchema,
  diagnosisSchema,
  examAttemptSchema,
  examReviewItemSchema,
  growthPlanSchema,
  healthSchema,
} from '../entities/growth.js';
import { EXAM_COMMENT_MAX, isExamType, isRubricPart, RUBRIC_MESSAGE } from '../rules/growth.js';
import { taskAmountSchema, taskEmployFormSchema, taskNameSchema, mobileLoginFormSchema } from '../rules/forms.js';
import { joinEndpoints } from './join-contract.js';
import { clipsEndpoints } from './clips-contract.js';

export interface Endpoint extends Route {
  input?: z.ZodMiniType;
  data: z.ZodMiniType;
}

const def = <E extends Endpoint>(e: E): E => e;
const nothing = z.null();
const orderIdInput = z.object({ orderId: idParam });
const flag01 = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

const loginData = z.object({ token: z.string() });
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
const examTypeParam = z.string().check(z.refine(isExamType, { message: '测评类型不正确' }));
const rubricPart = z.coerce
  .number({ error: RUBRIC_MESSAGE })
  .check(z.refine(isRubricPart, { message: RUBRIC_MESSAGE }));
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

const reasonParam = z
  .pipe(
    z.string({ error: '请填写原因' }),
    z.transform((s) => s.trim()),
  )
  .check(
    z.minLength(1, { message: '请填写原因' }),
    z.maxLength(TASK_REASON_MAX, { message: `原因不能超过${TASK_REASON_MAX}字` }),
  );

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

export const endpoints = {
  // — Account and user (docs/product.md §7)
  getUserInfo: def({ ...routes.getUserInfo, data: userInfoSchema }),
  haveReadStatement: def({
    ...routes.haveReadStatement,
    input: z.object({ whetherToReadNote: flag01 }),
    data: nothing,
  }),
  updateUserInfo: def({
    ...routes.updateUserInfo,
    input: z.object({
      nickName: z.optional(
        z.string().check(z.minLength(1, { message: '请输入昵称' }), z.maxLength(20, { message: '昵称不能超过20个字' })),
      ),
      password: z.optional(
        z.string().check(z.minLength(8, { message: '密码至少8位' }), z.maxLength(64, { message: '密码不能超过64位' })),
      ),
      /**
       * Issue 22: changing a password needs the current one; an account without one yet proves itself with
       * an SMS code sent to its mobile instead. Either way every other session of the account ends.
       */
      oldPassword: z.optional(z.string().check(z.maxLength(64, { message: '原密码错误' }))),
      smsCode: z.optional(z.string().check(z.maxLength(10, { message: '验证码错误' }))),
    }),
    data: userInfoSchema,
  }),
  getMyAccountInfo: def({ ...routes.getMyAccountInfo, data: accountSummarySchema }),
  getMyAccountKeepSummary: def({
    ...routes.getMyAccountKeepSummary,
    input: z.object({ ...billFilterParams }),
    /** Fen: what came in and what went out (positive) under the filters. */
    data: z.object({ income: z.number(), expense: z.number() }),
  }),
  getMyAccountKeepPage: def({
    ...routes.getMyAccountKeepPage,
    input: z.object({ ...pagingParams, ...billFilterParams }),
    data: pageOf(billRowSchema),
  }),
  logout: def({ ...routes.logout, data: nothing }),
  sendSmsCode: def({
    ...routes.sendSmsCode,
    input: z.object({ mobile: z.string() }),
    /** The dev SMS driver returns the code (docs/product.md §7: filled into the field); a real one returns null. */
    data: z.nullable(z.string()),
  }),
  loginByPassword: def({
    ...routes.loginByPassword,
    input: z.object({ username: z.string(), password: z.string() }),
    data: loginData,
  }),
  loginByMobile: def({ ...routes.loginByMobile, input: mobileLoginFormSchema, data: loginData }),
  loginByOpenId: def({
    ...routes.loginByOpenId,
    input: z.object({ openAccessToken: z.string(), openAccessType: z.string() }),
    data: loginData,
  }),
  bindOpenId: def({
    ...routes.bindOpenId,
    input: z.extend(mobileLoginFormSchema, { openAccessToken: z.string(), openAccessType: z.string() }),
    data: loginData,
  }),
  myGrewUpProjectList: def({ ...routes.myGrewUpProjectList, data: z.array(growthProjectSchema) }),
  getDesignerWorkStatus: def({
    ...routes.getDesignerWorkStatus,
    input: z.object({ userId: idParam }),
    data: z.object({ designerWorkStatus: z.number(), isOnLeave: z.boolean() }),
  }),
  updateDesignerOnLeaveStatus: def({
    ...routes.updateDesignerOnLeaveStatus,
    input: z.object({ isOnLeave: flag01 }),
    data: nothing,
  }),

  // — Tasks
  getTaskPage: def({ ...routes.getTaskPage, input: taskPageQuery, data: pageOf(taskSchema) }),
  getMyApplyPage: def({ ...routes.getMyApplyPage, input: taskPageQuery, data: pageOf(taskSchema) }),
  getTaskInfo: def({ ...routes.getTaskInfo, input: orderIdInput, data: taskSchema }),
  getTaskApplyCount: def({ ...routes.getTaskApplyCount, input: orderIdInput, data: applyCountSchema }),
  getIpadTaskApplyCount: def({ ...routes.getIpadTaskApplyCount, input: orderIdInput, data: applyCountSchema }),
  getEnterpriseTaskApplyCount: def({
    ...routes.getEnterpriseTaskApplyCount,
    input: orderIdInput,
    data: applyCountSchema,
  }),
  applyTask: def({ ...routes.applyTask, input: orderIdInput, data: nothing }),
  applyIpadTask: def({ ...routes.applyIpadTask, input: orderIdInput, data: nothing }),
  applyEnterpriseTask: def({ ...routes.applyEnterpriseTask, input: orderIdInput, data: nothing }),
  unApplyTask: def({ ...routes.unApplyTask, input: orderIdInput, data: nothing }),
  assignDesignerTask: def({
    ...routes.assignDesignerTask,
    input: z.object({ orderId: idParam, designerId: idParam }),
    data: nothing,
  }),
  getEmployerTaskTimeAxis: def({
    ...routes.getEmployerTaskTimeAxis,
    input: orderIdInput,
    data: z.array(timelineEntrySchema),
  }),
  getDesignerTaskTimeAxis: def({
    ...routes.getDesignerTaskTimeAxis,
    input: orderIdInput,
    data: z.array(timelineEntrySchema),
  }),
  getEmployerTaskAttachmentAxis: def({
    ...routes.getEmployerTaskAttachmentAxis,
    input: orderIdInput,
    data: z.array(attachmentEntrySchema),
  }),
  getDesignerTaskAttachmentAxis: def({
    ...routes.getDesignerTaskAttachmentAxis,
    input: orderIdInput,
    data: z.array(attachmentEntrySchema),
  }),
  getActivityTaskPage: def({ ...routes.getActivityTaskPage, input: activityTaskPageQuery, data: pageOf(taskSchema) }),
  getTopicTaskInfo: def({ ...routes.getTopicTaskInfo, input: orderIdInput, data: taskSchema }),
  getMyApplyStatus: def({
    ...routes.getMyApplyStatus,
    input: orderIdInput,
    /** applyStatus: APPLICATION_STATUS of the caller's application, null when none. */
    data: z.object({ applied: z.boolean(), applyStatus: z.nullable(z.number()) }),
  }),
  getTopicTaskApplyPage: def({
    ...routes.getTopicTaskApplyPage,
    input: z.object({ orderId: idParam, ...pagingParams }),
    data: pageOf(designerSchema),
  }),
  getTopicTaskPage: def({ ...routes.getTopicTaskPage, input: topicTaskPageQuery, data: pageOf(taskSchema) }),
  applyTopicTask: def({ ...routes.applyTopicTask, input: orderIdInput, data: nothing }),
  cancelApplyTopicTask: def({ ...routes.cancelApplyTopicTask, input: orderIdInput, data: nothing }),
  handleCancelApply: def({ ...routes.handleCancelApply, input: orderIdInput, data: nothing }),
  pubTaskEmploy: def({ ...routes.pubTaskEmploy, input: taskEmployFormSchema, data: z.object({ orderId: z.number() }) }),
  getMyPublishTaskPage: def({ ...routes.getMyPublishTaskPage, input: taskPageQuery, data: pageOf(taskSchema) }),
  getTaskApplyDesignerPage: def({
    ...routes.getTaskApplyDesignerPage,
    input: z.object({ orderId: idParam, ...pagingParams }),
    data: pageOf(applicantSchema),
  }),
  deliverTask: def({ ...routes.deliverTask, input: orderIdInput, data: nothing }),
  reviseTask: def({ ...routes.reviseTask, input: z.object({ orderId: idParam, reason: reasonParam }), data: nothing }),
  acceptTask: def({ ...routes.acceptTask, input: orderIdInput, data: nothing }),
  closeTask: def({ ...routes.closeTask, input: z.object({ orderId: idParam, reason: reasonParam }), data: nothing }),
  /** Multipart: fields orderId and kind (TASK_ATTACHMENT_KIND), then the files; parsed by the module. */
  uploadTaskAttachment: def({ ...routes.uploadTaskAttachment, data: z.array(attachmentEntrySchema) }),
  getBrandPage: def({ ...routes.getBrandPage, input: z.object({ ...pagingParams }), data: pageOf(brandSchema) }),
  getBrandInfo: def({ ...routes.getBrandInfo, input: z.object({ brandId: idParam }), data: brandSchema }),
  getActivityPage: def({
    ...routes.getActivityPage,
    input: z.object({ ...pagingParams }),
    data: pageOf(activitySchema),
  }),
  getActivityInfo: def({ ...routes.getActivityInfo, input: z.object({ activityId: idParam }), data: activitySchema }),

  // — The consultant's desk (issue 7; operators only)
  getFollowUpPage: def({
    ...routes.getFollowUpPage,
    input: z.object({
      followStatus: optionalIntParam('跟进状态', 1, 2),
      taskStatus: optionalIntParam('任务状态'),
      ...pagingParams,
    }),
    data: pageOf(followUpSchema),
  }),
  saveFollowUpNote: def({
    ...routes.saveFollowUpNote,
    input: z.object({
      orderId: idParam,
      note: z
        .string({ error: '请填写跟进记录' })
        .check(z.maxLength(TASK_REASON_MAX * 5, { message: `跟进记录不能超过${TASK_REASON_MAX * 5}字` })),
    }),
    data: nothing,
  }),
  openTask: def({ ...routes.openTask, input: openTaskInput, data: nothing }),
  adminCloseTask: def({
    ...routes.adminCloseTask,
    input: z.object({ orderId: idParam, reason: reasonParam }),
    data: nothing,
  }),

  // — Content, works, designers
  getCmsConfigInfos: def({ ...routes.getCmsConfigInfos, input: cmsConfigQuery, data: z.array(cmsConfigItemSchema) }),
  getConsultantQr: def({ ...routes.getConsultantQr, data: cc.consultantQrSchema }),
  getAllCategories: def({ ...routes.getAllCategories, data: z.array(categorySchema) }),
  getChooseCategoryInfo: def({ ...routes.getChooseCategoryInfo, data: z.array(categorySchema) }),
  getDictionaryByTypeCode: def({
    ...routes.getDictionaryByTypeCode,
    input: z.object({ code: z.string().check(z.regex(/^[\w-]{1,40}$/, { message: '字典编码不正确' })) }),
    data: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  getOssSignatureUploadToken: def({
    ...routes.getOssSignatureUploadToken,
    data: z.object({ uploadUrl: z.string(), token: z.string(), expireAt: z.string(), maxBytes: z.number() }),
  }),
  visit: def({
    ...routes.visit,
    input: z.object({ id: idParam, visitType: z.coerce.number(), sourceType: z.coerce.number() }),
    data: nothing,
  }),
  upload: def({ ...routes.upload, data: uploadResultSchema }),
  getResultOfCapacityModel: def({
    ...routes.getResultOfCapacityModel,
    input: z.object({ type: examTypeParam }),
    data: capacityResultSchema,
  }),
  capacityModelTest: def({
    ...routes.capacityModelTest,
    /** start: the clock starts on the server; submit: the answer image (an own upload) before the deadline. */
    input: z.object({
      type: examTypeParam,
      action: z.enum(['start', 'submit'], { error: '操作类型不正确' }),
      answerUrl: z.optional(z.string().check(z.maxLength(400))),
    }),
    data: capacityResultSchema,
  }),
  getTonedList: def({
    ...routes.getTonedList,
    input: z.object({ userIds: idListParam }),
    /** A designer's tone tags (风格标签, e.g. 清新, 国潮), most used first (chosen: the spec names the call only). */
    data: z.array(z.object({ userId: z.number(), tones: z.array(z.string()) })),
  }),
  getTurnOverList: def({
    ...routes.getTurnOverList,
    input: z.object({ userIds: idListParam }),
    /** Completed orders per designer. */
    data: z.array(z.object({ userId: z.number(), turnOver: z.number() })),
  }),
  getAllTalentsPage: def({ ...routes.getAllTalentsPage, input: talentsPageQuery, data: pageOf(designerSchema) }),
  getAllWorksPage: def({ ...routes.getAllWorksPage, input: worksPageQuery, data: pageOf(workSchema) }),
  getConfigTalent: def({
    ...routes.getConfigTalent,
    input: z.object({ ids: idListParam }),
    data: z.array(designerSchema),
  }),
  getConfigWorks: def({ ...routes.getConfigWorks, input: z.object({ ids: idListParam }), data: z.array(workSchema) }),
  getWorksInfo: def({ ...routes.getWorksInfo, input: z.object({ worksId: idParam }), data: workDetailSchema }),
  getAlikeWorksList: def({
    ...routes.getAlikeWorksList,
    input: z.object({ worksId: idParam, limit: z._default(optionalIntParam('条数', 1, 50), 8) }),
    data: z.array(workSchema),
  }),
  getTalentWorksList: def({
    ...routes.getTalentWorksList,
    input: z.object({ userIds: idListParam, limit: z._default(optionalIntParam('条数', 1, 50), 3) }),
    data: z.array(z.object({ userId: z.number(), works: z.array(workSchema) })),
  }),
  getTalentHomepageInfo: def({
    ...routes.getTalentHomepageInfo,
    input: z.object({ userId: idParam }),
    data: homepageInfoSchema,
  }),
  updateHomepageInfo: def({
    ...routes.updateHomepageInfo,
    input: z.object({ homepageConfigKey: z.string().check(z.maxLength(4000, { message: '主页配置过长' })) }),
    data: nothing,
  }),
  getMatchSearchKeyWords: def({
    ...routes.getMatchSearchKeyWords,
    input: z.object({ keyword: keywordParam, limit: z._default(optionalIntParam('条数', 1, 20), SUGGESTION_LIMIT) }),
    data: searchSuggestionsSchema,
  }),
  getRecentSearchKeyWords: def({
    ...routes.getRecentSearchKeyWords,
    input: z.object({ limit: z._default(optionalIntParam('条数', 1, 20), SUGGESTION_LIMIT) }),
    data: recentSearchesSchema,
  }),
  mergeRecentSearches: def({ ...routes.mergeRecentSearches, data: nothing }),
  recordSearchKeyWord: def({
    ...routes.recordSearchKeyWord,
    input: z.object({ keyword: keywordParam }),
    data: nothing,
  }),

  // — Favorites, likes, reports
  getTalentsAddFavoriteStatus: def({
    ...routes.getTalentsAddFavoriteStatus,
    input: z.object({ userIds: idListParam }),
    data: favoriteStatusSchema,
  }),
  getWorksAddFavoriteStatus: def({
    ...routes.getWorksAddFavoriteStatus,
    input: z.object({ worksIds: idListParam }),
    data: favoriteStatusSchema,
  }),
  batchAddFavoriteTalent: def({
    ...routes.batchAddFavoriteTalent,
    input: z.object({ userIds: idListParam }),
    data: nothing,
  }),
  batchAddFavoriteWorks: def({
    ...routes.batchAddFavoriteWorks,
    input: z.object({ worksIds: idListParam }),
    data: nothing,
  }),
  reportWorks: def({
    ...routes.reportWorks,
    input: z.object({
      worksId: idParam,
      typeId: idParam,
      reportInfo: z
        .string()
        .check(
          z.minLength(1, { message: '请填写举报说明' }),
          z.maxLength(REPORT_INFO_MAX, { message: `举报说明不能超过${REPORT_INFO_MAX}字` }),
        ),
    }),
    data: nothing,
  }),
  batchRemoveFavoriteTalent: def({
    ...routes.batchRemoveFavoriteTalent,
    input: z.object({ userIds: idListParam }),
    data: nothing,
  }),
  batchRemoveFavoriteWorks: def({
    ...routes.batchRemoveFavoriteWorks,
    input: z.object({ worksIds: idListParam }),
    data: nothing,
  }),
  getMyFavoriteWorksPage: def({
    ...routes.getMyFavoriteWorksPage,
    input: z.object({ ...pagingParams }),
    data: pageOf(workSchema),
  }),
  getMyFavoriteTalentPage: def({
    ...routes.getMyFavoriteTalentPage,
    input: z.object({ ...pagingParams }),
    data: pageOf(designerSchema),
  }),
  getMyWorksPage: def({ ...routes.getMyWorksPage, input: z.object({ ...pagingParams }), data: pageOf(workSchema) }),
  saveWorks: def({ ...routes.saveWorks, input: saveWorksInput, data: z.object({ worksId: z.number() }) }),
  deleteWorks: def({ ...routes.deleteWorks, input: z.object({ worksId: idParam }), data: nothing }),
  pageView: def({
    ...routes.pageView,
    input: z.object({
      views: z
        .array(pageViewSchema)
        .check(
          z.minLength(1),
          z.maxLength(PAGE_VIEW_BATCH_MAX, { message: `一次最多记录${PAGE_VIEW_BATCH_MAX}次访问` }),
        ),
    }),
    data: nothing,
  }),

  likeWorks: def({
    ...routes.likeWorks,
    input: z.object({ worksId: idParam }),
    data: z.object({ likeCount: z.number(), liked: z.boolean() }),
  }),
  // — Money (issue 9, docs/decisions/011)
  getTaskEscrow: def({ ...routes.getTaskEscrow, input: orderIdInput, data: taskEscrowSchema }),
  createTaskPayOrder: def({ ...routes.createTaskPayOrder, input: orderIdInput, data: payOrderSchema }),
  getPayOrderInfo: def({
    ...routes.getPayOrderInfo,
    input: z.object({ payOrderId: idParam }),
    data: payOrderSchema,
  }),
  sandboxPay: def({
    ...routes.sandboxPay,
    input: z.object({ payOrderId: idParam, result: z.optional(z.enum(['SUCCESS', 'FAIL'])) }),
    data: payOrderSchema,
  }),
  payNotify: def({ ...routes.payNotify, input: payNotifyInput, data: z.string() }),
  getMyBankCards: def({ ...routes.getMyBankCards, data: z.array(bankCardSchema) }),
  saveBankCard: def({ ...routes.saveBankCard, input: bankCardInput, data: bankCardSchema }),
  requestPayout: def({ ...routes.requestPayout, input: payoutInput, data: payoutSchema }),
  // Issue 8: designer onboarding, the console's application and report reviews (join-contract.ts).
  ...joinEndpoints,

  // — Designer growth (issue 9)
  getCapacityModel: def({ ...routes.getCapacityModel, data: capacityModelSchema }),
  getExamReviewPage: def({
    ...routes.getExamReviewPage,
    input: z.object({
      status: z._default(z.enum(['pending', 'reviewed'], { error: '评审状态不正确' }), 'pending'),
      ...pagingParams,
    }),
    data: pageOf(examReviewItemSchema),
  }),
  reviewExam: def({
    ...routes.reviewExam,
    input: z.object({
      attemptId: idParam,
      composition: rubricPart,
      colour: rubricPart,
      concept: rubricPart,
      craft: rubricPart,
      comment: z
        .pipe(
          z.string({ error: '请填写评语' }),
          z.transform((s) => s.trim()),
        )
        .check(
          z.minLength(1, { message: '请填写评语' }),
          z.maxLength(EXAM_COMMENT_MAX, { message: `评语不能超过${EXAM_COMMENT_MAX}字` }),
        ),
    }),
    data: examAttemptSchema,
  }),
  getGrowthPlanList: def({ ...routes.getGrowthPlanList, data: z.array(growthPlanSchema) }),
  joinGrowthPlan: def({ ...routes.joinGrowthPlan, input: z.object({ planId: idParam }), data: growthPlanSchema }),
  leaveGrowthPlan: def({ ...routes.leaveGrowthPlan, input: z.object({ planId: idParam }), data: growthPlanSchema }),
  getMyDiagnosis: def({ ...routes.getMyDiagnosis, data: diagnosisSchema }),
  getMyAccountHealth: def({ ...routes.getMyAccountHealth, data: healthSchema }),
  // Issue 9: short video works (clips-contract.ts).
  ...clipsEndpoints,
  // docs/product.md §7 vivo/oppo thumbUpWork {workId}; the data (the campaign's new count) is chosen (issue 8).
  vivoThumbUpWork: def({ ...routes.vivoThumbUpWork, input: cc.thumbUpInput, data: cc.campaignLikeResultSchema }),
  oppoThumbUpWork: def({ ...routes.oppoThumbUpWork, input: cc.thumbUpInput, data: cc.campaignLikeResultSchema }),

  // — Issue 8: campaigns (public) and the console's CMS versions and campaigns (operators only)
  getCampaignInfo: def({
    ...routes.getCampaignInfo,
    input: z.object({ campaign: cc.campaignSlugParam }),
    data: cc.campaignSchema,
  }),
  getCampaignList: def({
    ...routes.getCampaignList,
    input: z.object({ kind: z.optional(z.enum(cc.CAMPAIGN_KINDS, { error: '活动类型不正确' })) }),
    data: z.array(cc.campaignSchema),
  }),
  getCampaignWorksPage: def({
    ...routes.getCampaignWorksPage,
    input: cc.campaignWorksQuery,
    data: pageOf(cc.campaignEntrySchema),
  }),
  getCampaignEntry: def({
    ...routes.getCampaignEntry,
    input: z.object({ campaign: cc.campaignSlugParam, worksId: idParam }),
    data: cc.campaignEntryDetailSchema,
  }),
  thumbUpCampaignWork: def({
    ...routes.thumbUpCampaignWork,
    input: z.extend(cc.thumbUpInput, { campaign: cc.campaignSlugParam }),
    data: cc.campaignLikeResultSchema,
  }),
  adminCmsPositions: def({ ...routes.adminCmsPositions, data: z.array(cc.cmsPositionSchema) }),
  adminCmsPosition: def({ ...routes.adminCmsPosition, input: cc.cmsPositionKey, data: cc.cmsPositionDetailSchema }),
  adminCmsSaveDraft: def({ ...routes.adminCmsSaveDraft, input: cc.cmsSaveDraftInput, data: cc.cmsVersionResultSchema }),
  adminCmsPublish: def({ ...routes.adminCmsPublish, input: cc.cmsVersionRef, data: cc.cmsVersionResultSchema }),
  adminCmsRollback: def({ ...routes.adminCmsRollback, input: cc.cmsVersionRef, data: cc.cmsVersionResultSchema }),
  adminCampaignList: def({ ...routes.adminCampaignList, data: z.array(cc.campaignSchema) }),
  adminCampaignSave: def({ ...routes.adminCampaignSave, input: cc.campaignSaveInput, data: cc.campaignSchema }),
  adminCampaignEntries: def({
    ...routes.adminCampaignEntries,
    input: cc.campaignEntriesInput,
    data: z.object({ entryCount: z.number() }),
  }),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The data type an endpoint answers. */
export type EndpointData<N extends EndpointName> = z.infer<Endpoints[N]['data']>;
/** The input an endpoint takes (before parsing: what a client sends). */
export type EndpointInput<N extends EndpointName> = Endpoints[N] extends { input: infer I extends z.ZodMiniType }
  ? z.input<I>
  : undefined;

export { matchDesignerSchema };
