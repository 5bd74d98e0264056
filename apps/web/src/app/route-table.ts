/**
 * Every route of docs/product.md §2 as data: path, layout, page name, lazy page and guard meta. The router is
 * built from this table, so the login issue adds guards by filling in `guard` — not by editing JSX.
 */
import { ZT_PAGES } from '@bazaar/domain/rules';
import { createElement, type ComponentType } from 'react';
import type { LayoutName } from './layouts/layouts';
import type * as MoneyPages from '@/features/money/pages/money-pages';

/**
 * Guard meta of docs/product.md §2 "Route guards", enforced by app/guards (`decideGuard` → `RouteGuard`):
 * - login: logged in, else /login?redirect={fullPath}
 * - designer: logged in and a designer, else '设计师才可以访问'
 * - designerOrJoin: login, else /login?redirect=…; not a designer → /join?redirect=…
 * - taskDetail: login unless the query has all=1
 * - designerHomepage: → /u/{userId} keeping worksType; no userId → /login; not a designer → how to become one (/my/home)
 * - joinUnlessDesigner: a logged-in designer → /u/{userId} keeping worksType; everyone else sees /join
 * - operator (issue 7, the /admin console): login, else /login?redirect=…; not an operator → forbidden
 */
export type Guard =
  | 'login'
  | 'designer'
  | 'designerOrJoin'
  | 'taskDetail'
  | 'designerHomepage'
  | 'joinUnlessDesigner'
  | 'operator';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  /** The page's Chinese name: document title and the 建设中 heading. */
  title: string;
  layout: LayoutName;
  /** A lazy page; absent → the 建设中 page until its issue lands. */
  page?: () => Promise<PageModule>;
  guard?: Guard;
  /** A fixed redirect (docs/product.md §2: /login/invitation → /join). */
  redirect?: string;
  /**
   * docs/product.md §2 floating toolbar extras: 'like the works' on works (and match/oppo) detail pages, the share
   * widget on works, task and designer pages.
   */
  toolbar?: { like?: 'works'; share?: true };
  /** docs/product.md §2: the header turns dark on brand pages (the layout reads it from the matched route). */
  headerTheme?: 'dark';
}

const home = () => import('@/features/home/pages/home-page');
const works = () => import('@/features/works/pages/works-page');
const workDetail = () => import('@/features/works/pages/work-detail-page');
const designers = () => import('@/features/designers/pages/designers-page');
const favorite = () => import('@/features/favorites/pages/favorite-page');
const ucWorks = () => import('@/features/favorites/pages/uc-works-page');
const ucDesigner = () => import('@/features/favorites/pages/uc-designer-page');
const shareWeixin = () => import('@/features/share/pages/share-weixin-page');
const search = () => import('@/features/search/pages/search-page');
const login = () => import('@/features/auth/pages/login-page');
const loginThird = () => import('@/features/auth/pages/login-third-page');
const setting = () => import('@/features/account/pages/setting-page');
const myWorks = () => import('@/features/my-works/pages/my-works-page');
const homepage = () => import('@/features/homepage/pages/homepage-page');
/** A console page inside the console's chrome, both in the page's own lazy chunks (issue 7). */
const adminPage = (load: () => Promise<PageModule>) => async (): Promise<PageModule> => {
  const [{ default: AdminLayout }, { default: Page }] = await Promise.all([import('./layouts/admin-layout'), load()]);
  return { default: () => createElement(AdminLayout, null, createElement(Page)) };
};
const adminTasks = adminPage(() => import('@/features/admin/pages/admin-tasks-page'));
// Issue 8: the help centre and /join in one lazy module; the console's two reviews in one page of their own.
const helpJoin = () => import('./pages/help-join-pages');
const helpPage = () => helpJoin().then((m) => ({ default: m.HelpPage }));
const joinPage = () => helpJoin().then((m) => ({ default: m.JoinPage }));
const adminReviews = adminPage(() => import('@/features/admin/pages/admin-review-pages'));
const adminCms = adminPage(() => import('@/features/admin/cms/admin-cms-page'));
const brandPages = () => import('@/features/brands/pages/brand-pages');
const brandHall = () => brandPages().then((m) => ({ default: m.BrandHallPage }));
const brand = () => brandPages().then((m) => ({ default: m.BrandPage }));
const activities = () => brandPages().then((m) => ({ default: m.ActivitiesPage }));
const activity = () => brandPages().then((m) => ({ default: m.ActivityPage }));
const taskHall = () => import('@/features/tasks/pages/task-hall-page');
// One module for the four task-work pages (each lazy import costs the entry its dependency list).
const taskWork = () => import('@/features/task-work/pages/task-work-pages');
const taskDetail = () => taskWork().then((m) => ({ default: m.TaskDetailPage }));
const uc = () => taskWork().then((m) => ({ default: m.UcPage }));
const ucTask = () => taskWork().then((m) => ({ default: m.UcTaskPage }));
const uTask = () => taskWork().then((m) => ({ default: m.UTaskPage }));
// Issue 9: the money pages in one lazy module.
type MoneyPage = keyof typeof MoneyPages;
const money = (name: MoneyPage) => () =>
  import('@/features/money/pages/money-pages').then((m) => ({ default: m[name] }));
