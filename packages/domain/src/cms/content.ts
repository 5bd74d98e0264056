/**
 * spec §3: a CMS config item carries its settings as a JSON string in `content`. Decoding is lenient on
 * purpose — the content is hand-edited in the CMS, and one mistyped field must not blank a whole page
 * section (spec §8: lists degrade to empty, they do not fail):
 * - bad JSON, null or a non-object → an empty `CmsContent` (`{}`), never a throw;
 * - a field of the wrong type is dropped (each field is its own `z.catch`); unknown keys are ignored;
 * - id lists (worksIds, level_1..level_4) accept a JSON array or a comma string ("1,2,3" or "[1,2,3]"),
 *   keep positive integer ids only, de-duplicated in order;
 * - `link` is kept only when it is a same-origin path or an http(s) URL (it ends up in an href);
 * - `subList` items are decoded the same way (title, link, sort, subList), at most 4 levels deep.
 */
import * as z from 'zod/mini';
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
  /** Designer id lists by level (spec §3). */
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

/** A schema from a reader that returns null for values it refuses. */
const fromReader = <T>(read: (value: unknown) => T | null) =>
  z.pipe(
    z.unknown(),
    z.transform((value: unknown, ctx): T => {
      const result = read(value);
      if (result === null) ctx.issues.push({ code: 'custom', message: 'invalid', input: value });
      return result as T;
    }),
  );

/** One field: missing or wrong-typed → undefined, never a failure of the whole object. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

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

const text = lenient(z.string());
const sort = lenient(fromReader(toFiniteNumber));
const link = lenient(fromReader((v) => (isSafeLink(v) ? v : null)));
const id = lenient(fromReader(toPositiveInt));
const idList = lenient(fromReader(readIdList));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Drops the keys whose value decoded to undefined, so `{}` really is empty. */
const compact = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const subItemSchema = z.object({ title: text, link, sort });

function decodeSubList(value: unknown, depth: number): CmsSubItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isRecord).map((raw) => decodeSubItem(raw, depth));
}

function decodeSubItem(raw: Record<string, unknown>, depth: number): CmsSubItem {
  const item: CmsSubItem = subItemSchema.parse(raw);
  if (depth < MAX_DEPTH) item.subList = decodeSubList(raw.subList, depth + 1) ?? undefined;
  return compact(item);
}

const contentSchema = z.object({
  sort,
  title: text,
  link,
  subList: lenient(fromReader((v) => decodeSubList(v, 2))),
  worksIds: idList,
  userId: id,
  level_1: idList,
  level_2: idList,
  level_3: idList,
  level_4: idList,
  taskId: id,
  cover: text,
});

function parseJson(content: unknown): unknown {
  if (isRecord(content)) return content; // already decoded by a caller; accept it as is
  if (typeof content !== 'string') return null;
  try {
    return JSON.parse(content);
  } catch {
    return null; // spec §8: degrade to the empty result
  }
}

/** Decodes one CMS config item's `content`; never throws. */
export function decodeCmsContent(item: CmsConfigItemInput | null | undefined): CmsContent {
  const cmsId = toPositiveInt(item?.cmsId) ?? undefined;
  const json = parseJson(item?.content);
  const parsed = isRecord(json) ? contentSchema.safeParse(json) : null;
  return compact<CmsContent>({ ...(parsed?.success ? parsed.data : {}), cmsId });
}

/** Decodes a list of CMS config items one-to-one; a non-list gives []. */
export function decodeCmsList(items: unknown): CmsContent[] {
  return Array.isArray(items) ? items.map((item) => decodeCmsContent(isRecord(item) ? item : null)) : [];
}
