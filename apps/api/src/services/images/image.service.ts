/**
 * Resizes, crops, watermarks and re-encodes stored images (spec §3 parameters), with a disk cache keyed by
 * (source key + size + mtime, normalised parameters, format) and in-flight de-duplication: a repeated
 * request reads the cached bytes and never re-encodes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { LocalStorage } from '../storage/local-storage';
import { normaliseParams, targetSize, type ImageParams } from './image-params';
import { watermarkSvg } from './watermark';

export type ImageFormat = 'webp' | 'jpeg';

export interface RenderedImage {
  body: Buffer;
  etag: string;
  /** `hit`: served from the disk cache or an identical render already in flight. */
  cache: 'hit' | 'miss';
}

export interface ImageStats {
  renders: number;
  hits: number;
}

/** Rasterising an SVG larger than this density buys nothing but memory. */
const MAX_SVG_DENSITY = 72 * 8;

export class ImageService {
  readonly stats: ImageStats = { renders: 0, hits: 0 };
  readonly #inflight = new Map<string, Promise<{ body: Buffer; cache: 'hit' | 'miss' }>>();

  constructor(
    private readonly storage: LocalStorage,
    private readonly cacheDir: string,
  ) {}

  /** The ETag of a request, from the source's identity alone (so a 304 needs no render). */
  async identify(key: string, params: ImageParams, format: ImageFormat): Promise<string | null> {
    const source = await this.storage.stat(key);
    if (!source) return null;
    return createHash('sha256')
      .update(`${key}\n${source.size}-${Math.floor(source.mtimeMs)}\n${normaliseParams(params)}\n${format}`)
      .digest('hex');
  }

  async render(key: string, hash: string, params: ImageParams, format: ImageFormat): Promise<RenderedImage> {
    const etag = `"${hash.slice(0, 32)}"`;
    const inflight = this.#inflight.get(hash);
    if (inflight) {
      this.stats.hits++;
      return { body: (await inflight).body, etag, cache: 'hit' };
    }
    // Registered before the first await, so concurrent identical requests share one job.
    const job = this.#readOrProduce(key, hash, params, format);
    this.#inflight.set(hash, job);
    try {
      const { body, cache } = await job;
      return { body, etag, cache };
    } finally {
      this.#inflight.delete(hash);
    }
  }

  async #readOrProduce(
    key: string,
    hash: string,
    params: ImageParams,
    format: ImageFormat,
  ): Promise<{ body: Buffer; cache: 'hit' | 'miss' }> {
    const file = path.join(this.cacheDir, hash.slice(0, 2), `${hash}.${format}`);
    try {
      const body = await readFile(file);
      this.stats.hits++;
      return { body, cache: 'hit' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    return { body: await this.#produce(key, params, format, file), cache: 'miss' };
  }

  async #produce(key: string, params: ImageParams, format: ImageFormat, file: string): Promise<Buffer> {
    const input = await this.storage.get(key);
    if (!input) throw new Error(`image source vanished: ${key}`);
    this.stats.renders++;
    const meta = await sharp(input).metadata();
    const sourceW = meta.autoOrient?.width ?? meta.width ?? 1;
    const sourceH = meta.autoOrient?.height ?? meta.height ?? 1;
    const size = targetSize(sourceW, sourceH, params);
    // Vectors are rasterised at the density the output needs, so large sizes stay sharp.
    const density =
      meta.format === 'svg'
        ? Math.min(MAX_SVG_DENSITY, Math.max(72, 72 * Math.max(size.width / sourceW, size.height / sourceH)))
        : undefined;
    let image = sharp(input, { ...(density ? { density } : {}), limitInputPixels: 100_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: size.crop ? 'cover' : 'fill' });
    if (params.mk) {
      image = image.composite([{ input: await watermarkSvg(params.mk, size.width, size.height) }]);
    }
    const q = params.q;
    const body =
      format === 'webp'
        ? await image.webp({ quality: q }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: q, mozjpeg: true }).toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    // Write-then-rename: a concurrent reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    return body;
  }
}
