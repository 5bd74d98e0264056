/**
 * Method, path and access of every call of docs/product.md §7 — plain data with no schemas, so browser code can
 * import it without pulling zod. `contract.ts` attaches the schemas; see there for the chosen paths.
 */
export type Auth = 'public' | 'optional' | 'user' | 'operator';

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /**
   * Who may call: anyone; anyone (user-specific fields when logged in); logged in only; a logged-in
   * operator only (issue 7: the consultant's desk under /api/admin).
   */
  auth: Auth;
  /** Login endpoints take multipart and the fixed client authorization header (docs/product.md §7). */
  login?: true;
}

import { clipsRoutes } from './clips-routes.js';
import { joinRoutes } from './join-routes.js';

export const routes = {
  getUserInfo: { method: 'GET', path: '/api/user/getUserInfo', auth: 'user' },
  haveReadStatement: { method: 'POST', path: '/api/user/haveReadStatement', auth: 'user' },
  updateUserInfo: { method: 'POST', path: '/api/user/updateUserInfo', auth: 'user' },
  getMyAccountInfo: { method: 'GET', path: '/api/plat/getMyAccountInfo', auth: 'user' },
  getMyAccountKeepSummary: { method: 'GET', path: '/api/plat/getMyAccountKeepSummary', auth: 'user' },
  getMyAccountKeepPage: { method: 'GET', path: '/api/plat/getMyAccountKeepPage', auth: 'user' },
  logout: { method: 'POST', path: '/api/logout', auth: 'public' },
  sendSmsCode: { method: 'POST', path: '/api/auth/code/sms', auth: 'public' },
  loginByPassword: { method: 'POST', path: '/api/auth/authentication/form', auth: 'public', login: true },
  loginByMobile: { method: 'POST', path: '/api/auth/authentication/mobile', auth: 'public', login: true },
  loginByOpenId: { method: 'POST', path: '/api/auth/authentication/openid', auth: 'public', login: true },
  bindOpenId: { method: 'POST', path: '/api/auth/authentication/bind', auth: 'public', login: true },
  myGrewUpProjectList: { method: 'GET', path: '/api/platPlus/growthTask/myGrewUpProjectList', auth: 'user' },
  getDesignerWorkStatus: { method: 'GET', path: '/api/common/getDesignerWorkStatus', auth: 'public' },
  updateDesignerOnLeaveStatus: { method: 'POST', path: '/api/designer/updateDesignerOnLeaveStatus', auth: 'user' },
  getTaskPage: { method: 'GET', path: '/api/common/getTaskPage', auth: 'optional' },
  getMyApplyPage: { method: 'GET', path: '/api/plat/getMyApplyPage', auth: 'user' },
  getTaskInfo: { method: 'GET', path: '/api/common/getTaskInfo', auth: 'optional' },
  getTaskApplyCount: { method: 'GET', path: '/api/plat/getTaskApplyCount', auth: 'user' },
  getIpadTaskApplyCount: { method: 'GET', path: '/api/plat/getIpadTaskApplyCount', auth: 'user' },
  getEnterpriseTaskApplyCount: { method: 'GET', path: '/api/plat/getEnterpriseTaskApplyCount', auth: 'user' },
  applyTask: { method: 'POST', path: '/api/plat/applyTask', auth: 'user' },
  applyIpadTask: { method: 'POST', path: '/api/plat/applyIpadTask', auth: 'user' },
  applyEnterpriseTask: { method: 'POST', path: '/api/plat/applyEnterpriseTask', auth: 'user' },
  unApplyTask: { method: 'POST', path: '/api/plat/unApplyTask', auth: 'user' },
  assignDesignerTask: { method: 'POST', path: '/api/plat/assignDesignerTask', auth: 'user' },
  getEmployerTaskTimeAxis: { method: 'GET', path: '/api/plat/task/subcontract/getEmployerTaskTimeAxis', auth: 'user' },
  getDesignerTaskTimeAxis: { method: 'GET', path: '/api/plat/task/subcontract/getDesignerTaskTimeAxis', auth: 'user' },
  getEmployerTaskAttachmentAxis: {
    method: 'GET',
    path: '/api/plat/task/subcontract/getEmployerTaskAttachmentAxis',
    auth: 'user',
  },
  getDesignerTaskAttachmentAxis: {
    method: 'GET',
    path: '/api/plat/task/subcontract/getDesignerTaskAttachmentAxis',
    auth: 'user',
  },
  getActivityTaskPage: { method: 'GET', path: '/api/common/getActivityTaskPage', auth: 'optional' },
  getTopicTaskInfo: { method: 'GET', path: '/api/common/getTopicTaskInfo', auth: 'optional' },
  getMyApplyStatus: { method: 'GET', path: '/api/plat/getMyApplyStatus', auth: 'user' },
  getTopicTaskApplyPage: { method: 'GET', path: '/api/common/getTopicTaskApplyPage', auth: 'optional' },
  getTopicTaskPage: { method: 'GET', path: '/api/common/getTopicTaskPage', auth: 'optional' },
  applyTopicTask: { method: 'POST', path: '/api/plat/applyTopicTask', auth: 'user' },
  cancelApplyTopicTask: { method: 'POST', path: '/api/plat/cancelApplyTopicTask', auth: 'user' },
  handleCancelApply: { method: 'POST', path: '/api/plat/handleCancelApply', auth: 'user' },
  pubTaskEmploy: { method: 'POST', path: '/api/plat/pubTaskEmploy', auth: 'user' },
  // Paths the spec does not give (chosen, issue 7): the employer's and designer's task centers, the
  // lifecycle after assignment, attachments, brands and campaigns, and the consultant's desk.
  getMyPublishTaskPage: { method: 'GET', path: '/api/plat/getMyPublishTaskPage', auth: 'user' },
  getTaskApplyDesignerPage: { method: 'GET', path: '/api/plat/getTaskApplyDesignerPage', auth: 'user' },
  deliverTask: { method: 'POST', path: '/api/plat/task/subcontract/deliverTask', auth: 'user' },
  reviseTask: { method: 'POST', path: '/api/plat/task/subcontract/reviseTask', auth: 'user' },
  acceptTask: { method: 'POST', path: '/api/plat/task/subcontract/acceptTask', auth: 'user' },
  closeTask: { method: 'POST', path: '/api/plat/closeTask', auth: 'user' },
  uploadTaskAttachment: { method: 'POST', path: '/api/plat/task/subcontract/uploadTaskAttachment', auth: 'user' },
  getBrandPage: { method: 'GET', path: '/api/common/getBrandPage', auth: 'public' },
  getBrandInfo: { method: 'GET', path: '/api/common/getBrandInfo', auth: 'public' },
  getActivityPage: { method: 'GET', path: '/api/common/getActivityPage', auth: 'public' },
  getActivityInfo: { method: 'GET', path: '/api/common/getActivityInfo', auth: 'public' },
  getFollowUpPage: { method: 'GET', path: '/api/admin/task/getFollowUpPage', auth: 'operator' },
  saveFollowUpNote: { method: 'POST', path: '/api/admin/task/saveFollowUpNote', auth: 'operator' },
  openTask: { method: 'POST', path: '/api/admin/task/openTask', auth: 'operator' },
  adminCloseTask: { method: 'POST', path: '/api/admin/task/closeTask', auth: 'operator' },
  getCmsConfigInfos: { method: 'GET', path: '/api/common/getCmsConfigInfos', auth: 'public' },
  /** Chosen path (issue 22): the quick-publish dialog's consultant QR, an operator's CMS setting. */
  getConsultantQr: { method: 'GET', path: '/api/common/getConsultantQr', auth: 'public' },
  getAllCategories: { method: 'GET', path: '/api/common/category/getAllCategories', auth: 'public' },
  getChooseCategoryInfo: { method: 'GET', path: '/api/common/category/getChooseCategoryInfo', auth: 'public' },
  getDictionaryByTypeCode: {
    method: 'GET',
    path: '/api/common/category/getDictionaryByTypeCode/:code',
    auth: 'public',
  },
  getOssSignatureUploadToken: { method: 'GET', path: '/api/plat/getOssSignatureUploadToken', auth: 'user' },
  visit: { method: 'POST', path: '/api/common/visit', auth: 'optional' },
  upload: { method: 'POST', path: '/api/plat/volc/tos/upload', auth: 'user' },
  getResultOfCapacityModel: {
    method: 'GET',
    path: '/api/platPlus/capacityModel/getResultOfCapacityModel',
    auth: 'user',
  },
  capacityModelTest: { method: 'POST', path: '/api/platPlus/capacityModel/capacityModelTest', auth: 'user' },
  getTonedList: { method: 'POST', path: '/api/common/getTonedList', auth: 'public' },
  getTurnOverList: { method: 'POST', path: '/api/common/getTurnOverList', auth: 'public' },
  getAllTalentsPage: { method: 'GET', path: '/api/common/getAllTalentsPage', auth: 'optional' },
  getAllWorksPage: { method: 'GET', path: '/api/common/getAllWorksPage', auth: 'optional' },
  getConfigTalent: { method: 'GET', path: '/api/common/getConfigTalent', auth: 'optional' },
  getConfigWorks: { method: 'GET', path: '/api/common/getConfigWorks', auth: 'optional' },
  getWorksInfo: { method: 'GET', path: '/api/common/getWorksInfo', auth: 'optional' },
  getAlikeWorksList: { method: 'GET', path: '/api/common/getAlikeWorksList', auth: 'optional' },
  getTalentWorksList: { method: 'GET', path: '/api/common/getTalentWorksList', auth: 'optional' },
  getTalentHomepageInfo: { method: 'GET', path: '/api/common/getTalentHomepageInfo', auth: 'optional' },
  updateHomepageInfo: { method: 'POST', path: '/api/designer/updateHomepageInfo', auth: 'user' },
  getMatchSearchKeyWords: { method: 'GET', path: '/api/common/getMatchSearchKeyWords', auth: 'public' },
  getRecentSearchKeyWords: { method: 'GET', path: '/api/common/getRecentSearchKeyWords', auth: 'optional' },
  /** Chosen path (issue 6): the results page records its keyword, so it shows under 最近搜索. */
  recordSearchKeyWord: { method: 'POST', path: '/api/common/recordSearchKeyWord', auth: 'optional' },
  /** Chosen path (issue 6): at login, this browser's recent searches join the account's. */
  mergeRecentSearches: { method: 'POST', path: '/api/plat/mergeRecentSearches', auth: 'user' },
  getTalentsAddFavoriteStatus: { method: 'GET', path: '/api/plat/getTalentsAddFavoriteStatus', auth: 'user' },
  getWorksAddFavoriteStatus: { method: 'GET', path: '/api/plat/getWorksAddFavoriteStatus', auth: 'user' },
  batchAddFavoriteTalent: { method: 'POST', path: '/api/plat/batchAddFavoriteTalent', auth: 'user' },
  batchAddFavoriteWorks: { method: 'POST', path: '/api/plat/batchAddFavoriteWorks', auth: 'user' },
  reportWorks: { method: 'POST', path: '/api/plat/reportWorks', auth: 'user' },
  // Paths the spec does not give (chosen, issue 6): un-favourite, my favourites, my works, page views.
  batchRemoveFavoriteTalent: { method: 'POST', path: '/api/plat/batchRemoveFavoriteTalent', auth: 'user' },
  batchRemoveFavoriteWorks: { method: 'POST', path: '/api/plat/batchRemoveFavoriteWorks', auth: 'user' },
  getMyFavoriteWorksPage: { method: 'GET', path: '/api/plat/getMyFavoriteWorksPage', auth: 'user' },
  getMyFavoriteTalentPage: { method: 'GET', path: '/api/plat/getMyFavoriteTalentPage', auth: 'user' },
  getMyWorksPage: { method: 'GET', path: '/api/designer/getMyWorksPage', auth: 'user' },
  saveWorks: { method: 'POST', path: '/api/designer/saveWorks', auth: 'user' },
  deleteWorks: { method: 'POST', path: '/api/designer/deleteWorks', auth: 'user' },
  pageView: { method: 'POST', path: '/api/common/pageView', auth: 'optional' },
  /** docs/product.md §2 toolbar 'like the works' on a work's page (chosen path): one like per user per work. */
  likeWorks: { method: 'POST', path: '/api/plat/likeWorks', auth: 'user' },
  // — Money (issue 9, chosen paths; docs/decisions/011): the cashier, the provider's callback, bank cards
  // and payouts. Every amount is integer fen.
  getTaskEscrow: { method: 'GET', path: '/api/plat/pay/getTaskEscrow', auth: 'user' },
  createTaskPayOrder: { method: 'POST', path: '/api/plat/pay/createTaskPayOrder', auth: 'user' },
  getPayOrderInfo: { method: 'GET', path: '/api/plat/pay/getPayOrderInfo', auth: 'user' },
  sandboxPay: { method: 'POST', path: '/api/plat/pay/sandboxPay', auth: 'user' },
  payNotify: { method: 'POST', path: '/api/pay/notify/:provider', auth: 'public' },
  getMyBankCards: { method: 'GET', path: '/api/plat/pay/getMyBankCards', auth: 'user' },
  saveBankCard: { method: 'POST', path: '/api/plat/pay/saveBankCard', auth: 'user' },
  requestPayout: { method: 'POST', path: '/api/plat/pay/requestPayout', auth: 'user' },
  vivoThumbUpWork: { method: 'POST', path: '/api/plat/vivo/thumbUpWork', auth: 'user' },
  oppoThumbUpWork: { method: 'POST', path: '/api/plat/oppo/thumbUpWork', auth: 'user' },
  // Issue 8: designer onboarding and the console's reviews (join-routes.ts).
  ...joinRoutes,
  // Issue 9, designer growth (chosen paths): the capability model, exam review, growth plans, reports.
  getCapacityModel: { method: 'GET', path: '/api/platPlus/capacityModel/getCapacityModel', auth: 'user' },
  getExamReviewPage: { method: 'GET', path: '/api/admin/exam/getExamReviewPage', auth: 'operator' },
  reviewExam: { method: 'POST', path: '/api/admin/exam/reviewExam', auth: 'operator' },
  getGrowthPlanList: { method: 'GET', path: '/api/platPlus/growthTask/getGrowthPlanList', auth: 'optional' },
  joinGrowthPlan: { method: 'POST', path: '/api/platPlus/growthTask/joinGrowthPlan', auth: 'user' },
  leaveGrowthPlan: { method: 'POST', path: '/api/platPlus/growthTask/leaveGrowthPlan', auth: 'user' },
  getMyDiagnosis: { method: 'GET', path: '/api/platPlus/diagnosis/getMyDiagnosis', auth: 'user' },
  getMyAccountHealth: { method: 'GET', path: '/api/platPlus/diagnosis/getMyAccountHealth', auth: 'user' },
  // Issue 9: short video works (clips-routes.ts).
  ...clipsRoutes,
  // Issue 8 (chosen paths): campaigns, their entries and likes; the console's CMS versions and campaigns.
  getCampaignInfo: { method: 'GET', path: '/api/common/campaign/getCampaignInfo', auth: 'public' },
  getCampaignList: { method: 'GET', path: '/api/common/campaign/getCampaignList', auth: 'public' },
  getCampaignWorksPage: { method: 'GET', path: '/api/common/campaign/getCampaignWorksPage', auth: 'optional' },
  getCampaignEntry: { method: 'GET', path: '/api/common/campaign/getCampaignEntry', auth: 'optional' },
  thumbUpCampaignWork: { method: 'POST', path: '/api/plat/campaign/thumbUpWork', auth: 'user' },
  adminCmsPositions: { method: 'GET', path: '/api/admin/cms/getPositions', auth: 'operator' },
  adminCmsPosition: { method: 'GET', path: '/api/admin/cms/getPosition', auth: 'operator' },
  adminCmsSaveDraft: { method: 'POST', path: '/api/admin/cms/saveDraft', auth: 'operator' },
  adminCmsPublish: { method: 'POST', path: '/api/admin/cms/publish', auth: 'operator' },
  adminCmsRollback: { method: 'POST', path: '/api/admin/cms/rollback', auth: 'operator' },
  adminCampaignList: { method: 'GET', path: '/api/admin/campaign/getList', auth: 'operator' },
  adminCampaignSave: { method: 'POST', path: '/api/admin/campaign/save', auth: 'operator' },
  adminCampaignEntries: { method: 'POST', path: '/api/admin/campaign/setEntries', auth: 'operator' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** The login paths the BFF turns into an httpOnly session cookie. */
export const LOGIN_PATHS: readonly string[] = Object.values(routes as Record<string, Route>)
  .filter((r) => r.login)
  .map((r) => r.path);
