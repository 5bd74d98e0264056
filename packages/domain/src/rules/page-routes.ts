/**
 * The pages the web app serves (docs/product.md §2), as react-router path patterns: `:id` is one segment, `:id?` an
 * optional last one. The web's route table lists exactly these (route-table.test.ts), and the gateway
 * answers any other path with status 404 (still with the app, which draws the 404 page), so a crawler or a
 * monitor does not take a mistyped address for a page.
 */

/** docs/product.md §2: every /zt page name. */
export const ZT_PAGES = [
  '2024',
  'ai',
  'ai_design',
  'artist',
  'assist',
  'celebrity',
  'clips',
  'contract',
  'course',
  'days',
  'diary',
  'driving',
  'dswk',
  'dsxa',
  'dv',
  'feedback',
  'guide',
  'inset',
  'match',
  'oneyear',
  'oppo',
  'packing',
  'pars',
  'qianlong',
  'qqworks',
  'rank',
  'recruit',
  'silk',
  'strategy',
  'support',
  'supportplus',
  'teach',
  'test',
  'tiktok',
  'tiktok101',
  'tool',
  'twoyear',
  'vivo',
  'work',
  'works',
  'ytm',
  'yyz',
  'zm',
] as const;

/** docs/product.md §2: the /help, /my and /exam children. */
export const HELP_PAGES = [
  'agreement',
  'designer',
  'designerAdmin',
  'entryRules',
  'infringement',
  'orderRules',
  'privacy',
  'qa',
  'rules',
  'settlement',
] as const;
export const MY_PAGES = [
  'banner',
  'clips',
  'diagnosis',
  'growth',
  'healthy',
  'ikon',
  'insetScore',
  'ip',
  'logo',
  'packScore',
  'score',
] as const;
export const EXAM_PAGES = ['banner', 'ikon', 'ip', 'logo'] as const;

export const PAGE_PATTERNS: readonly string[] = [
  '/',
  '/works',
  '/works/:id',
  '/designer',
  '/task',
  '/task/:id',
  '/ability',
  '/activity',
  '/activity/:id',
  '/brand',
  '/brand/:id',
  '/join',
  '/login',
  '/login/third',
  '/login/invitation',
  '/favorite/:type?',
  '/growth/:id?',
  '/match',
  '/match/:id',
  '/oppo',
  '/oppo/:id',
  '/qr/:id?',
  '/search/:id?',
  '/u/:id?',
  '/share/weixin',
  ...HELP_PAGES.map((name) => `/help/${name}`),
  '/my',
  '/my/home',
  '/my/setting',
  ...MY_PAGES.map((name) => `/my/${name}`),
  '/uc',
  '/uc/account',
  '/uc/bill',
  '/uc/designer',
  '/uc/task',
  '/uc/works',
  '/u/account',
  '/u/bill',
  '/u/task',
  '/u/works',
  ...EXAM_PAGES.map((name) => `/exam/${name}`),
  // Issue 25: conversations and notifications.
  '/messages',
  '/messages/:conversationId',
  '/notifications',
  '/pay/cashier/:id?',
  '/pay/confirm/:id?',
  '/admin/tasks',
  '/admin/join',
  '/admin/reports',
  '/admin/exams',
  '/admin/cms',
  '/admin/campaigns',
  '/admin/disputes',
  '/admin/disputes/:id',
  '/admin/payments',
  ...ZT_PAGES.map((name) => `/zt/${name}`),
];

/** One pattern against a path's segments (react-router's rules: static segments ignore case). */
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const optional = parts.at(-1)?.endsWith('?') ?? false;
  if (segments.length !== parts.length && !(optional && segments.length === parts.length - 1)) return false;
  return segments.every((segment, i) => {
    const part = parts[i]!;
    return part.startsWith(':') ? segment.length > 0 : part.toLowerCase() === segment.toLowerCase();
  });
}

/** Whether a path (without its query) is one of the app's pages; a trailing slash is ignored. */
export function isKnownPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (pathname.includes('//')) return false;
  return PAGE_PATTERNS.some((pattern) => matches(pattern, segments));
}
