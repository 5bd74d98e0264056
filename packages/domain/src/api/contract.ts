/**
 * The API contract: every call of spec §7 with its method, path, input schema and data schema.
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
import {
  categorySchema,
  cmsConfigItemSchema,
  designerSchema,
  growthProjectSchema,
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
import { CMS_LIMIT_DEFAULT, SUGGESTION_LIMIT } from '../constants/index.js';
import { taskEmployFormSchema, mobileLoginFormSchema } from '../rules/forms.js';

/** Who may call: anyone; anyone (user-specific fields when logged in); logged in only. */
export type Auth = 'public' | 'optional' | 'user';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: Auth;
  /** Login endpoints take multipart and the fixed client authorization header (spec §7). */
  login?: true;
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

export const accountSummarySchema = z.object({
  balance: z.number(),
  frozen: z.number(),
  totalIncome: z.number(),
});
export const billRowSchema = z.object({
  billId: z.number(),
  title: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});
export const applyCountSchema = z.object({ applyCount: z.number(), maxOrderApplyCount: z.number() });
export const attachmentEntrySchema = z.object({
  title: z.string(),
  url: z.string(),
  time: z.string(),
});
export const homepageInfoSchema = z.object({
  designer: designerSchema,
  homepageConfigKey: z.nullable(z.string()),
});
export const capacityResultSchema = z.object({
  type: z.string(),
  score: z.nullable(z.number()),
  level: z.nullable(z.string()),
});
export const favoriteStatusSchema = z.array(z.object({ id: z.number(), isAdd: z.boolean() }));
export const uploadResultSchema = z.array(z.object({ callbackResult: z.string() }));

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

export const cmsConfigQuery = z.object({
  channel: z.string().check(z.minLength(1, { message: '请指定频道' }), z.maxLength(40)),
  page: z.string().check(z.minLength(1, { message: '请指定页面' }), z.maxLength(40)),
  position: z.optional(z.string().check(z.maxLength(40))),
  limit: z._default(optionalIntParam('条数', 1, CMS_LIMIT_DEFAULT), CMS_LIMIT_DEFAULT),
  params: z.optional(z.string().check(z.maxLength(200))),
});
export type CmsConfigQuery = z.infer<typeof cmsConfigQuery>;

