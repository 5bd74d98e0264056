/**
 * The phone site's pages (issue 26). Every page is lazy: the first load carries the shell only. A path not listed
 * here falls to `elsewhere`, which answers every other page of the product (docs/product.md §2) with a clear page
 * — computer-only, or what it is with the link to open on a computer — and unknown paths with the 404 page.
 */
import { lazyPage, type LazyPage } from './lazy-page';
import type { Guard } from './guard';

export interface MobileRoute {
  path: string;
  /** The top bar's title. */
  title: string;
  page: LazyPage;
  /** A tab root: no back button, the search button instead. */
  root?: boolean;
  guard?: Guard;
  /** 分享 in the top bar (the desktop's toolbar share: works, task and designer pages). */
  share?: boolean;
  /** false: no bottom tab bar (a conversation: its composer sits at the bottom instead). */
  tabBar?: false;
}

const home = lazyPage(() => import('@/pages/home'));
const works = lazyPage(() => import('@/pages/works'));
const work = lazyPage(() => import('@/pages/work'));
const designers = lazyPage(() => import('@/pages/designers'));
const homepage = lazyPage(() => import('@/pages/homepage'));
const tasks = lazyPage(() => import('@/pages/tasks'));
const task = lazyPage(() => import('@/pages/task'));
const search = lazyPage(() => import('@/pages/search'));
const login = lazyPage(() => import('@/pages/login'));
const me = lazyPage(() => import('@/pages/me'));
const myTasks = lazyPage(() => import('@/pages/my-tasks'));
const favorites = lazyPage(() => import('@/pages/favorites'));
const settings = lazyPage(() => import('@/pages/settings'));
const moneyAccount = lazyPage(() => import('@/pages/money-account'));
const moneyBills = lazyPage(() => import('@/pages/money-bills'));
const cashier = lazyPage(() => import('@/pages/cashier'));
const payConfirm = lazyPage(() => import('@/pages/pay-confirm'));
export const elsewhere = lazyPage(() => import('@/pages/elsewhere'));
// Brands, campaigns, the zt pages, help and join (issue 26).
const brands = lazyPage(() => import('@/pages/brands'));
const brand = lazyPage(() => import('@/pages/brand'));
const activities = lazyPage(() => import('@/pages/activities'));
const activity = lazyPage(() => import('@/pages/activity'));
const zt = lazyPage(() => import('@/pages/zt'));
const help = lazyPage(() => import('@/pages/help'));
const join = lazyPage(() => import('@/pages/join'));
// Conversations and notifications (issue 25 on phones).
const messages = lazyPage(() => import('@/pages/messages'));
const conversation = lazyPage(() => import('@/pages/conversation'));
const notifications = lazyPage(() => import('@/pages/notifications'));
// The contests (issue 26: shared in WeChat, so visitors arrive on phones).
const contest = lazyPage(() => import('@/pages/contest'));
// The employer centre (the talent pool is the favourites page's /uc/designer).
const employer = lazyPage(() => import('@/pages/employer'));
const myWorks = lazyPage(() => import('@/pages/my-works'));
const growth = lazyPage(() => import('@/pages/growth'));
const ability = lazyPage(() => import('@/pages/ability'));
// The designer's results and reports, and the tools page (issue 26: the growth pages on the phone).
const score = lazyPage(() => import('@/pages/score'));
const reports = lazyPage(() => import('@/pages/reports'));
const tools = lazyPage(() => import('@/pages/tools'));
// Short video works (issue 9 on phones).
const ztClips = lazyPage(() => import('@/pages/zt-clips'));
// The desktop's WeChat share page and third-party binding, as a phone meets them (issue 26).
const shareWeixin = lazyPage(() => import('@/pages/share-weixin'));
const loginThird = lazyPage(() => import('@/pages/login-third'));
const myClips = lazyPage(() => import('@/pages/my-clips'));

