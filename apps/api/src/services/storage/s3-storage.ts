/**
 * Object storage in an S3-compatible bucket (STORAGE_DRIVER=s3, issue 10): the same keys, rules and
 * interface as the local directory, so seed art, uploads, attachments and the signed upload grant's check
 * work unchanged on several api processes. Path-style addressing for self-hosted stores (MinIO, Ceph,
 * SeaweedFS …). Derivatives (resized images) stay in each process's IMAGE_CACHE_DIR and in nginx's cache.
 */
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeKey, type ObjectStorage } from './local-storage';

export interface S3Settings {
  /** e.g. http://127.0.0.1:9000; unset → the provider's default endpoint for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket (`prefix/works/1.svg`); empty for none. */
  prefix?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Stat answers are kept this long: stored objects are never rewritten under the same key in place. */
const STAT_TTL_MS = 30_000;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements ObjectStorage {
  readonly root: string;
  readonly client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  readonly #stats = new Map<string, { at: number; value: { size: number; mtimeMs: number } }>();

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#prefix = settings.prefix ? settings.prefix.replace(/\/+$/, '') + '/' : '';
    this.root = `s3://${settings.bucket}/${this.#prefix}`;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where the API requires them: several S3-compatible servers reject the newer
      // default (CRC32 trailers on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** Creates the bucket when it does not exist (a fresh dev store); production buckets already do. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (err) {
      if (!isMissing(err)) throw err;
      await this.client.send(new CreateBucketCommand({ Bucket: this.#bucket }));
    }
  }

  resolve(key: string): string | null {
    return isSafeKey(key) ? this.root + key : null;
  }

  async put(key: string, data: string | Buffer): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${key}`);
    const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const body = typeof data === 'string' ? Buffer.from(data) : data;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#prefix + key,
        Body: body,
        ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      }),
    );
    this.#stats.delete(key);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isSafeKey(key)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number; mtimeMs: number } | null> {
    if (!isSafeKey(key)) return null;
    const cached = this.#stats.get(key);
    if (cached && Date.now() - cached.at < STAT_TTL_MS) return cached.value;
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
      const value = { size: res.ContentLength ?? 0, mtimeMs: res.LastModified?.getTime() ?? 0 };
      if (this.#stats.size > 10_000) this.#stats.clear();
      this.#stats.set(key, { at: Date.now(), value });
      return value;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async openRange(key: string, start: number, end: number): Promise<Readable | null> {
    if (!isSafeKey(key)) return null;
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key, Range: `bytes=${start}-${end}` }),
      );
      if (!res.Body) return Readable.from([]);
      return res.Body instanceof Readable ? res.Body : Readable.from([await res.Body.transformToByteArray()]);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
    this.#stats.delete(key);
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.#prefix.length);
        if (key && isSafeKey(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
