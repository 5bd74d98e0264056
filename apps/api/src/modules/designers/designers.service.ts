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
import { checkHomepageConfig, readHomepageConfig, type Designer, type Page } from '@bazaar/domain/entities';
import { MESSAGES } from '@bazaar/domain/rules';
import { depthLimitedPage } from '../../db/list-queries';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import { countCompletedHires } from '../tasks/tasks.stats.repository';
import { existingDesignerIds } from './designer-profiles.repository';
import { LIST_CACHE_PAGES } from '../search/search-cache';
import * as repo from './designers.repository';
import { deriveTones } from './tones';
import type { Deps } from '../../services/deps';

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
    // docs/product.md §9: designers carry up to 3 sample works.
    imageVos: row.samples ?? [],
    isAdd: row.is_add === true,
    // Issue 25: stored on the designer row when a review is published (decision 024).
    ratingAvg: row.rating_count > 0 ? Number(row.rating_avg) : null,
    ratingCount: row.rating_count,
  };
}

const sortOf = (sortType: number | undefined): repo.TalentsSort =>
  sortType === TALENTS_SORT.newest
    ? 'newest'
    : sortType === TALENTS_SORT.mostWorks
      ? 'mostWorks'
      : sortType === TALENTS_SORT.rating
        ? 'rating'
        : 'general';

/**
 * `viewerId`: the logged-in user (their favorites set isAdd), null for a visitor. Paging stops at
 * LIST_DEPTH_MAX rows (FILTERED_LIST_DEPTH_MAX with a filter, SEARCH_DEPTH_MAX with a keyword), as the
 * works list does (docs/decisions/007).
 */
export async function talentsPage(
  deps: Pick<Deps, 'db' | 'searchCache'>,
  viewer: SessionUser | null,
  q: TalentsPageQuery,
): Promise<Page<Designer>> {
  const viewerId = viewer?.userId ?? null;
  const filtered =
    q.categoryId !== undefined ||
    q.designerLevelCode !== undefined ||
    q.designerWorkStatus !== undefined ||
    q.worksType !== undefined;
  const depth = q.keyword ? SEARCH_DEPTH_MAX : filtered ? FILTERED_LIST_DEPTH_MAX : LIST_DEPTH_MAX;
  const sort = sortOf(q.sortType);
  const { keyword } = q;
  return depthLimitedPage(
    q,
    depth,
    async (current) => {
      // Issue 34 item 7: which designers a keyword page, or one of the directory's first pages, holds is kept for
      // seconds (search-cache.ts); not with a filter — a level or work status changes without notifying. The
      // rows are read fresh.
      if (filtered || (!keyword && current > LIST_CACHE_PAGES)) {
        return repo.findTalentsPage(deps.db, viewerId, q, sort, current, q.pageSize, DESIGNER_SAMPLE_WORKS);
      }
      const page = await deps.searchCache.get(
        `designers:${sort}:${current}:${q.pageSize}:${keyword ?? ''}`,
        async () => {
          if (keyword) return repo.findTalentsKeywordPage(deps.db, { keyword }, keyword, sort, current, q.pageSize);
          const list = await repo.findTalentsPage(deps.db, null, {}, sort, current, q.pageSize, 0);
          return { ids: list.rows.map((r) => r.user_id), total: list.total, approximate: list.approximate };
        },
      );
      return { ...page, rows: await repo.findDesignersInOrder(deps.db, viewerId, page.ids, DESIGNER_SAMPLE_WORKS) };
    },
    toDesigner,
  );
}

/** CMS-configured designers in the order of `ids` (unknown ids are skipped). */
export async function configTalents(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  { ids }: { ids: readonly number[] },
): Promise<Designer[]> {
  return (await repo.findDesignersInOrder(deps.db, viewer?.userId ?? null, ids, DESIGNER_SAMPLE_WORKS)).map(toDesigner);
}

/**
 * A designer's homepage: the designer, the stored skin as saved (docs/product.md §3 homepageConfigKey) and the skin
 * read from it — a missing or broken one falls back field by field, so a bad row never breaks the page;
 * `onProblems` hears what was replaced (the route logs it).
 */
