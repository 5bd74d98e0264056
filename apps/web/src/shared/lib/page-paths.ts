/**
 * Every page's path builder: paths.ts's (re-exported) and the pages only lazy code links to. Import it whole in
 * lazy pages (`import * as paths from '@/shared/lib/page-paths'`); never from first-load code (see paths.ts).
 */
import { conversationPath, myTaskPath } from '@bazaar/domain/rules';
import { withQuery } from './paths';

export * from './paths';

// — Public pages
/** A task page as its employer or one of its designers opens it from their own lists (no all=1). */
export const myTask = myTaskPath;
/** Issue 25: a task page scrolled to its review form (去评价 in the centers' lists). */
export const taskReview = (orderId: number) => `/task/${orderId}#review`;
/** A search results page of one kind (works, designers, tasks …), before its query. */
export const searchKind = (kind: string) => `/search/${kind}`;
export const brandHall = '/brand';
export const brand = (brandId: number) => `/brand/${brandId}`;
export const activities = '/activity';
export const activity = (activityId: number) => `/activity/${activityId}`;
/** A contest's hall (/match?c=slug). */
export const match = (slug: string) => withQuery('/match', { c: slug });
/** A contest entry's page; /oppo/{id} has no slug. */
export const matchEntry = (worksId: number, slug: string) => withQuery(`/match/${worksId}`, { c: slug });
export const oppo = '/oppo';
export const oppoEntry = (worksId: number) => `/oppo/${worksId}`;
export const zt = (name: string) => `/zt/${name}`;
export const shareWeixin = (url: string, title: string) => withQuery('/share/weixin', { url, title });

// — Joining and signing in
/** Binding a third-party login; the login page's query (redirect) travels along. */
export const loginThird = '/login/third';
/** Issue 33: the gateway's start of a WeChat/QQ login (a full-page navigation, not a route of the SPA). */
export const oauthStart = (type: 'wechat' | 'qq', redirect: string) => withQuery(`/oauth/${type}/start`, { redirect });

// — Help
export const help = (name: string) => `/help/${name}`;
export const privacy = '/help/privacy';
export const entryRules = '/help/entryRules';

// — A designer's own pages (/my, /u)
export const my = '/my';
export const mySetting = '/my/setting';
export const myScore = '/my/score';
export const myGrowth = '/my/growth';
export const myDiagnosis = '/my/diagnosis';
export const myHealthy = '/my/healthy';
export const myClips = '/my/clips';
export const ability = '/ability';
export const growth = '/growth';
export const growthPlan = (planId: number) => `/growth/${planId}`;
export const designerBills = '/u/bill';

// — An employer's own pages (/uc)
export const employerCenter = '/uc';
export const employerAccount = '/uc/account';
export const employerBills = '/uc/bill';
export const favorites = (kind: 'works' | 'designer') => `/favorite/${kind}`;

// — Paying
export const cashier = (orderId: number) => `/pay/cashier/${orderId}`;
export const payConfirm = (payOrderId: number) => `/pay/confirm/${payOrderId}`;

// — The operators' console
export const adminTasks = '/admin/tasks';
export const adminJoin = '/admin/join';
export const adminReports = '/admin/reports';
export const adminExams = '/admin/exams';
export const adminCms = '/admin/cms';
export const adminCampaigns = '/admin/campaigns';
// Issue 25: disputes and the ruling on one.
export const adminDisputes = '/admin/disputes';
export const adminDispute = (disputeId: number) => `/admin/disputes/${disputeId}`;
export const adminPayments = '/admin/payments';

// — Messages and notifications (issue 25)
export const messages = '/messages';
export const conversation = conversationPath;
export const notifications = '/notifications';
