/** Works — SQL only (kysely example: repository → service → routes). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { FAVORITE_TARGET } from '../../db/schema';
import { containsPattern, pageWindow } from '../../db/sql-helpers';

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

function filtered(db: Db, f: WorksFilter) {
  return fromWorks(db).where((eb) => {
    const conditions = [];
    if (f.categoryId !== undefined) conditions.push(eb('w.category_id', '=', f.categoryId));
    if (f.worksType !== undefined) conditions.push(eb('w.works_type', '=', f.worksType));
    if (f.worksSubType !== undefined) conditions.push(eb('w.works_sub_type', '=', f.worksSubType));
    if (f.userId !== undefined) conditions.push(eb('w.user_id', '=', f.userId));
    if (f.keyword) {
      const pattern = containsPattern(f.keyword);
      conditions.push(eb.or([eb('w.title', 'ilike', pattern), eb('u.nick_name', 'ilike', pattern)]));
    }
    return eb.and(conditions);
  });
}

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

export async function findWorksPage(
  db: Db,
  viewerId: number | null,
  filter: WorksFilter,
  sort: 'newest' | 'hottest',
  current: number,
  pageSize: number,
): Promise<{ rows: WorkListRow[]; total: number }> {
  const { limit, offset } = pageWindow(current, pageSize);
  const base = filtered(db, filter);
  const ordered =
    sort === 'hottest'
      ? base.orderBy('w.like_count', 'desc').orderBy('w.works_id', 'desc')
      : base.orderBy('w.created_at', 'desc').orderBy('w.works_id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.select(WORK_COLUMNS).select(isAddColumn(viewerId)).limit(limit).offset(offset).execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
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
