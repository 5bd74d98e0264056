/**
 * A small answer compressed in one synchronous call, as the browser accepts: brotli at a fast level, else
 * gzip; under 1 KB, or for a browser that accepts neither, as is. For bodies already in memory (a page's HTML,
 * the API's JSON up to 64 KB): a 5.6 kB JSON answer takes ~60 µs at brotli 2 in one call, where
 * @fastify/compress's stream (a Readable, a zlib Transform on the thread pool, pump) added ~0.9 ms to each
 * answer's latency (issue 34 item 6, `proxy.mjs --only d`). Large and streamed answers keep the plugin.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves less than the header costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Whether an Accept-Encoding header accepts a coding (listed, and not with q=0). */
export const accepts = (header: string, coding: string): boolean =>
  header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim() === coding && (q === undefined || Number(q.slice(2)) > 0);
  });

/** How hard to compress: brotli's quality and gzip's level. */
export interface CompressLevels {
  brotli: number;
  gzip: number;
}

/**
 * Dynamic JSON (issue 34 item 6): brotli 2 and gzip 1. On a 5.6 kB page of works (CJK titles), brotli 4 took
 * ~150 µs for 1 166 B, brotli 2 ~62 µs for 1 259 B (+8 %), gzip 6 ~89 µs, gzip 1 ~52 µs for 1 343 B (loaded 2-core box,
 * one call each): the bytes saved at higher levels cost more time than they save on any link.
 */
export const DYNAMIC_LEVELS: CompressLevels = { brotli: 2, gzip: 1 };

/** Brotli's window for these bodies: 64 KB holds any of them (the default 4 MB window is set up for nothing). */
const BROTLI_WINDOW_BITS = 16;

export function compressBody<B extends Buffer | string>(
  body: B,
  acceptEncoding: string | undefined,
  levels: CompressLevels,
): { body: Buffer | B; encoding?: 'br' | 'gzip' } {
  const header = acceptEncoding ?? '';
  const size = Buffer.byteLength(body);
  if (size < COMPRESS_THRESHOLD) return { body };
  if (accepts(header, 'br')) {
    return {
      body: brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      encoding: 'br',
    };
  }
  if (accepts(header, 'gzip')) return { body: gzipSync(body, { level: levels.gzip }), encoding: 'gzip' };
  return { body };
}
