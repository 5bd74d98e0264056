/**
 * Resizes, crops, watermarks and re-encodes stored images (docs/product.md §3 parameters), with a bounded disk cache
 * and in-flight de-duplication (issue 22):
 * - The cache key is the OUTPUT: source identity (key + size + mtime), the pixel size after clamping to
 *   the source and to 4000 px, crop, quality, watermark and format — so `w=1300` and `w=1400` of a 1200 px
 *   source are one entry (and one ETag), and a script walking `w=1…4000` past the source's width renders once.
 * - The cache holds at most IMAGE_CACHE_MAX_BYTES, least recently used evicted (disk-cache.ts).
 * - Renders pass a RenderGate: IMAGE_RENDER_CONCURRENCY at once, IMAGE_RENDER_QUEUE waiting, anything
 *   more refused at once (503 + Retry-After). Cache hits never wait for the gate. Issue 34: the gate is fair
 *   among clients (the session's user, else the address; a client holds at most a share of the queue,
 *   served round robin) and refuses at once what could not be answered within IMAGE_RENDER_BUDGET_MS,
 *   below the gateway's timeout (render-gate.ts); `q` snaps to a few steps and outputs are capped by
 *   pixels (image-params.ts), so distinct-looking requests share one render.
 * - Pools: renders run in a child process at a lower CPU priority (render-process.ts), with its own
 *   libuv pool and libvips threads; password hashing runs on worker threads of its own
 *   (modules/account/scrypt-pool.ts), never on libuv's pool. So renders never delay a login's hash,
 *   nor take the cores from the event loop while it has work (decision 017).
 * - Animations: only the first frame is decoded and rendered (`pages: 1`); the spec's parameters have no
 *   way to ask for more, and a still is what every page shows.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { LocalStorage } from '../storage/local-storage';
import { DiskCache } from './disk-cache';
import { loadFont } from './font';
import { targetSize, type ImageParams, type TargetSize } from './image-params';
import { RenderGate } from './render-gate';
import { RenderProcess } from './render-process';
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

export interface ImageServiceOptions {
  /** IMAGE_CACHE_MAX_BYTES */
  cacheMaxBytes: number;
  /** IMAGE_RENDER_CONCURRENCY */
  concurrency: number;
  /** IMAGE_RENDER_QUEUE */
  queue: number;
  /** IMAGE_RENDER_BUDGET_MS */
  budgetMs: number;
  onError?: (err: unknown, what: string) => void;
}

/** What a render needs to know of its source (read once per source version, kept in memory). */
export interface SourceInfo {
  width: number;
  height: number;
  format: string | undefined;
}

/** The identity of a request's output: its cache file's hash and the size it renders at. */
export interface OutputIdentity {
  hash: string;
  size: TargetSize;
  source: SourceInfo;
}

/** Rasterising an SVG larger than this density buys nothing but memory. */
const MAX_SVG_DENSITY = 72 * 8;
/** Source dimensions remembered; past this the oldest are forgotten (re-read on next use). */
const SOURCE_INFO_ENTRIES = 10_000;
/** A render running longer than this is given up (a pathological source must not hold a slot forever). */
const RENDER_TIMEOUT_SECONDS = 20;
/** A source larger than this is not decoded at all (uploads are capped at 50 Mpx; seed art is small). */
const MAX_INPUT_PIXELS = 100_000_000;

export class ImageService {
  readonly stats: ImageStats = { renders: 0, hits: 0 };
  readonly cache: DiskCache;
  readonly gate: RenderGate;
  readonly #inflight = new Map<string, InflightJob>();
  readonly #sources = new Map<string, Promise<SourceInfo>>();
  readonly #renderer: RenderProcess;
  readonly #onError: (err: unknown, what: string) => void;

  constructor(
    private readonly storage: LocalStorage,
    cacheDir: string,
    options: ImageServiceOptions,
  ) {
    this.#onError = options.onError ?? (() => {});
    this.cache = new DiskCache(cacheDir, options.cacheMaxBytes, options.onError);
    this.gate = new RenderGate(options);
    this.#renderer = new RenderProcess(options.onError);
    // The watermark font is parsed once (≈0.3 s of the event loop): now, not in the middle of a request.
    loadFont().catch((err: unknown) => options.onError?.(err, 'loading the watermark font'));
  }

  /**
   * The output a request produces, identified without rendering (so a 304 needs no render): the source's
   * identity and dimensions (read once per source version) and the clamped size. Null: no such source.
   */
  async identify(key: string, params: ImageParams, format: ImageFormat): Promise<OutputIdentity | null> {
    const stat = await this.storage.stat(key);
    if (!stat) return null;
    const version = `${key}\n${stat.size}-${Math.floor(stat.mtimeMs)}`;
    const source = await this.#sourceInfo(version, key);
    if (!source) return null;
    const size = targetSize(source.width, source.height, params);
    const output = [
      version,
      `${size.width}x${size.height}${size.crop ? ' crop' : ''}`,
      `q=${params.q}`,
      `mk=${params.mk ?? ''}`,
      format,
    ].join('\n');
    return { hash: createHash('sha256').update(output).digest('hex'), size, source };
  }

