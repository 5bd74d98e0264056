/**
 * Disputes — SQL only (issue 25, docs/decisions/023): the `task_disputes` rows. Writes run inside the
 * caller's transaction, which locked the task row first (`lockTask`), then the dispute (`lockDispute`):
 * one lock order for opening and deciding.
 */
import type { TaskStatus } from '@bazaar/domain/constants';
import type { DisputeStatus } from '@bazaar/domain/rules';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';

const COLUMNS = [
  'dispute_id',
  'order_id',
  'opened_by',
  'opener_role',
  'reason',
  'evidence',
  'task_status_at_open',
  'escrow_fen',
  'status',
  'decision',
  'designer_fen',
  'employer_fen',
  'decision_text',
  'decided_by',
  'created_at',
  'decided_at',
] as const;

export async function hasOpenDispute(db: Db | Tx, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('task_disputes')
    .select('dispute_id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a dispute was ever opened on the task (open or decided): the operator's reading of a conversation. */
export async function hasDispute(db: Db | Tx, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('task_disputes')
    .select('dispute_id')
    .where('order_id', '=', orderId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tasks with an open dispute, as a subquery (automatic acceptance skips them). */
export function openDisputeOrderIds(db: Db | Tx) {
  return db.selectFrom('task_disputes').select('order_id').where('status', '=', 'open');
}

export async function insertDispute(
  trx: Tx,
  d: {
    orderId: number;
    openedBy: number;
    role: 'employer' | 'designer';
    reason: string;
    evidence: { text: string; attachmentIds: number[]; messageIds: number[] };
    taskStatus: TaskStatus;
    escrowFen: number;
    now: Date;
  },
): Promise<number> {
  const row = await trx
    .insertInto('task_disputes')
    .values({
      order_id: d.orderId,
      opened_by: d.openedBy,
      opener_role: d.role,
      reason: d.reason,
      evidence: JSON.stringify(d.evidence),
      task_status_at_open: d.taskStatus,
      escrow_fen: d.escrowFen,
      decision: null,
      decided_by: null,
      created_at: d.now,
    })
    .returning('dispute_id')
    .executeTakeFirstOrThrow();
  return row.dispute_id;
}

export function findDispute(db: Db | Tx, disputeId: number) {
  return db.selectFrom('task_disputes').select(COLUMNS).where('dispute_id', '=', disputeId).executeTakeFirst();
}
export type DisputeRow = NonNullable<Awaited<ReturnType<typeof findDispute>>>;

/** The dispute's row, locked until the transaction ends (a decision is written once). */
export function lockDispute(trx: Tx, disputeId: number) {
  return trx
    .selectFrom('task_disputes')
    .select(COLUMNS)
    .where('dispute_id', '=', disputeId)
    .forUpdate()
    .executeTakeFirst();
}

/** The task's latest dispute, open or decided. */
export function latestDisputeOf(db: Db, orderId: number) {
  return db
    .selectFrom('task_disputes')
    .select(COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('dispute_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function disputePage(db: Db, status: DisputeStatus, current: number, pageSize: number) {
  const { limit, offset } = pageWindow(current, pageSize);
  const base = db.selectFrom('task_disputes').where('status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      // Open: the oldest waits longest, first; decided: the latest decision first.
      .orderBy(status === 'open' ? 'created_at' : 'decided_at', status === 'open' ? 'asc' : 'desc')
      .orderBy('dispute_id', status === 'open' ? 'asc' : 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function writeDecision(
  trx: Tx,
  disputeId: number,
  d: {
    decision: 'release' | 'refund' | 'split';
    designerFen: number;
    employerFen: number;
    text: string;
    operatorId: number;
    now: Date;
  },
): Promise<void> {
  await trx
    .updateTable('task_disputes')
    .set({
      status: 'decided',
      decision: d.decision,
      designer_fen: d.designerFen,
      employer_fen: d.employerFen,
      decision_text: d.text,
      decided_by: d.operatorId,
      decided_at: d.now,
    })
    .where('dispute_id', '=', disputeId)
    .where('status', '=', 'open')
    .execute();
}
