/**
 * Images on the phone site (issue 26): the image service's `w` (and `h` with `fill` for crops) from a short ladder
 * of widths, so phones of every size share cached renders (docs/decisions/017: the cache is keyed by output).
 * A page's largest paint is offered as `srcset` candidates with the slot's `sizes`: the browser picks by the
 * screen's density, and the gateway paints the same candidates in the static shell (apps/bff mobile-preload.ts),
 * so shell and page ask for the same file. Zod-free, its own entry (the phone's pages and the gateway).
 */
import { imageUrl } from './image-url.js';

/** Rendered widths, px. The top is the works image width at scale 2 (docs/product.md §9). */
export const PHONE_IMAGE_WIDTHS = [120, 180, 240, 360, 480, 640, 750, 960, 1100, 1280, 1600, 2200] as const;

export interface PhoneImageOptions {
  /** Width / height of a cropped box (covers 4:3, avatars 1:1); absent → the image keeps its own ratio. */
  ratio?: number;
  /** Watermark (a work's images: docs/product.md §3 mk). */
  mk?: string;
}

/** The `/img` URL of `src` rendered `w` px wide (cropped to `ratio` when given). */
export function phoneImageAt(src: string, w: number, opts: PhoneImageOptions = {}): string {
  if (opts.ratio && opts.ratio > 0) return imageUrl(src, { w, h: Math.round(w / opts.ratio), fill: 1, mk: opts.mk });
  return imageUrl(src, { w, mk: opts.mk });
}

/** The slots of the phone's largest paints: a CSS width for the ladder, and the `sizes` the browser reads. */
export const PHONE_SLOTS = {
  /** The home banner: full width less the gutters, its own 3:1 art (not cropped). */
  banner: { cssWidth: 382, sizes: 'calc(100vw - 32px)' },
  /** Edge to edge: a work's images, a task's cover, a zt banner. */
  full: { cssWidth: 414, sizes: '100vw' },
  /** A card in the two-column grid (16 px gutters, 10 px gap). */
  half: { cssWidth: 200, sizes: 'calc(50vw - 21px)' },
  /** A designer card's three samples (card padding 12, gap 6). */
  third: { cssWidth: 120, sizes: 'calc((100vw - 68px) / 3)' },
} as const;
export type PhoneSlot = keyof typeof PHONE_SLOTS;

export interface PhoneCandidates {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * A largest paint's candidates: the ladder's rungs from the slot at density 1 to density 3, the 2× rung as the
 * fallback `src` (a browser without `srcset`).
 */
export function phoneCandidates(src: string, slot: PhoneSlot, opts: PhoneImageOptions = {}): PhoneCandidates {
  const { cssWidth, sizes } = PHONE_SLOTS[slot];
  const rung = (need: number) => PHONE_IMAGE_WIDTHS.find((w) => w >= need) ?? PHONE_IMAGE_WIDTHS.at(-1)!;
  const widths = [
    ...new Set(PHONE_IMAGE_WIDTHS.filter((w) => w >= cssWidth && w < cssWidth * 3).concat(rung(cssWidth * 3))),
  ];
  return {
    src: phoneImageAt(src, rung(cssWidth * 2), opts),
    srcSet: widths.map((w) => `${phoneImageAt(src, w, opts)} ${w}w`).join(', '),
    sizes,
  };
}
