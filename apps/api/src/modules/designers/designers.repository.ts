/** Designers ("talents") — SQL only. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { FAVORITE_TARGET, type Database } from '../../db/schema';
import {
  cappedCount,
  countRows,
  gramsMatch,
  gramsOnly,
  KEYWORD_EXACT_COUNT_MAX,
  KEYWORD_SCAN_WINDOW,
  pageTotal,
  substringMatch,
} from '../../db/list-queries';
import { pageWindow } from '../../db/sql-helpers';

export interface TalentsFilter {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  designerLevelCode?: string | undefined;
  designerWorkStatus?: number | undefined;
  worksType?: number | undefined;
}

export type TalentsSort = 'general' | 'newest' | 'mostWorks' | 'rating';

export interface SampleRow {
  worksId: number;
  title: string;
  cover: string;
}

/**
 * Designers with their works count, category names, up to `samples` sample works and whether the viewer
 * (the logged-in user, if any) favorited them (docs/product.md §3 isAdd) — one statement.
 */
function selectDesigners(db: Db, samples: number, viewerId: number | null) {
  return db
    .selectFrom('designers as d')
    .innerJoin('users as u', 'u.user_id', 'd.user_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('works as sw')
              .select(['sw.works_id', 'sw.title', 'sw.cover', 'sw.like_count'])
              .whereRef('sw.user_id', '=', 'd.user_id')
              .orderBy('sw.like_count', 'desc')
              .orderBy('sw.works_id', 'desc')
              .limit(samples)
              .as('top'),
          )
          .select(
            sql<
              SampleRow[]
            >`coalesce(json_agg(json_build_object('worksId', top.works_id, 'title', top.title, 'cover', top.cover) order by top.like_count desc, top.works_id desc), '[]'::json)`.as(
              'samples',
            ),
          )
          .as('s'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('designer_categories as dc')
          .innerJoin('categories as c', 'c.category_id', 'dc.category_id')
          .select(
            sql<string[]>`coalesce(json_agg(c.category_name order by c.sort, c.category_id), '[]'::json)`.as('names'),
          )
          .whereRef('dc.user_id', '=', 'd.user_id')
          .as('cats'),
      (join) => join.onTrue(),
    )
    .select([
      'd.user_id',
      'u.nick_name',
      'd.avatar',
      'd.intro',
      'd.city',
      'd.level_code',
      'd.work_status',
      'd.is_on_leave',
      'd.created_at',
      'd.homepage_config',
      // Kept by triggers on works (migration 0007).
      'd.works_count',
      // Kept by the reviews module when a review is published (migration 0018).
      'd.rating_avg',
      'd.rating_count',
      's.samples',
      'cats.names as category_names',
    ])
    .select(
      viewerId === null
        ? sql<boolean>`false`.as('is_add')
        : sql<boolean>`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.target_type = ${FAVORITE_TARGET.talent} and f.target_id = ${sql.ref('d.user_id')})`.as(
            'is_add',
          ),
    );
}

export type DesignerRow = Awaited<ReturnType<ReturnType<typeof selectDesigners>['execute']>>[number];

/** The filters other than the keyword, on `designers as d` alone. */
function filtered(db: Db, f: TalentsFilter) {
  return db.selectFrom('designers as d').where((eb) => {
    const conditions = [];
    if (f.designerLevelCode) conditions.push(eb('d.level_code', '=', f.designerLevelCode));
    if (f.designerWorkStatus !== undefined) conditions.push(eb('d.work_status', '=', f.designerWorkStatus));
    if (f.categoryId !== undefined) {
      const categoryId = f.categoryId;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('designer_categories as fc')
            .select(sql`1`.as('one'))
            .whereRef('fc.user_id', '=', 'd.user_id')
            .where('fc.category_id', '=', categoryId),
        ),
      );
    }
    if (f.worksType !== undefined) {
      const worksType = f.worksType;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('works as fw')
            .select(sql`1`.as('one'))
            .whereRef('fw.user_id', '=', 'd.user_id')
            .where('fw.works_type', '=', worksType),
        ),
      );
    }
    return eb.and(conditions);
  });
}

/**
 * One page of designers. Ids are paged on `designers` alone, in the order of one of migration 0007's
 * indexes per sort (最多作品 reads the trigger-kept `works_count`), then the page's rich rows are loaded.
 * A keyword (nickname or city) takes `keywordPage`; without one the total is exact up to EXACT_COUNT_MAX.
 * `scanWindow` and `exactMax` are for tests (small data through the window path).
 */
