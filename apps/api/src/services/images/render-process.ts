/**
 * Renders run in a child process of their own, at a lower CPU priority (issue 22, decision 017).
 *
 * sharp runs every pipeline as a task on libuv's thread pool, and libvips' worker threads do the pixel
 * work beside it; inside the api process both compete with the event loop (requests, PGlite) and the
 * password-hashing threads on equal terms, so a flood of renders made every login slower. The child has
 * its own libuv pool and libvips threads, and runs at nice RENDER_NICE: when the cores are busy the api's
 * own threads go first and renders take what is left; when they are idle, renders use them fully.
 * The parent keeps everything else (cache, gate, watermark SVG): the child only decodes, resizes,
 * composites and encodes the bytes it is sent.
 *
 * The child is a small ES module evaluated by `node -e` (no build step: the same in tests and in dist),
 * started on the first render and again after it dies; a render in flight when it dies fails (500).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';

/** Niceness of the render process: CFS gives nice 10 about a tenth of a core's share against nice 0. */
const RENDER_NICE = 10;
/** How long a closing app waits for the render process to leave before it kills it. */
const CLOSE_GRACE_MS = 2_000;

export interface RenderJob {
  input: Buffer;
  /** sharp constructor options: density for SVG; always the first frame only. */
  density?: number;
  width: number;
  height: number;
  crop: boolean;
  /** The watermark as an SVG of the output's size, composited over it. */
  watermark?: Buffer;
  format: 'webp' | 'jpeg';
  quality: number;
  timeoutSeconds: number;
  limitInputPixels: number;
}

const CHILD_SOURCE = `
const sharp = (await import(process.env.BAZAAR_SHARP_URL)).default;
const bytes = (u8) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
process.on('message', async ({ id, job }) => {
  try {
    // pages: 1 — the first frame of an animation only (its other frames are never decoded).
    let image = sharp(bytes(job.input), {
      ...(job.density ? { density: job.density } : {}),
      pages: 1,
      limitInputPixels: job.limitInputPixels,
    })
      .timeout({ seconds: job.timeoutSeconds })
      .rotate()
      .resize(job.width, job.height, { fit: job.crop ? 'cover' : 'fill' });
    if (job.watermark) image = image.composite([{ input: bytes(job.watermark) }]);
    const body =
      job.format === 'webp'
        ? await image.webp({ quality: job.quality }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: job.quality, mozjpeg: true }).toBuffer();
    process.send({ id, body });
  } catch (err) {
    process.send({ id, error: String((err && err.message) || err) });
  }
});
process.on('disconnect', () => process.exit(0));
`;

interface Pending {
  resolve: (body: Buffer) => void;
  reject: (err: Error) => void;
}

export class RenderProcess {
  #child: ChildProcess | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  #closed = false;

  constructor(private readonly onError: (err: unknown, what: string) => void = () => {}) {}

  /** The render process's id while one runs (its tests stop it to play a child that no longer answers). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  render(job: RenderJob): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error('image renderer closed'));
    const child = this.#child ?? this.#start();
    const id = this.#nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      // sharp's own timeout ends a slow render inside the child; a child that stops answering at all
      // (hung, its channel stalled) is killed, which fails its jobs and frees their gate slots — the next
      // render starts a new one.
      const watchdog = setTimeout(() => child.kill('SIGKILL'), job.timeoutSeconds * 1000 + 5_000);
      const settle = () => clearTimeout(watchdog);
      this.#pending.set(id, {
        resolve: (body) => (settle(), resolve(body)),
        reject: (err) => (settle(), reject(err)),
      });
      child.send({ id, job }, (err) => {
        if (!err) return;
        this.#pending.get(id)?.reject(err);
        this.#pending.delete(id);
      });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      // The child runs niced: on a saturated machine it can take a minute to even read the disconnect (seen in
      // the api suite, a render of a 1600 px test image under two busy workers). A closing app does not wait for
      // a render nobody will be sent: after a short grace the child is killed.
      const kill = setTimeout(() => child.kill('SIGKILL'), CLOSE_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.disconnect();
    });
  }

  #start(): ChildProcess {
    const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SOURCE], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, BAZAAR_SHARP_URL: sharpUrl },
    });
    try {
      if (child.pid) os.setPriority(child.pid, RENDER_NICE);
    } catch (err) {
      this.onError(err, 'lowering the image renderer priority');
    }
    child.on('message', (message: { id: number; body?: Uint8Array; error?: string }) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.body) {
        pending.resolve(Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength));
      } else pending.reject(new Error(`image render failed: ${message.error ?? 'unknown'}`));
    });
    child.on('exit', (code, signal) => {
      if (this.#child === child) this.#child = null;
      if (!this.#closed) this.onError(new Error(`image renderer exited (${code ?? signal})`), 'image renderer');
      for (const [id, pending] of this.#pending) {
        this.#pending.delete(id);
        pending.reject(new Error('image renderer exited'));
      }
    });
    child.on('error', (err) => {
      // A child that never started (spawn failed) emits no 'exit': forget it, so the next render tries anew.
      if (!child.connected && this.#child === child) this.#child = null;
      this.onError(err, 'image renderer');
    });
    this.#child = child;
    return child;
  }
}