export const ROUTES: MobileRoute[] = [
  { path: '/', title: '设计集市', page: home, root: true },
  { path: '/works', title: '作品', page: works, root: true },
  { path: '/works/:id', title: '作品详情', page: work, share: true },
  { path: '/designer', title: '设计师', page: designers },
  { path: '/u/:id?', title: '设计师主页', page: homepage, share: true },
  { path: '/my/home', title: '我的主页', page: homepage, guard: 'login' },
  { path: '/task', title: '任务大厅', page: tasks, root: true },
  { path: '/task/:id', title: '任务详情', page: task, guard: 'taskDetail', share: true },
  { path: '/search/:id?', title: '搜索', page: search },
  { path: '/login', title: '登录', page: login },
  { path: '/login/third', title: '第三方登录', page: loginThird },
  { path: '/share/weixin', title: '微信分享', page: shareWeixin },
  { path: '/my', title: '我的', page: me, root: true },
  { path: '/uc/task', title: '我发布的任务', page: myTasks, guard: 'login' },
  { path: '/u/task', title: '我接的任务', page: myTasks, guard: 'designer' },
  { path: '/favorite/:type?', title: '我的收藏', page: favorites, guard: 'login' },
  { path: '/uc/works', title: '收藏的作品', page: favorites, guard: 'login' },
  { path: '/brand', title: '品牌专区', page: brands },
  { path: '/brand/:id', title: '品牌详情', page: brand },
  { path: '/activity', title: '活动', page: activities },
  { path: '/activity/:id', title: '活动详情', page: activity },
  { path: '/zt/:slug', title: '专题', page: zt },
  // docs/product.md §2 route guards of zt pages (zt/tool and zt/clips are their own pages below).
  { path: '/zt/packing', title: '包装设计专题', page: zt, guard: 'designerOrJoin' },
  { path: '/zt/inset', title: '插画专题', page: zt, guard: 'designerOrJoin' },
  { path: '/help/:name', title: '帮助中心', page: help },
  { path: '/join', title: '设计师入驻', page: join },
  { path: '/my/setting', title: '账号设置', page: settings, guard: 'login' },
  { path: '/uc/account', title: '我的账户', page: moneyAccount, guard: 'login' },
  { path: '/uc/bill', title: '账单明细', page: moneyBills, guard: 'login' },
  { path: '/u/account', title: '设计师账户', page: moneyAccount, guard: 'designer' },
  { path: '/u/bill', title: '设计师账单', page: moneyBills, guard: 'designer' },
  { path: '/pay/cashier/:id?', title: '收银台', page: cashier, guard: 'login' },
  { path: '/pay/confirm/:id?', title: '支付确认', page: payConfirm, guard: 'login' },
  { path: '/messages', title: '消息', page: messages, guard: 'login' },
  { path: '/messages/:id', title: '会话', page: conversation, guard: 'login', tabBar: false },
  { path: '/notifications', title: '通知', page: notifications, guard: 'login' },
  { path: '/match', title: '设计大赛', page: contest, share: true },
  { path: '/match/:id', title: '设计大赛', page: contest, share: true },
  { path: '/oppo', title: 'OPPO 活动', page: contest, share: true },
  { path: '/oppo/:id', title: 'OPPO 活动', page: contest, share: true },
  { path: '/uc', title: '雇主中心', page: employer, guard: 'login' },
  { path: '/uc/designer', title: '我的人才库', page: favorites, guard: 'login' },
  { path: '/u/works', title: '上传作品', page: myWorks, guard: 'designer' },
  { path: '/growth/:id?', title: '成长计划', page: growth },
  { path: '/ability', title: '能力测评', page: ability, guard: 'designerOrJoin' },
  // docs/product.md §2 route guards: the /my children need login but diagnosis (designerOrJoin); zt-tool needs login.
  { path: '/my/score', title: '我的成绩', page: score, guard: 'login' },
  { path: '/my/banner', title: 'Banner 设计成绩', page: score, guard: 'login' },
  { path: '/my/ikon', title: '图标设计成绩', page: score, guard: 'login' },
  { path: '/my/ip', title: 'IP 形象设计成绩', page: score, guard: 'login' },
  { path: '/my/logo', title: 'Logo 设计成绩', page: score, guard: 'login' },
  { path: '/my/insetScore', title: '插画测评成绩', page: score, guard: 'login' },
  { path: '/my/packScore', title: '包装设计成绩', page: score, guard: 'login' },
  { path: '/my/diagnosis', title: '作品诊断', page: reports, guard: 'designerOrJoin' },
  { path: '/my/healthy', title: '账号健康度', page: reports, guard: 'login' },
  { path: '/my/growth', title: '我的成长', page: growth, guard: 'login' },
  { path: '/zt/tool', title: '设计工具', page: tools, guard: 'login' },
  { path: '/zt/clips', title: '视频作品专题', page: ztClips, guard: 'designerOrJoin' },
  { path: '/my/clips', title: '我的视频作品', page: myClips, guard: 'login' },
];