// Issue 9, designer growth: one lazy module for all its pages; the exam review desk in the console.
const growthPages = () => import('@/features/growth/pages/growth-pages');
type GrowthPageName = Exclude<keyof Awaited<ReturnType<typeof growthPages>>, 'default'>;
const growth = (name: GrowthPageName) => () => growthPages().then((m) => ({ default: m[name] }));
const adminExams = adminPage(() => import('@/features/admin/pages/admin-exams-page'));
const adminCampaigns = adminPage(() => import('@/features/admin/pages/admin-campaigns-page'));
// Issue 25: disputes, listed and decided.
const adminDisputes = adminPage(() => import('@/features/admin/pages/admin-disputes-page'));
const adminDispute = adminPage(() => import('@/features/admin/pages/admin-dispute-page'));
// Issue 33: notifications that moved no money.
const adminPayments = adminPage(() => import('@/features/admin/pages/admin-payments-page'));
// Issue 9: /my/clips and /zt/clips share one lazy module (no other page loads clips code).
const clipsPages = () => import('@/features/clips/pages/clips-pages');
const myClipsPage = () => clipsPages().then((m) => ({ default: m.MyClipsPage }));
const ztClipsPage = () => clipsPages().then((m) => ({ default: m.ZtClipsPage }));
const MY_PAGE: Record<string, () => Promise<PageModule>> = {
  banner: growth('TypeScorePage'),
  clips: myClipsPage,
  diagnosis: growth('DiagnosisPage'),
  growth: growth('MyGrowthPage'),
  healthy: growth('HealthyPage'),
  ikon: growth('TypeScorePage'),
  insetScore: growth('TypeScorePage'),
  ip: growth('TypeScorePage'),
  logo: growth('TypeScorePage'),
  packScore: growth('TypeScorePage'),
  score: growth('ScorePage'),
};
const ZT_PAGE: Partial<Record<string, () => Promise<PageModule>>> = { tool: growth('ToolPage'), clips: ztClipsPage };
// Issue 25: /messages, /messages/{id} and /notifications share one lazy module.
const messagesModule = () => import('@/features/messages/pages/messages-pages');
type MessagesPageName = Exclude<keyof Awaited<ReturnType<typeof messagesModule>>, 'default'>;
const messagesPage = (name: MessagesPageName) => () => messagesModule().then((m) => ({ default: m[name] }));
// Issue 8: the thematic pages, contests and QR landing share one lazy module.
const ztPages = () => import('@/features/zt/pages/zt-pages');
const ztPage = () => ztPages().then((m) => ({ default: m.ZtPage }));
const matchPage = () => ztPages().then((m) => ({ default: m.MatchPage }));
const oppoPage = () => ztPages().then((m) => ({ default: m.OppoPage }));
const qrPage = () => ztPages().then((m) => ({ default: m.QrPage }));

const HELP: Record<string, string> = {
  agreement: '用户协议',
  designer: '设计师帮助',
  designerAdmin: '设计师管理规范',
  entryRules: '入驻规则',
  infringement: '侵权投诉',
  orderRules: '接单规则',
  privacy: '隐私政策',
  qa: '常见问题',
  rules: '平台规则',
  settlement: '结算说明',
};

const MY: Record<string, string> = {
  banner: 'Banner 设计成绩',
  clips: '我的视频作品',
  diagnosis: '作品诊断',
  growth: '我的成长',
  healthy: '账号健康度',
  ikon: '图标设计成绩',
  insetScore: '插画测评成绩',
  ip: 'IP 形象设计成绩',
  logo: 'Logo 设计成绩',
  packScore: '包装设计成绩',
  score: '我的成绩',
};

