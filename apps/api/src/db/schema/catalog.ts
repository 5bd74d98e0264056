/** Table types: Designers, categories, works and what hangs off them (likes, reports, clips, favourites, the /join applications). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Numeric, Timestamp } from './columns';

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
  /** Migration 0018 (issue 25): published reviews' score sum (3 per review), count and average. */
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  rating_avg: Generated<Numeric>;
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

/** favorites.target_type: what a favorite points at (chosen). */
export const FAVORITE_TARGET = { talent: 1, works: 2 } as const;

export interface FavoritesTable {
  user_id: number;
  target_type: number;
  target_id: number;
  created_at: Timestamp;
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
