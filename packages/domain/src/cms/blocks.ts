/**
 * Issue 8: a thematic page (/zt/*) is a CMS page made of typed blocks. Each block is one CMS config item
 * (channel pc, page `zt`, position = the slug, ordered by sort) whose JSON `content` carries a `type`.
 *
 * The same decoder serves three readers: the web renderer (a broken block is skipped and logged, the rest
 * of the page still draws), the console's block forms (the Chinese error is shown under the form) and the
 * api (a draft with a broken block is refused before it is versioned). No zod here for the reason in
 * content.ts (docs/decisions/004): the readers are small and total.
 */
import { DRIVING_GROUP_SIZE, TAB_BAR_MAX_ITEMS, THEMATIC_WORKS_LIMIT } from '../constants/base.js';
import { DESIGNER_LEVEL_NAME } from '../constants/designers.js';
import { toPositiveInt } from '../rules/numeric.js';
import { isSafeLink } from '../rules/redirect.js';
import type { CmsConfigItemInput } from './content.js';

/** CMS keys of the thematic pages and QR codes (chosen): page `zt` / `qr`, position = the slug / code. */
export const CMS_ZT_PAGE = 'zt';
export const CMS_QR_PAGE = 'qr';
/**
 * Site settings an operator edits in the console (chosen): page `setting`, one position per setting, one
 * item each. `consultantQr`: the consultant's WeChat QR in the quick-publish success dialog — `cover` is the
 * QR image (an upload: /img/…), `title` the line under it, `link` what the code encodes (optional, for the record).
 */
export const CMS_SETTING_PAGE = 'setting';
export const CONSULTANT_QR_POSITION = 'consultantQr';

export const BLOCK_TYPES = [
  'banner',
  'richText',
  'worksGrid',
  'designerLevels',
  'designerGroups',
  'taskCard',
  'linkList',
  'rankList',
  'likeWall',
  'video',
  'faq',
] as const;
export type CmsBlockType = (typeof BLOCK_TYPES)[number];

/** The console's names for the block types. */
export const BLOCK_TYPE_NAME: Record<CmsBlockType, string> = {
  banner: '横幅',
  richText: '图文说明',
  worksGrid: '作品墙',
  designerLevels: '设计师分级',
  designerGroups: '设计师三人组',
  taskCard: '任务卡片',
  linkList: '链接列表',
  rankList: '点赞排行',
  likeWall: '点赞墙',
  video: '视频',
  faq: '常见问题',
};

export const BLOCK_LIMITS = {
  title: 40,
  subtitle: 80,
  paragraph: 1000,
  paragraphs: 12,
  ids: 48,
  worksLimitMax: 48,
  items: 12,
  faq: 20,
  answer: 500,
} as const;

interface BlockBase {
  /** Copied from the config item, a stable key for lists (absent in a console draft). */
  cmsId?: number;
  /** The section heading (optional except on a banner). */
  title?: string;
}
export interface BannerBlock extends BlockBase {
  type: 'banner';
  title: string;
  subtitle?: string;
  cover?: string;
  link?: string;
  linkText?: string;
  /** The page's theme colour (#rrggbb): the banner ground and the page's accents. */
  color?: string;
}
export interface RichTextBlock extends BlockBase {
  type: 'richText';
  paragraphs: string[];
}
export interface WorksGridBlock extends BlockBase {
  type: 'worksGrid';
  worksIds: number[];
  /** docs/product.md §9: thematic works default 16. */
  limit: number;
}
export interface DesignerLevelsBlock extends BlockBase {
  type: 'designerLevels';
  level_1: number[];
  level_2: number[];
  level_3: number[];
  level_4: number[];
}
const LEVEL_KEYS = [
  ['level_4', 'L4'],
  ['level_3', 'L3'],
  ['level_2', 'L2'],
  ['level_1', 'L1'],
] as const;

/** docs/product.md §3 level_1..level_4: a levels block's non-empty groups, the highest level first, each named. */
export const designerLevelGroups = (block: DesignerLevelsBlock): { key: string; name: string; ids: number[] }[] =>
  LEVEL_KEYS.filter(([key]) => block[key].length).map(([key, code]) => ({
    key,
    name: DESIGNER_LEVEL_NAME[code] ?? code,
    ids: block[key],
  }));