const EXAM: Record<string, string> = {
  banner: 'Banner 设计测评',
  ikon: '图标设计测评',
  ip: 'IP 形象设计测评',
  logo: 'Logo 设计测评',
};

const ZT_NAMED: Record<string, string> = {
  ai: 'AI 设计专题',
  ai_design: 'AI 设计大赛',
  artist: '艺术家专题',
  celebrity: '名家专题',
  clips: '视频作品专题',
  course: '设计课程',
  guide: '新手指南',
  inset: '插画专题',
  match: '设计大赛专题',
  oneyear: '一周年专题',
  twoyear: '两周年专题',
  oppo: 'OPPO 专题',
  vivo: 'vivo 专题',
  packing: '包装设计专题',
  rank: '设计师排行榜',
  recruit: '设计师招募',
  strategy: '设计攻略',
  support: '设计师扶持计划',
  supportplus: '设计师扶持计划 Plus',
  teach: '设计教学',
  tiktok: '抖音专题',
  tiktok101: '抖音 101 专题',
  tool: '设计工具',
  works: '作品专题',
};

/** docs/product.md §2 route guards for specific zt pages. */
const ZT_GUARD: Partial<Record<string, Guard>> = {
  packing: 'designerOrJoin',
  inset: 'designerOrJoin',
  clips: 'designerOrJoin',
  tool: 'login',
};

