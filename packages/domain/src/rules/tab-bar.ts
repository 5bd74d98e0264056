/**
 * docs/product.md §9: the header's tab bar comes from CMS content — only items with a nonzero sort, ascending, at
 * most 6 top-level items; sub-items filtered and sorted likewise.
 *
 * Choices where the spec is silent:
 * - "Nonzero sort" means any finite number other than 0 (negatives sort first); numeric strings count,
 *   anything else (missing, 'abc', NaN) drops the item.
 * - Equal sorts keep their CMS order (stable sort).
 * - The cap of 6 is for top-level items only: "likewise" is read as filter + sort, and a dropdown has no
 *   width problem. Sub-items are one level deep; deeper lists are ignored.
 * - An item without a title cannot be rendered and is dropped; a link that is not a same-origin path or
 *   http(s) URL becomes '' (a dropdown header without its own page).
 * - Filtering happens before the cap, so dropped items do not use up one of the 6 places.
 */
import { TAB_BAR_MAX_ITEMS } from '../constants/base.js';
import { toFiniteNumber } from './numeric.js';
import { isSafeLink } from './redirect.js';

export interface TabBarLink {
  title: string;
  link: string;
  sort: number;
}

export interface TabBarItem extends TabBarLink {
  subList: TabBarLink[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function toLink(raw: unknown): TabBarLink | null {
  if (!isRecord(raw)) return null;
  const sort = toFiniteNumber(raw.sort);
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  if (sort === null || sort === 0 || !title) return null;
  return { title, link: isSafeLink(raw.link) ? raw.link : '', sort };
}

/** Filters and sorts one level of items (Array.prototype.sort is stable since ES2019). */
function sortedLinks<T extends TabBarLink>(list: unknown, read: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(list)) return [];
  return list
    .map(read)
    .filter((item): item is T => item !== null)
    .sort((a, b) => a.sort - b.sort);
}

const toItem = (raw: unknown): TabBarItem | null => {
  const link = toLink(raw);
  return link && isRecord(raw) ? { ...link, subList: sortedLinks(raw.subList, toLink) } : null;
};

/** The tab bar to render from decoded CMS content objects (see `@bazaar/domain/cms`). */
export function tabBarItems(items: unknown): TabBarItem[] {
  return sortedLinks(items, toItem).slice(0, TAB_BAR_MAX_ITEMS);
}
