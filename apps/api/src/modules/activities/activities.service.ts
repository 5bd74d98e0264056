/** Campaigns (issue 7): the list (/activity) and a campaign's page (/activity/{id}). */
import type { Activity, Page } from '@bazaar/domain/entities';
import { isoTime, pageWindow } from '../../db/sql-helpers';
import { DomainError } from '../../http/errors';
import { activityTaskTotals } from '../tasks/tasks.stats.repository';
import * as repo from './activities.repository';
import type { Deps } from '../../services/deps';

export const ACTIVITY_NOT_FOUND = '活动不存在';

/** activityStatus (activitySchema): 1 未开始, 2 进行中, 3 已结束. */
export const ACTIVITY_STATUS = { upcoming: 1, running: 2, finished: 3 } as const;
const ACTIVITY_STATUS_NAME: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/** Started at startAt (inclusive), over at endAt (inclusive: the end instant is the first one not running). */
export function activityStatusAt(startAt: Date, endAt: Date, now: Date): number {
  if (now.getTime() < startAt.getTime()) return ACTIVITY_STATUS.upcoming;
  if (now.getTime() < endAt.getTime()) return ACTIVITY_STATUS.running;
  return ACTIVITY_STATUS.finished;
}

export function toActivity(
  row: repo.ActivityRow,
  totals: { count: number; amount: number } | undefined,
  now: Date,
): Activity {
  const startAt = new Date(row.start_at);
  const endAt = new Date(row.end_at);
  const activityStatus = activityStatusAt(startAt, endAt, now);
  return {
    activityId: row.activity_id,
    title: row.title,
    cover: row.cover,
    intro: row.intro,
    rules: row.rules,
    startAt: isoTime(startAt),
    endAt: isoTime(endAt),
    activityStatus,
    activityStatusName: ACTIVITY_STATUS_NAME[activityStatus]!,
    taskCount: totals?.count ?? 0,
    totalAmount: totals?.amount ?? 0,
  };
}

export async function activityPage(
  deps: Pick<Deps, 'db' | 'clock'>,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Activity>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const now = deps.clock.now();
  const { rows, total } = await repo.findActivityPage(deps.db, now, limit, offset);
  const totals = await activityTaskTotals(
    deps.db,
    rows.map((r) => r.activity_id),
  );
  return { rows: rows.map((r) => toActivity(r, totals.get(r.activity_id), now)), total, current, pageSize };
}

export async function activityInfo(
  deps: Pick<Deps, 'db' | 'clock'>,
  { activityId }: { activityId: number },
): Promise<Activity> {
  // Independent reads, at once: the totals of an unknown campaign are simply unused.
  const [row, totals] = await Promise.all([
    repo.findActivity(deps.db, activityId),
    activityTaskTotals(deps.db, [activityId]),
  ]);
  if (!row) throw new DomainError('E010404', ACTIVITY_NOT_FOUND);
  return toActivity(row, totals.get(activityId), deps.clock.now());
}