export async function homepageInfo(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  {
    userId,
    onProblems = () => {},
  }: {
    userId: number;
    /** Hears what was replaced (the route logs it). */
    onProblems?: (problems: string[]) => void;
  },
) {
  const [row] = await repo.findDesignersByIds(deps.db, viewer?.userId ?? null, [userId], DESIGNER_SAMPLE_WORKS);
  if (!row) throw new DomainError('E010404', '设计师不存在');
  const { config, problems } = readHomepageConfig(row.homepage_config);
  if (problems.length > 0) onProblems(problems);
  return { designer: toDesigner(row), homepageConfigKey: row.homepage_config, homepageConfig: config };
}

export const HOMEPAGE_DESIGNER_ONLY = '只有设计师可以设置个人主页';
export const HOMEPAGE_BANNER_NOT_OWN = '主页横幅只能使用自己作品中的图片';

/**
 * docs/product.md §7 updateHomepageInfo: the logged-in designer's own homepage only (there is no userId to name
 * another). The config is validated whole with the domain schema; a bad one changes nothing. Stored
 * normalised (re-serialised from the parsed value), so unknown keys never reach the database.
 */
export async function updateHomepage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { homepageConfigKey: raw }: { homepageConfigKey: string },
): Promise<void> {
  if (!user.isDesigner) throw new DomainError('E010403', HOMEPAGE_DESIGNER_ONLY);
  const checked = checkHomepageConfig(raw);
  if (!checked.ok) throw new DomainError('E010001', checked.message);
  const { bannerImage } = checked.config;
  if (bannerImage !== null && !(await repo.isOwnWorksImage(deps.db, user.userId, bannerImage))) {
    throw new DomainError('E010001', HOMEPAGE_BANNER_NOT_OWN);
  }
  if (!(await repo.updateHomepageConfig(deps.db, user.userId, JSON.stringify(checked.config)))) {
    throw new DomainError('E010403', HOMEPAGE_DESIGNER_ONLY);
  }
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** docs/product.md §7 getTonedList: tone tags per designer, in the order of `userIds`; ids of non-designers skipped. */
export async function tonedList(deps: Pick<Deps, 'db'>, { userIds }: { userIds: readonly number[] }) {
  const ids = unique(userIds);
  const rows = await repo.findToneSources(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return ids.flatMap((userId) => {
    const row = byId.get(userId);
    return row ? [{ userId, tones: deriveTones(row.intro, row.texts ?? []) }] : [];
  });
}

/**
 * docs/product.md §7 getTurnOverList: completed orders per designer — completed tasks (TASK_STATUS.completed) they
 * were hired for (APPLICATION_STATUS.hired); 0 for a designer with none; ids of non-designers skipped.
 */
export async function turnOverList(deps: Pick<Deps, 'db'>, { userIds }: { userIds: readonly number[] }) {
  const ids = unique(userIds);
  const [designers, counts] = await Promise.all([existingDesignerIds(deps.db, ids), countCompletedHires(deps.db, ids)]);
  const byId = new Map(counts.map((c) => [c.user_id, c.turn_over]));
  return ids.filter((id) => designers.has(id)).map((userId) => ({ userId, turnOver: byId.get(userId) ?? 0 }));
}

export async function workStatus(deps: Pick<Deps, 'db'>, { userId }: { userId: number }) {
  const row = await repo.findDesignerWorkStatus(deps.db, userId);
  if (!row) throw new DomainError('E010404', '设计师不存在');
  return { designerWorkStatus: row.work_status, isOnLeave: row.is_on_leave };
}

/** docs/product.md §4/§6: a designer toggles on-leave; coming back makes them available again. */
export async function setOnLeave(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { isOnLeave }: { isOnLeave: boolean },
): Promise<void> {
  if (!user.isDesigner) throw new DomainError('E010403', MESSAGES.designerOnly);
  const workStatus = isOnLeave ? DESIGNER_WORK_STATUS.onLeave : DESIGNER_WORK_STATUS.available;
  if (!(await repo.updateOnLeave(deps.db, user.userId, isOnLeave, workStatus))) {
    throw new DomainError('E010403', MESSAGES.designerOnly);
  }
}
