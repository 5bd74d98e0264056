/** Table types: CMS positions and versions, campaigns, search keywords and history, visits, growth projects and exams. */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

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

export interface AppMetaTable {
  key: string;
  value: string;
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
