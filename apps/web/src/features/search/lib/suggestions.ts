/**
 * The options of the header search box's list (docs/product.md §2 search box), in the order the keyboard walks them:
 * - no keyword: 最近搜索, then 热门搜索 (docs/product.md §7 getRecentSearchKeyWords, 4 each);
 * - a keyword: matching works keywords, matching designers (→ /u/{id}), then 查看全部搜索结果
 *   (docs/product.md §7 getMatchSearchKeyWords, 4 each).
 * Every option is a link; ids are stable per position so aria-activedescendant can point at them.
 */
import * as paths from '@/shared/lib/paths';
import { LISTBOX_ID } from './combobox';
import { searchHref } from './search-state';

export type SuggestionGroup = 'recent' | 'hot' | 'works' | 'designers' | 'all';

export interface SuggestionOption {
  id: string;
  group: SuggestionGroup;
  label: string;
  href: string;
  /** Designers only: their avatar path. */
  picture?: string | null;
}

export interface SuggestionData {
  recentKeywords?: readonly string[];
  hotKeywords?: readonly string[];
  matchWorks?: readonly string[];
  matchDesigners?: readonly { userId: number; name: string; picture: string | null }[];
}

const optionId = (group: SuggestionGroup, i: number) => `${LISTBOX_ID}-${group}-${i}`;

const keywordOptions = (group: SuggestionGroup, words: readonly string[] = []): SuggestionOption[] =>
  words.map((label, i) => ({ id: optionId(group, i), group, label, href: searchHref('works', label) }));

export function buildSuggestionOptions(keyword: string, data: SuggestionData): SuggestionOption[] {
  const k = keyword.trim();
  if (!k) return [...keywordOptions('recent', data.recentKeywords), ...keywordOptions('hot', data.hotKeywords)];
  return [
    ...keywordOptions('works', data.matchWorks),
    ...(data.matchDesigners ?? []).map(
      (d, i): SuggestionOption => ({
        id: optionId('designers', i),
        group: 'designers',
        label: d.name,
        href: paths.designer(d.userId),
        picture: d.picture,
      }),
    ),
    { id: optionId('all', 0), group: 'all', label: '查看全部搜索结果', href: searchHref('works', k) },
  ];
}

/** ArrowDown/ArrowUp through `count` options, wrapping; -1 means "the input itself" (nothing active). */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? -1 : active + 1;
  return active <= -1 ? count - 1 : active - 1;
}
