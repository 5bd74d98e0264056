/** Table types: Tasks, their applications, events, attachments and follow-ups; brands and activities. */
import type { TaskStatus } from '@bazaar/domain/constants';
import type { Generated } from 'kysely';
import type { Numeric, Timestamp } from './columns';

/**
 * Status columns are typed as the domain's unions (issue 35). PostgreSQL holds a smallint (or text) with no
 * CHECK, so this is the one place a stored value is trusted to be a known status: every write is checked
 * against the union by these types, and every answer the api gives is parsed by the domain's status schemas
 * in the contract tests.
 */
export interface TasksTable {
  order_id: Generated<number>;
  employer_id: number;
  task_name: string;
  description: Generated<string>;
  cover: string | null;
  task_status: TaskStatus;
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
  /** Null for the publish event (the task had no status before). */
  from_status: TaskStatus | null;
  to_status: TaskStatus;
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
