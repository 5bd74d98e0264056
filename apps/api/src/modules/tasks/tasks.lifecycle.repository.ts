/**
 * Tasks — SQL only: the changes of the lifecycle, each inside the caller's transaction (which locked the
 * task row first with `lockTask`): applications, status changes and their events, publishing, attachments
 * and the consultant's follow-ups. Reads are in `tasks.repository.ts`.
 */
import { sql, type Insertable } from 'kysely';
import { TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import type { Db, Tx } from '../../db/database';
import type { TaskAttachmentsTable } from '../../db/schema';
import { openDisputeOrderIds } from '../disputes/disputes.repository';

// — The task row and its applications

/**
 * The task's lifecycle columns, its row locked until the transaction ends (`select … for update`). `ifFree`:
 * skip a row another transaction holds (`skip locked`, answering undefined) instead of waiting for it — two api
 * processes running the automatic acceptance never wait on, or accept, the same task at once.
 */
export function lockTask(trx: Tx, orderId: number, { ifFree = false }: { ifFree?: boolean } = {}) {
  const locked = trx
    .selectFrom('tasks')
    .select([
      'order_id',
      'employer_id',
      'task_status',
      'task_kind',
      'task_properties',
      'max_order_apply_count',
      'designated_designer_id',
      'hired_designer_id',
      'deadline',
      'task_name',
      'delivered_at',
    ])
    .where('order_id', '=', orderId)
    .forUpdate();
  return (ifFree ? locked.skipLocked() : locked).executeTakeFirst();
}
export type LockedTask = NonNullable<Awaited<ReturnType<typeof lockTask>>>;

export async function countApplications(trx: Tx | Db, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('task_applications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findApplication(trx: Tx | Db, orderId: number, userId: number) {
  return trx
    .selectFrom('task_applications')
    .select(['status', 'created_at'])
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertApplication(
  trx: Tx,
  orderId: number,
  userId: number,
  status: number,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('task_applications')
    .values({ order_id: orderId, user_id: userId, status, created_at: now })
    .execute();
}

export async function deleteApplication(trx: Tx, orderId: number, userId: number): Promise<void> {
  await trx.deleteFrom('task_applications').where('order_id', '=', orderId).where('user_id', '=', userId).execute();
}

/** Sets every application of the task in status `from` to `to` (except `exceptUserId`). */
export async function setApplicationsStatus(
  trx: Tx,
  orderId: number,
  from: number,
  to: number,
  exceptUserId?: number,
): Promise<void> {
  let q = trx
    .updateTable('task_applications')
    .set({ status: to })
    .where('order_id', '=', orderId)
    .where('status', '=', from);
  if (exceptUserId !== undefined) q = q.where('user_id', '<>', exceptUserId);
  await q.execute();
}

export async function setApplicationStatus(trx: Tx, orderId: number, userId: number, status: number): Promise<void> {
  await trx
    .updateTable('task_applications')
    .set({ status })
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .execute();
}

/** The users whose application to the task is in `status` (notified before a change moves them). */
export async function applicantIds(trx: Tx, orderId: number, status: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('task_applications')
    .select('user_id')
    .where('order_id', '=', orderId)
    .where('status', '=', status)
    .execute();
  return rows.map((r) => r.user_id);
}

// — Status changes and their events

export type TaskUpdate = Partial<{
  task_status: TaskStatus;
  hired_designer_id: number | null;
  close_reason: string | null;
  task_name: string;
  category_id: number;
  task_properties: number;
  /** Yuan as exact decimal text (fenToYuanText), never a float. */
  task_amount: string;
  cover: string | null;
  deadline: Date;
  max_order_apply_count: number;
  description: string;
  /** Set by a delivery, cleared by anything that leaves 待验收 (issue 25: auto-acceptance counts from it). */
  delivered_at: Date | null;
}>;

export async function updateTask(trx: Tx, orderId: number, set: TaskUpdate, now: Date): Promise<void> {
  await trx
    .updateTable('tasks')
    .set({ ...set, updated_at: now })
    .where('order_id', '=', orderId)
    .execute();
}

export async function insertEvent(
  trx: Tx,
  e: {
    orderId: number;
    action: string;
    from: TaskStatus | null;
    to: TaskStatus;
    actorId: number | null;
    remark: string;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('task_events')
    .values({
      order_id: e.orderId,
      action: e.action,
      from_status: e.from,
      to_status: e.to,
      actor_id: e.actorId,
      remark: e.remark.slice(0, 200),
      created_at: e.at,
    })
    .execute();
}

/** How many times `action` happened to the task (revision rounds are its `revise` events, decision 023). */
export async function countEvents(db: Db | Tx, orderId: number, action: string): Promise<number> {
  const row = await db
    .selectFrom('task_events')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return row.n;
}

// — Automatic acceptance (issue 25)

export async function findDeliveredAt(db: Db, orderId: number): Promise<Date | null> {
  const row = await db.selectFrom('tasks').select('delivered_at').where('order_id', '=', orderId).executeTakeFirst();
  return row?.delivered_at ?? null;
}

/** Ids of 待验收 tasks delivered at or before `cutoff`, oldest first (the partial index tasks_auto_accept_idx). */
export async function findDueDeliveries(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tasks')
    .select('order_id')
    .where('task_status', '=', TASK_STATUS.delivered)
    .where('delivered_at', '<=', cutoff)
    // Frozen by an open dispute: not due (decision 023).
    .where('order_id', 'not in', openDisputeOrderIds(db))
    .orderBy('delivered_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}

// — Attachments

export async function countAttachments(db: Db | Tx, orderId: number, kind: number): Promise<number> {
  const row = await db
    .selectFrom('task_attachments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertAttachments(
  db: Db,
  rows: Omit<Insertable<TaskAttachmentsTable>, 'attachment_id' | 'created_at'>[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('task_attachments')
    .values(rows.map((r) => ({ ...r, created_at: now })))
    .returning('attachment_id')
    .execute();
  return inserted.map((r) => r.attachment_id);
}

// — Publish and the consultant's desk

export async function countPublishedSince(trx: Tx, employerId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('task_events')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('actor_id', '=', employerId)
    .where('action', '=', 'publish')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertTask(
  trx: Tx,
  t: {
    employer_id: number;
    task_name: string;
    task_amount: string;
    task_status: TaskStatus;
    task_kind: number;
    task_properties: number;
    max_order_apply_count: number;
    designated_designer_id: number | null;
    source_address: string;
    source_channel: number;
    source_type: number;
  },
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto('tasks')
    .values({ ...t, cover: null, category_id: null, description: '', created_at: now, updated_at: now })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  return row.order_id;
}

export async function upsertFollowUp(
  trx: Tx | Db,
  orderId: number,
  set: { follow_status?: number; note?: string; operator_id?: number | null },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('task_follow_ups')
    .values({ order_id: orderId, ...set, updated_at: now })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

export async function followUpExists(trx: Tx | Db, orderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('task_follow_ups')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}
