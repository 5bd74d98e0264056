/**
 * Applying and cancelling (docs/product.md §4/§8, issue 7). Every change runs in a transaction that locks the task
 * row first (`select … for update`), so two designers racing for the last slot are counted one after the
 * other: exactly one gets it. Business refusals are E020002 (success:false with the reason in
 * resultMessage — what the brand pages show, docs/product.md §8).
 */
import { APPLICATION_STATUS, TASK_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import { isOpenForApplications, isPastDeadline } from '@bazaar/domain/rules';
import type { Tx } from '../../db/database';
import { APPLY_MESSAGES } from '@bazaar/domain/rules';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { announceApplication } from '../conversations/conversations.apply';
import * as changes from './tasks.lifecycle.repository';
import { TASK_NOT_FOUND, WRONG_TASK_KIND } from './tasks.service';
import { transact } from '../../db/transact';

export { APPLY_MESSAGES };

/** What an apply call accepts: the task kinds, and (for the three ordinary calls) the taskProperties. */
export interface ApplyKind {
  kinds: readonly number[];
  properties?: number;
}

async function locked(trx: Tx, user: SessionUser, orderId: number, kind: ApplyKind): Promise<changes.LockedTask> {
  const task = await changes.lockTask(trx, orderId);
  // A 待沟通 task is invisible to designers other than a designated one (getTaskInfo's rule).
  const visible =
    task &&
    (task.task_status !== TASK_STATUS.pending ||
      user.isOperator ||
      task.employer_id === user.userId ||
      task.designated_designer_id === user.userId);
  if (!task || !visible) throw new DomainError('E010404', TASK_NOT_FOUND);
  if (!kind.kinds.includes(task.task_kind)) throw refusal(WRONG_TASK_KIND);
  if (kind.properties !== undefined && task.task_properties !== kind.properties) throw refusal(WRONG_TASK_KIND);
  return task;
}

export async function apply(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { orderId, kind }: { orderId: number; kind: ApplyKind },
): Promise<null> {
  if (!user.isDesigner) throw refusal(APPLY_MESSAGES.designerOnly);
  await transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    const task = await locked(trx, user, orderId, kind);
    if (task.employer_id === user.userId) throw refusal(APPLY_MESSAGES.ownTask);
    if (await changes.findApplication(trx, orderId, user.userId)) throw refusal(APPLY_MESSAGES.twice);
    if (!isOpenForApplications(task.task_status)) throw refusal(APPLY_MESSAGES.notOpen);
    if (isPastDeadline(task.deadline, now.getTime())) throw refusal(APPLY_MESSAGES.pastDeadline);
    if (task.designated_designer_id !== null && task.designated_designer_id !== user.userId) {
      throw refusal(APPLY_MESSAGES.designated);
    }
    // Counted under the row lock: a concurrent apply waits for this transaction and then sees its row.
    if ((await changes.countApplications(trx, orderId)) >= task.max_order_apply_count)
      throw refusal(APPLY_MESSAGES.full);
    await changes.insertApplication(trx, orderId, user.userId, APPLICATION_STATUS.applied, now);
    // Issue 25: the employer learns of it (新的报名) and the two can talk from now on.
    await announceApplication(trx, { orderId, employerId: task.employer_id, designerId: user.userId, at: now });
  });
  return null;
}

/** Cancels the caller's application while they are not chosen yet and the task still recruits. */
export async function cancel(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { orderId, kind }: { orderId: number; kind: ApplyKind },
): Promise<null> {
  await transact(deps.db, async (trx) => {
    const task = await locked(trx, user, orderId, kind);
    const mine = await changes.findApplication(trx, orderId, user.userId);
    if (!mine) throw refusal(APPLY_MESSAGES.notApplied);
    if (mine.status === APPLICATION_STATUS.hired) throw refusal(APPLY_MESSAGES.chosen);
    if (mine.status === APPLICATION_STATUS.notChosen) throw refusal(APPLY_MESSAGES.notChosen);
    if (!isOpenForApplications(task.task_status)) throw refusal(APPLY_MESSAGES.cancelClosed);
    await changes.deleteApplication(trx, orderId, user.userId);
  });
  return null;
}

/** applyTask/applyIpadTask/applyEnterpriseTask take ordinary and campaign tasks; topic tasks their own call. */
export const ORDINARY_KINDS = [TASK_KIND.normal, TASK_KIND.activity] as const;
