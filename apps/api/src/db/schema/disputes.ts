/** Table types: revisions, automatic acceptance and disputes (migration 0017, issue 25). */
import type { TaskStatus } from '@bazaar/domain/constants';
import type { DisputeStatus } from '@bazaar/domain/rules';
import type { ColumnType, Generated } from 'kysely';
import type { BigIntColumn, NullableTimestamp, Timestamp } from './columns';

/** Columns migration 0017 adds to `tasks` (composed with TasksTable in schema.ts). */
export interface TaskDeliveryColumns {
  /** The latest delivery while 待验收, else null: auto-acceptance counts 7 days from it. */
  delivered_at: NullableTimestamp;
}

export interface TaskDisputesTable {
  dispute_id: Generated<number>;
  order_id: number;
  opened_by: number;
  opener_role: 'employer' | 'designer';
  reason: string;
  /** JSON `{ text, attachmentIds }`; both drivers parse jsonb, inserts pass JSON text. */
  evidence: ColumnType<unknown, string, string>;
  /** Trusted as the union on reading, like tasks.task_status (see TasksTable). */
  task_status_at_open: TaskStatus;
  escrow_fen: BigIntColumn;
  status: Generated<DisputeStatus>;
  decision: 'release' | 'refund' | 'split' | null;
  designer_fen: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
  employer_fen: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
  decision_text: Generated<string>;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}
