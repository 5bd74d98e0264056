/** Works — SQL only (kysely example: repository → service → routes). */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { FAVORITE_TARGET, type Database } from '../../db/schema';
import {
  cappedCount,
  countRows,
  gramsMatch,
  KEYWORD_EXACT_COUNT_MAX,
  KEYWORD_SCAN_WINDOW,
  pageTotal,
  substringMatch,
  titleGramsBound,
} from '../../db/list-queries';
import { pageWindow } from '../../db/sql-helpers';

export interface WorksFilter {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  worksType?: number | undefined;
  worksSubType?: number | undefined;
  userId?: number | undefined;
}

/** The works lists' FROM: the left joins are 1:1 on primary keys, so PostgreSQL drops them from a count. */
function fromWorks(db: Db) {
  return db
    .selectFrom('works as w')
    .innerJoin('users as u', 'u.user_id', 'w.user_id')
    .leftJoin('designers as d', 'd.user_id', 'w.user_id')
    .leftJoin('categories as c', 'c.category_id', 'w.category_id');
}

/** The filters other than the keyword, on `works as w` alone (the list's ids are paged without joins). */
function filteredIds(db: Db, f: WorksFilter) {
  return db.selectFrom('works as w').where(filterConditions(f));
}

const filterConditions = (f: WorksFilter) => (eb: ExpressionBuilder<Database & { w: Database['works'] }, 'w'>) => {
  const conditions = [];
  if (f.categoryId !== undefined) conditions.push(eb('w.category_id', '=', f.categoryId));
  if (f.worksType !== undefined) conditions.push(eb('w.works_type', '=', f.worksType));
  if (f.worksSubType !== undefined) conditions.push(eb('w.works_sub_type', '=', f.worksSubType));
  if (f.userId !== undefined) conditions.push(eb('w.user_id', '=', f.userId));
  return eb.and(conditions);
};

const WORK_COLUMNS = [
  'w.works_id',
  'w.title',
  'w.cover',
  'w.cover_width',
  'w.cover_height',
  'w.works_type',
  'w.works_sub_type',
  'w.category_id',
  'c.category_name',
  'w.user_id',
  'u.nick_name',
  'd.avatar',
  'w.like_count',
  'w.view_count',
  'w.created_at',
] as const;

/**
 * docs/product.md §3 isAdd: favorited by the viewer — one primary-key probe per row, and only when someone is
 * logged in (visitors get a constant, so the anonymous lists cost nothing extra).
 */
const isAddColumn = (viewerId: number | null) =>
  viewerId === null
    ? sql<boolean>`false`.as('is_add')
    : sql<boolean>`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.target_type = ${FAVORITE_TARGET.works} and f.target_id = ${sql.ref('w.works_id')})`.as(
        'is_add',
      );

/** The columns a works list shows (domain `Work`); `viewerId` is the logged-in user, if any. */
const selectWork = (db: Db, viewerId: number | null) =>
  fromWorks(db).select(WORK_COLUMNS).select(isAddColumn(viewerId));

export type WorkListRow = Awaited<ReturnType<ReturnType<typeof selectWork>['execute']>>[number];

export type WorksSort = 'newest' | 'hottest';

/** What fetching one match through the grams index costs, in rows of an in-order window scan (measured). */
const INDEX_ROW_COST = 4;

/** The list order (a prefix of it is what the keyword scan window reads). */
function orderOf<Q extends { orderBy: (col: 'w.created_at' | 'w.like_count' | 'w.works_id', dir: 'desc') => Q }>(
  query: Q,
  sort: WorksSort,
): Q {
  return sort === 'hottest'
    ? query.orderBy('w.like_count', 'desc').orderBy('w.works_id', 'desc')
    : query.orderBy('w.created_at', 'desc').orderBy('w.works_id', 'desc');
}

export interface WorksPageResult {
  rows: WorkListRow[];
  total: number;
  approximate: boolean;
}

