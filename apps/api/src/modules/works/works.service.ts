/** Works — rules and mapping rows to the domain's `Work` shapes. */
import type { WorksPageQuery } from '@bazaar/domain/api';
import { FILTERED_LIST_DEPTH_MAX, LIST_DEPTH_MAX, SEARCH_DEPTH_MAX, WORKS_SORT } from '@bazaar/domain/constants';
import type { Page, Work, WorkDetail } from '@bazaar/domain/entities';
import { depthLimitedPage } from '../../db/list-queries';
import { isoTime } from '../../db/sql-helpers';
import { DomainError } from '../../http/errors';
import { LIST_CACHE_PAGES } from '../search/search-cache';
import * as repo from './works.repository';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';

export const WORK_NOT_FOUND = '作品不存在或已下架';

export function toWork(row: repo.WorkListRow): Work {
  return {
    worksId: row.works_id,
    title: row.title,
    cover: row.cover,
    coverWidth: row.cover_width,
    coverHeight: row.cover_height,
    worksType: row.works_type,
    worksSubType: row.works_sub_type,
    categoryId: row.category_id,
    categoryName: row.category_name,
    userId: row.user_id,
    nickName: row.nick_name,
    avatar: row.avatar,
    likeCount: row.like_count,
    viewCount: row.view_count,
    // A visitor has favorited nothing (the repository answers false without a viewer).
    isAdd: row.is_add === true,
    createdAt: isoTime(row.created_at),
  };
}

/**
 * `viewerId`: the logged-in user (their favorites set isAdd), null for a visitor. Paging stops at
 * LIST_DEPTH_MAX rows (FILTERED_LIST_DEPTH_MAX with a type filter, SEARCH_DEPTH_MAX with a keyword): a
 * deeper page answers no rows and the total, as a page past the end does (docs/decisions/007).
 */
export async function worksPage(
  deps: Pick<Deps, 'db' | 'searchCache'>,
  viewer: SessionUser | null,
  q: WorksPageQuery,
): Promise<Page<Work>> {
  const viewerId = viewer?.userId ?? null;
  const sort = q.sortType === WORKS_SORT.hottest ? 'hottest' : 'newest';
  // Unfiltered, one category or one designer: the list's own indexes, any depth is a short index walk.
  const indexed = q.worksType === undefined && q.worksSubType === undefined;
  const depth = q.keyword ? SEARCH_DEPTH_MAX : indexed ? LIST_DEPTH_MAX : FILTERED_LIST_DEPTH_MAX;
  const { keyword } = q;
  return depthLimitedPage(
    q,
    depth,
    async (current) => {
      // Issue 34 item 7: which works a keyword page, or one of a list's first pages, holds is kept for seconds
      // (search-cache.ts: every filter here is one whose change notifies); the rows are read fresh.
      if (!keyword && current > LIST_CACHE_PAGES) {
        return repo.findWorksPage(deps.db, viewerId, q, sort, current, q.pageSize);
      }
      const filter = {
        keyword,
        categoryId: q.categoryId,
        worksType: q.worksType,
        worksSubType: q.worksSubType,
        userId: q.userId,
      };
      const page = await deps.searchCache.get(
        `works:${sort}:${current}:${q.pageSize}:${JSON.stringify(filter)}`,
        async () => {
          if (keyword) return repo.findKeywordPage(deps.db, filter, keyword, sort, current, q.pageSize);
          const list = await repo.findWorksPage(deps.db, null, filter, sort, current, q.pageSize);
          return { ids: list.rows.map((r) => r.works_id), total: list.total, approximate: list.approximate };
        },
      );
      return { ...page, rows: await repo.findWorksInOrder(deps.db, viewerId, page.ids) };
    },
    toWork,
  );
}

/** CMS-configured works in the order of `ids` (unknown ids are skipped). */
export async function configWorks(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  { ids }: { ids: readonly number[] },
): Promise<Work[]> {
  return (await repo.findWorksInOrder(deps.db, viewer?.userId ?? null, ids)).map(toWork);
}

export async function workDetail(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  { worksId }: { worksId: number },
): Promise<WorkDetail> {
  const found = await repo.findWorkDetail(deps.db, viewer?.userId ?? null, worksId);
  if (!found) throw new DomainError('E010404', WORK_NOT_FOUND);
  return { ...toWork(found.work), description: found.work.description, images: found.images };
}

export async function alikeWorks(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  { worksId, limit }: { worksId: number; limit: number },
): Promise<Work[]> {
  const rows = await repo.findAlikeWorks(deps.db, viewer?.userId ?? null, worksId, limit);
  if (!rows) throw new DomainError('E010404', WORK_NOT_FOUND);
  return rows.map(toWork);
}

/** Each designer's newest works, one entry per distinct requested designer in the order asked. */
export async function talentWorks(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  { userIds, limit }: { userIds: readonly number[]; limit: number },
): Promise<{ userId: number; works: Work[] }[]> {
  const unique = [...new Set(userIds)];
  const rows = await repo.findTalentWorks(deps.db, viewer?.userId ?? null, unique, limit);
  return unique.map((userId) => ({ userId, works: rows.filter((r) => r.user_id === userId).map(toWork) }));
}