export async function findTalentsPage(
  db: Db,
  viewerId: number | null,
  filter: TalentsFilter,
  sort: TalentsSort,
  current: number,
  pageSize: number,
  samples: number,
  scanWindow = KEYWORD_SCAN_WINDOW,
  exactMax = KEYWORD_EXACT_COUNT_MAX,
): Promise<{ rows: DesignerRow[]; total: number; approximate: boolean }> {
  const { limit, offset } = pageWindow(current, pageSize);
  const ordered = orderedBy(sort);
  if (!filter.keyword) {
    // One statement, as the works lists (works.repository `listPage`): the page's ids (literal page size,
    // so the generic plan expects a page, not a tenth of the table), its rows and the capped total.
    const ids = ordered(filtered(db, filter).select('d.user_id')).limit(sql.lit(limit)).offset(offset);
    const rows = await ordered(
      selectDesigners(db, samples, viewerId)
        .select(cappedCount(filtered(db, filter)).as('list_total'))
        .where('d.user_id', 'in', ids),
    ).execute();
    return { rows, ...(await pageTotal(db, rows, filtered(db, filter))) };
  }
  const page = await findTalentsKeywordPage(db, filter, filter.keyword, sort, current, pageSize, scanWindow, exactMax);
  return {
    rows: await findDesignersInOrder(db, viewerId, page.ids, samples),
    total: page.total,
    approximate: page.approximate,
  };
}

/** The list's order for a sort (user id last, so equal keys page stably). */
function orderedBy(sort: TalentsSort): Ordered {
  return <Q extends SelectQueryBuilder<Database & { d: Database['designers'] }, 'd', object>>(q: Q): Q =>
    (sort === 'newest'
      ? q.orderBy('d.created_at', 'desc')
      : sort === 'mostWorks'
        ? q.orderBy('d.works_count', 'desc')
        : sort === 'rating'
          ? // designers_rating_idx (migration 0018): unrated designers (0) last.
            q.orderBy('d.rating_avg', 'desc').orderBy('d.rating_count', 'desc')
          : q.orderBy('d.is_on_leave', 'asc').orderBy('d.level_code', 'desc')
    ).orderBy('d.user_id', 'asc') as Q;
}

/** Which designers a keyword page holds, in order, and the total (`keywordPage`): no viewer in it. */
export function findTalentsKeywordPage(
  db: Db,
  filter: TalentsFilter,
  keyword: string,
  sort: TalentsSort,
  current: number,
  pageSize: number,
  scanWindow = KEYWORD_SCAN_WINDOW,
  exactMax = KEYWORD_EXACT_COUNT_MAX,
): Promise<{ ids: number[]; total: number; approximate: boolean }> {
  const { limit, offset } = pageWindow(current, pageSize);
  return keywordPage(db, filter, keyword, orderedBy(sort), limit, offset, scanWindow, exactMax);
}

