/**
 * The phone site's first data calls, as URLs (issue 26 LCP budget): the gateway's phone port preloads them with
 * the HTML, as it does for the web's browse pages (page-data.ts). A `rel=preload; as=fetch` helps only when its
 * URL is byte for byte what the page then fetches, so the phone's pages take their sizes from here and build
 * their calls with the same `callUrl` (the client does). Only a page's plain entry is covered — a filter in
 * the query returns no calls and the page fetches after its JS, as before.
 */
import { CMS_ZT_PAGE } from '../cms/blocks.js';
import { CMS } from '../constants/base.js';
import { ZT_PAGES } from '../rules/page-routes.js';
import { callUrl, idFromParam, type QueryParams } from './page-data.js';
import { routes } from './routes.js';

/** Rows per page of the phone's lists (loaded as you scroll). */
export const PHONE_PAGE_SIZE = 12;
/** 相似作品 under a work on a phone. */
export const PHONE_ALIKE_LIMIT = 6;
/** 最新任务 on the phone's home page. */
export const PHONE_HOME_TASKS = 4;
/** 我的最新任务 on the phone's employer centre (/uc). */
export const PHONE_UC_LATEST = 5;
/** Conversations per page of the phone's /messages (and its other inbox lists). */
export const PHONE_INBOX_PAGE_SIZE = 20;
/** The CMS positions the phone's home page draws (its banner, works and designers blocks). */
export const PHONE_HOME_CMS = ['banner', 'works', 'designers'] as const;
/** zt/tool and zt/clips are pages of their own (issue 9), not CMS blocks. */
const ZT_NOT_BLOCKS = new Set(['tool', 'clips']);

/** Whether the phone draws `/zt/{slug}` from its CMS blocks (position = the slug, lower case). */
export const isZtBlocksPage = (slug: string): boolean =>
  (ZT_PAGES as readonly string[]).includes(slug) && !ZT_NOT_BLOCKS.has(slug);

const only = (search: QueryParams, allowed: readonly string[]): boolean =>
  [...search.keys()].every((k) => allowed.includes(k));

export const phoneCmsUrl = (page: string, position: string): string =>
  callUrl(routes.getCmsConfigInfos, { channel: CMS.channel, page, position });

/**
 * The calls a phone page makes first, before any user input (none for a page not covered). `signedIn`: the
 * browser has a session — a task's page shows to a visitor only with `all=1` (else it is sent to log in).
 */
export function phonePageDataCalls(pathname: string, search: QueryParams, signedIn = false): string[] {
  const first = { current: 1, pageSize: PHONE_PAGE_SIZE };
  const plain = only(search, []);
  if (pathname === '/' && plain) {
    return [
      ...PHONE_HOME_CMS.map((p) => phoneCmsUrl(CMS.home.page, CMS.home[p])),
      callUrl(routes.getTaskPage, { current: 1, pageSize: PHONE_HOME_TASKS }),
    ];
  }
  if (pathname === '/works' && plain) return [callUrl(routes.getAllWorksPage, first)];
  if (pathname === '/designer' && plain) return [callUrl(routes.getAllTalentsPage, first)];
  if (pathname === '/task' && plain) return [callUrl(routes.getTaskPage, first)];
  if (signedIn && plain) {
    const mine = signedInCalls(pathname.toLowerCase(), first);
    if (mine) return mine;
  }
  const [, section = '', param, extra] = pathname.split('/');
  if (extra !== undefined || !param) return [];
  const id = idFromParam(param);
  if (section === 'works' && id !== null && plain) {
    return [
      callUrl(routes.getWorksInfo, { worksId: id }),
      callUrl(routes.getAlikeWorksList, { worksId: id, limit: PHONE_ALIKE_LIMIT }),
    ];
  }
  const shown = signedIn || search.get('all') === '1';
  if (section === 'task' && id !== null && only(search, ['all']) && shown) {
    return [callUrl(routes.getTaskInfo, { orderId: id })];
  }
  if (section === 'u' && id !== null && plain) {
    return [
      callUrl(routes.getTalentHomepageInfo, { userId: id }),
      callUrl(routes.getAllWorksPage, { ...first, userId: id }),
    ];
  }
  if (section === 'search' && (param === 'works' || param === 'designer') && only(search, ['keyword'])) {
    // The phone trims the keyword and keeps 50 characters, as the web does; an empty one asks nothing.
    const keyword = (search.get('keyword') ?? '').trim().slice(0, 50);
    if (!keyword) return [];
    const list = param === 'works' ? routes.getAllWorksPage : routes.getAllTalentsPage;
    return [callUrl(list, { ...first, keyword })];
  }
  const slug = param.toLowerCase();
  if (section === 'zt' && plain && isZtBlocksPage(slug)) return [phoneCmsUrl(CMS_ZT_PAGE, slug)];
  return [];
}

/**
 * Issue 34 item 5: a signed-in page's first calls (the session's own data), so they run beside the entry and the
 * page's chunk instead of after them. The pages build the same calls from the same numbers (my-tasks, money-bills,
 * messages, employer); null for a page not covered.
 */
function signedInCalls(pathname: string, first: { current: number; pageSize: number }): string[] | null {
  switch (pathname) {
    case '/u/task':
      return [callUrl(routes.getMyApplyPage, first)];
    case '/uc/task':
      return [callUrl(routes.getMyPublishTaskPage, first)];
    case '/u/bill':
    case '/uc/bill':
      return [callUrl(routes.getMyAccountKeepSummary, {}), callUrl(routes.getMyAccountKeepPage, first)];
    case '/messages':
      return [callUrl(routes.getConversations, { current: 1, pageSize: PHONE_INBOX_PAGE_SIZE })];
    case '/uc':
      // The latest tasks only: the page reads its six counts once they are in (employer.tsx), so the counts'
      // six calls do not compete with the list on a phone's few connections.
      return [callUrl(routes.getMyPublishTaskPage, { current: 1, pageSize: PHONE_UC_LATEST })];
    default:
      return null;
  }
}
