/**
 * Object storage on the local disk (STORAGE_DIR). Keys are relative paths like `works/12-1.svg`; the
 * public URL of a key is `/img/<key>`. A key can never leave the storage directory.
 */
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';

export const IMAGE_URL_PREFIX = '/img/';

/** Keys are short relative paths of safe segments: letters, digits, `-`, `_`, one dot for the extension. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is a safe relative storage key (the same rule for every driver). */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && !s.startsWith('.'));
}

/**
 * What the api needs of object storage; `LocalStorage` (a directory) and `S3Storage` (an S3-compatible
 * bucket, issue 10) both provide it. Modules name the type `LocalStorage` for history: it is this shape.
 */
export interface ObjectStorage {
  /** Where objects live, for logs: a directory or `s3://bucket/prefix`. */
  readonly root: string;
  /** A locator of `key`, or null when the key is not a safe relative path. */
  resolve(key: string): string | null;
  put(key: string, data: string | Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number; mtimeMs: number } | null>;
  /**
   * Bytes `start`…`end` (inclusive) of `key` as a stream (issue 9: ranged video playback), or null when
   * missing. The caller has checked the range against `stat`.
   */
  openRange(key: string, start: number, end: number): Promise<Readable | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups, issue 24). */
  list(): AsyncIterable<string>;
}

export class LocalStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute file of `key`, or null when the key is not a safe relative path under the root. */
  resolve(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const segments = key.split('/');
    const file = path.resolve(this.root, ...segments);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async put(key: string, data: string | Buffer): Promise<void> {
    const file = this.resolve(key);
    if (!file) throw new Error(`invalid storage key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside it, then renamed over it: a reader never sees half a file, and a file hard-linked
    // elsewhere (the tests' seed art) is replaced here, not changed there. The dot name is no key (`list`).
    const part = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.part`);
    try {
      await writeFile(part, data);
      await rename(part, file);
    } catch (err) {
      await rm(part, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.resolve(key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Size and modification time, or null when missing (or not a file). */
  async stat(key: string): Promise<{ size: number; mtimeMs: number } | null> {
    const file = this.resolve(key);
    if (!file) return null;
    try {
      const s = await stat(file);
      return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw err;
    }
  }

  async openRange(key: string, start: number, end: number): Promise<Readable | null> {
    const file = this.resolve(key);
    if (!file || !(await this.stat(key))) return null;
    return createReadStream(file, { start, end });
  }

  async delete(key: string): Promise<void> {
    const file = this.resolve(key);
    if (file) await rm(file, { force: true });
  }

  async *list(): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (isSafeKey(key)) yield key;
    }
  }
}

export const imageUrlOf = (key: string): string => IMAGE_URL_PREFIX + key;
