/**
 * A work's images (issue 6): the work detail page's watermarked candidates and slot, shared with the
 * gateway's preload of the first ones. Its own module (and build entry), so the home page's first load,
 * which draws covers and banners only, does not carry them. The parameters are image-url.ts's.
 */
import { IMAGE_SCALE, IMAGE_WIDTH } from '../constants/base.js';
import { imageUrl } from './image-url.js';

/** docs/product.md §9: works images are 1100 px wide at scale 2, optionally watermarked (docs/product.md §3 mk). */
export const worksImageUrl = (src: string, mk?: string): string =>
  imageUrl(src, { w: IMAGE_WIDTH.works * IMAGE_SCALE, mk });

/**
 * Work detail images: candidates up to the works width at scale 2 (docs/product.md §9), each watermarked with `mk`
 * (docs/product.md §3), so the browser picks by slot width and device pixel ratio; never wider than the original.
 */
// 750 sits between 640 and 1100 for the common phone (a 343–380 px slot at 2× or 1.75×, ≈ 690 px): without
// it such a phone fetched the 1100 px file, 2.3× the pixels it shows (issue 6 LCP budget on /works/{id}).
export const WORKS_IMAGE_WIDTHS = [640, 750, 1100, 1600, 2200] as const;
export function worksImageSrcSet(src: string, originalWidth: number, mk?: string): string {
  if (!src) return '';
  const widths = WORKS_IMAGE_WIDTHS.filter((w) => w <= Math.max(originalWidth, WORKS_IMAGE_WIDTHS[0]));
  return widths.map((w) => `${imageUrl(src, { w, mk })} ${w}w`).join(', ');
}

/**
 * A work page's images (issue 6): the main column is 800 px wide at ≥ 1100 px, full width minus gutters on
 * phones. The gateway preloads the first ones with the HTML, so the web and the gateway both take the
 * slot width and the watermark (docs/product.md §3 mk: the designer's name) from here.
 */
export const WORKS_IMAGE_SIZES = '(max-width: 1100px) calc(100vw - 32px), 800px';
export const worksWatermark = (displayName: string): string => `设计集市 @${displayName}`;