/**
 * One page of works, newest or hottest first. Ids are paged on `works` alone (an index-only scan of the
 * sort's index, even 1 000 pages deep), then only the page's rows are joined. A keyword takes the
 * composite path of `keywordPage`. The total is exact up to `EXACT_COUNT_MAX` rows, estimated above.
 */
export async function findWorksPage(
  db: Db,
  viewerId: number | null,
  filter: WorksFilter,
  sort: WorksSort,
  current: number,
  pageSize: number,
  scanWindow = KEYWORD_SCAN_WINDOW,
): Promise<WorksPageResult> {
  if (!filter.keyword) {
    const { limit, offset } = pageWindow(current, pageSize);
    return listPage(db, viewerId, filter, sort, limit, offset);
  }
  const page = await findKeywordPage(db, filter, filter.keyword, sort, current, pageSize, scanWindow);
  return { rows: await findWorksInOrder(db, viewerId, page.ids), total: page.total, approximate: page.approximate };
}

/** Which works a keyword page holds, in order, and the total: no viewer, so one answer serves everyone. */
export interface KeywordPage {
  ids: number[];
  total: number;
  approximate: boolean;
}

/** A keyword page's ids and total (`keywordPage`), for `findWorksInOrder` to read the rows of. */
export function findKeywordPage(
  db: Db,
  filter: WorksFilter,
  keyword: string,
  sort: WorksSort,
  current: number,
  pageSize: number,
  scanWindow = KEYWORD_SCAN_WINDOW,
): Promise<KeywordPage> {
  const { limit, offset } = pageWindow(current, pageSize);
  return keywordPage(db, filter, keyword, sort, limit, offset, scanWindow);
}