/** Every designer a levels block shows, once (the one read that fetches them all). */
export const designerLevelIds = (block: DesignerLevelsBlock): number[] => [
  ...new Set(LEVEL_KEYS.flatMap(([key]) => block[key])),
];

export interface DesignerGroupsBlock extends BlockBase {
  type: 'designerGroups';
  userIds: number[];
}
export interface TaskCardBlock extends BlockBase {
  type: 'taskCard';
  taskId: number;
  text?: string;
}
export interface LinkItem {
  title: string;
  link: string;
  desc?: string;
}
export interface LinkListBlock extends BlockBase {
  type: 'linkList';
  items: LinkItem[];
}
export interface RankListBlock extends BlockBase {
  type: 'rankList';
  /** The campaign's slug (vivo, oppo, match…). */
  campaign: string;
  limit: number;
}
export interface LikeWallBlock extends BlockBase {
  type: 'likeWall';
  campaign: string;
}
export interface VideoBlock extends BlockBase {
  type: 'video';
  src: string;
  poster?: string;
}
export interface FaqItem {
  q: string;
  a: string;
}
export interface FaqBlock extends BlockBase {
  type: 'faq';
  items: FaqItem[];
}

export type CmsBlock =
  | BannerBlock
  | RichTextBlock
  | WorksGridBlock
  | DesignerLevelsBlock
  | DesignerGroupsBlock
  | TaskCardBlock
  | LinkListBlock
  | RankListBlock
  | LikeWallBlock
  | VideoBlock
  | FaqBlock;

export type BlockResult = { ok: true; block: CmsBlock } | { ok: false; error: string };

