/**
 * Per-IP rate limit on /api/auth/* (SMS codes and logins), issue 3: a fixed one-minute window. With
 * REDIS_URL (issue 10) the counts live in Redis, so every gateway spends one shared budget; without it,
 * in this process's memory. The api adds its own per-mobile and per-IP limits on SMS behind this.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { fail } from '@bazaar/domain/api';
import { API_CACHE_CONTROL } from './proxy.js';

const WINDOW_MS = 60_000;

/**
 * The path as some router down the line may read it (issue 22): the raw URL's path with ASCII
 * percent-escapes decoded until none is left (`%61pi`, `%2561pi`), backslashes as `/`, empty and `.` segments
 * dropped, `..` resolved, in lower case. The gateway and the api route `/%61pi/auth/…` and `/api//auth/…`
 * like `/api/auth/…`, so the limit must count them alike; over-counting a path no router serves costs nothing.
 */
export function routedPath(url: string): string {
  const end = url.search(/[?#]/);
  let path = end >= 0 ? url.slice(0, end) : url;
  for (let i = 0; i < 8 && /%[0-7][0-9a-f]/i.test(path); i++) {
    path = path.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** `/api/auth/…` however it is spelled (a `;param` on either segment included). */
const AUTH_PATH = /^\/api(;[^/]*)?\/auth(;[^/]*)?(\/|$)/;
export const isAuthPath = (url: string): boolean => AUTH_PATH.test(routedPath(url));
/** The same for a path with nothing to normalise. */
const PLAIN_AUTH_PATH = /^\/api\/auth(?:[/?#]|$)/i;

/** Counts one hit of `key` in the current window; answers the count and the ms left in the window. */
export interface LimitStore {
  hit(key: string): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export function memoryStore(): LimitStore {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return {
    async hit(key) {
      const now = Date.now();
      if (now - windowStart >= WINDOW_MS) {
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { count, resetMs: windowStart + WINDOW_MS - now };
    },
    async close() {},
  };
}

// INCR, and start the window's expiry on the first hit; one round trip, atomic on the server.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export function redisStore(url: string, prefix = 'bazaar:rl:auth:'): LimitStore {
  // Fail fast: a request waits at most ~1 s for Redis, then the limit is skipped (fail open, logged).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1_000, enableOfflineQueue: false });
  redis.on('error', () => {}); // reconnects on its own; each failed hit is logged by the hook
  return {
    async hit(key) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(WINDOW_MS))) as [number, number];
      return { count, resetMs: ttl > 0 ? ttl : WINDOW_MS };
    },
    async close() {
      redis.disconnect();
    },
  };
}

export async function authRateLimitPlugin(
  app: FastifyInstance,
  limitPerMinute: number,
  redisUrl?: string,
): Promise<void> {
  const store = redisUrl ? redisStore(redisUrl) : memoryStore();
  // While Redis is unreachable this process counts alone (per gateway, as without REDIS_URL).
  const fallback = memoryStore();
  app.addHook('onClose', async () => store.close());

  /** Counts the call; answers 429 (and true) past the limit. */
  async function limit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    let used;
    try {
      used = await store.hit(request.ip);
    } catch (err) {
      request.log.error({ err }, 'rate limit store unavailable; counting in memory');
      used = await fallback.hit(request.ip);
    }
    if (used.count > limitPerMinute) {
      const retryAfter = Math.max(1, Math.ceil(used.resetMs / 1000));
      void reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .header('cache-control', API_CACHE_CONTROL)
        .send(fail('E010429', `操作过于频繁，请${retryAfter}秒后再试`));
      return true;
    }
    return false;
  }
  // Every request passes here; only the auth calls wait for the count (callback-style, so the others skip
  // an async hook's promise: ops/observability.ts says why that matters). The plain spelling is decided
  // without normalising; anything else that could be an auth path is normalised first (`routedPath`).
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    // Only the path part decides (a query may hold anything): escapes, backslashes, `;`, `//` and dot
    // segments need normalising; a plain path (any case) is matched as it stands, allocating nothing.
    const odd = /^[^?#]*?(?:[%\\;]|\/\/|\/\.)/.test(url);
    if (odd ? !isAuthPath(url) : !PLAIN_AUTH_PATH.test(url)) return done();
    limit(request, reply).then(
      (answered) => {
        if (!answered) done();
      },
      (error: Error) => done(error),
    );
  });
}
