/**
 * The constants the whole app shares (the app shell, the cards, the client); `@bazaar/domain/constants`
 * re-exports them with the area files beside this one. Business constants of docs/product.md §9 (and the
 * codes it names elsewhere); values it leaves open are chosen here once, each marked "chosen".
 */

/** docs/product.md §7/§9: the envelope's success code. */
export const SUCCESS_CODE = 'S000001' as const;
/** docs/product.md §8: the code that earns an extra toast `onResError E020002:`. */
export const EXTRA_TOAST_CODE = 'E020002' as const;

/** docs/product.md §9: CMS `limit` default. */
export const CMS_LIMIT_DEFAULT = 1000;
/** docs/product.md §9: home works list truncated to 16; thematic works default 16. */
export const HOME_WORKS_LIMIT = 16;
export const THEMATIC_WORKS_LIMIT = 16;
/** docs/product.md §9: designers carry up to 3 sample works. */
export const DESIGNER_SAMPLE_WORKS = 3;
/** docs/product.md §9: the thematic "driving" list groups designers in threes. */
export const DRIVING_GROUP_SIZE = 3;
/** docs/product.md §9: tab bar keeps at most 6 top-level items. */
export const TAB_BAR_MAX_ITEMS = 6;

/** docs/product.md §9: search suggestions, 4 each, debounce 800 ms. */
export const SUGGESTION_LIMIT = 4;
export const SUGGESTION_DEBOUNCE_MS = 800;

/** docs/product.md §9: nickname display limit in width units (non-ASCII counts double) and its default. */
export const NICKNAME_WIDTH_LIMIT = 14;
export const NICKNAME_DEFAULT = '无名';

/**
 * docs/product.md §9: like windows as half-open instants [start, end) in China Standard Time (UTC+8).
 * "vivo from 2022-08-01 until 2022-09-01": the window closes as 2022-09-01 begins.
 * "oppo 2022-08-19 to 2022-09-30": the 30th is included, so the window closes as 2022-10-01 begins.
 */
export const LIKE_WINDOWS = {
  vivo: { start: '2022-08-01T00:00:00+08:00', end: '2022-09-01T00:00:00+08:00' },
  oppo: { start: '2022-08-19T00:00:00+08:00', end: '2022-10-01T00:00:00+08:00' },
} as const;

/** docs/product.md §7/§9: one retry. */
export const RETRY_COUNT = 1;
/** docs/product.md §9: the loading bar shows after this throttle. */
export const LOADING_THROTTLE_MS = 200;

/** docs/product.md §9: visit types and source. */
export const VISIT_TYPE = { works: 10141010, designer: 10141020 } as const;
export const VISIT_SOURCE_TYPE = 10111010;

/** docs/product.md §9: category fallback name. */
export const CATEGORY_FALLBACK = '平面插画';

/** docs/product.md §1/§9: customer service hours. */
export const SERVICE_HOURS = '周一至周五 9:30-18:30';

/** docs/product.md §4/§9: SMS countdown seconds; taskName length; mobile length. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const TASK_NAME_MIN = 3;
export const TASK_NAME_MAX = 20;
export const MOBILE_LENGTH = 11;

/** docs/product.md §9: cookie lifetime for the session store, the test flag and the source title. */
export const COOKIE_LIFETIME_DAYS = 7;
export const COOKIE_LIFETIME_SECONDS = COOKIE_LIFETIME_DAYS * 24 * 60 * 60;

/** docs/product.md §3/§9: task publish source channel and types (the floating toolbar uses its own). */
export const SOURCE_CHANNEL = 10101000;
export const SOURCE_TYPE_DEFAULT = 10111010;
export const SOURCE_TYPE_TOOLBAR = 10111020;

/** docs/product.md §9: image defaults — quality 80; widths avatar 160, cover 274, works 1100, at scale 2. */
export const IMAGE_QUALITY_DEFAULT = 80;
export const IMAGE_SCALE = 2;
export const IMAGE_WIDTH = { avatar: 160, cover: 274, works: 1100 } as const;

/** docs/product.md §8: toasts sit 88 px from the top, last 2 s, at most 2 at once. */
export const TOAST_OFFSET_PX = 88;
export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_VISIBLE = 2;

