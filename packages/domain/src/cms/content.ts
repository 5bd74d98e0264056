/**
 * docs/product.md §3: a CMS config item carries its settings as a JSON string in `content`. Decoding is lenient on
 * purpose — the content is hand-edited in the CMS, and one mistyped field must not blank a whole page
 * section (docs/product.md §8: lists degrade to empty, they do not fail):
 * - bad JSON, null or a non-object → an empty `CmsContent` (`{}`), never a throw;
 * - a field of the wrong type is dropped (each field has its own reader); unknown keys are ignored;
 * - id lists (worksIds, level_1..level_4) accept a JSON array or a comma string ("1,2,3" or "[1,2,3]"),
 *   keep positive integer ids only, de-duplicated in order;
 * - `link` is kept only when it is a same-origin path or an http(s) URL (it ends up in an href);
 * - `subList` items are decoded the same way (title, link, sort, subList), at most 4 levels deep.
 *
 * Why no zod here (docs/decisions/004): this decoder runs on every page's first load (the header tab bar)
 * and zod/mini would cost ≈ 6 KB gzip of the home route's 130 KB budget. Every field already has its own
 * total reader, which is all the schema did; the behaviour is pinned by content.test.ts.
 */
import { toFiniteNumber, toPositiveInt } from '../rules/numeric.js';
import { isSafeLink } from '../rules/redirect.js';

export interface CmsSubItem {
  title?: string;
  link?: string;
  sort?: number;
  subList?: CmsSubItem[];
}

export interface CmsContent extends CmsSubItem {
  /** Copied from the config item (not the JSON) so lists have a stable key. */
  cmsId?: number;
  worksIds?: number[];
  userId?: number;
  /** Designer id lists by level (docs/product.md §3). */
  level_1?: number[];
  level_2?: number[];
  level_3?: number[];
  level_4?: number[];
  taskId?: number;
  cover?: string;
}

export interface CmsConfigItemInput {
  cmsId?: unknown;
  content?: unknown;
  params?: unknown;
}

const MAX_DEPTH = 4;

/** A field reader: the decoded value, or null to drop the field. */
type Reader<T> = (value: unknown) => T | null;

function readIdList(value: unknown): number[] | null {
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'number'
      ? [value]
      : typeof value === 'string'
        ? value.replace(/^\s*\[|\]\s*$/g, '').split(',')
        : null;
  if (!parts) return null;
  const ids = parts.map((p) => toPositiveInt(typeof p === 'string' ? p.trim() : p)).filter((id) => id !== null);
  return [...new Set(ids)];
}

const text: Reader<string> = (v) => (typeof v === 'string' ? v : null);
const link: Reader<string> = (v) => (isSafeLink(v) ? v : null);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Drops the keys whose value decoded to undefined, so `{}` really is empty. */
const compact = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Reads each listed field of `raw`; a field whose reader refuses it is left out. */
function readFields<T extends object>(raw: Record<string, unknown>, readers: { [K in keyof T]: Reader<T[K]> }): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    const value = raw[key] === undefined ? null : readers[key](raw[key]);
    if (value !== null) out[key] = value;
  }
  return out as T;
}

const subItemReaders = { title: text, link, sort: toFiniteNumber };

function decodeSubList(value: unknown, depth: number): CmsSubItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isRecord).map((raw) => decodeSubItem(raw, depth));
}

function decodeSubItem(raw: Record<string, unknown>, depth: number): CmsSubItem {
  const item: CmsSubItem = readFields<Pick<CmsSubItem, 'title' | 'link' | 'sort'>>(raw, subItemReaders);
  if (depth < MAX_DEPTH) item.subList = decodeSubList(raw.subList, depth + 1) ?? undefined;
  return compact(item);
}

const contentReaders: { [K in Exclude<keyof CmsContent, 'cmsId'>]-?: Reader<NonNullable<CmsContent[K]>> } = {
  sort: toFiniteNumber,
  title: text,
  link,
  subList: (v) => decodeSubList(v, 2),
  worksIds: readIdList,
  userId: toPositiveInt,
  level_1: readIdList,
  level_2: readIdList,
  level_3: readIdList,
  level_4: readIdList,
  taskId: toPositiveInt,
  cover: text,
};

function parseJson(content: unknown): unknown {
  if (isRecord(content)) return content; // already decoded by a caller; accept it as is
  if (typeof content !== 'string') return null;
  try {
    return JSON.parse(content);
  } catch {
    return null; // docs/product.md §8: degrade to the empty result
  }
}

/** Decodes one CMS config item's `content`; never throws. */
export function decodeCmsContent(item: CmsConfigItemInput | null | undefined): CmsContent {
  const cmsId = toPositiveInt(item?.cmsId) ?? undefined;
  const json = parseJson(item?.content);
  const fields = isRecord(json) ? readFields<Omit<CmsContent, 'cmsId'>>(json, contentReaders) : {};
  return compact<CmsContent>({ ...fields, cmsId });
}

/** Decodes a list of CMS config items one-to-one; a non-list gives []. */
export function decodeCmsList(items: unknown): CmsContent[] {
  return Array.isArray(items) ? items.map((item) => decodeCmsContent(isRecord(item) ? item : null)) : [];
}