  /**
   * The image of `output`, rendered (through the gate, as `client`: who asks, resolved only if a render may
   * have to wait) or from the cache. Throws RenderBusyError when the render cannot be served in time.
   * `signal`: aborted when the asker goes away; a render still waiting for a slot is given up (throwing
   * RenderAbandonedError) once every request sharing it has gone.
   */
  async render(
    key: string,
    output: OutputIdentity,
    params: ImageParams,
    format: ImageFormat,
    client: () => Promise<string>,
    signal?: AbortSignal,
  ): Promise<RenderedImage> {
    const etag = `"${output.hash.slice(0, 32)}"`;
    const inflight = this.#inflight.get(output.hash);
    if (inflight) {
      this.stats.hits++;
      inflight.join(signal);
      return { body: (await inflight.job).body, etag, cache: 'hit' };
    }
    // Registered before the first await, so concurrent identical requests share one job.
    const askers = new Askers();
    const job = this.#readOrProduce(key, output, params, format, client, askers.signal);
    this.#inflight.set(output.hash, { job, join: (s) => askers.join(s) });
    askers.join(signal);
    try {
      const { body, cache } = await job;
      return { body, etag, cache };
    } finally {
      this.#inflight.delete(output.hash);
    }
  }

  async #sourceInfo(version: string, key: string): Promise<SourceInfo | null> {
    let info = this.#sources.get(version);
    if (!info) {
      info = this.#readSourceInfo(key);
      this.#sources.set(version, info);
      if (this.#sources.size > SOURCE_INFO_ENTRIES) this.#sources.delete(this.#sources.keys().next().value!);
      // A failed read is not remembered (the next request tries again).
      info.catch(() => this.#sources.delete(version));
    }
    try {
      return await info;
    } catch (err) {
      if (err instanceof SourceVanished) return null;
      throw err;
    }
  }

  async #readSourceInfo(key: string): Promise<SourceInfo> {
    const input = await this.storage.get(key);
    if (!input) throw new SourceVanished();
    // Header only, first frame: an animation's metadata is one frame's size.
    const meta = await sharp(input, { pages: 1, limitInputPixels: false }).metadata();
    return {
      width: meta.autoOrient?.width ?? meta.width ?? 1,
      height: meta.autoOrient?.height ?? meta.height ?? 1,
      format: meta.format,
    };
  }

  async #readOrProduce(
    key: string,
    output: OutputIdentity,
    params: ImageParams,
    format: ImageFormat,
    clientOf: () => Promise<string>,
    signal: AbortSignal,
  ): Promise<Rendered> {
    const file = this.cache.fileOf(output.hash, format);
    // A flood's refusals cost no disk read: with the gate refusing this client, only a file this process
    // knows is tried (one another process wrote meanwhile is refused like a miss; the client retries after
    // Retry-After). Who asks is looked up only when every slot is taken.
    let client: string | undefined;
    if (this.gate.saturated && !this.cache.knows(file)) {
      client = await clientOf();
      const reason = this.gate.refusalFor(client, costOf(output));
      if (reason) throw this.gate.refuse(reason);
    }
    const cached = await this.cache.get(file);
    if (cached) {
      this.stats.hits++;
      return { body: cached, cache: 'hit' };
    }
    client ??= await clientOf();
    const body = await this.gate.run(client, () => this.#produce(key, output, params, format), costOf(output), signal);
    // A cache that cannot be written (disk full) costs the next request a render, not this one its image.
    await this.cache.put(file, body).catch((err: unknown) => this.#onError(err, 'writing the image cache'));
    return { body, cache: 'miss' };
  }

  async #produce(key: string, output: OutputIdentity, params: ImageParams, format: ImageFormat): Promise<Buffer> {
    const input = await this.storage.get(key);
    if (!input) throw new Error(`image source vanished: ${key}`);
    this.stats.renders++;
    const { size, source } = output;
    // Vectors are rasterised at the density the output needs, so large sizes stay sharp.
    const density =
      source.format === 'svg'
        ? Math.min(MAX_SVG_DENSITY, Math.max(72, 72 * Math.max(size.width / source.width, size.height / source.height)))
        : undefined;
    return this.#renderer.render({
      input,
      ...(density ? { density } : {}),
      width: size.width,
      height: size.height,
      crop: size.crop,
      ...(params.mk ? { watermark: await watermarkSvg(params.mk, size.width, size.height) } : {}),
      format,
      quality: params.q,
      timeoutSeconds: RENDER_TIMEOUT_SECONDS,
      limitInputPixels: MAX_INPUT_PIXELS,
    });
  }

  /** Stops the render process (the app's onClose). */
  close(): Promise<void> {
    return this.#renderer.close();
  }
}

type Rendered = { body: Buffer; cache: 'hit' | 'miss' };

/** A render in progress, shared by identical requests. */
interface InflightJob {
  job: Promise<Rendered>;
  /** Another request waits for it too (its signal, if any, counts towards abandoning it). */
  join: (signal: AbortSignal | undefined) => void;
}

/**
 * The requests sharing one render: `signal` aborts once every one of them has aborted. A request without a
 * signal (a caller that cannot go away) keeps the render wanted for good.
 */
class Askers {
  readonly #controller = new AbortController();
  #left = 0;
  #forever = false;
  readonly signal = this.#controller.signal;

  join(signal: AbortSignal | undefined): void {
    if (!signal) {
      this.#forever = true;
      return;
    }
    this.#left++;
    const leave = () => {
      if (--this.#left === 0 && !this.#forever) this.#controller.abort();
    };
    if (signal.aborted) leave();
    else signal.addEventListener('abort', leave, { once: true });
  }
}

/** What a render costs the gate (render-gate.ts): its output's megapixels. */
const costOf = (output: OutputIdentity) => (output.size.width * output.size.height) / 1_000_000;

/** The source disappeared between stat and read (deleted meanwhile): answered like a missing image. */
class SourceVanished extends Error {}