/** A refusal carrying its Chinese message; caught once in `decodeBlock`. */
class BlockError extends Error {}
const fail = (message: string): never => {
  throw new BlockError(message);
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function optText(raw: Record<string, unknown>, key: string, label: string, max: number): string | undefined {
  const v = raw[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') return fail(`${label}必须是文字`);
  const t = v.trim();
  if (Array.from(t).length > max) fail(`${label}不能超过${max}字`);
  return t || undefined;
}
function reqText(raw: Record<string, unknown>, key: string, label: string, max: number): string {
  return optText(raw, key, label, max) ?? fail(`请填写${label}`);
}
function optLink(raw: Record<string, unknown>, key: string, label: string): string | undefined {
  const v = raw[key];
  if (v === undefined || v === null || v === '') return undefined;
  return isSafeLink(v) ? v : fail(`${label}必须是站内路径或 http(s) 地址`);
}
function idList(raw: Record<string, unknown>, key: string, label: string): number[] {
  const v = raw[key];
  if (v === undefined || v === null || v === '') return [];
  const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.replace(/^\s*\[|\]\s*$/g, '').split(',') : null;
  if (!parts) return fail(`${label}必须是编号列表`);
  const ids: number[] = [];
  for (const p of parts) {
    if (typeof p === 'string' && p.trim() === '') continue;
    const id = toPositiveInt(typeof p === 'string' ? p.trim() : p);
    if (id === null) fail(`${label}里有无效的编号`);
    else if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > BLOCK_LIMITS.ids) fail(`${label}最多${BLOCK_LIMITS.ids}个`);
  return ids;
}
function intIn(raw: Record<string, unknown>, key: string, label: string, min: number, max: number, fallback: number) {
  const v = raw[key];
  if (v === undefined || v === null || v === '') return fallback;
  const n = toPositiveInt(v);
  if (n === null || n < min || n > max) return fail(`${label}必须是 ${min}-${max} 的整数`);
  return n;
}
function list<T>(
  raw: Record<string, unknown>,
  key: string,
  label: string,
  max: number,
  read: (r: Record<string, unknown>, i: number) => T,
) {
  const v = raw[key];
  if (!Array.isArray(v) || v.length === 0) return fail(`请至少添加一条${label}`);
  if (v.length > max) fail(`${label}最多${max}条`);
  return v.map((item, i) => (isRecord(item) ? read(item, i + 1) : fail(`第${i + 1}条${label}格式不正确`)));
}
const campaignSlug = (raw: Record<string, unknown>): string => {
  const v = raw.campaign;
  return typeof v === 'string' && /^[a-z0-9-]{2,40}$/.test(v) ? v : fail('请选择活动');
};

const readers: { [K in CmsBlockType]: (raw: Record<string, unknown>) => Omit<Extract<CmsBlock, { type: K }>, 'type'> } =
  {
    banner: (raw) => {
      const color = raw.color;
      if (color !== undefined && color !== '' && (typeof color !== 'string' || !/^#[0-9a-f]{6}$/i.test(color)))
        fail('主题色必须是 #rrggbb 格式');
      return {
        title: reqText(raw, 'title', '横幅标题', BLOCK_LIMITS.title),
        subtitle: optText(raw, 'subtitle', '副标题', BLOCK_LIMITS.subtitle),
        cover: optLink(raw, 'cover', '横幅图片'),
        link: optLink(raw, 'link', '按钮链接'),
        linkText: optText(raw, 'linkText', '按钮文字', 12),
        color: typeof color === 'string' && color ? color.toLowerCase() : undefined,
      };
    },
    richText: (raw) => {
      const v = raw.paragraphs ?? raw.text;
      const parts = typeof v === 'string' ? v.split(/\n\s*\n/) : Array.isArray(v) ? v : fail('请填写正文');
      const paragraphs = parts.map((p) => (typeof p === 'string' ? p.trim() : fail('正文必须是文字'))).filter(Boolean);
      if (!paragraphs.length) fail('请填写正文');
      if (paragraphs.length > BLOCK_LIMITS.paragraphs) fail(`正文最多${BLOCK_LIMITS.paragraphs}段`);
      if (paragraphs.some((p) => Array.from(p).length > BLOCK_LIMITS.paragraph))
        fail(`每段正文不能超过${BLOCK_LIMITS.paragraph}字`);
      return { paragraphs };
    },
    worksGrid: (raw) => {
      const worksIds = idList(raw, 'worksIds', '作品');
      if (!worksIds.length) fail('请至少选择一件作品');
      return { worksIds, limit: intIn(raw, 'limit', '显示数量', 1, BLOCK_LIMITS.worksLimitMax, THEMATIC_WORKS_LIMIT) };
    },
    designerLevels: (raw) => {
      const levels = {
        level_1: idList(raw, 'level_1', '新锐设计师'),
        level_2: idList(raw, 'level_2', '优秀设计师'),
        level_3: idList(raw, 'level_3', '资深设计师'),
        level_4: idList(raw, 'level_4', '殿堂设计师'),
      };
      if (!Object.values(levels).some((ids) => ids.length)) fail('请至少选择一位设计师');
      return levels;
    },
    designerGroups: (raw) => {
      const userIds = idList(raw, 'userIds', '设计师');
      if (!userIds.length) fail('请至少选择一位设计师');
      return { userIds };
    },
    taskCard: (raw) => ({
      taskId: toPositiveInt(raw.taskId) ?? fail('请选择任务'),
      text: optText(raw, 'text', '推荐语', BLOCK_LIMITS.subtitle),
    }),
    linkList: (raw) => ({
      items: list(raw, 'items', '链接', BLOCK_LIMITS.items, (r, i) => ({
        title: reqText(r, 'title', `第${i}条链接的文字`, BLOCK_LIMITS.title),
        link: optLink(r, 'link', `第${i}条链接的地址`) ?? fail(`请填写第${i}条链接的地址`),
        desc: optText(r, 'desc', `第${i}条链接的说明`, BLOCK_LIMITS.subtitle),
      })),
    }),
    rankList: (raw) => ({ campaign: campaignSlug(raw), limit: intIn(raw, 'limit', '显示数量', 1, 50, 20) }),
    likeWall: (raw) => ({ campaign: campaignSlug(raw) }),
    video: (raw) => ({
      src: optLink(raw, 'src', '视频地址') ?? fail('请填写视频地址'),
      poster: optLink(raw, 'poster', '封面图片'),
    }),
    faq: (raw) => ({
      items: list(raw, 'items', '问答', BLOCK_LIMITS.faq, (r, i) => ({
        q: reqText(r, 'q', `第${i}条问题`, BLOCK_LIMITS.subtitle),
        a: reqText(r, 'a', `第${i}条回答`, BLOCK_LIMITS.answer),
      })),
    }),
  };

const compact = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Decodes one block's content (an object or its JSON string); never throws. */
export function decodeBlock(content: unknown): BlockResult {
  let raw: unknown = content;
  if (typeof content === 'string') {
    try {
      raw = JSON.parse(content);
    } catch {
      return { ok: false, error: '内容不是有效的 JSON' };
    }
  }
  if (!isRecord(raw)) return { ok: false, error: '内容必须是对象' };
  const type = raw.type;
  if (typeof type !== 'string' || !(BLOCK_TYPES as readonly string[]).includes(type))
    return { ok: false, error: `未知的区块类型 ${typeof type === 'string' ? type.slice(0, 20) : ''}`.trim() };
  try {
    const fields = readers[type as CmsBlockType](raw);
    const sectionTitle = type === 'banner' ? undefined : optText(raw, 'title', '区块标题', BLOCK_LIMITS.title);
    return { ok: true, block: compact({ title: sectionTitle, ...fields, type }) as CmsBlock };
  } catch (e) {
    if (e instanceof BlockError) return { ok: false, error: e.message };
    throw e;
  }
}

export interface SkippedBlock {
  index: number;
  cmsId?: number;
  error: string;
}

/**
 * Decodes a page's config items into blocks, in order. A broken or unknown block is skipped and handed
 * to `onSkip` (the web logs it), so one bad block never blanks the page (docs/product.md §8: degrade, do not fail).
 */
export function decodeCmsBlocks(items: unknown, onSkip: (skipped: SkippedBlock) => void = () => undefined): CmsBlock[] {
  if (!Array.isArray(items)) return [];
  const blocks: CmsBlock[] = [];
  items.forEach((item: unknown, index) => {
    const input: CmsConfigItemInput = isRecord(item) ? item : {};
    const cmsId = toPositiveInt(input.cmsId) ?? undefined;
    const result = decodeBlock(input.content);
    if (result.ok) blocks.push(cmsId === undefined ? result.block : { ...result.block, cmsId });
    else onSkip(compact({ index, cmsId, error: result.error }));
  });
  return blocks;
}

/** docs/product.md §9: the thematic driving list groups designers in threes. */
export function groupsOfThree<T>(list: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < list.length; i += DRIVING_GROUP_SIZE) groups.push(list.slice(i, i + DRIVING_GROUP_SIZE));
  return groups;
}

/** The page's theme colour: its first banner's, else undefined (the brand colour). */
export function pageThemeColor(blocks: readonly CmsBlock[]): string | undefined {
  const banner = blocks.find((b): b is BannerBlock => b.type === 'banner');
  return banner?.color;
}

/**
 * The console's check of a tab bar or home position before it is versioned (docs/product.md §9: only items with a
 * nonzero sort show, at most 6 top-level tab bar items). Answers the Chinese error, or null when fine.
 */
export function checkPositionItems(position: string, items: readonly unknown[]): string | null {
  if (!items.length) return '请至少添加一项';
  if (items.length > 50) return '最多50项';
  for (const [i, item] of items.entries()) {
    if (!isRecord(item)) return `第${i + 1}项格式不正确`;
    const title = item.title;
    if (title !== undefined && (typeof title !== 'string' || Array.from(title).length > BLOCK_LIMITS.title))
      return `第${i + 1}项的标题不能超过${BLOCK_LIMITS.title}字`;
    if (item.link !== undefined && item.link !== '' && !isSafeLink(item.link))
      return `第${i + 1}项的链接必须是站内路径或 http(s) 地址`;
    if (position === 'tabbar') {
      if (typeof title !== 'string' || !title.trim()) return `请填写第${i + 1}项的标题`;
      if (typeof item.sort !== 'number' || !Number.isInteger(item.sort)) return `第${i + 1}项的排序必须是整数`;
    }
  }
  if (position === CONSULTANT_QR_POSITION) {
    if (items.length !== 1) return '顾问二维码只能设置一项';
    const cover = (items[0] as Record<string, unknown>).cover;
    if (typeof cover !== 'string' || !cover.trim()) return '请填写二维码图片地址';
    // The site's content policy shows same-origin images only (img-src 'self'): an upload, not a URL elsewhere.
    if (!cover.startsWith('/img/') || !isSafeLink(cover)) return '二维码图片须是站内上传的图片（以 /img/ 开头）';
  }
  if (position === 'tabbar') {
    const shown = items.filter((item) => isRecord(item) && item.sort !== 0).length;
    if (shown > TAB_BAR_MAX_ITEMS) return `导航最多显示${TAB_BAR_MAX_ITEMS}项（排序为0的项不显示）`;
  }
  return null;
}
