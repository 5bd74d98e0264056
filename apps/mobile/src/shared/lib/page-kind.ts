/**
 * What the phone site answers for a path (issue 26): every path of the product answers on the phone site. A page
 * the phone draws is read from its own route table (app/routes.tsx), so it can never be called "open on a
 * computer"; a page that belongs on a computer (the operators' console, exam answers) says so; another known page
 * not yet drawn for phones says what it is and gives its full link to open on a computer; a path no page answers
 * is a true 404. Titles follow the web's route table (docs/product.md §2).
 */
import { isZtBlocksPage } from '@bazaar/domain/api/phone-page-data';
import { HELP_PAGES, isKnownPage } from '@bazaar/domain/rules';
import { ROUTES, type MobileRoute } from '@/app/routes';
import { matchRoutes, type Params } from '@/shared/router';

export type PageKind =
  | { kind: 'phone'; title: string }
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
  [/^\/qr(\/[^/]+)?$/i, '扫码访问', '扫码访问的活动页面。'],
  // The zt pages (zt/tool and zt/clips among them), brands, campaigns, help and join — and the contests, the
  // employer centre and talent pool, the designer's works and clips, growth, results and reports, messages and
  // notifications — have phone pages (app/routes.tsx).
];

const PHONE = ROUTES.map((route) => ({ path: route.path, value: route }));

/**
 * Routes whose page draws only some of their paths and shows this page for the rest: /zt/{slug} draws the CMS-block
 * pages (pages/zt.tsx), /help/{name} the help centre's docs (pages/help.tsx).
 */
const DRAWS_SOME: Partial<Record<string, (params: Params) => boolean>> = {
  '/zt/:slug': ({ slug = '' }) => isZtBlocksPage(slug.toLowerCase()),
  '/help/:name': ({ name = '' }) => (HELP_PAGES as readonly string[]).includes(name),
};

/** The phone page that draws `path` (the route table's, as the app matches it), or null. */
export function phoneRoute(path: string): MobileRoute | null {
  const match = matchRoutes(PHONE, path);
  if (!match) return null;
  const some = DRAWS_SOME[match.value.path];
  return !some || some(match.params) ? match.value : null;
}

export function pageKind(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const phone = phoneRoute(path);
  if (phone) return { kind: 'phone', title: phone.title };
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

/** The desktop site's origin, written into the page by the gateway (apps/bff mobile-spa.ts). */
export function desktopOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="bazaar-desktop-origin"]');
  return meta?.content || location.origin;
}
