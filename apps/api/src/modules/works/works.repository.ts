/** Works — SQL only (kysely example: repository → service → routes). */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { FAVORITE_TARGET, type Database } from '../../db/schema';
import {
  countRows,
  gramsMatch,
  KEYWORD_EXACT_COUNT_MAX,
  KEYWORD_SCAN_WINDOW,
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

/** Designers (their user ids) whose nickname holds the keyword: a works keyword matches them too. */
const namedDesigners = (db: Db, keyword: string) =>
  db.selectFrom('users as nu').select('nu.user_id').where(gramsMatch('nu.nick_name', keyword));

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
 * spec §3 isAdd: favorited by the viewer — one primary-key probe per row, and only when someone is
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
  const { limit, offset } = pageWindow(current, pageSize);
  const page = filter.keyword
    ? await keywordPage(db, filter, filter.keyword, sort, limit, offset, scanWindow)
    : await Promise.all([
        orderOf(filteredIds(db, filter).select('w.works_id'), sort).limit(limit).offset(offset).execute(),
        countRows(db, filteredIds(db, filter)),
      ]).then(([ids, count]) => ({ ids: ids.map((r) => r.works_id), ...count }));
  const rows = await findWorksByIds(db, viewerId, page.ids);
  const byId = new Map(rows.map((r) => [r.works_id, r]));
  return {
    rows: page.ids.flatMap((id) => byId.get(id) ?? []),
    total: page.total,
    approximate: page.approximate,
  };
}

/**
 * A keyword page (title or designer nickname holds the keyword), SEARCH.md's composite:
 * 1. the first `scanWindow` rows of the filtered list in list order, re-checked with LIKE — a common
 *    keyword fills the page here (that window is a prefix of the list, so its matches are the page);
 * 2. otherwise every match through the grams indexes (a MATERIALIZED CTE, so the planner cannot trade the
 *    index for a walk of the whole sort index), sorted — few rows, since step 1 found few.
 * Totals: step 2 counts exactly. After step 1 the total is estimated from the title grams' document
 * frequencies and the window's match rate; at most `KEYWORD_EXACT_COUNT_MAX` it is counted exactly.
 */
async function keywordPage(
  db: Db,
  filter: WorksFilter,
  keyword: string,
  sort: WorksSort,
  limit: number,
  offset: number,
  scanWindow: number,
): Promise<{ ids: number[]; total: number; approximate: boolean }> {
  const window = orderOf(
    filteredIds(db, filter).select(['w.works_id', 'w.title', 'w.user_id', 'w.created_at', 'w.like_count']),
    sort,
  )
    .limit(scanWindow)
    .as('w');
  const recent = await orderOf(
    db
      .selectFrom(window)
      .select(['w.works_id', sql<number>`count(*) over ()`.as('matched')])
      .where((eb) => eb.or([substringMatch('w.title', keyword), eb('w.user_id', 'in', namedDesigners(db, keyword))])),
    sort,
  )
    .limit(limit)
    .offset(offset)
    .execute();
  if (recent.length === limit) {
    const matched = Number(recent[0]?.matched ?? 0);
    const [listSize, titleBound] = await Promise.all([
      countRows(db, filteredIds(db, filter)),
      titleGramsBound(db, keyword),
    ]);
    // The window's match rate over the whole filtered list; the titles' gram frequency when no other
    // filter narrows the list (the nickname side only adds to it).
    const windowRows = Math.min(scanWindow, listSize.total);
    const byRate = Math.round((matched / Math.max(1, windowRows)) * listSize.total);
    const noFilter = Object.entries(filter).every(([k, v]) => k === 'keyword' || v === undefined);
    const estimate = Math.max(matched, byRate, noFilter ? titleBound : 0);
    if (estimate > KEYWORD_EXACT_COUNT_MAX) {
      return { ids: recent.map((r) => r.works_id), total: estimate, approximate: true };
    }
  }
  const matches = db
    .selectFrom('works as mw')
    .select('mw.works_id')
    .where(gramsMatch('mw.title', keyword))
    .union(db.selectFrom('works as mw').select('mw.works_id').where('mw.user_id', 'in', namedDesigners(db, keyword)));
  const all = await db
    .with(
      (cte) => cte('m').materialized(),
      () => matches,
    )
    .selectFrom('works as w')
    .innerJoin('m', 'm.works_id', 'w.works_id')
    .where(filterConditions(filter))
    .select(['w.works_id', sql<number>`count(*) over ()`.as('total')])
    .$call((q) => orderOf(q, sort))
    .limit(limit)
    .offset(offset)
    .execute();
  if (all.length > 0) return { ids: all.map((r) => r.works_id), total: Number(all[0]?.total), approximate: false };
  // Past the last match: count them for the pager.
  const counted = await db
    .with(
      (cte) => cte('m').materialized(),
      () => matches,
    )
    .selectFrom('works as w')
    .innerJoin('m', 'm.works_id', 'w.works_id')
    .where(filterConditions(filter))
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
  const images = await db
    .selectFrom('work_images')
    .select(['url', 'width', 'height'])
    .where('works_id', '=', worksId)
    .orderBy('sort')
    .orderBy('image_id')
    .execute();
  return { work, images };
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
  return selectWork(db, viewerId)
    .where('w.works_id', '<>', worksId)
    .orderBy(sql`case when w.category_id = ${source.category_id} then 0 else 1 end`)
    .orderBy('w.like_count', 'desc')
    .orderBy('w.works_id', 'desc')
    .limit(limit)
    .execute();
}
