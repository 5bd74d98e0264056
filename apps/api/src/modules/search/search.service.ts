/** Search suggestions (docs/product.md §2 search box, §7, §9: 4 each) and recent searches. */
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { transact } from '../../db/transact';
import * as repo from './search.repository';

/** How many recent keywords are kept per searcher (the box shows 4; a few spare for dedupe). */
export const RECENT_KEEP = 20;

/**
 * Who searched: a logged-in user, else the visitor's anonymous browser id (docs/product.md §2 "recent per user, or
 * per browser for visitors"). Null when neither is known — nothing is recorded or shown.
 */
export type Searcher = { userId: number } | { browserId: string } | null;

/** The searcher of a request: the session's user, else the gateway's browser id (see http/browser-id). */
export function searcherOf(userId: number | null | undefined, browserId: string | null): Searcher {
  if (userId) return { userId };
  return browserId ? { browserId } : null;
}

const keyOf = (s: NonNullable<Searcher>): string => ('userId' in s ? `u:${s.userId}` : `b:${s.browserId}`);

export async function matchSuggestions(
  deps: Pick<Deps, 'db' | 'searchCache'>,
  { keyword, limit }: { keyword?: string | undefined; limit: number },
) {
  // docs/product.md §5: the web asks only with a keyword; an empty one matches nothing rather than everything.
  if (!keyword) return { matchWorks: [], matchDesigners: [] };
  // Issue 34 item 7: what the box suggests for a keyword is kept for seconds (search-cache.ts).
  return deps.searchCache.get(`suggest:${limit}:${keyword}`, () => readSuggestions(deps.db, keyword, limit));
}

async function readSuggestions(db: Db, keyword: string, limit: number) {
  const [keywords, titles, designers] = await Promise.all([
    repo.findKeywords(db, keyword, limit),
    repo.findWorkTitles(db, keyword, limit),
    repo.findDesignersByName(db, keyword, limit),
  ]);
  const matchWorks = [...new Set([...keywords.map((k) => k.keyword), ...titles.map((t) => t.title)])].slice(0, limit);
  return {
    matchWorks,
    matchDesigners: designers.map((d) => ({ userId: d.user_id, name: d.nick_name ?? '', picture: d.avatar })),
  };
}

export async function recentSearches(deps: Pick<Deps, 'db'>, searcher: Searcher, { limit }: { limit: number }) {
  const [hot, recent] = await Promise.all([
    repo.findHotKeywords(deps.db, limit),
    searcher ? repo.findRecentKeywords(deps.db, keyOf(searcher), limit) : Promise.resolve([]),
  ]);
  return { recentKeywords: recent.map((k) => k.keyword), hotKeywords: hot.map((k) => k.keyword) };
}

/**
 * Records a search made on the results page. Hot keywords stay the operators' curated list
 * (`search_keywords.hits`): counting raw visitor input there would let anyone put any text into
 * everyone's 热门搜索.
 */
export async function recordSearch(
  deps: Pick<Deps, 'db'>,
  searcher: Searcher,
  { keyword }: { keyword?: string | undefined },
): Promise<void> {
  if (!searcher || !keyword) return;
  const key = keyOf(searcher);
  await transact(deps.db, async (trx) => {
    await repo.upsertRecentKeyword(trx, key, keyword);
    await repo.pruneRecentKeywords(trx, key, RECENT_KEEP);
  });
}

/** At login (issue 6): the browser's recent searches join the account's, keeping its newest RECENT_KEEP. */
export async function mergeBrowserSearches(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { browserId }: { browserId: string | null },
): Promise<void> {
  if (!browserId) return;
  const to = keyOf({ userId: user.userId });
  await transact(deps.db, async (trx) => {
    await repo.moveRecentKeywords(trx, keyOf({ browserId }), to);
    await repo.pruneRecentKeywords(trx, to, RECENT_KEEP);
  });
}
