/**
 * Images for a phone's screen (issue 26): the image service's `w` (and `h` with `fill` for crops) chosen from the
 * slot's CSS width times the screen's density, rounded up to a short ladder of widths so phones of every size
 * share cached renders (docs/decisions/017: the cache is keyed by output). Density is clamped to 1–3: no phone
 * shows more, and a zoomed desktop reporting 4 must not fetch 4× files.
 */
import { imageUrl } from '@bazaar/domain/format';

/** Rendered widths, px. The top is the works image width at scale 2 (docs/product.md §9). */
export const PHONE_IMAGE_WIDTHS = [120, 180, 240, 360, 480, 640, 750, 960, 1100, 1280, 1600, 2200] as const;

export function densityOf(dpr: number | undefined): number {
  if (typeof dpr !== 'number' || !Number.isFinite(dpr) || dpr <= 0) return 1;
  return Math.min(3, Math.max(1, dpr));
}

/** The ladder width that covers `cssWidth` at `dpr` (the largest one when nothing covers it). */
export function phoneImageWidth(cssWidth: number, dpr: number | undefined): number {
  const need = Math.ceil(Math.max(1, cssWidth) * densityOf(dpr));
  return PHONE_IMAGE_WIDTHS.find((w) => w >= need) ?? PHONE_IMAGE_WIDTHS.at(-1)!;
}

export interface PhoneImageOptions {
  /** Width / height of a cropped box (covers 4:3, avatars 1:1); absent → the image keeps its own ratio. */
  ratio?: number;
  /** Watermark (a work's images: docs/product.md §3 mk). */
  mk?: string;
}

/** The `/img` URL of `src` for a slot `cssWidth` CSS px wide on a screen of density `dpr`. */
export function phoneImage(
  src: string,
  cssWidth: number,
  dpr: number | undefined,
  opts: PhoneImageOptions = {},
): string {
  const w = phoneImageWidth(cssWidth, dpr);
  if (opts.ratio && opts.ratio > 0) return imageUrl(src, { w, h: Math.round(w / opts.ratio), fill: 1, mk: opts.mk });
  return imageUrl(src, { w, mk: opts.mk });
}
