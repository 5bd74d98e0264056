/**
 * Campaign likes (issue 8, docs/product.md §5/§8/§9): a like counts only inside the campaign's window [start, end)
 * (还未到点赞时间 / 点赞日期已过), once per user, work and day — the day in UTC+8, as the windows are.
 * Anonymous likes are impossible (the routes are `user` calls). Time comes from the injected clock.
 */
import type { Campaign, CampaignEntry, CampaignEntryDetail } from '@bazaar/domain/api';
import { CAMPAIGN_KINDS, type CampaignKind } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { checkLikeWindow } from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { isoTime } from '../../db/sql-helpers';
import { DomainError, refusal } from '../../http/errors';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { configWorks, workDetail } from '../works/works.service';
import * as repo from './campaigns.repository';
import { countWorks } from '../works/work-records.repository';

export const CAMPAIGN_NOT_FOUND = '活动不存在';
export const NOT_ENTERED = '这件作品没有参加本次活动';
export const LIKED_TODAY = '今天已经为这件作品点过赞了，明天再来吧';
export const SLUG_TAKEN = '活动标识已被使用';
export const WINDOW_ORDER = '点赞结束时间必须晚于开始时间';
export const UNKNOWN_WORKS = '有作品不存在，请重新选择';

const UTC8_MS = 8 * 3_600_000;
/** The calendar day in UTC+8 (docs/product.md §9 windows are UTC+8 dates), as YYYY-MM-DD. */
export const dayOf = (now: Date): string => new Date(now.getTime() + UTC8_MS).toISOString().slice(0, 10);

const kindOf = (k: string): CampaignKind =>
  (CAMPAIGN_KINDS as readonly string[]).includes(k) ? (k as CampaignKind) : 'match';

export function toCampaign(r: repo.CampaignRow): Campaign {
  return {
    campaignId: r.campaign_id,
    slug: r.slug,
    kind: kindOf(r.kind),
    title: r.title,
    intro: r.intro,
    cover: r.cover,
    likeStart: isoTime(r.like_start),
    likeEnd: isoTime(r.like_end),
    entryCount: Number(r.entry_count ?? 0),
  };
}

async function campaignOf(db: Db, slug: string): Promise<repo.CampaignRow> {
  const row = await repo.findCampaignBySlug(db, slug);
  if (!row) throw new DomainError('E010404', CAMPAIGN_NOT_FOUND);
  return row;
}

type CampaignDeps = Pick<Deps, 'db' | 'clock'>;

export async function info(deps: Pick<Deps, 'db'>, { slug }: { slug: string }): Promise<Campaign> {
  return toCampaign(await campaignOf(deps.db, slug));
}

export async function list(deps: Pick<Deps, 'db'>, { kind }: { kind?: string | undefined } = {}): Promise<Campaign[]> {
  return (await repo.findCampaigns(deps.db, kind)).map(toCampaign);
}

