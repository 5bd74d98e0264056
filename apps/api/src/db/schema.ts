/**
 * Table types — the only place they live (kysely example), one file per area under `schema/`; this index
 * composes the `Database` kysely is typed with. Rows are mapped to the domain's shapes in the services;
 * nothing outside the repositories and `db/` sees these.
 */
import type { Insertable, Selectable } from 'kysely';
import type {
  UsersTable,
  SessionsTable,
  SmsCodesTable,
  PasswordGuardsTable,
  UserOpenIdsTable,
  OAuthTicketsTable,
  UserAccountsTable,
} from './schema/accounts';
import type {
  DesignersTable,
  CategoriesTable,
  DesignerCategoriesTable,
  WorksTable,
  WorkImagesTable,
  FavoritesTable,
  ClipsTable,
  WorkLikesTable,
  DictionaryItemsTable,
  WorkReportsTable,
  DesignerApplicationsTable,
  HiddenWorksTable,
  PageViewsTable,
  WorksTitleGramDfTable,
} from './schema/catalog';
import type {
  CmsConfigsTable,
  SearchKeywordsTable,
  SearchHistoryTable,
  VisitsTable,
  GrowthProjectsTable,
  ExamAttemptsTable,
  AppMetaTable,
  CmsVersionsTable,
  CampaignsTable,
  CampaignEntriesTable,
  CampaignLikesTable,
} from './schema/content';
import type {
  LedgerMovementsTable,
  LedgerEntriesTable,
  LedgerBalancesTable,
  BillsTable,
  PayAnomaliesTable,
  PayOrdersTable,
  BankCardsTable,
  PayoutsTable,
  RefundsTable,
  PayoutAccountsTable,
} from './schema/money';
import type {
  TasksTable,
  TaskEventsTable,
  TaskAttachmentsTable,
  TaskFollowUpsTable,
  BrandsTable,
  ActivitiesTable,
  TaskApplicationsTable,
} from './schema/tasks';

import type { NotificationsTable } from './schema/notifications';
import type { TaskReviewsTable } from './schema/reviews';
import type { TaskDeliveryColumns, TaskDisputesTable } from './schema/disputes';
import type {
  ConversationsTable,
  ConversationMembersTable,
  MessagesTable,
  UserEventSeqsTable,
  UserEventsTable,
  ConversationReadsTable,
} from './schema/conversations';

export type * from './schema/accounts';
export type * from './schema/catalog';
export type * from './schema/content';
export type * from './schema/conversations';
export type * from './schema/money';
export type * from './schema/notifications';
export type * from './schema/reviews';
export type * from './schema/disputes';
export type * from './schema/tasks';
export { FAVORITE_TARGET } from './schema/catalog';

export interface Database {
  users: UsersTable;
  designers: DesignersTable;
  categories: CategoriesTable;
  designer_categories: DesignerCategoriesTable;
  works: WorksTable;
  work_images: WorkImagesTable;
  // Migration 0017 adds delivered_at (issue 25).
  tasks: TasksTable & TaskDeliveryColumns;
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
  oauth_tickets: OAuthTicketsTable;
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
  pay_anomalies: PayAnomaliesTable;
  bank_cards: BankCardsTable;
  payouts: PayoutsTable;
  refunds: RefundsTable;
  payout_accounts: PayoutAccountsTable;
  exam_attempts: ExamAttemptsTable;
  clips: ClipsTable;
  // issue 8
  cms_versions: CmsVersionsTable;
  campaigns: CampaignsTable;
  campaign_entries: CampaignEntriesTable;
  campaign_likes: CampaignLikesTable;
  // issue 25
  notifications: NotificationsTable;
  task_reviews: TaskReviewsTable;
  task_disputes: TaskDisputesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  user_event_seqs: UserEventSeqsTable;
  user_events: UserEventsTable;
  conversation_reads: ConversationReadsTable;
}

export type NewUser = Insertable<UsersTable>;
export type WorkRow = Selectable<WorksTable>;
