/**
 * docs/product.md §3: images are served by the image service (`/img/…`) with resize parameters w, h, l, s, p, q, mk,
 * fill. The spec names them only; their meaning is chosen here, and the api's image route implements the
 * same:
 * - w, h  target width / height in px. With only one, the other follows the aspect ratio.
 * - l     limit of the longest edge in px;  s  limit of the shortest edge in px.
 * - p     scale in percent, 1-1000 (applied before w/h/l/s).
 * - q     quality, default 80 (docs/product.md §9) and always present, so `a.jpg` and `a.jpg?q=80` are one
 *         cache entry. Written as 1-100 (the api refuses anything else), but the server renders only 50, 70, 80
 *         or 90: any other q snaps to the nearest (ties upward; issue 34, decision 017), so q=75 renders as 80.
 * - mk    watermark text (URL-encoded; Chinese is normal).
 * - fill  1 → crop to cover exactly w×h; otherwise the image fits inside the box and is never enlarged.
 * The server caps every output at 4000 px a side and 3840×2160 pixels, scaling down with the aspect kept.
 *
 * Parameters are written in one stable order (w,h,l,s,p,q,mk,fill) so CDN and browser caches hit.
 * Sizes that are not positive numbers are dropped; p and q are rounded and clamped into range.
 */
import { IMAGE_QUALITY_DEFAULT, IMAGE_SCALE, IMAGE_WIDTH } from '../constants/base.js';

export interface ImageOptions {
  w?: number;
  h?: number;
  l?: number;
  s?: number;
  p?: number;
  q?: number;
  mk?: string;
  fill?: boolean | 0 | 1;
}

export const IMAGE_PARAM_ORDER = ['w', 'h', 'l', 's', 'p', 'q', 'mk', 'fill'] as const;
type ImageParam = (typeof IMAGE_PARAM_ORDER)[number];

const isImageParam = (key: string): key is ImageParam => (IMAGE_PARAM_ORDER as readonly string[]).includes(key);

const size = (n: unknown): string | undefined => {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
  return v >= 1 ? String(v) : undefined;
};

const clamp = (n: unknown, min: number, max: number): string | undefined =>
  typeof n === 'number' && Number.isFinite(n) ? String(Math.min(max, Math.max(min, Math.round(n)))) : undefined;

/**
 * The query values of `opts` in the stable order, already URL-encoded. Exported so the image route can
 * check that what it parses is what the web writes.
 */
export function imageParams(opts: ImageOptions = {}): [ImageParam, string][] {
  const mk = typeof opts.mk === 'string' ? opts.mk.trim() : '';
  const values: Record<ImageParam, string | undefined> = {
    w: size(opts.w),
    h: size(opts.h),
    l: size(opts.l),
    s: size(opts.s),
    p: clamp(opts.p, 1, 1000),
    q: clamp(opts.q, 1, 100) ?? String(IMAGE_QUALITY_DEFAULT),
    mk: mk ? encodeURIComponent(mk) : undefined,
    fill: opts.fill === true || opts.fill === 1 ? '1' : undefined,
  };
  return IMAGE_PARAM_ORDER.flatMap((key) => {
    const value = values[key];
    return value === undefined ? [] : [[key, value] as [ImageParam, string]];
  });
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** Reads image parameters already on a URL back into options (caller's options win over them). */
function optionsFromQuery(pairs: [ImageParam, string][]): ImageOptions {
  const opts: ImageOptions = {};
  for (const [key, raw] of pairs) {
    const value = safeDecode(raw);
    if (key === 'mk') opts.mk = value;
    else if (key === 'fill') opts.fill = value === '1';
    else opts[key] = value.trim() === '' ? Number.NaN : Number(value);
  }
  return opts;
}

/** Splits `path?query#hash`; returns the query's other parameters untouched and ours parsed. */
function splitUrl(src: string) {
  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const others: string[] = [];
  const ours: [ImageParam, string][] = [];
  for (const part of queryAt >= 0 ? beforeHash.slice(queryAt + 1).split('&') : []) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = safeDecode(eq >= 0 ? part.slice(0, eq) : part);
    if (isImageParam(key)) ours.push([key, eq >= 0 ? part.slice(eq + 1) : '']);
    else others.push(part);
  }
  return { base, hash, others, ours };
}

/** Schemes other than http(s) (data:, blob:, …) cannot carry resize parameters: passed through as is. */
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z\d+.-]*:/i;

export function imageUrl(src: string, opts: ImageOptions = {}): string {
  const trimmed = typeof src === 'string' ? src.trim() : '';
  if (!trimmed) return '';
  if (OTHER_SCHEME.test(trimmed)) return trimmed;
  const { base, hash, others, ours } = splitUrl(trimmed);
  const merged: ImageOptions = { ...optionsFromQuery(ours), ...definedOnly(opts) };
  const query = [...others, ...imageParams(merged).map(([k, v]) => `${k}=${v}`)].join('&');
  return `${base}?${query}${hash}`;
}

const definedOnly = (opts: ImageOptions): ImageOptions =>
  Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) as ImageOptions;

/** docs/product.md §9: avatars are 160 px shown at scale 2, square-cropped. */
export const avatarUrl = (src: string): string => {
  const edge = IMAGE_WIDTH.avatar * IMAGE_SCALE;
  return imageUrl(src, { w: edge, h: edge, fill: 1 });
};

/** docs/product.md §9: cover cards are 274 px wide at scale 2; the cards are 4:3, so covers are cropped to fill. */
export const coverUrl = (src: string): string => {
  const w = IMAGE_WIDTH.cover * IMAGE_SCALE;
  return imageUrl(src, { w, h: Math.round((w * 3) / 4), fill: 1 });
};

/**
 * Home banners span the 1200 px content width (full width minus gutters on phones). They are offered at
 * three widths so a phone fetches ≈ 800 px instead of 2400 (the banner is the home page's LCP image);
 * the gateway preloads the same candidates, so both must come from here.
 */
export const BANNER_WIDTHS = [800, 1600, 2400] as const;
export const BANNER_SIZES = '(max-width: 1248px) calc(100vw - 32px), 1200px';
export const bannerUrl = (src: string, w: number = BANNER_WIDTHS[2]): string => imageUrl(src, { w });
export const bannerSrcSet = (src: string): string =>
  src ? BANNER_WIDTHS.map((w) => `${bannerUrl(src, w)} ${w}w`).join(', ') : '';
