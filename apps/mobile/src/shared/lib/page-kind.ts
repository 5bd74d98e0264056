/**
 * What the phone site answers for a path it has no phone page for (issue 26): every path of the product answers
 * on the phone site. A page that belongs on a computer (the operators' console, exam answers) says so; another
 * known page not yet drawn for phones says what it is and gives its full link to open on a computer; a path no
 * page answers is a true 404. Titles follow the web's route table (docs/product.md §2).
 */
import { isKnownPage } from '@bazaar/domain/rules';

export type PageKind =
  | { kind: 'computer'; title: string; what: string }
  | { kind: 'desktop'; title: string; what: string }
  | { kind: 'missing' };

const COMPUTER: [RegExp, string, string][] = [
  [
    /^\/admin\//i,
    '运营后台',
    '运营后台是平台顾问处理任务跟进、入驻审核、举报、测评评审和内容管理的工作台，需要大屏幕和键盘。',
  ],
  [/^\/exam\//i, '能力测评答题', '测评答题需要上传设计稿并对照题目要求作答，请在电脑上完成。'],
];

const TITLES: [RegExp, string, string][] = [
  [/^\/login\/third$/i, '第三方登录', '微信、QQ 账号登录。'],
  [/^\/qr(\/[^/]+)?$/i, '扫码访问', '扫码访问的活动页面。'],
  [/^\/share\/weixin$/i, '微信分享', '分享到微信。'],
  // A /my child with no phone page (the growth pages, results and reports have theirs: app/routes.tsx).
  [/^\/my(\/[^/]+)?$/i, '个人中心', '设计师的成长、测评与数据。'],
  // The other zt pages (zt/tool among them), brands, campaigns, help and join — and the contests, the employer
  // centre and talent pool, the designer's works, growth, results and reports, messages and notifications — have
  // phone pages (app/routes.tsx).
  [/^\/zt\/clips$/i, '视频作品专题', '设计师的视频作品。'],
];

export function pageKind(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!isKnownPage(path)) return { kind: 'missing' };
  const computer = COMPUTER.find(([re]) => re.test(path));
  if (computer) return { kind: 'computer', title: computer[1], what: computer[2] };
  const known = TITLES.find(([re]) => re.test(path));
  return { kind: 'desktop', title: known?.[1] ?? '设计集市', what: known?.[2] ?? '设计集市的页面。' };
}

/** The full link to open on a computer: the desktop origin (from the gateway) with the same path and query. */
export function desktopLink(desktopOrigin: string, pathname: string, search: string): string {
  return desktopOrigin.replace(/\/+$/, '') + pathname + search;
}
