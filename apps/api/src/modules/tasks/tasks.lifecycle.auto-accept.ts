/**
 * Automatic acceptance (issue 25, docs/decisions/023): a delivery nobody answered within AUTO_ACCEPT_DAYS
 * is accepted by the server exactly like the employer's 验收通过 — status 已完成, an `accept` event, the
 * escrow released to the designer, both sides notified. Runs at start and then every few minutes (src/jobs.ts) in every
 * api process: each task is accepted in its own transaction that takes the row `for update skip locked`
 * (another process working on it is skipped, never waited for) and checks again under the lock that it
 * is still 待验收, due and not frozen by a dispute — so a second run, or a second process, accepts nothing
 * twice and moves no money twice.
 */
import { TASK_STATUS } from '@bazaar/domain/constants';
import { AUTO_ACCEPT_DAYS, AUTO_ACCEPT_MS } from '@bazaar/domain/rules';
import type { Deps } from '../../services/deps';
import { transact } from '../../db/transact';
import { hasOpenDispute } from '../disputes/disputes.repository';
import { completeAcceptance } from './tasks.lifecycle';
import * as changes from './tasks.lifecycle.repository';

const BATCH = 50;
export const AUTO_ACCEPT_REMARK = `交付后 ${AUTO_ACCEPT_DAYS} 天未处理，系统自动验收`;

/** Accepts every delivery due now; answers the ids it accepted. */
export async function autoAcceptDue(deps: Pick<Deps, 'db' | 'clock'>): Promise<number[]> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - AUTO_ACCEPT_MS);
  const accepted: number[] = [];
  for (;;) {
    const due = await changes.findDueDeliveries(deps.db, cutoff, BATCH);
    let progressed = false;
    for (const orderId of due) {
      if (await autoAcceptTask(deps, { orderId, at: now })) {
        accepted.push(orderId);
        progressed = true;
      }
    }
    // A short batch was the last; a batch where nothing moved is held by another process.
    if (due.length < BATCH || !progressed) return accepted;
  }
}

/** Accepts the task if its delivery is due `at` (and it is free, 待验收, not frozen); whether it did. */
export function autoAcceptTask(
  deps: Pick<Deps, 'db'>,
  { orderId, at: now }: { orderId: number; at: Date },
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - AUTO_ACCEPT_MS);
  return transact(deps.db, async (trx) => {
    const task = await changes.lockTask(trx, orderId, { ifFree: true });
    if (!task) return false;
    const due =
      task.task_status === TASK_STATUS.delivered &&
      task.delivered_at !== null &&
      new Date(task.delivered_at).getTime() <= cutoff.getTime();
    if (!due || (await hasOpenDispute(trx, orderId))) return false;
    await changes.updateTask(trx, orderId, { task_status: TASK_STATUS.completed, delivered_at: null }, now);
    await changes.insertEvent(trx, {
      orderId,
      action: 'accept',
      from: TASK_STATUS.delivered,
      to: TASK_STATUS.completed,
      actorId: null,
      remark: AUTO_ACCEPT_REMARK,
      at: now,
    });
    await completeAcceptance(trx, task, true, now);
    return true;
  });
}
