/** The consultant's desk (issue 7, operators only): follow-ups newest first, notes. */
import type { FollowUp, Page } from '@bazaar/domain/entities';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import * as changes from './tasks.lifecycle.repository';
import * as repo from './tasks.repository';
import { TASK_NOT_FOUND, toTask } from './tasks.service';

export async function followUpPage(
  deps: Pick<Deps, 'db'>,
  q: { followStatus?: number | undefined; taskStatus?: number | undefined; current: number; pageSize: number },
): Promise<Page<FollowUp>> {
  const { rows, total } = await repo.findFollowUpsPage(deps.db, q, q.current, q.pageSize);
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

export async function saveNote(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { orderId, note }: { orderId: number; note: string },
): Promise<null> {
  const task = await repo.findTask(deps.db, orderId);
  if (!task) throw new DomainError('E010404', TASK_NOT_FOUND);
  await changes.upsertFollowUp(deps.db, orderId, { note: note.trim(), operator_id: user.userId }, deps.clock.now());
  return null;
}
