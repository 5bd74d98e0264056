/**
 * An uploaded image judged by its bytes, never by its name or declared type (issue 6): PNG, JPEG, WebP
 * and GIF magic numbers only, so an HTML or SVG file named `.png` is refused. Accepted images are
 * re-encoded with sharp after rotating by their EXIF orientation; sharp writes no metadata unless asked,
 * so EXIF (GPS, camera), XMP and ICC-less comments are gone from what is stored.
 */
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../../http/errors';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

export const ONLY_IMAGES = '只支持 PNG、JPEG、WebP、GIF 图片';
export const BROKEN_IMAGE = '图片已损坏，无法读取';
export const IMAGE_TOO_LARGE = '图片过大：单边不能超过10000像素';
/** Width × height × frames over MAX_PIXELS (issue 22: an animation decodes every frame). */
export const IMAGE_PIXELS_TOO_LARGE = '图片过大：宽×高×帧数不能超过5000万像素';

/**
 * Chosen: at most 10 000 px a side and 50 megapixels in all frames together — a 10 MB PNG can otherwise
 * inflate to gigabytes of pixels (decompression bomb), and an animation decodes as many full images as it
 * has frames (300 frames of 7000 px fit in 10 MB). Works are shown at most 1200 px wide, so nothing real is
 * lost: a 480 px square animation may still have 200 frames.
 */
const MAX_SIDE = 10_000;
const MAX_PIXELS = 50_000_000;

const startsWith = (bytes: Buffer, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

/** The image kind of `bytes` from its magic number, or null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // GIF87a / GIF89a
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  return null;
}

/** The file extensions stored uploads get (one per ImageKind). */
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'webp', 'gif'] as const;

export interface CleanImage {
  kind: ImageKind;
  /** The file extension the stored key gets. */
  ext: (typeof UPLOAD_EXTENSIONS)[number];
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Sniffs, decodes and re-encodes one upload in its own format (a GIF keeps its frames). Throws a
 * DomainError with a Chinese message for anything that is not a readable image of an allowed kind.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw new DomainError('E010001', ONLY_IMAGES);
  const animated = kind === 'gif' || kind === 'webp';
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('E010001', BROKEN_IMAGE);
  }
  // The decoder must agree with the magic number (a PNG header glued onto something else is refused).
  if (meta.format !== kind) throw new DomainError('E010001', ONLY_IMAGES);
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw new DomainError('E010001', BROKEN_IMAGE);
  if (meta.width > MAX_SIDE || frameHeight > MAX_SIDE) throw new DomainError('E010001', IMAGE_TOO_LARGE);
  // Read from the header alone: nothing is decoded before this check.
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (meta.width * frameHeight * frames > MAX_PIXELS) throw new DomainError('E010001', IMAGE_PIXELS_TOO_LARGE);
  try {
    // rotate() with no angle applies the EXIF orientation; the output carries no metadata at all.
    const pipeline = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS }).rotate();
    const encoded =
      kind === 'png'
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : kind === 'jpeg'
          ? pipeline.jpeg({ quality: 90, mozjpeg: true })
          : kind === 'webp'
            ? pipeline.webp({ quality: 90 })
            : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    return { kind, ext: kind === 'jpeg' ? 'jpg' : kind, data, width: info.width, height };
  } catch {
    throw new DomainError('E010001', BROKEN_IMAGE);
  }
}