export async function worksPage(
  deps: CampaignDeps,
  viewer: SessionUser | null,
  q: { slug: string; sortType: 'likes' | 'new'; current: number; pageSize: number },
): Promise<Page<CampaignEntry>> {
  const viewerId = viewer?.userId ?? null;
  const c = await campaignOf(deps.db, q.slug);
  const { rows, total } = await repo.findEntriesPage(
    deps.db,
    c.campaign_id,
    q.sortType,
    (q.current - 1) * q.pageSize,
    q.pageSize,
  );
  const ids = rows.map((r) => r.works_id);
  const [works, liked] = await Promise.all([
    configWorks(deps, viewer, { ids }),
    viewerId ? repo.likedOn(deps.db, c.campaign_id, viewerId, dayOf(deps.clock.now()), ids) : new Set<number>(),
  ]);
  const byId = new Map(works.map((w) => [w.worksId, w]));
  return {
    rows: rows.flatMap((r) => {
      const work = byId.get(r.works_id);
      return work
        ? [{ rank: Number(r.rank), campaignLikes: r.like_count, likedToday: liked.has(r.works_id), work }]
        : [];
    }),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function entry(
  deps: CampaignDeps,
  viewer: SessionUser | null,
  { slug, worksId }: { slug: string; worksId: number },
): Promise<CampaignEntryDetail> {
  const viewerId = viewer?.userId ?? null;
  const c = await campaignOf(deps.db, slug);
  const e = await repo.findEntry(deps.db, c.campaign_id, worksId);
  if (!e) throw new DomainError('E010404', NOT_ENTERED);
  const [work, liked] = await Promise.all([
    workDetail(deps, viewer, { worksId }),
    viewerId ? repo.likedOn(deps.db, c.campaign_id, viewerId, dayOf(deps.clock.now()), [worksId]) : new Set<number>(),
  ]);
  return {
    campaign: toCampaign(c),
    rank: Number(e.ahead ?? 0) + 1,
    campaignLikes: e.like_count,
    likedToday: liked.has(worksId),
    work,
  };
}

/** vivo/oppo thumbUpWork (docs/product.md §7) and any campaign's like. */
export async function thumbUp(
  deps: CampaignDeps,
  user: SessionUser,
  { slug, worksId }: { slug: string; worksId: number },
): Promise<{ campaignLikes: number; likedToday: boolean }> {
  const now = deps.clock.now();
  return transact(deps.db, async (trx) => {
    const c = await campaignOf(trx, slug);
    const window = checkLikeWindow({ start: isoTime(c.like_start), end: isoTime(c.like_end) }, now);
    if (!window.ok) throw new DomainError('E010403', window.message);
    if (!(await repo.findEntry(trx, c.campaign_id, worksId))) throw new DomainError('E010404', NOT_ENTERED);
    if (!(await repo.insertLike(trx, c.campaign_id, worksId, user.userId, dayOf(now)))) throw refusal(LIKED_TODAY);
    return { campaignLikes: await repo.bumpEntry(trx, c.campaign_id, worksId), likedToday: true };
  });
}

// — Console (operators only; the routes are `operator` calls)

export async function save(
  deps: Pick<Deps, 'db'>,
  input: {
    campaignId?: number | undefined;
    slug: string;
    kind: CampaignKind;
    title: string;
    intro: string;
    likeStart: string;
    likeEnd: string;
  },
): Promise<Campaign> {
  const fields: repo.CampaignFields = {
    slug: input.slug,
    kind: input.kind,
    title: input.title.trim(),
    intro: input.intro.trim(),
    like_start: new Date(input.likeStart),
    like_end: new Date(input.likeEnd),
  };
  if (fields.like_end <= fields.like_start) throw new DomainError('E010001', WINDOW_ORDER);
  return transact(deps.db, async (trx) => {
    if (await repo.slugTaken(trx, input.slug, input.campaignId ?? null)) throw new DomainError('E010001', SLUG_TAKEN);
    let id = input.campaignId ?? null;
    if (id) {
      if (!(await repo.updateCampaign(trx, id, fields))) throw new DomainError('E010404', CAMPAIGN_NOT_FOUND);
    } else {
      id = await repo.insertCampaign(trx, fields);
      if (!id) throw new DomainError('E010001', SLUG_TAKEN);
    }
    return toCampaign((await repo.findCampaignById(trx, id))!);
  });
}

export async function setEntries(
  deps: Pick<Deps, 'db'>,
  { campaignId, worksIds }: { campaignId: number; worksIds: readonly number[] },
): Promise<{ entryCount: number }> {
  const ids = [...new Set(worksIds)];
  return transact(deps.db, async (trx) => {
    if (!(await repo.findCampaignById(trx, campaignId))) throw new DomainError('E010404', CAMPAIGN_NOT_FOUND);
    if ((await countWorks(trx, ids)) !== ids.length) throw new DomainError('E010001', UNKNOWN_WORKS);
    await repo.setEntries(trx, campaignId, ids);
    return { entryCount: ids.length };
  });
}