/** The list rows of `ids` in that order (an id given twice, twice); ids no longer there (deleted since) are skipped. */
export async function findWorksInOrder(
  db: Db,
  viewerId: number | null,
  ids: readonly number[],
): Promise<WorkListRow[]> {
  const rows = await findWorksByIds(db, viewerId, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.works_id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page without keyword in one statement: the page's ids (an index walk of `works` alone, however deep),
 * only those rows joined, and the capped total as a scalar subquery. One round trip and one pooled
 * connection per list instead of three statements on two. The page size is a literal: with a parameter
 * there, a prepared statement's generic plan would expect a tenth of the table from the ids subquery
 * and join it by hashing (page sizes are few, so the statement texts stay few).
 */
async function listPage(
  db: Db,
  viewerId: number | null,
  filter: WorksFilter,
  sort: WorksSort,
  limit: number,
  offset: number,
): Promise<WorksPageResult> {
  const ids = orderOf(filteredIds(db, filter).select('w.works_id'), sort).limit(sql.lit(limit)).offset(offset);
  const rows = await orderOf(
    selectWork(db, viewerId)
      .select(cappedCount(filteredIds(db, filter)).as('list_total'))
      .where('w.works_id', 'in', ids),
    sort,
  ).execute();
  return { rows, ...(await pageTotal(db, rows, filteredIds(db, filter))) };
}

/**
 * A keyword page: works whose title holds the keyword (case-insensitively). Designer names are searched
 * on the designer tab (/search/designer), not here: a name matching thousands of designers would add their
 * tens of thousands of works to every works search (docs/decisions/007).
 *
 * docs/search.md's composite, steered by the title grams' document frequencies (`bound`: at least the number
 * of matching titles, exactly it for 1–2 characters):
 * - a rare keyword (its matches, fetched from all over the heap, cost less than the rows a window scan
 *   would read to find the page — about √(depth × works / 4) matches is the crossover) goes through the
 *   grams index: every match in a MATERIALIZED CTE (so the planner cannot trade the index for a walk of
 *   the sort index), sorted — and counted exactly;
 * - a common one reads the filtered list in its order, a window sized so that it should hold the page
 *   (≥ KEYWORD_SCAN_WINDOW rows), re-checked with LIKE; the window is a prefix of the list, so its matches
 *   are the page. Its total is the bound — exact for 1–2 characters without other filters, else an
 *   estimate (`approximate`) scaled by the filtered share of the list. A window that falls short (the
 *   bound overestimated) falls back to the index.
 */
async function keywordPage(
  db: Db,
  filter: WorksFilter,
  keyword: string,
  sort: WorksSort,
  limit: number,
  offset: number,
  scanWindow: number,
): Promise<KeywordPage> {
  // The service passes the whole query (paging too): only these narrow the list.
  const noFilter = [filter.categoryId, filter.worksType, filter.worksSubType, filter.userId].every(
    (v) => v === undefined,
  );
  const [bound, all, listed] = await Promise.all([
    titleGramsBound(db, keyword),
    countRows(db, db.selectFrom('works as w')),
    noFilter ? null : countRows(db, filteredIds(db, filter)),
  ]);
  if (bound === 0) return { ids: [], total: 0, approximate: false };
  const listSize = listed?.total ?? all.total;
  if (listed && !listed.approximate) {
    // A short filtered list (one designer's works, say): re-checking every row of it is cheapest.
    const rows = await orderOf(
      filteredIds(db, filter)
        .where(substringMatch('w.title', keyword))
        .select(['w.works_id', sql<number>`count(*) over ()`.as('total')]),
      sort,
    )
      .limit(limit)
      .offset(offset)
      .execute();
    if (rows.length > 0 || offset === 0) {
      return { ids: rows.map((r) => r.works_id), total: Number(rows[0]?.total ?? 0), approximate: false };
    }
  }
  const needed = offset + limit;
  // Rows the window scan should read to hold the page, at the keyword's density (the bound's: exact for
  // 1–2 characters, optimistic for longer keywords). It stops there (LIMIT), so the window itself may be
  // generous: 1.5 times that, and at least `scanWindow`.
  const expectedRows = Math.ceil((needed * all.total) / bound);
  const window = Math.max(scanWindow, Math.ceil(expectedRows * 1.5));
  // The window reads the list's index and heap in order (rows of one period sit together); the index
  // path fetches every match from all over the heap: a window row costs a fraction of a match's.
  if (expectedRows < bound * INDEX_ROW_COST) {
    const found = await orderOf(
      db
        .selectFrom(
          orderOf(
            filteredIds(db, filter).select([
              'w.works_id',
              'w.title',
              'w.like_count',
              // Hottest reads works_likes_title_idx alone (index-only): created_at is not in it.
              sort === 'hottest' ? sql<Date>`null::timestamptz`.as('created_at') : 'w.created_at',
            ]),
            sort,
          )
            .limit(window)
            .as('w'),
        )
        .select('w.works_id')
        .where(substringMatch('w.title', keyword)),
      sort,
    )
      .limit(limit)
      .offset(offset)
      .execute();
    const estimate = Math.round((bound * listSize) / Math.max(1, all.total));
    const exact = noFilter && [...keyword].length <= 2;
    if (found.length === limit && (exact || estimate > KEYWORD_EXACT_COUNT_MAX)) {
      return { ids: found.map((r) => r.works_id), total: Math.max(estimate, needed), approximate: !exact };
    }
  }
  // The CTE carries the sort and filter columns, so the heap is read once.
  const matches = await db
    .with(
      (cte) => cte('w').materialized(),
      () =>
        db
          .selectFrom('works as mw')
          .select([
            'mw.works_id',
            'mw.created_at',
            'mw.like_count',
            'mw.category_id',
            'mw.works_type',
            'mw.works_sub_type',
            'mw.user_id',
          ])
          .where(gramsMatch('mw.title', keyword)),
    )
    .selectFrom('w')
    .where(filterConditions(filter))
    .select(['w.works_id', sql<number>`count(*) over ()`.as('total')])
    .$call((q) => orderOf(q, sort))
    .limit(limit)
    .offset(offset)
    .execute();
  if (matches.length > 0 || offset === 0) {
    return { ids: matches.map((r) => r.works_id), total: Number(matches[0]?.total ?? 0), approximate: false };
  }
  // Past the last match: count them for the pager.
  const counted = await db
    .selectFrom('works as w')
    .where(filterConditions(filter))
    .where(gramsMatch('w.title', keyword))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { ids: [], total: counted.n, approximate: false };
}

export function findWorksByIds(db: Db, viewerId: number | null, ids: readonly number[]): Promise<WorkListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWork(db, viewerId).where('w.works_id', 'in', ids).execute();
}

export async function findWorkDetail(db: Db, viewerId: number | null, worksId: number) {
  const work = await selectWork(db, viewerId)
    .select('w.description')
    .where('w.works_id', '=', worksId)
    .executeTakeFirst();
  if (!work) return null;
  return { work, images: await findWorkImages(db, worksId) };
}

export interface WorkImage {
  url: string;
  width: number;
  height: number;
}

/** A work's images in their order (the first is the cover). */
export function findWorkImages(db: Db, worksId: number): Promise<WorkImage[]> {
  return db
    .selectFrom('work_images')
    .select(['url', 'width', 'height'])
    .where('works_id', '=', worksId)
    .orderBy('sort')
    .orderBy('image_id')
    .execute();
}

export async function workExists(db: Db, worksId: number): Promise<boolean> {
  const row = await db.selectFrom('works').select('works_id').where('works_id', '=', worksId).executeTakeFirst();
  return row !== undefined;
}

/** Works like `worksId`: same category first, then the most liked. */
export async function findAlikeWorks(
  db: Db,
  viewerId: number | null,
  worksId: number,
  limit: number,
): Promise<WorkListRow[] | null> {
  const source = await db
    .selectFrom('works')
    .select(['category_id', 'user_id'])
    .where('works_id', '=', worksId)
    .executeTakeFirst();
  if (!source) return null;
  // Two index walks instead of one sort of every work by a CASE (a million rows): the category's most
  // liked (works_category_likes_idx), then, when it has fewer, the most liked of the others.
  const sameCategory =
    source.category_id === null
      ? []
      : await selectWork(db, viewerId)
          .where('w.category_id', '=', source.category_id)
          .where('w.works_id', '<>', worksId)
          .orderBy('w.like_count', 'desc')
          .orderBy('w.works_id', 'desc')
          .limit(limit)
          .execute();
  if (sameCategory.length === limit) return sameCategory;
  const others = await selectWork(db, viewerId)
    .where('w.works_id', '<>', worksId)
    .$if(source.category_id !== null, (q) =>
      q.where((eb) => eb.or([eb('w.category_id', 'is', null), eb('w.category_id', '<>', source.category_id ?? 0)])),
    )
    .orderBy('w.like_count', 'desc')
    .orderBy('w.works_id', 'desc')
    .limit(limit - sameCategory.length)
    .execute();
  return [...sameCategory, ...others];
}

/**
 * docs/product.md §7 getTalentWorksList: each designer's newest `limit` works. Ids first (the works-of-one-designer
 * index walks each designer's newest rows), then the list rows for those ids only.
 */
export async function findTalentWorks(
  db: Db,
  viewerId: number | null,
  userIds: readonly number[],
  limit: number,
): Promise<WorkListRow[]> {
  if (userIds.length === 0) return [];
  const ids = await db
    .selectFrom(
      db
        .selectFrom('works')
        .select([
          'works_id',
          sql<number>`row_number() over (partition by user_id order by created_at desc, works_id desc)`.as('rn'),
        ])
        .where('user_id', 'in', userIds)
        .as('ranked'),
    )
    .select('works_id')
    .where('rn', '<=', limit)
    .execute();
  if (ids.length === 0) return [];
  return selectWork(db, viewerId)
    .where(
      'w.works_id',
      'in',
      ids.map((r) => r.works_id),
    )
    .orderBy('w.created_at', 'desc')
    .orderBy('w.works_id', 'desc')
    .execute();
}
