/**
 * The URLs of data calls, shared by the web's API client and the gateway's preload hints (issue 6 speed
 * budget). A `Link: rel=preload; as=fetch` only helps when its URL is byte for byte the one the page then
 * fetches, so both sides build it here. Zod-free: the web's client imports `callUrl` on the first load.
 */
import type { HomepageLayout } from '../constants/homepage.js';
import { ID_MAX, PAGE_SIZE_DEFAULT, TALENTS_SORT, WORKS_SORT, WORKS_TYPE } from '../constants/base.js';
import type { ClientRoute } from './route.js';
import { routes } from './routes.js';

export type CallParams = Record<string, unknown>;

/** Arrays travel comma-separated (docs/product.md §7 `ids=3,1,2`). */
export const encodeValue = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

/**
 * Every browser and Node has URLSearchParams; the domain compiles without DOM or Node types, so the part
 * used here is declared (cheaper on the web's first load than a hand-written form encoder).
 */
declare const URLSearchParams: new (init: string[][]) => { toString(): string };

/** The part of `URLSearchParams` read here (both the browser's and Node's fit). */
export interface QueryParams {
  get(name: string): string | null;
  keys(): Iterable<string>;
}

/**
 * The URL of a GET call: `:name` path segments filled from the input, then every other non-empty value as
 * the query, in name order. Sorted (a choice): the order no longer depends on how a page happened to build
 * its input object, so the gateway's hint and the page's request agree by construction.
 */
export function callUrl(route: ClientRoute, input: CallParams): string {
  const rest: CallParams = { ...input };
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(encodeValue(value ?? ''));
  });
  const query = new URLSearchParams(
    Object.keys(rest)
      .sort()
      .flatMap((k) => {
        const v = rest[k];
        return v === undefined || v === null || v === '' ? [] : [[k, encodeValue(v)]];
      }),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** Page sizes of the browse pages the gateway preloads for (the web's pages use the same numbers). */
export const BROWSE_PAGE_SIZE = {
  works: PAGE_SIZE_DEFAULT,
  /** /designer: the 3 × 4 directory grid. */
  designers: 12,
  /** /task: the hall's 4 × 4 page (issue 7). */
  tasks: PAGE_SIZE_DEFAULT,
  /** /search/{kind}: the active tab's page; the other tab asks for one row, for its count. */
  searchWorks: 16,
  searchDesigners: 12,
} as const;

/** A designer homepage's works per page by its skin's layout: big images make a long page, so fewer. */
export const HOMEPAGE_WORKS_PAGE_SIZE: Record<HomepageLayout, number> = { grid: 16, masonry: 16, list: 8 };

/**
 * A page path's id segment (`/works/{id}`, `/u/{id}`) as a database id, or null: the web's pages and the
 * gateway's hints must read ids alike.
 */
export function idFromParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= ID_MAX ? n : null;
}

/** `?a=…` with only the given names (none required): anything else means the page is not the default. */
const isEmpty = (search: QueryParams): boolean => [...search.keys()].length === 0;

const onlyParams = (search: QueryParams, allowed: readonly string[]): boolean =>
  [...search.keys()].every((k) => allowed.includes(k));

/**
 * The data calls a browse page makes first, as URLs (the gateway preloads them with the HTML). Only the
 * common, unfiltered entry of each page is covered — `/works`, `/designer`, `/task`, `/works/{id}`, `/task/{id}`, `/u/{id}` and
 * `/search/{works|designer}?keyword=` — so the gateway never has to re-implement a page's filter parsing;
 * any other query returns no calls (the page simply fetches after its JS, as before).
 * `/u/{id}` also names its works list when the caller knows the designer's skin layout (the gateway does,
 * from the lookup that writes the page's link card); the page asks for it once the skin has arrived.
 */
export function pageDataCalls(pathname: string, search: QueryParams, homepageLayout?: HomepageLayout): string[] {
  if (pathname === '/works' && isEmpty(search)) {
    return [
      callUrl(routes.getAllWorksPage, {
        current: 1,
        pageSize: BROWSE_PAGE_SIZE.works,
        sortType: WORKS_SORT.newest,
      }),
    ];
  }
  if (pathname === '/designer' && isEmpty(search)) {
    return [
      callUrl(routes.getAllTalentsPage, {
        sortType: TALENTS_SORT.general,
        current: 1,
        pageSize: BROWSE_PAGE_SIZE.designers,
      }),
    ];
  }
  if (pathname === '/task' && isEmpty(search)) {
    return [callUrl(routes.getTaskPage, { current: 1, pageSize: BROWSE_PAGE_SIZE.tasks })];
  }
  const work = /^\/works\/([^/]+)$/.exec(pathname);
  if (work) {
    const worksId = idFromParam(work[1]);
    return worksId === null || !isEmpty(search) ? [] : [callUrl(routes.getWorksInfo, { worksId })];
  }
  // /task/{id} (issue 7): visitors come with all=1 (docs/product.md §6), logged-in users with or without it.
  const task = /^\/task\/([^/]+)$/.exec(pathname);
  if (task) {
    const orderId = idFromParam(task[1]);
    return orderId === null || !onlyParams(search, ['all']) ? [] : [callUrl(routes.getTaskInfo, { orderId })];
  }
  const designer = /^\/u\/([^/]+)$/.exec(pathname);
  if (designer) {
    const userId = idFromParam(designer[1]);
    if (userId === null || !onlyParams(search, ['worksType'])) return [];
    const info = callUrl(routes.getTalentHomepageInfo, { userId });
    if (!homepageLayout) return [info];
    // The works tab: an unknown worksType shows 全部 (the web's readHomepageQuery).
    const type = Number(search.get('worksType'));
    const worksType = (Object.values(WORKS_TYPE) as number[]).includes(type) ? type : undefined;
    const pageSize = HOMEPAGE_WORKS_PAGE_SIZE[homepageLayout];
    return [info, callUrl(routes.getAllWorksPage, { userId, worksType, current: 1, pageSize })];
  }
  const searchPage = /^\/search\/(works|designer)$/.exec(pathname);
  if (searchPage && onlyParams(search, ['keyword'])) {
    // The web trims the keyword and keeps 50 characters (the api's limit); an empty one asks nothing.
    const keyword = (search.get('keyword') ?? '').trim().slice(0, 50);
    if (!keyword) return [];
    const works = searchPage[1] === 'works';
    return [
      callUrl(routes.getAllWorksPage, { keyword, current: 1, pageSize: works ? BROWSE_PAGE_SIZE.searchWorks : 1 }),
      callUrl(routes.getAllTalentsPage, {
        keyword,
        current: 1,
        pageSize: works ? 1 : BROWSE_PAGE_SIZE.searchDesigners,
      }),
    ];
  }
  return [];
}
