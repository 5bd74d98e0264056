/**
 * Table types — the only place they live (kysely example). Rows are mapped to the domain's shapes in the
 * services; nothing outside the repositories and `db/` sees these.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** timestamptz: both drivers return a Date; inserts may pass a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: both drivers return a string (exact decimal); inserts may pass a number. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface UsersTable {
  user_id: Generated<number>;
  mobile: string;
  nick_name: string | null;
  password_hash: string | null;
  is_designer: Generated<boolean>;
  whether_to_read_note: Generated<number>;
  created_at: Timestamp;
  /** Issue 7: the platform's consultants (the /admin console). */
  is_operator: Generated<boolean>;
}

export interface DesignersTable {
  user_id: number;
  level_code: string;
  work_status: number;
  is_on_leave: Generated<boolean>;
  intro: Generated<string>;
  city: string | null;
  avatar: string | null;
  homepage_config: string | null;
  created_at: Timestamp;
  /** Kept by triggers on works (migration 0007); never written by the app. */
  works_count: Generated<number>;
}

export interface CategoriesTable {
  category_id: Generated<number>;
  category_name: string;
  sort: number;
}

export interface DesignerCategoriesTable {
  user_id: number;
  category_id: number;
}

export interface WorksTable {
  works_id: Generated<number>;
  user_id: number;
  title: string;
  description: Generated<string>;
  works_type: number;
  works_sub_type: number;
  category_id: number | null;
  cover: string;
  cover_width: number;
  cover_height: number;
  like_count: Generated<number>;
  view_count: Generated<number>;
  created_at: Timestamp;
}

export interface WorkImagesTable {
  image_id: Generated<number>;
  works_id: number;
  url: string;
  width: number;
  height: number;
  sort: number;
}

export interface TasksTable {
  order_id: Generated<number>;
  employer_id: number;
  task_name: string;
  description: Generated<string>;
  cover: string | null;
  task_status: number;
  category_id: number | null;
  task_properties: number;
  task_amount: Numeric;
  max_order_apply_count: number;
  created_at: Timestamp;
  // Migration 0003 (issue 7).
  task_kind: Generated<number>;
  brand_id: number | null;
  activity_id: number | null;
  deadline: Timestamp | null;
  designated_designer_id: number | null;
  hired_designer_id: number | null;
  close_reason: string | null;
  source_address: Generated<string>;
  source_channel: number | null;
  source_type: number | null;
  updated_at: Timestamp;
}

export interface TaskEventsTable {
  event_id: Generated<number>;
  order_id: number;
  /** A TaskAction of `@bazaar/domain/rules` (publish, open, assign, deliver, revise, accept, close). */
  action: string;
  from_status: number | null;
  to_status: number;
  actor_id: number | null;
  remark: Generated<string>;
  created_at: Timestamp;
}

export interface TaskAttachmentsTable {
  attachment_id: Generated<number>;
  order_id: number;
  user_id: number;
  uploader_role: 'employer' | 'designer' | 'operator';
  kind: number;
  file_name: string;
  url: string;
  mime_type: string;
  size: number;
  created_at: Timestamp;
}

export interface TaskFollowUpsTable {
  order_id: number;
  follow_status: Generated<number>;
  note: Generated<string>;
  operator_id: number | null;
  updated_at: Timestamp;
}

