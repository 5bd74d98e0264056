/**
 * Images for a phone's screen (issue 26): the ladder width (`@bazaar/domain/format/phone-image`) that covers the
 * slot's CSS width times the screen's density. Density is clamped to 1–3: no phone shows more, and a zoomed
 * desktop reporting 4 must not fetch 4× files.
 */
import { PHONE_IMAGE_WIDTHS, phoneImageAt, type PhoneImageOptions } from '@bazaar/domain/format/phone-image';

export type { PhoneImageOptions };

export function densityOf(dpr: number | undefined): number {
  if (typeof dpr !== 'number' || !Number.isFinite(dpr) || dpr <= 0) return 1;
  return Math.min(3, Math.max(1, dpr));
}

/** The ladder width that covers `cssWidth` at `dpr` (the largest one when nothing covers it). */
export function phoneImageWidth(cssWidth: number, dpr: number | undefined): number {
  const need = Math.ceil(Math.max(1, cssWidth) * densityOf(dpr));
  return PHONE_IMAGE_WIDTHS.find((w) => w >= need) ?? PHONE_IMAGE_WIDTHS.at(-1)!;
}

/** The `/img` URL of `src` for a slot `cssWidth` CSS px wide on a screen of density `dpr`. */
export function phoneImage(
  src: string,
  cssWidth: number,
  dpr: number | undefined,
  opts: PhoneImageOptions = {},
): string {
  return phoneImageAt(src, phoneImageWidth(cssWidth, dpr), opts);
}
