/**
 * Campaign likes as the pages show and ask for them (issue 8, docs/product.md §8/§9), on the web and the phone
 * site: the like window's state and wording, the like call of a campaign (vivo/oppo have their docs/product.md §7
 * thumbUpWork calls), the words of the flow, and where an entry opens. Pure; a subpath entry of its own
 * (`@bazaar/domain/rules/campaign-like`), not a re-export of the rules index.
 */
import type { Campaign } from '../api/campaigns-cms.js';
import { checkLikeWindow, LIKE_MESSAGES } from './like-window.js';

/** docs/product.md §8: a visitor is sent to log in (anonymous likes are impossible). */
export const LIKE_LOGIN_FIRST = '请先登录再点赞';
export const LIKE_SUCCESS = '点赞成功';
/** The rule under every like window (docs/product.md §9). */
export const LIKE_RULE = '每人每天可为每件作品点赞一次';

export type WindowState = 'upcoming' | 'open' | 'closed';
export const WINDOW_STATE_TEXT: Record<WindowState, string> = {
  upcoming: '未开始',
  open: '点赞进行中',
  closed: '已结束',
};

type LikeWindowOf = Pick<Campaign, 'likeStart' | 'likeEnd'>;

/** The like window as the page judges it (the same rule the api applies). */
export function windowState(c: LikeWindowOf, now = new Date()): WindowState {
  const r = checkLikeWindow({ start: c.likeStart, end: c.likeEnd }, now);
  return r.ok ? 'open' : r.message === LIKE_MESSAGES.tooEarly ? 'upcoming' : 'closed';
}

/** Why a like is refused before any call (docs/product.md §8: 还未到点赞时间, 点赞日期已过), or null inside the window. */
export function likeRefusal(c: LikeWindowOf, now = new Date()): string | null {
  const r = checkLikeWindow({ start: c.likeStart, end: c.likeEnd }, now);
  return r.ok ? null : r.message;
}

const dateFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "2022年8月1日 至 2022年8月31日" (the end is exclusive, so the last day is one millisecond before it). */
export function windowText(c: LikeWindowOf): string {
  return `${dateFmt.format(new Date(c.likeStart))} 至 ${dateFmt.format(new Date(Date.parse(c.likeEnd) - 1))}`;
}

export type LikeCall = 'vivoThumbUpWork' | 'oppoThumbUpWork' | 'thumbUpCampaignWork';

/** The like call of a campaign: vivo and oppo keep their own (docs/product.md §7), any other campaign the shared one. */
export function likeCallFor(slug: string): LikeCall {
  return slug === 'vivo' ? 'vivoThumbUpWork' : slug === 'oppo' ? 'oppoThumbUpWork' : 'thumbUpCampaignWork';
}

/** Where an entry opens: its contest's page (/oppo/{id}, /match/{id}?c=slug), else the work's page. */
export function entryPath(campaign: Pick<Campaign, 'kind' | 'slug'>, worksId: number): string {
  if (campaign.kind === 'oppo') return `/oppo/${worksId}`;
  // A slug is [a-z0-9-] (campaignSlugParam): nothing to escape beyond what encodeURIComponent does.
  if (campaign.kind === 'match') return `/match/${worksId}?c=${encodeURIComponent(campaign.slug)}`;
  return `/works/${worksId}`;
}
