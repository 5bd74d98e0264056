/** Search suggestions (spec §2 search box, §7, §9: 4 each). */
import type { Db } from '../../db/database';
import * as repo from './search.repository';

export async function matchSuggestions(db: Db, keyword: string | undefined, limit: number) {
  // spec §5: the web asks only with a keyword; an empty one matches nothing rather than everything.
  if (!keyword) return { matchWorks: [], matchDesigners: [] };
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

export async function recentSearches(db: Db, limit: number) {
  const hot = await repo.findHotKeywords(db, limit);
  // Recent searches are per user; they arrive with accounts (a visitor has none).
  return { recentKeywords: [], hotKeywords: hot.map((k) => k.keyword) };
}