/**
 * Task status values: "not shown" in the spec (§4) — chosen here (issue 7, docs/decisions/010).
 * 5 待沟通 (a quick publish waits for the consultant), 1 招募中 (open for applications), 2 进行中 (a designer
 * is working), 6 待验收 (delivered, the employer checks), 3 已完成, 4 已关闭. 1–4 keep the values the home
 * page and the seed already use; the two later ones take 5 and 6 rather than renumbering (0 is refused by
 * the task-list rule of docs/product.md §5).
 */
export const TASK_STATUS = { recruiting: 1, inProgress: 2, completed: 3, closed: 4, pending: 5, delivered: 6 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
// The status names and the rest of a task's constants are in tasks.ts.

/** Works types (chosen): 1 图片作品, 2 视频作品 (the "clips" pages). Sub-types: 1 原创, 2 商业案例. */
export const WORKS_TYPE = { image: 1, video: 2 } as const;
export const WORKS_SUB_TYPE = { original: 1, commercial: 2 } as const;

/** Sort types (chosen): works 1 最新 2 最热; talents 1 综合 2 最新入驻 3 作品最多 4 评分最高 (issue 25). */
export const WORKS_SORT = { newest: 1, hottest: 2 } as const;
export const TALENTS_SORT = { general: 1, newest: 2, mostWorks: 3, rating: 4 } as const;

/** Paging defaults and the largest page a client may ask for. */
export const PAGE_SIZE_DEFAULT = 16;
export const PAGE_SIZE_MAX = 100;
/** The largest id the database can hold (ids are PostgreSQL `integer` columns). */
export const ID_MAX = 2_147_483_647;

/**
 * How deep the works and talent lists page (issue 6, docs/decisions/007): a browse list shows its first
 * 20 000 rows (1 250 pages of 16) — unfiltered, or works of one category or one designer, which have
 * indexes in list order; a list narrowed by any other filter its first 800 (50 pages of 16); a keyword
 * list its first 240 matches (15 pages of 16). A page past that answers no rows (with the total), so pagers
 * stop at min(total, depth). Deeper is a crawler's walk, not a reader's, and costs a scan proportional to
 * the depth. A total above what is counted exactly comes with `approximate: true` and is shown as 约 N.
 */
export const LIST_DEPTH_MAX = 20_000;
export const FILTERED_LIST_DEPTH_MAX = 800;
export const SEARCH_DEPTH_MAX = 240;

/** CMS channel/page/position keys (chosen) used by the web and seeded by the api. */
export const CMS = {
  channel: 'pc',
  tabBar: { page: 'common', position: 'tabbar' },
  home: {
    page: 'home',
    banner: 'banner',
    works: 'works',
    designers: 'designers',
    tasks: 'tasks',
  },
} as const;

/**
 * Works and uploads (chosen, issue 6): a work has 1–9 images; each upload file at most 10 MiB, at most 9
 * files and 40 MiB per request; only PNG, JPEG, WebP and GIF, judged by their bytes.
 */
export const WORK_IMAGES_MIN = 1;
export const WORK_IMAGES_MAX = 9;
export const WORK_TITLE_MAX = 40;
export const WORK_DESCRIPTION_MAX = 2000;
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 9;
export const UPLOAD_MAX_REQUEST_BYTES = 40 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Reports (docs/product.md §3/§7): the dictionary code of report types, and the longest report text. */
export const REPORT_TYPE_DICT = 'report_type';
export const REPORT_INFO_MAX = 200;

/** Page-view beacons (docs/product.md §2): at most this many views in one batch. */
export const PAGE_VIEW_BATCH_MAX = 20;

/**
 * An anonymous browser id (chosen, issue 6): the gateway keeps it in an httpOnly cookie and passes it to
 * the api in this header, so visitors' recent searches and page views are per browser.
 */
export const BROWSER_ID_COOKIE = 'bazaar_bid';
export const BROWSER_ID_HEADER = 'x-browser-id';
/** docs/product.md §9: the device pixel ratio is kept in a cookie; image URLs use it for their scale. */
export const DPR_COOKIE = 'bazaar_dpr';