export interface BrandsTable {
  brand_id: Generated<number>;
  brand_name: string;
  logo: string | null;
  banner: string | null;
  slogan: Generated<string>;
  intro: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface ActivitiesTable {
  activity_id: Generated<number>;
  title: string;
  cover: string | null;
  intro: Generated<string>;
  rules: Generated<string>;
  start_at: Timestamp;
  end_at: Timestamp;
  created_at: Timestamp;
}

export interface TaskApplicationsTable {
  order_id: number;
  user_id: number;
  status: number;
  created_at: Timestamp;
}

/** favorites.target_type: what a favorite points at (chosen). */
export const FAVORITE_TARGET = { talent: 1, works: 2 } as const;

export interface FavoritesTable {
  user_id: number;
  target_type: number;
  target_id: number;
  created_at: Timestamp;
}

export interface CmsConfigsTable {
  cms_id: Generated<number>;
  channel: string;
  page: string;
  position: string;
  content: string;
  params: string | null;
  sort: number;
  enabled: Generated<boolean>;
}

export interface SearchKeywordsTable {
  keyword: string;
  hits: number;
}

export interface SearchHistoryTable {
  /** `u:{userId}` or `b:{browserId}` (migration 0009). */
  searcher: string;
  keyword: string;
  searched_at: Generated<Date>;
}

export interface VisitsTable {
  visit_id: Generated<number>;
  target_id: number;
  visit_type: number;
  source_type: number;
  user_id: number | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SmsCodesTable {
  code_id: Generated<number>;
  mobile: string;
  /** HMAC-SHA256 (hex) of mobile and code under the server's pepper. */
  code_hash: string;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
  voided_at: Timestamp | null;
}

/** Password guesses per login name (issue 22): attempts in the current window, and a lock past 10. */
export interface PasswordGuardsTable {
  mobile: string;
  window_start: Timestamp;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
}

export interface UserOpenIdsTable {
  open_type: 'wechat' | 'qq';
  open_id: string;
  user_id: number;
  created_at: Timestamp;
}

export interface UserAccountsTable {
  user_id: number;
  balance: Numeric;
  frozen: Numeric;
  total_income: Numeric;
}

export interface GrowthProjectsTable {
  project_id: Generated<number>;
  user_id: number;
  project_name: string;
  progress: number;
  sort: number;
  /** Migration 0011 (issue 9): the growth plan enrolled in (null only for an unmapped legacy row). */
  plan_id: number | null;
  enrolled_at: Generated<Date>;
}

/** Migration 0011 (issue 9): capability exam attempts, scored on the rubric by an operator. */
export interface ExamAttemptsTable {
  attempt_id: Generated<number>;
  user_id: number;
  exam_type: string;
  started_at: Timestamp;
  deadline_at: Timestamp;
  submitted_at: Timestamp | null;
  answer_url: string | null;
  composition: number | null;
  colour: number | null;
  concept: number | null;
  craft: number | null;
  comment: string | null;
  reviewer_id: number | null;
  reviewed_at: Timestamp | null;
}

/** Migration 0011 (issue 9): short video works. */
export interface ClipsTable {
  clip_id: Generated<number>;
  user_id: number;
  title: string;
  video_key: string;
  poster_url: string;
  mime_type: string;
  size: number;
  created_at: Generated<Date>;
}

export interface WorkLikesTable {
  user_id: number;
  works_id: number;
  created_at: Generated<Date>;
}

export interface DictionaryItemsTable {
  type_code: string;
  code: number;
  name: string;
  sort: number;
}

export interface WorkReportsTable {
  report_id: Generated<number>;
  user_id: number;
  /** null once the work is gone (issue 8: hidden by an operator or deleted by its owner). */
  works_id: number | null;
  type_code: number;
  report_info: string;
  created_at: Generated<Date>;
  /** Issue 8 (0012): REPORT_STATUS, the reply the reporter reads, who handled it and when. */
  status: Generated<number>;
  reply: Generated<string>;
  handled_by: number | null;
  handled_at: NullableTimestamp;
  works_title: Generated<string>;
  works_cover: Generated<string>;
}

/** Issue 8 (0012): the /join applications. `category_ids` and `samples` are JSON text. */
export interface DesignerApplicationsTable {
  application_id: Generated<number>;
  user_id: number;
  real_name: string;
  mobile: string;
  category_ids: string;
  years: number;
  experience: string;
  samples: string;
  portfolio_url: string;
  status: Generated<number>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Issue 8 (0012): works an operator took down, as a JSON snapshot. */
export interface HiddenWorksTable {
  works_id: number;
  user_id: number;
  title: string;
  snapshot: string;
  report_id: number | null;
  hidden_by: number | null;
  hidden_at: Timestamp;
}

export interface PageViewsTable {
  view_id: Generated<string>;
  path: string;
  referrer: string;
  user_id: number | null;
  browser_id: string | null;
  created_at: Generated<Date>;
}

/** Per-gram document frequency of works titles (migration 0007), kept by triggers on works. */
export interface WorksTitleGramDfTable {
  gram: string;
  df: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** bigint: PGlite answers a number or bigint, pg a string; read through Number(). */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

export interface LedgerMovementsTable {
  movement_id: Generated<number>;
  kind: string;
  order_id: number | null;
  pay_order_id: number | null;
  payout_id: number | null;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  entry_id: Generated<number>;
  movement_id: number;
  account: string;
  user_id: number | null;
  amount_fen: BigIntColumn;
  created_at: Timestamp;
}

export interface LedgerBalancesTable {
  account: string;
  user_id: number | null;
  order_id: number | null;
  balance_fen: BigIntColumn;
}

export interface BillsTable {
  bill_id: Generated<number>;
  user_id: number;
  movement_id: number;
  kind: string;
  title: string;
  amount_fen: BigIntColumn;
  order_id: number | null;
  created_at: Timestamp;
}

export interface PayOrdersTable {
  pay_order_id: Generated<number>;
  out_trade_no: string;
  order_id: number;
  payer_id: number;
  amount_fen: BigIntColumn;
  provider: string;
  status: Generated<number>;
  trade_no: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface BankCardsTable {
  card_id: Generated<number>;
  user_id: number;
  holder_name: string;
  bank_name: string;
  card_no: string;
  created_at: Timestamp;
}

export interface PayoutsTable {
  payout_id: Generated<number>;
  user_id: number;
  card_id: number;
  amount_fen: BigIntColumn;
  status: Generated<number>;
  provider: string;
  transfer_ref: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

// — issue 8: versioned CMS positions and campaign likes (migration 0013)
export interface CmsVersionsTable {
  version_id: Generated<number>;
  page: string;
  position: string;
  version: number;
  items: string;
  note: Generated<string>;
  created_by: number | null;
  created_at: Generated<Date>;
  published_at: Date | null;
}

export interface CampaignsTable {
  campaign_id: Generated<number>;
  slug: string;
  kind: string;
  title: string;
  intro: Generated<string>;
  cover: string | null;
  like_start: Date;
  like_end: Date;
  created_at: Generated<Date>;
}

export interface CampaignEntriesTable {
  campaign_id: number;
  works_id: number;
  like_count: Generated<number>;
  created_at: Generated<Date>;
}

export interface CampaignLikesTable {
  campaign_id: number;
  works_id: number;
  user_id: number;
  like_day: string;
  created_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  designers: DesignersTable;
  categories: CategoriesTable;
  designer_categories: DesignerCategoriesTable;
  works: WorksTable;
  work_images: WorkImagesTable;
  tasks: TasksTable;
  task_applications: TaskApplicationsTable;
  task_events: TaskEventsTable;
  task_attachments: TaskAttachmentsTable;
  task_follow_ups: TaskFollowUpsTable;
  brands: BrandsTable;
  activities: ActivitiesTable;
  favorites: FavoritesTable;
  cms_configs: CmsConfigsTable;
  search_keywords: SearchKeywordsTable;
  search_history: SearchHistoryTable;
  visits: VisitsTable;
  app_meta: AppMetaTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  password_guards: PasswordGuardsTable;
  user_open_ids: UserOpenIdsTable;
  user_accounts: UserAccountsTable;
  growth_projects: GrowthProjectsTable;
  work_likes: WorkLikesTable;
  dictionary_items: DictionaryItemsTable;
  work_reports: WorkReportsTable;
  designer_applications: DesignerApplicationsTable;
  hidden_works: HiddenWorksTable;
  page_views: PageViewsTable;
  works_title_gram_df: WorksTitleGramDfTable;
  ledger_movements: LedgerMovementsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_balances: LedgerBalancesTable;
  bills: BillsTable;
  pay_orders: PayOrdersTable;
  bank_cards: BankCardsTable;
  payouts: PayoutsTable;
  exam_attempts: ExamAttemptsTable;
  clips: ClipsTable;
  // issue 8
  cms_versions: CmsVersionsTable;
  campaigns: CampaignsTable;
  campaign_entries: CampaignEntriesTable;
  campaign_likes: CampaignLikesTable;
}

export type NewUser = Insertable<UsersTable>;
export type WorkRow = Selectable<WorksTable>;
