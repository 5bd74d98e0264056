/** The consultant's desk (issue 7, operators only): follow-ups newest first, notes. */
import type { FollowUp, Page } from '@bazaar/domain/entities';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import * as changes from './tasks.lifecycle.repository';
import * as repo from './tasks.repository';
import { TASK_NOT_FOUND, toTask } from './tasks.service';

export async function followUpPage(
  db: Db,
  q: { followStatus?: number | undefined; taskStatus?: number | undefined; current: number; pageSize: number },
): Promise<Page<FollowUp>> {
  const { rows, total } = await repo.findFollowUpsPage(db, q, q.current, q.pageSize);
  return {
    rows: rows.map(({ follow, task }) => ({
      task: toTask(task),
      employerMobile: task.employer_mobile ?? '',
      followStatus: follow.follow_status,
      note: follow.note,
      sourceAddress: task.source_address,
      sourceType: task.source_type ?? 0,
      updatedAt: isoTime(follow.updated_at),
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function saveNote(db: Db, clock: Clock, user: SessionUser, orderId: number, note: string): Promise<null> {
  const task = await repo.findTask(db, orderId);
  if (!task) throw new DomainError('E010404', TASK_NOT_FOUND);
  await changes.upsertFollowUp(db, orderId, { note: note.trim(), operator_id: user.userId }, clock.now());
  return null;
}
