/** Designers — rules and mapping rows to the domain's `Designer` shapes. */
import type { TalentsPageQuery } from '@bazaar/domain/api';
import {
  DESIGNER_LEVEL_NAME,
  DESIGNER_SAMPLE_WORKS,
  DESIGNER_WORK_STATUS,
  FILTERED_LIST_DEPTH_MAX,
  LIST_DEPTH_MAX,
  SEARCH_DEPTH_MAX,
  TALENTS_SORT,
} from '@bazaar/domain/constants';
import type { Designer, Page } from '@bazaar/domain/entities';
import { MESSAGES } from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import * as repo from './designers.repository';

export function toDesigner(row: repo.DesignerRow): Designer {
  return {
    userId: row.user_id,
    name: row.nick_name ?? '',
    picture: row.avatar,
    intro: row.intro,
    city: row.city,
    designerLevelCode: row.level_code,
    designerLevelName: DESIGNER_LEVEL_NAME[row.level_code] ?? row.level_code,
    designerWorkStatus: row.work_status,
    isOnLeave: row.is_on_leave,
    categoryNames: row.category_names ?? [],
    worksCount: row.works_count ?? 0,
    // spec §9: designers carry up to 3 sample works.
    imageVos: row.samples ?? [],
    isAdd: row.is_add === true,
  };
}

const sortOf = (sortType: number | undefined): repo.TalentsSort =>
  sortType === TALENTS_SORT.newest ? 'newest' : sortType === TALENTS_SORT.mostWorks ? 'mostWorks' : 'general';

/**
 * `viewerId`: the logged-in user (their favorites set isAdd), null for a visitor. Paging stops at
 * LIST_DEPTH_MAX rows (FILTERED_LIST_DEPTH_MAX with a filter, SEARCH_DEPTH_MAX with a keyword), as the
 * works list does (docs/decisions/006).
 */
export async function talentsPage(db: Db, viewerId: number | null, q: TalentsPageQuery): Promise<Page<Designer>> {
  const filtered =
    q.categoryId !== undefined ||
    q.designerLevelCode !== undefined ||
    q.designerWorkStatus !== undefined ||
    q.worksType !== undefined;
  const depth = q.keyword ? SEARCH_DEPTH_MAX : filtered ? FILTERED_LIST_DEPTH_MAX : LIST_DEPTH_MAX;
  const current = (q.current - 1) * q.pageSize < depth ? q.current : 1;
  const { rows, total, approximate } = await repo.findTalentsPage(
    db,
    viewerId,
    q,
    sortOf(q.sortType),
    current,
    q.pageSize,
    DESIGNER_SAMPLE_WORKS,
  );
  const page = { total, current: q.current, pageSize: q.pageSize, ...(approximate ? { approximate } : {}) };
  if (current !== q.current) return { rows: [], ...page };
  return { rows: rows.slice(0, depth - (q.current - 1) * q.pageSize).map(toDesigner), ...page };
}

/** CMS-configured designers in the order of `ids` (unknown ids are skipped). */
export async function configTalents(db: Db, viewerId: number | null, ids: readonly number[]): Promise<Designer[]> {
  const rows = await repo.findDesignersByIds(db, viewerId, [...new Set(ids)], DESIGNER_SAMPLE_WORKS);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDesigner(row)] : [];
  });
}

export async function homepageInfo(db: Db, viewerId: number | null, userId: number) {
  const [row] = await repo.findDesignersByIds(db, viewerId, [userId], DESIGNER_SAMPLE_WORKS);
  if (!row) throw new DomainError('E010404', '设计师不存在');
  return { designer: toDesigner(row), homepageConfigKey: row.homepage_config };
}

export async function workStatus(db: Db, userId: number) {
  const row = await repo.findDesignerWorkStatus(db, userId);
  if (!row) throw new DomainError('E010404', '设计师不存在');
  return { designerWorkStatus: row.work_status, isOnLeave: row.is_on_leave };
}

/** spec §4/§6: a designer toggles on-leave; coming back makes them available again. */
export async function setOnLeave(db: Db, user: SessionUser, isOnLeave: boolean): Promise<void> {
  if (!user.isDesigner) throw new DomainError('E010403', MESSAGES.designerOnly);
  const workStatus = isOnLeave ? DESIGNER_WORK_STATUS.onLeave : DESIGNER_WORK_STATUS.available;
  if (!(await repo.updateOnLeave(db, user.userId, isOnLeave, workStatus))) {
    throw new DomainError('E010403', MESSAGES.designerOnly);
  }
}
