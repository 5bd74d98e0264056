/** Campaigns, their entries and likes (issue 8) — SQL only. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const campaignColumns = [
  'c.campaign_id',
  'c.slug',
  'c.kind',
  'c.title',
  'c.intro',
  'c.cover',
  'c.like_start',
  'c.like_end',
] as const;

function selectCampaigns(db: Db) {
  return db
    .selectFrom('campaigns as c')
    .select(campaignColumns)
    .select((eb) =>
      eb
        .selectFrom('campaign_entries as e')
        .whereRef('e.campaign_id', '=', 'c.campaign_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('entry_count'),
    );
}
export type CampaignRow = Awaited<ReturnType<ReturnType<typeof selectCampaigns>['execute']>>[number];

export const findCampaignBySlug = (db: Db, slug: string) =>
  selectCampaigns(db).where('c.slug', '=', slug).executeTakeFirst();
export const findCampaignById = (db: Db, id: number) =>
  selectCampaigns(db).where('c.campaign_id', '=', id).executeTakeFirst();

export function findCampaigns(db: Db, kind?: string) {
  let qb = selectCampaigns(db);
  if (kind) qb = qb.where('c.kind', '=', kind);
  return qb.orderBy('c.like_start', 'desc').orderBy('c.campaign_id', 'desc').execute();
}

/** Entries ranked by likes (ties: the earlier work first); `sort` new → the latest entered first. */
export async function findEntriesPage(
  db: Db,
  campaignId: number,
  sort: 'likes' | 'new',
  offset: number,
  limit: number,
) {
  const ranked = db
    .selectFrom('campaign_entries')
    .select([
      'works_id',
      'like_count',
      'created_at',
      sql<string>`row_number() over (order by like_count desc, works_id)`.as('rank'),
    ])
    .where('campaign_id', '=', campaignId)
    .as('r');
  let qb = db.selectFrom(ranked).selectAll();
  qb = sort === 'likes' ? qb.orderBy('r.rank') : qb.orderBy('r.created_at', 'desc').orderBy('r.works_id', 'desc');
  const [rows, total] = await Promise.all([
    qb.offset(offset).limit(limit).execute(),
    db
      .selectFrom('campaign_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findEntry(db: Db, campaignId: number, worksId: number) {
  return db
    .selectFrom('campaign_entries as e')
    .select([
      'e.like_count',
      (eb) =>
        eb
          .selectFrom('campaign_entries as o')
          .select((o) => o.fn.countAll<string>().as('n'))
          .whereRef('o.campaign_id', '=', 'e.campaign_id')
          .where((o) =>
            o.or([
              o('o.like_count', '>', o.ref('e.like_count')),
              o.and([o('o.like_count', '=', o.ref('e.like_count')), o('o.works_id', '<', o.ref('e.works_id'))]),
            ]),
          )
          .as('ahead'),
    ])
    .where('e.campaign_id', '=', campaignId)
    .where('e.works_id', '=', worksId)
    .executeTakeFirst();
}

/** The works among `worksIds` the user liked in this campaign on `day`. */
export async function likedOn(db: Db, campaignId: number, userId: number, day: string, worksIds: readonly number[]) {
  if (!worksIds.length) return new Set<number>();
  const rows = await db
    .selectFrom('campaign_likes')
    .select('works_id')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .where('like_day', '=', day)
    .where('works_id', 'in', worksIds)
    .execute();
  return new Set(rows.map((r) => r.works_id));
}

/** True when the like is new (one per user, work and day: the primary key). */
export async function insertLike(db: Db, campaignId: number, worksId: number, userId: number, day: string) {
  const r = await db
    .insertInto('campaign_likes')
    .values({ campaign_id: campaignId, works_id: worksId, user_id: userId, like_day: day })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function bumpEntry(db: Db, campaignId: number, worksId: number): Promise<number> {
  const row = await db
    .updateTable('campaign_entries')
    .set({ like_count: sql`like_count + 1` })
    .where('campaign_id', '=', campaignId)
    .where('works_id', '=', worksId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

export interface CampaignFields {
  slug: string;
  kind: string;
  title: string;
  intro: string;
  like_start: Date;
  like_end: Date;
}

export async function insertCampaign(db: Db, f: CampaignFields): Promise<number | null> {
  const r = await db
    .insertInto('campaigns')
    .values(f)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('campaign_id')
    .executeTakeFirst();
  return r?.campaign_id ?? null;
}

export async function updateCampaign(db: Db, id: number, f: CampaignFields): Promise<boolean> {
  const r = await db.updateTable('campaigns').set(f).where('campaign_id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  let qb = db.selectFrom('campaigns').select('campaign_id').where('slug', '=', slug);
  if (exceptId) qb = qb.where('campaign_id', '!=', exceptId);
  return (await qb.executeTakeFirst()) !== undefined;
}

/** Replaces the entry set; entries that stay keep their likes. */
export async function setEntries(db: Db, campaignId: number, ids: readonly number[]): Promise<void> {
  let del = db.deleteFrom('campaign_entries').where('campaign_id', '=', campaignId);
  if (ids.length) del = del.where('works_id', 'not in', ids);
  await del.execute();
  if (ids.length)
    await db
      .insertInto('campaign_entries')
      .values(ids.map((works_id) => ({ campaign_id: campaignId, works_id })))
      .onConflict((oc) => oc.columns(['campaign_id', 'works_id']).doNothing())
      .execute();
}
