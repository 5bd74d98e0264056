/**
 * The image service's query parameters (docs/product.md §3: w, h, l, s, p, q, mk, fill) — the same meaning the
 * domain's `imageUrl` writes (packages/domain/src/format/image-url.ts):
 * w/h box; l longest-edge limit; s shortest-edge limit; p percent scale (before the others); q quality
 * (default 80, docs/product.md §9); mk watermark text; fill=1 crops to cover exactly w×h, otherwise the image fits
 * inside and is never enlarged. No output side exceeds 4000 px, and no output exceeds MAX_OUTPUT_PIXELS (its
 * aspect kept).
 *
 * Issue 34: distinct-looking requests share renders. `q` snaps to the nearest of QUALITY_STEPS (the default 80 is
 * one, so every URL the web writes renders as before), and the pixel cap makes `w=4000&h=4000` and
 * `w=20000&h=20000` one output: a client varying q or the size past the caps asks for the same few renders.
 */
import { IMAGE_QUALITY_DEFAULT } from '@bazaar/domain/constants';
import { z } from 'zod';

export const MAX_EDGE = 4000;
export const WATERMARK_MAX_CHARS = 20;
/** A 4K screen's worth (3840 × 2160): larger outputs are scaled down to it, aspect kept. */
export const MAX_OUTPUT_PIXELS = 3840 * 2160;
/** The qualities rendered; any other `q` snaps to the nearest (ties upward). Includes the default, 80. */
export const QUALITY_STEPS = [50, 70, 80, 90] as const;

/** The step of QUALITY_STEPS nearest to `q`. */
export function snapQuality(q: number): number {
  let best: number = QUALITY_STEPS[0];
  for (const step of QUALITY_STEPS) if (Math.abs(step - q) <= Math.abs(best - q)) best = step;
  return best;
}

const int = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
// Sizes above MAX_EDGE are accepted and clamped below, so a large-but-honest request still gets an image.
const size = (name: string) => int(`${name}必须是正整数`, 1, 1_000_000).optional();

export const imageParamsSchema = z.object({
  w: size('图片宽度'),
  h: size('图片高度'),
  l: size('长边限制'),
  s: size('短边限制'),
  p: int('缩放比例必须是1到1000之间的整数', 1, 1000).optional(),
  q: int('图片质量必须是1到100之间的整数', 1, 100).default(IMAGE_QUALITY_DEFAULT).transform(snapQuality),
  mk: z
    .string({ error: '水印文字格式不正确' })
    .transform((s) => s.trim())
    .refine((s) => Array.from(s).length <= WATERMARK_MAX_CHARS, { error: `水印文字不能超过${WATERMARK_MAX_CHARS}个字` })
    .optional(),
  fill: z.enum(['0', '1'], { error: '裁剪参数只能是0或1' }).optional(),
});

export type ImageParams = z.infer<typeof imageParamsSchema>;

export interface TargetSize {
  width: number;
  height: number;
  /** Crop to cover the box (fill=1 with w and h) rather than keep the whole image. */
  crop: boolean;
}

/** The output size for a source of `width`×`height`. */
export function targetSize(width: number, height: number, p: ImageParams): TargetSize {
  const k = (p.p ?? 100) / 100;
  let w = width * k;
  let h = height * k;
  const crop = p.fill === '1' && p.w !== undefined && p.h !== undefined;
  if (crop) {
    w = p.w!;
    h = p.h!;
  } else {
    let scale = 1; // fit inside: never enlarge past the (scaled) source
    if (p.w) scale = Math.min(scale, p.w / w);
    if (p.h) scale = Math.min(scale, p.h / h);
    if (p.l) scale = Math.min(scale, p.l / Math.max(w, h));
    if (p.s) scale = Math.min(scale, p.s / Math.min(w, h));
    w *= scale;
    h *= scale;
  }
  const over = Math.max(Math.max(w, h) / MAX_EDGE, Math.sqrt((w * h) / MAX_OUTPUT_PIXELS));
  if (over > 1) {
    w /= over;
    h /= over;
  }
  // Rounding may not carry a capped size back over the cap.
  const round = Math.round(w) * Math.round(h) > MAX_OUTPUT_PIXELS ? Math.floor : Math.round;
  return { width: Math.max(1, round(w)), height: Math.max(1, round(h)), crop };
}
