/**
 * The image service's disk cache, bounded by bytes (issue 22): renders live as `<dir>/<2 hex>/<hash>.<ext>`,
 * and once their sizes add up past `maxBytes` the least recently used are deleted.
 *
 * Recency lives in memory (a Map kept in use order). On start the directory is indexed once, oldest first
 * by the later of each file's atime and mtime — a hit touches the file's times (at most once a minute per
 * file), so a restart keeps roughly the order it had. Leftover `.tmp` files of a crash are deleted.
 * Several processes may share the directory: each accounts for the files it knows, and a file another
 * process evicted is simply a miss (rendered again).
 */
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface Entry {
  bytes: number;
  /** When this process last touched the file's times (ms). */
  touched: number;
}

const TOUCH_EVERY_MS = 60_000;
/** A `.tmp` file older than this is a crashed write's leftover (a live write takes seconds at most). */
const STALE_TMP_MS = 60_000;

export class DiskCache {
  /** file → entry, least recently used first. */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #tmpCounter = 0;
  readonly ready: Promise<void>;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    private readonly onError: (err: unknown, what: string) => void = () => {},
  ) {
    this.ready = this.#index().catch((err: unknown) => onError(err, 'indexing the image cache'));
  }

  /** Bytes the cache holds now (as this process knows). */
  get bytes(): number {
    return this.#bytes;
  }

  get files(): number {
    return this.#entries.size;
  }

  /** Whether this process knows `file` to be in the cache (no disk access). */
  knows(file: string): boolean {
    return this.#entries.has(file);
  }

  fileOf(hash: string, ext: string): string {
    return path.join(this.dir, hash.slice(0, 2), `${hash}.${ext}`);
  }

  /** The cached bytes of `file`, or null; a hit becomes the most recently used. */
  async get(file: string): Promise<Buffer | null> {
    await this.ready;
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      this.#forget(file);
      return null;
    }
    const now = Date.now();
    const entry = this.#entries.get(file) ?? { bytes: body.length, touched: 0 };
    this.#forget(file);
    this.#remember(file, entry);
    if (now - entry.touched > TOUCH_EVERY_MS) {
      entry.touched = now;
      // Only for the order after a restart; a failure costs nothing now.
      utimes(file, now / 1000, now / 1000).catch(() => {});
    }
    return body;
  }

  /** Stores `body` as `file` (write-then-rename, so no reader sees half a file), then evicts past the bound. */
  async put(file: string, body: Buffer): Promise<void> {
    await this.ready;
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${++this.#tmpCounter}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    this.#forget(file);
    this.#remember(file, { bytes: body.length, touched: Date.now() });
    await this.#evict();
  }

  #remember(file: string, entry: Entry): void {
    this.#entries.set(file, entry);
    this.#bytes += entry.bytes;
  }

  #forget(file: string): void {
    const entry = this.#entries.get(file);
    if (!entry) return;
    this.#entries.delete(file);
    this.#bytes -= entry.bytes;
  }

  async #evict(): Promise<void> {
    // Map iteration is insertion order: the first entries are the least recently used.
    for (const file of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#forget(file);
      await unlink(file).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(err, `evicting ${file}`);
      });
    }
  }

  async #index(): Promise<void> {
    let shards: string[];
    try {
      shards = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const found: { file: string; bytes: number; used: number }[] = [];
    for (const shard of shards) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      const names = await readdir(path.join(this.dir, shard)).catch(() => [] as string[]);
      // A shard's files are looked at together: requests wait for this index after a restart.
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(this.dir, shard, name);
          const s = await stat(file).catch(() => null);
          if (!s?.isFile()) return;
          // A crash's leftover (not another process's write in progress: those are seconds old at most).
          if (name.endsWith('.tmp')) {
            if (Date.now() - s.mtimeMs > STALE_TMP_MS) await unlink(file).catch(() => {});
            return;
          }
          found.push({ file, bytes: s.size, used: Math.max(s.atimeMs, s.mtimeMs) });
        }),
      );
    }
    // get and put wait for this index, so the map is still empty here: oldest first.
    found.sort((a, b) => a.used - b.used);
    for (const f of found) this.#remember(f.file, { bytes: f.bytes, touched: f.used });
    await this.#evict();
  }
}