/** The list rows of `ids` in that order (an id given twice, twice); ids no longer there are skipped. */
export async function findDesignersInOrder(
  db: Db,
  viewerId: number | null,
  ids: readonly number[],
  samples: number,
): Promise<DesignerRow[]> {
  const rows = await findDesignersByIds(db, viewerId, [...new Set(ids)], samples);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type Ordered = <Q extends SelectQueryBuilder<Database & { d: Database['designers'] }, 'd', object>>(q: Q) => Q;

/**
 * A keyword page (nickname or city holds the keyword), docs/search.md's composite as for works:
 * - `bound`, about an upper bound of the matches (the two grams indexes' hits, not joined; counted up to
 *   `exactMax`, estimated above): at most `exactMax` (KEYWORD_EXACT_COUNT_MAX) → every match through the
 *   indexes, sorted and counted exactly;
 * - else the first `scanWindow` designers of the filtered list in its order, each nickname a primary-key
 *   probe, re-checked with LIKE — a prefix of the list, so its matches are the page; the total is the
 *   bound (约 N), scaled by the filtered share of the list. A window that falls short falls back to
 *   the indexes.
 */
async function keywordPage(
  db: Db,
  filter: TalentsFilter,
  keyword: string,
  ordered: Ordered,
  limit: number,
  offset: number,
  scanWindow: number,
  exactMax: number,
): Promise<{ ids: number[]; total: number; approximate: boolean }> {
  // Counted up to exactMax + 1 each, estimated by the planner above (the grams indexes carry statistics).
  const [byName, byCity] = await Promise.all([
    countRows(
      db,
      db.selectFrom('users as cu').where(gramsMatch('cu.nick_name', keyword)),
      exactMax,
      db.selectFrom('users as cu').where(gramsOnly('cu.nick_name', keyword)),
    ),
    countRows(
      db,
      db.selectFrom('designers as cd').where(gramsMatch('cd.city', keyword)),
      exactMax,
      db.selectFrom('designers as cd').where(gramsOnly('cd.city', keyword)),
    ),
  ]);
  const bound = byName.total + byCity.total;
  if (bound > exactMax) {
    const window = ordered(
      filtered(db, filter).select([
        'd.user_id',
        'd.city',
        'd.is_on_leave',
        'd.level_code',
        'd.created_at',
        'd.works_count',
        'd.rating_avg',
        'd.rating_count',
        (eb) =>
          eb.selectFrom('users as pu').select('pu.nick_name').whereRef('pu.user_id', '=', 'd.user_id').as('nick_name'),
      ]),
    )
      .limit(scanWindow)
      .as('d');
    const found = await ordered(
      db
        .selectFrom(window)
        .select('d.user_id')
        .where((eb) => eb.or([substringMatch('d.nick_name', keyword), substringMatch('d.city', keyword)])),
    )
      .limit(limit)
      .offset(offset)
      .execute();
    if (found.length === limit) {
      const noFilter = [filter.categoryId, filter.designerLevelCode, filter.designerWorkStatus, filter.worksType].every(
        (v) => v === undefined || v === '',
      );
      const share = noFilter
        ? 1
        : await Promise.all([countRows(db, filtered(db, filter)), countRows(db, db.selectFrom('designers'))]).then(
            ([part, all]) => part.total / Math.max(1, all.total),
          );
      const total = Math.max(offset + limit, Math.round(bound * share));
      return { ids: found.map((r) => r.user_id), total, approximate: true };
    }
  }
  const matching = db
    .selectFrom('users as mu')
    .select('mu.user_id')
    .where(gramsMatch('mu.nick_name', keyword))
    .union(db.selectFrom('designers as md').select('md.user_id').where(gramsMatch('md.city', keyword)));
  const matched = filtered(db, filter).where('d.user_id', 'in', matching);
  const found = await ordered(matched.select(['d.user_id', sql<number>`count(*) over ()`.as('total')]))
    .limit(limit)
    .offset(offset)
    .execute();
  const total =
    found.length > 0
      ? Number(found[0]?.total)
      : (await matched.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  return { ids: found.map((r) => r.user_id), total, approximate: false };
}

export function findDesignersByIds(
  db: Db,
  viewerId: number | null,
  ids: readonly number[],
  samples: number,
): Promise<DesignerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectDesigners(db, samples, viewerId).where('d.user_id', 'in', ids).execute();
}

export function findDesignerWorkStatus(db: Db, userId: number) {
  return db
    .selectFrom('designers')
    .select(['work_status', 'is_on_leave'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateOnLeave(db: Db, userId: number, isOnLeave: boolean, workStatus: number): Promise<boolean> {
  const result = await db
    .updateTable('designers')
    .set({ is_on_leave: isOnLeave, work_status: workStatus })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateHomepageConfig(db: Db, userId: number, config: string): Promise<boolean> {
  const result = await db
    .updateTable('designers')
    .set({ homepage_config: config })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether `url` is the cover or an image of one of the user's own works (a banner may use only those). */
export async function isOwnWorksImage(db: Db, userId: number, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('works as w')
    .select('w.works_id')
    .where('w.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('w.cover', '=', url),
        eb.exists(
          eb
            .selectFrom('work_images as i')
            .select(sql`1`.as('one'))
            .whereRef('i.works_id', '=', 'w.works_id')
            .where('i.url', '=', url),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of a designer's latest works feed their tone tags (bounded, so a prolific designer stays cheap). */
export const TONE_SOURCE_WORKS = 60;

/** Per designer: their intro and the titles and descriptions of their latest works — the tones' source text. */
export function findToneSources(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('designers as d')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('works as w')
              .select(['w.title', 'w.description'])
              .whereRef('w.user_id', '=', 'd.user_id')
              .orderBy('w.created_at', 'desc')
              .orderBy('w.works_id', 'desc')
              .limit(TONE_SOURCE_WORKS)
              .as('latest'),
          )
          .select(sql<string[]>`coalesce(json_agg(latest.title || ' ' || latest.description), '[]'::json)`.as('texts'))
          .as('t'),
      (join) => join.onTrue(),
    )
    .select(['d.user_id', 'd.intro', 't.texts'])
    .where('d.user_id', 'in', userIds)
    .execute();
}

/**
 * Adds one published review to a designer's stored aggregate (issue 25, decision 024), in the caller's
 * transaction: `scoreSum` is the review's three ratings added up; the average is over every rating.
 */
export async function addDesignerRating(db: Db, userId: number, scoreSum: number): Promise<void> {
  await db
    .updateTable('designers')
    .set({
      rating_sum: sql`rating_sum + ${scoreSum}`,
      rating_count: sql`rating_count + 1`,
      rating_avg: sql`round((rating_sum + ${scoreSum})::numeric / (3 * (rating_count + 1)), 2)`,
    })
    .where('user_id', '=', userId)
    .execute();
}
