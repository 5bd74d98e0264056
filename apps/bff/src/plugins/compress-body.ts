/**
 * A small answer compressed in one synchronous call, as the browser accepts: brotli at a fast level, else
 * gzip; under 1 KB, or for a browser that accepts neither, as is. For bodies already in memory (a page's HTML,
 * the API's JSON up to 64 KB): a 9 KB JSON answer takes ~50 µs at brotli 4 in one call, where
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

export function compressBody<B extends Buffer | string>(
  body: B,
  acceptEncoding: string | undefined,
  brotliQuality: number,
): { body: Buffer | B; encoding?: 'br' | 'gzip' } {
  const header = acceptEncoding ?? '';
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD) return { body };
  if (accepts(header, 'br')) {
    return {
      body: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      encoding: 'br',
    };
  }
  if (accepts(header, 'gzip')) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}
