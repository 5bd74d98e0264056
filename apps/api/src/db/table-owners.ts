/**
 * Which module owns which table (issue 23: "each table read by the module that owns it, through its
 * repository"; docs/architecture.md, "Who owns which table"). A module is a folder of `src/modules/`; only
 * its files hold SQL over its tables. Another module asks the owner's repository — usually a batched
 * `…ByIds(ids)` after reading its own page (one query per owner per page, never one per row).
 *
 * `table-owners.test.ts` reads every module's source and fails on a table read or written by a module that
 * does not own it, unless `SANCTIONED_READS` below lists that file and table with its reason.
 */
import type { Database } from './schema';

export type ModuleName =
  | 'account'
  | 'activities'
  | 'billing'
  | 'brands'
  | 'campaigns'
  | 'clips'
  | 'cms'
  | 'conversations'
  | 'designers'
  | 'disputes'
  | 'events'
  | 'favorites'
  | 'growth'
  | 'join'
  | 'likes'
  | 'notifications'
  | 'reports'
  | 'reviews'
  | 'search'
  | 'tasks'
  | 'uploads'
  | 'visits'
  | 'works';

/** `db` is `src/db/` itself: the migrations' and the seed's own bookkeeping, no module's. */
export type TableOwner = ModuleName | 'db';

/** Every table of `Database` has exactly one owner (a table added without one fails to compile). */
export const TABLE_OWNERS = {
  // account: who someone is and how they log in
  users: 'account',
  sessions: 'account',
  sms_codes: 'account',
  password_guards: 'account',
  user_open_ids: 'account',
  oauth_tickets: 'account',
  user_accounts: 'account',
  // designers: a designer's profile and the categories they work in
  designers: 'designers',
  designer_categories: 'designers',
  // cms: the configured content and the category dictionary it serves
  categories: 'cms',
  cms_configs: 'cms',
  cms_versions: 'cms',
  // works: the works, their images and the title grams' document frequencies (kept by a trigger on works)
  works: 'works',
  work_images: 'works',
  works_title_gram_df: 'works',
  favorites: 'favorites',
  work_likes: 'likes',
  clips: 'clips',
  // reports: the reasons dictionary, the reports and the works taken down after one
  dictionary_items: 'reports',
  work_reports: 'reports',
  hidden_works: 'reports',
  designer_applications: 'join',
  visits: 'visits',
  page_views: 'visits',
  search_keywords: 'search',
  search_history: 'search',
  growth_projects: 'growth',
  exam_attempts: 'growth',
  campaigns: 'campaigns',
  campaign_entries: 'campaigns',
  campaign_likes: 'campaigns',
  tasks: 'tasks',
  task_applications: 'tasks',
  task_events: 'tasks',
  task_attachments: 'tasks',
  task_follow_ups: 'tasks',
  brands: 'brands',
  activities: 'activities',
  ledger_movements: 'billing',
  ledger_entries: 'billing',
  ledger_balances: 'billing',
  bills: 'billing',
  pay_orders: 'billing',
  pay_anomalies: 'billing',
  bank_cards: 'billing',
  payouts: 'billing',
  refunds: 'billing',
  payout_accounts: 'billing',
  notifications: 'notifications',
  task_reviews: 'reviews',
  task_disputes: 'disputes',
  conversations: 'conversations',
  conversation_members: 'conversations',
  messages: 'conversations',
  conversation_reads: 'conversations',
  user_event_seqs: 'events',
  user_events: 'events',
  app_meta: 'db',
} as const satisfies { [T in keyof Database]: TableOwner };

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * The reads across owners that stay, file by file, each with its reason. A **read model** is a query that
 * must filter or order by another module's columns, or answer a page in one statement, over tables of a
 * million rows (docs/search.md, decision 007): split into the owner's lookups it would read unbounded rows
 * to fill one page, or add round trips the benchmarks budget. A **pending** entry would be a crossing not
 * moved yet, named so (none is left). Anything else asks the owner's repository. An entry no longer made fails the test too, so
 * the list stays true.
 */
export const SANCTIONED_READS: Readonly<Record<string, Partial<Record<TableName, string>>>> = {
  'cms/cms.repository.ts': {
    works:
      'read model: the categories that hold a work, one index probe per category (exists over works_category_idx) instead of reading every work',
  },
  'designers/designers.repository.ts': {
    users:
      "read model: the designers list (a million designers) filters and sorts by the nickname's grams and the designer's own columns in one statement; the page's names come with it",
    works:
      "read model: the designers list filters by works type (exists), sorts by works count and carries each designer's top works as a lateral join: per page, one statement (decision 007)",
    categories:
      "read model: the designers list filters by category and names each designer's categories in the same statement as the page",
    favorites:
      "read model: the designers list marks the viewer's favourites (isAdd) with one primary-key probe per row of the page",
    work_images:
      "read model: a homepage may only use its own works' images (isOwnWorksImage), one indexed exists over the designer's works",
  },
  'favorites/favorites.repository.ts': {
    designers:
      'read model: adding favourites inserts only targets that exist, in one statement (all or nothing); the list skips targets that are gone while it pages',
    works:
      'read model: adding favourites inserts only targets that exist, in one statement (all or nothing); the list skips targets that are gone while it pages',
  },
  'search/search.repository.ts': {
    works:
      'read model: the title suggestions read the most liked works in order and match the grams in one statement (docs/search.md composite)',
    designers:
      "read model: the designer suggestions match the nickname's grams (users) and order by the designer's level in one statement (docs/search.md)",
    users:
      "read model: the designer suggestions match the nickname's grams (users) and order by the designer's level in one statement (docs/search.md)",
  },
  'works/works.repository.ts': {
    categories:
      'read model: the works list answers a page, its joins and its capped total in one statement — one round trip per list (listPage, decision 007, benchmarks.md)',
    designers:
      'read model: the works list answers a page, its joins and its capped total in one statement — one round trip per list (listPage, decision 007, benchmarks.md)',
    users:
      'read model: the works list answers a page, its joins and its capped total in one statement — one round trip per list (listPage, decision 007, benchmarks.md)',
    favorites:
      "read model: the works list marks the viewer's favourites (isAdd) with one primary-key probe per row, in the page's statement",
  },
};