export const endpoints = {
  // — Account and user (spec §7)
  getUserInfo: def({ method: 'GET', path: '/api/user/getUserInfo', auth: 'user', data: userInfoSchema }),
  haveReadStatement: def({
    method: 'POST',
    path: '/api/user/haveReadStatement',
    auth: 'user',
    input: z.object({ whetherToReadNote: flag01 }),
    data: nothing,
  }),
  updateUserInfo: def({
    method: 'POST',
    path: '/api/user/updateUserInfo',
    auth: 'user',
    input: z.object({
      nickName: z.optional(
        z.string().check(z.minLength(1, { message: '请输入昵称' }), z.maxLength(20, { message: '昵称不能超过20个字' })),
      ),
      password: z.optional(
        z.string().check(z.minLength(8, { message: '密码至少8位' }), z.maxLength(64, { message: '密码不能超过64位' })),
      ),
    }),
    data: userInfoSchema,
  }),
  getMyAccountInfo: def({
    method: 'GET',
    path: '/api/plat/getMyAccountInfo',
    auth: 'user',
    data: accountSummarySchema,
  }),
  getMyAccountKeepSummary: def({
    method: 'GET',
    path: '/api/plat/getMyAccountKeepSummary',
    auth: 'user',
    input: z.object({
      month: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/, { message: '月份格式应为YYYY-MM' }))),
    }),
    data: z.object({ income: z.number(), expense: z.number() }),
  }),
  getMyAccountKeepPage: def({
    method: 'GET',
    path: '/api/plat/getMyAccountKeepPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(billRowSchema),
  }),
  logout: def({ method: 'POST', path: '/api/logout', auth: 'public', data: nothing }),
  sendSmsCode: def({
    method: 'POST',
    path: '/api/auth/code/sms',
    auth: 'public',
    input: z.object({ mobile: z.string() }),
    /** The dev SMS driver returns the code (spec §7: filled into the field); a real one returns null. */
    data: z.nullable(z.string()),
  }),
  loginByPassword: def({
    method: 'POST',
    path: '/api/auth/authentication/form',
    auth: 'public',
    login: true,
    input: z.object({ username: z.string(), password: z.string() }),
    data: loginData,
  }),
  loginByMobile: def({
    method: 'POST',
    path: '/api/auth/authentication/mobile',
    auth: 'public',
    login: true,
    input: mobileLoginFormSchema,
    data: loginData,
  }),
  loginByOpenId: def({
    method: 'POST',
    path: '/api/auth/authentication/openid',
    auth: 'public',
    login: true,
    input: z.object({ openAccessToken: z.string(), openAccessType: z.string() }),
    data: loginData,
  }),
  bindOpenId: def({
    method: 'POST',
    path: '/api/auth/authentication/bind',
    auth: 'public',
    login: true,
    input: z.extend(mobileLoginFormSchema, { openAccessToken: z.string(), openAccessType: z.string() }),
    data: loginData,
  }),
  myGrewUpProjectList: def({
    method: 'GET',
    path: '/api/platPlus/growthTask/myGrewUpProjectList',
    auth: 'user',
    data: z.array(growthProjectSchema),
  }),
  getDesignerWorkStatus: def({
    method: 'GET',
    path: '/api/common/getDesignerWorkStatus',
    auth: 'public',
    input: z.object({ userId: idParam }),
    data: z.object({ designerWorkStatus: z.number(), isOnLeave: z.boolean() }),
  }),
  updateDesignerOnLeaveStatus: def({
    method: 'POST',
    path: '/api/designer/updateDesignerOnLeaveStatus',
    auth: 'user',
    input: z.object({ isOnLeave: flag01 }),
    data: nothing,
  }),

  // — Tasks
  getTaskPage: def({
    method: 'GET',
    path: '/api/common/getTaskPage',
    auth: 'optional',
    input: taskPageQuery,
    data: pageOf(taskSchema),
  }),
  getMyApplyPage: def({
    method: 'GET',
    path: '/api/plat/getMyApplyPage',
    auth: 'user',
    input: taskPageQuery,
    data: pageOf(taskSchema),
  }),
  getTaskInfo: def({
    method: 'GET',
    path: '/api/common/getTaskInfo',
    auth: 'optional',
    input: orderIdInput,
    data: taskSchema,
  }),
  getTaskApplyCount: def({
    method: 'GET',
    path: '/api/plat/getTaskApplyCount',
    auth: 'user',
    input: orderIdInput,
    data: applyCountSchema,
  }),
  getIpadTaskApplyCount: def({
    method: 'GET',
    path: '/api/plat/getIpadTaskApplyCount',
    auth: 'user',
    input: orderIdInput,
    data: applyCountSchema,
  }),
  getEnterpriseTaskApplyCount: def({
    method: 'GET',
    path: '/api/plat/getEnterpriseTaskApplyCount',
    auth: 'user',
    input: orderIdInput,
    data: applyCountSchema,
  }),
  applyTask: def({ method: 'POST', path: '/api/plat/applyTask', auth: 'user', input: orderIdInput, data: nothing }),
  applyIpadTask: def({
    method: 'POST',
    path: '/api/plat/applyIpadTask',
    auth: 'user',
    input: orderIdInput,
    data: nothing,
  }),
  applyEnterpriseTask: def({
    method: 'POST',
    path: '/api/plat/applyEnterpriseTask',
    auth: 'user',
    input: orderIdInput,
    data: nothing,
  }),
  unApplyTask: def({ method: 'POST', path: '/api/plat/unApplyTask', auth: 'user', input: orderIdInput, data: nothing }),
  assignDesignerTask: def({
    method: 'POST',
    path: '/api/plat/assignDesignerTask',
    auth: 'user',
    input: z.object({ orderId: idParam, designerId: idParam }),
    data: nothing,
  }),
  getEmployerTaskTimeAxis: def({
    method: 'GET',
    path: '/api/plat/task/subcontract/getEmployerTaskTimeAxis',
    auth: 'user',
    input: orderIdInput,
    data: z.array(timelineEntrySchema),
  }),
  getDesignerTaskTimeAxis: def({
    method: 'GET',
    path: '/api/plat/task/subcontract/getDesignerTaskTimeAxis',
    auth: 'user',
    input: orderIdInput,
    data: z.array(timelineEntrySchema),
  }),
  getEmployerTaskAttachmentAxis: def({
    method: 'GET',
    path: '/api/plat/task/subcontract/getEmployerTaskAttachmentAxis',
    auth: 'user',
    input: orderIdInput,
    data: z.array(attachmentEntrySchema),
  }),
  getDesignerTaskAttachmentAxis: def({
    method: 'GET',
    path: '/api/plat/task/subcontract/getDesignerTaskAttachmentAxis',
    auth: 'user',
    input: orderIdInput,
    data: z.array(attachmentEntrySchema),
  }),
  getActivityTaskPage: def({
    method: 'GET',
    path: '/api/common/getActivityTaskPage',
    auth: 'optional',
    input: taskPageQuery,
    data: pageOf(taskSchema),
  }),
  getTopicTaskInfo: def({
    method: 'GET',
    path: '/api/common/getTopicTaskInfo',
    auth: 'optional',
    input: orderIdInput,
    data: taskSchema,
  }),
  getMyApplyStatus: def({
    method: 'GET',
    path: '/api/plat/getMyApplyStatus',
    auth: 'user',
    input: orderIdInput,
    data: z.object({ applied: z.boolean() }),
  }),
  getTopicTaskApplyPage: def({
    method: 'GET',
    path: '/api/common/getTopicTaskApplyPage',
    auth: 'optional',
    input: z.object({ orderId: idParam, ...pagingParams }),
    data: pageOf(designerSchema),
  }),
  getTopicTaskPage: def({
    method: 'GET',
    path: '/api/common/getTopicTaskPage',
    auth: 'optional',
    input: taskPageQuery,
    data: pageOf(taskSchema),
  }),
  applyTopicTask: def({
    method: 'POST',
    path: '/api/plat/applyTopicTask',
    auth: 'user',
    input: orderIdInput,
    data: nothing,
  }),
  cancelApplyTopicTask: def({
    method: 'POST',
    path: '/api/plat/cancelApplyTopicTask',
    auth: 'user',
    input: orderIdInput,
    data: nothing,
  }),
  handleCancelApply: def({
    method: 'POST',
    path: '/api/plat/handleCancelApply',
    auth: 'user',
    input: orderIdInput,
    data: nothing,
  }),
  pubTaskEmploy: def({
    method: 'POST',
    path: '/api/plat/pubTaskEmploy',
    auth: 'user',
    input: taskEmployFormSchema,
    data: z.object({ orderId: z.number() }),
  }),

  // — Content, works, designers
  getCmsConfigInfos: def({
    method: 'GET',
    path: '/api/common/getCmsConfigInfos',
    auth: 'public',
    input: cmsConfigQuery,
    data: z.array(cmsConfigItemSchema),
  }),
  getAllCategories: def({
    method: 'GET',
    path: '/api/common/category/getAllCategories',
    auth: 'public',
    data: z.array(categorySchema),
  }),
  getChooseCategoryInfo: def({
    method: 'GET',
    path: '/api/common/category/getChooseCategoryInfo',
    auth: 'public',
    data: z.array(categorySchema),
  }),
  getDictionaryByTypeCode: def({
    method: 'GET',
    path: '/api/common/category/getDictionaryByTypeCode/:code',
    auth: 'public',
    input: z.object({ code: z.string().check(z.regex(/^[\w-]{1,40}$/, { message: '字典编码不正确' })) }),
    data: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  getOssSignatureUploadToken: def({
    method: 'GET',
    path: '/api/plat/getOssSignatureUploadToken',
    auth: 'user',
    data: z.object({ uploadUrl: z.string(), token: z.string(), expireAt: z.string() }),
  }),
  visit: def({
    method: 'POST',
    path: '/api/common/visit',
    auth: 'optional',
    input: z.object({ id: idParam, visitType: z.coerce.number(), sourceType: z.coerce.number() }),
    data: nothing,
  }),
  upload: def({ method: 'POST', path: '/api/plat/volc/tos/upload', auth: 'user', data: uploadResultSchema }),
  getResultOfCapacityModel: def({
    method: 'GET',
    path: '/api/platPlus/capacityModel/getResultOfCapacityModel',
    auth: 'user',
    input: z.object({ type: z.string().check(z.regex(/^(banner|ikon|ip|logo)$/, { message: '测评类型不正确' })) }),
    data: capacityResultSchema,
  }),
  capacityModelTest: def({
    method: 'POST',
    path: '/api/platPlus/capacityModel/capacityModelTest',
    auth: 'user',
    input: z.object({ type: z.string(), answers: z.array(z.number()) }),
    data: capacityResultSchema,
  }),
  getTonedList: def({
    method: 'POST',
    path: '/api/common/getTonedList',
    auth: 'public',
    input: z.object({ userIds: idListParam }),
    data: z.array(z.object({ userId: z.number(), toned: z.number() })),
  }),
  getTurnOverList: def({
    method: 'POST',
    path: '/api/common/getTurnOverList',
    auth: 'public',
    input: z.object({ userIds: idListParam }),
    data: z.array(z.object({ userId: z.number(), turnOver: z.number() })),
  }),
  getAllTalentsPage: def({
    method: 'GET',
    path: '/api/common/getAllTalentsPage',
    auth: 'optional',
    input: talentsPageQuery,
    data: pageOf(designerSchema),
  }),
  getAllWorksPage: def({
    method: 'GET',
    path: '/api/common/getAllWorksPage',
    auth: 'optional',
    input: worksPageQuery,
    data: pageOf(workSchema),
  }),
  getConfigTalent: def({
    method: 'GET',
    path: '/api/common/getConfigTalent',
    auth: 'optional',
    input: z.object({ ids: idListParam }),
    data: z.array(designerSchema),
  }),
  getConfigWorks: def({
    method: 'GET',
    path: '/api/common/getConfigWorks',
    auth: 'optional',
    input: z.object({ ids: idListParam }),
    data: z.array(workSchema),
  }),
  getWorksInfo: def({
    method: 'GET',
    path: '/api/common/getWorksInfo',
    auth: 'optional',
    input: z.object({ worksId: idParam }),
    data: workDetailSchema,
  }),
  getAlikeWorksList: def({
    method: 'GET',
    path: '/api/common/getAlikeWorksList',
    auth: 'optional',
    input: z.object({ worksId: idParam, limit: z._default(optionalIntParam('条数', 1, 50), 8) }),
    data: z.array(workSchema),
  }),
  getTalentWorksList: def({
    method: 'GET',
    path: '/api/common/getTalentWorksList',
    auth: 'optional',
    input: z.object({ userIds: idListParam, limit: z._default(optionalIntParam('条数', 1, 50), 3) }),
    data: z.array(z.object({ userId: z.number(), works: z.array(workSchema) })),
  }),
  getTalentHomepageInfo: def({
    method: 'GET',
    path: '/api/common/getTalentHomepageInfo',
    auth: 'optional',
    input: z.object({ userId: idParam }),
    data: homepageInfoSchema,
  }),
  updateHomepageInfo: def({
    method: 'POST',
    path: '/api/designer/updateHomepageInfo',
    auth: 'user',
    input: z.object({ homepageConfigKey: z.string().check(z.maxLength(4000, { message: '主页配置过长' })) }),
    data: nothing,
  }),
  getMatchSearchKeyWords: def({
    method: 'GET',
    path: '/api/common/getMatchSearchKeyWords',
    auth: 'public',
    input: z.object({ keyword: keywordParam, limit: z._default(optionalIntParam('条数', 1, 20), SUGGESTION_LIMIT) }),
    data: searchSuggestionsSchema,
  }),
  getRecentSearchKeyWords: def({
    method: 'GET',
    path: '/api/common/getRecentSearchKeyWords',
    auth: 'optional',
    input: z.object({ limit: z._default(optionalIntParam('条数', 1, 20), SUGGESTION_LIMIT) }),
    data: recentSearchesSchema,
  }),

  // — Favorites, likes, reports
  getTalentsAddFavoriteStatus: def({
    method: 'GET',
    path: '/api/plat/getTalentsAddFavoriteStatus',
    auth: 'user',
    input: z.object({ userIds: idListParam }),
    data: favoriteStatusSchema,
  }),
  getWorksAddFavoriteStatus: def({
    method: 'GET',
    path: '/api/plat/getWorksAddFavoriteStatus',
    auth: 'user',
    input: z.object({ worksIds: idListParam }),
    data: favoriteStatusSchema,
  }),
  batchAddFavoriteTalent: def({
    method: 'POST',
    path: '/api/plat/batchAddFavoriteTalent',
    auth: 'user',
    input: z.object({ userIds: idListParam }),
    data: nothing,
  }),
  batchAddFavoriteWorks: def({
    method: 'POST',
    path: '/api/plat/batchAddFavoriteWorks',
    auth: 'user',
    input: z.object({ worksIds: idListParam }),
    data: nothing,
  }),
  reportWorks: def({
    method: 'POST',
    path: '/api/plat/reportWorks',
    auth: 'user',
    input: z.object({
      worksId: idParam,
      typeId: idParam,
      reportInfo: z
        .string()
        .check(z.minLength(1, { message: '请填写举报说明' }), z.maxLength(500, { message: '举报说明不能超过500字' })),
    }),
    data: nothing,
  }),
  vivoThumbUpWork: def({
    method: 'POST',
    path: '/api/plat/vivo/thumbUpWork',
    auth: 'user',
    input: z.object({ workId: idParam }),
    data: nothing,
  }),
  oppoThumbUpWork: def({
    method: 'POST',
    path: '/api/plat/oppo/thumbUpWork',
    auth: 'user',
    input: z.object({ workId: idParam }),
    data: nothing,
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

/** The login paths the BFF turns into an httpOnly session cookie. */
export const LOGIN_PATHS: readonly string[] = Object.values(endpoints as Record<string, Endpoint>)
  .filter((e) => e.login)
  .map((e) => e.path);

export { matchDesignerSchema };