export const routeTable: readonly RouteEntry[] = [
  { path: '/', title: '首页', layout: 'default', page: home },
  { path: '/works', title: '作品', layout: 'default', page: works },
  {
    path: '/works/:id',
    title: '作品详情',
    layout: 'default',
    page: workDetail,
    toolbar: { like: 'works', share: true },
  },
  { path: '/designer', title: '设计师', layout: 'default', page: designers },
  { path: '/task', title: '任务大厅', layout: 'default', page: taskHall },
  {
    path: '/task/:id',
    title: '任务详情',
    layout: 'default',
    guard: 'taskDetail',
    toolbar: { share: true },
    page: taskDetail,
  },
  { path: '/ability', title: '能力测评', layout: 'default', guard: 'designerOrJoin', page: growth('AbilityPage') },
  { path: '/activity', title: '活动', layout: 'default', page: activities },
  { path: '/activity/:id', title: '活动详情', layout: 'default', page: activity },
  { path: '/brand', title: '品牌专区', layout: 'default', page: brandHall, headerTheme: 'dark' },
  { path: '/brand/:id', title: '品牌详情', layout: 'default', page: brand, headerTheme: 'dark' },
  { path: '/join', title: '设计师入驻', layout: 'plain', guard: 'joinUnlessDesigner', page: joinPage },
  { path: '/login', title: '登录', layout: 'plain', page: login },
  { path: '/login/third', title: '第三方登录', layout: 'plain', page: loginThird },
  { path: '/login/invitation', title: '邀请登录', layout: 'plain', redirect: '/join' },
  { path: '/favorite/:type?', title: '我的收藏', layout: 'default', guard: 'login', page: favorite },
  { path: '/growth/:id?', title: '成长计划', layout: 'default', page: growth('GrowthPage') },
  { path: '/match', title: '设计大赛', layout: 'default', page: matchPage },
  { path: '/match/:id', title: '设计大赛', layout: 'default', page: matchPage, toolbar: { like: 'works' } },
  { path: '/oppo', title: 'OPPO 活动', layout: 'default', page: oppoPage },
  { path: '/oppo/:id', title: 'OPPO 活动', layout: 'default', page: oppoPage, toolbar: { like: 'works' } },
  { path: '/qr/:id?', title: '扫码访问', layout: 'blank', page: qrPage },
  { path: '/search/:id?', title: '搜索结果', layout: 'default', page: search },
  { path: '/u/:id?', title: '设计师主页', layout: 'default', toolbar: { share: true }, page: homepage },
  { path: '/share/weixin', title: '微信分享', layout: 'blank', page: shareWeixin },
  ...Object.entries(HELP).map(
    ([name, title]): RouteEntry => ({ path: `/help/${name}`, title, layout: 'plain', page: helpPage }),
  ),
  { path: '/my', title: '个人中心', layout: 'designer', guard: 'login', page: growth('MyPage') },
  { path: '/my/home', title: '我的主页', layout: 'designer', guard: 'designerHomepage' },
  { path: '/my/setting', title: '账号设置', layout: 'default', guard: 'login', page: setting },
  ...Object.entries(MY).map(
    ([name, title]): RouteEntry => ({
      path: `/my/${name}`,
      title,
      layout: 'designer',
      guard: name === 'diagnosis' ? 'designerOrJoin' : 'login',
      page: MY_PAGE[name],
    }),
  ),
  { path: '/uc', title: '雇主中心', layout: 'default', guard: 'login', page: uc },
  { path: '/uc/account', title: '我的账户', layout: 'default', guard: 'login', page: money('UcAccountPage') },
  { path: '/uc/bill', title: '账单明细', layout: 'default', guard: 'login', page: money('UcBillPage') },
  { path: '/uc/designer', title: '我的人才库', layout: 'default', guard: 'login', page: ucDesigner },
  { path: '/uc/task', title: '我的任务', layout: 'default', guard: 'login', page: ucTask },
  { path: '/uc/works', title: '收藏的作品', layout: 'default', guard: 'login', page: ucWorks },
  { path: '/u/account', title: '设计师账户', layout: 'designer', guard: 'designer', page: money('UAccountPage') },
  { path: '/u/bill', title: '设计师账单', layout: 'designer', guard: 'designer', page: money('UBillPage') },
  { path: '/u/task', title: '我接的任务', layout: 'designer', guard: 'designer', page: uTask },
  { path: '/u/works', title: '上传作品', layout: 'designer', guard: 'designer', page: myWorks },
  ...Object.entries(EXAM).map(
    ([name, title]): RouteEntry => ({
      path: `/exam/${name}`,
      title,
      layout: 'plain',
      guard: 'login',
      page: growth('ExamPage'),
    }),
  ),
  // Issue 25: conversations and notifications, one lazy module.
  { path: '/messages', title: '消息', layout: 'default', guard: 'login', page: messagesPage('MessagesPage') },
  {
    path: '/messages/:conversationId',
    title: '会话',
    layout: 'default',
    guard: 'login',
    page: messagesPage('ConversationPage'),
  },
  {
    path: '/notifications',
    title: '通知',
    layout: 'default',
    guard: 'login',
    page: messagesPage('NotificationsPage'),
  },
  { path: '/pay/cashier/:id?', title: '收银台', layout: 'plain', guard: 'login', page: money('CashierPage') },
  { path: '/pay/confirm/:id?', title: '支付确认', layout: 'plain', guard: 'login', page: money('PayConfirmPage') },
  // Issue 7: the operators' console (not a docs/product.md §2 route; the consultant's desk of docs/product.md §1), guarded here
  // and, for every call, on the server ('operator' endpoints). Its pages draw the console's own chrome
  // (app/layouts/admin-layout, wrapped by `adminPage`) inside the blank layout, so no visitor's first load carries it.
  { path: '/admin/tasks', title: '任务跟进', layout: 'blank', guard: 'operator', page: adminTasks },
  { path: '/admin/join', title: '入驻审核', layout: 'blank', guard: 'operator', page: adminReviews },
  { path: '/admin/reports', title: '举报处理', layout: 'blank', guard: 'operator', page: adminReviews },
  { path: '/admin/exams', title: '测评评审', layout: 'blank', guard: 'operator', page: adminExams },
  { path: '/admin/cms', title: '内容管理', layout: 'blank', guard: 'operator', page: adminCms },
  { path: '/admin/campaigns', title: '活动管理', layout: 'blank', guard: 'operator', page: adminCampaigns },
  { path: '/admin/disputes', title: '纠纷处理', layout: 'blank', guard: 'operator', page: adminDisputes },
  { path: '/admin/disputes/:id', title: '纠纷裁决', layout: 'blank', guard: 'operator', page: adminDispute },
  { path: '/admin/payments', title: '支付异常', layout: 'blank', guard: 'operator', page: adminPayments },
  ...ZT_PAGES.map(
    (name): RouteEntry => ({
      path: `/zt/${name}`,
      title: ZT_NAMED[name] ?? `专题 · ${name}`,
      // docs/product.md §2: the toolbar shows everywhere except the zt-rank page.
      layout: name === 'rank' ? 'plain' : 'default',
      guard: ZT_GUARD[name],
      // Issue 8: every zt page is CMS blocks through one renderer; zt/tool and zt/clips are issue 9's own pages.
      page: ZT_PAGE[name] ?? ztPage,
    }),
  ),
];
