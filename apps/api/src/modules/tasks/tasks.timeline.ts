/**
 * Timelines (docs/product.md §6): getEmployerTaskTimeAxis for the task's employer, getDesignerTaskTimeAxis for its
 * hired designer; anyone else (an applicant not chosen, a stranger, an unknown task) gets an empty list,
 * not an error. Entries are TIMELINE_STEPS filled from the task's events: each step's time is when it was
 * (last) reached, steps behind the current one are done, exactly the current one is happening. A closed
 * task lists the steps it reached and ends with 任务关闭 as its current step.
 */
import { TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import type { TimelineEntry } from '@bazaar/domain/entities';
import { TIMELINE_CLOSED_STEP, TIMELINE_STEPS, timelineStepOf } from '@bazaar/domain/rules';
import type { Deps } from '../../services/deps';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import * as repo from './tasks.repository';

export type Side = 'employer' | 'designer';

/** The task when `user` may follow it from `side`, else null. */
export async function followedTask(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { orderId, side }: { orderId: number; side: Side },
) {
  const task = await repo.findTask(deps.db, orderId);
  if (!task) return null;
  const allowed = side === 'employer' ? task.employer_id === user.userId : task.hired_designer_id === user.userId;
  return allowed ? task : null;
}

/** The step an event moves a task into (publish → 顾问沟通 is reached at once). */
const STEP_OF_ACTION: Record<string, number> = { open: 2, assign: 3, revise: 3, deliver: 4, accept: 5, settle: 5 };

export function buildTimeline(
  status: TaskStatus,
  events: readonly {
    action: string;
    from_status: TaskStatus | null;
    to_status?: TaskStatus;
    remark: string;
    created_at: Date | string;
  }[],
): TimelineEntry[] {
  const times: (string | null)[] = TIMELINE_STEPS.map(() => null);
  const remarks: string[] = TIMELINE_STEPS.map(() => '');
  let closed: { time: string; remark: string; from: TaskStatus } | null = null;
  for (const e of events) {
    const time = isoTime(e.created_at);
    if (e.action === 'publish') {
      times[0] = time;
      times[1] = time;
    } else if (e.action === 'close' || (e.action === 'settle' && e.to_status === TASK_STATUS.closed)) {
      // A dispute refunded in full (issue 25) closes the task like closing does.
      closed = { time, remark: e.remark, from: e.from_status ?? TASK_STATUS.pending };
    } else {
      const step = STEP_OF_ACTION[e.action];
      if (step === undefined) continue;
      times[step] = time;
      if (e.action === 'assign') remarks[3] = e.remark ? `已选定设计师：${e.remark}` : '';
      if (e.action === 'revise') remarks[3] = e.remark ? `修改意见：${e.remark}` : remarks[3]!;
      if (e.action === 'deliver') remarks[4] = '设计师已提交交付稿件';
      // An automatic acceptance (issue 25) says so in its remark.
      if (e.action === 'accept') remarks[5] = e.remark || '雇主已验收通过';
      if (e.action === 'settle') remarks[5] = e.remark;
    }
  }
  if (status === TASK_STATUS.closed) {
    const reached = timelineStepOf(closed?.from ?? TASK_STATUS.pending);
    const entries: TimelineEntry[] = TIMELINE_STEPS.slice(0, reached + 1).map((title, i) => ({
      title,
      time: times[i] ?? null,
      isHappening: false,
      isDone: true,
      remark: remarks[i] ?? '',
    }));
    entries.push({
      title: TIMELINE_CLOSED_STEP,
      time: closed?.time ?? null,
      isHappening: true,
      isDone: false,
      remark: closed?.remark ?? '',
    });
    return entries;
  }
  const current = timelineStepOf(status);
  return TIMELINE_STEPS.map((title, i) => ({
    title,
    // A step ahead of the task (e.g. 交付验收 after a revise) has not been reached in this round.
    time: i <= current ? (times[i] ?? null) : null,
    isHappening: i === current,
    isDone: i < current,
    remark: i <= current ? (remarks[i] ?? '') : '',
  }));
}

export async function timeAxis(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { orderId, side }: { orderId: number; side: Side },
): Promise<TimelineEntry[]> {
  const task = await followedTask(deps, user, { orderId, side });
  if (!task) return [];
  return buildTimeline(task.task_status, await repo.findEvents(deps.db, orderId));
}
