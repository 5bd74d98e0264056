/**
 * Per-IP rate limit on /api/auth/* (SMS codes and logins), issue 3: a fixed one-minute window kept in
 * memory. One BFF process serves a deployment here; several would share a store (Redis) instead.
 * The api adds its own per-mobile and per-IP limits on SMS behind this.
 */
import type { FastifyInstance } from 'fastify';
import { fail } from '@bazaar/domain/api';

const WINDOW_MS = 60_000;

export async function authRateLimitPlugin(app: FastifyInstance, limitPerMinute: number): Promise<void> {
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/auth/')) return;
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      counts = new Map();
    }
    const used = (counts.get(request.ip) ?? 0) + 1;
    counts.set(request.ip, used);
    if (used > limitPerMinute) {
      const retryAfter = Math.ceil((windowStart + WINDOW_MS - now) / 1000);
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .header('cache-control', 'no-store')
        .send(fail('E010429', `操作过于频繁，请${retryAfter}秒后再试`));
    }
  });
}
