/** The two centers' tabs (issue 7), read from and written to the URL (?status=). */
import { APPLICATION_STATUS, TASK_STATUS, TASK_STATUS_NAME, TASK_STATUS_ORDER } from '@bazaar/domain/constants';

export interface StatusTab {
  key: string;
  label: string;
  /** The task status asked for; undefined = every status. */
  taskStatus: number | undefined;
}

/** /uc/task: 全部, then every status in TASK_STATUS_ORDER (待沟通, 招募中, 进行中, 待验收, 已完成, 已关闭). */
export const EMPLOYER_TABS: readonly StatusTab[] = [
  { key: 'all', label: '全部', taskStatus: undefined },
  ...TASK_STATUS_ORDER.map((s) => ({ key: String(s), label: TASK_STATUS_NAME[s] ?? String(s), taskStatus: s })),
];

/**
 * /u/task: 我的报名 (every application with its status), then the tasks the designer was chosen for by
 * status. The assignment tabs ask getMyApplyPage by task status and keep the rows where the viewer is the
 * hired one (an application 未录用 on an in-progress task is someone else's work).
 */
export const DESIGNER_TABS: readonly StatusTab[] = [
  { key: 'all', label: '我的报名', taskStatus: undefined },
  { key: String(TASK_STATUS.inProgress), label: '进行中', taskStatus: TASK_STATUS.inProgress },
  { key: String(TASK_STATUS.delivered), label: '待验收', taskStatus: TASK_STATUS.delivered },
  { key: String(TASK_STATUS.completed), label: '已完成', taskStatus: TASK_STATUS.completed },
];

/** The tab a `?status=` value names; an unknown value falls back to the first tab. */
export function tabFor(tabs: readonly StatusTab[], status: string | null): StatusTab {
  return tabs.find((t) => t.key === status) ?? tabs[0]!;
}

/** On an assignment tab, only the tasks the viewer was hired for. */
export function rowsForDesignerTab<T extends { applyStatus: number | null }>(tab: StatusTab, rows: readonly T[]): T[] {
  return tab.taskStatus === undefined ? [...rows] : rows.filter((r) => r.applyStatus === APPLICATION_STATUS.hired);
}
