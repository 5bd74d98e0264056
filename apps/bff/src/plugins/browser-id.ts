/**
 * The anonymous browser id (chosen in issue 6, `BROWSER_ID_COOKIE`): a random id in an httpOnly cookie,
 * set by the first call that uses it and passed upstream in `BROWSER_ID_HEADER`, so a visitor's recent
 * searches (spec §2 search box) and page views are kept per browser. Only those calls carry it: no other
 * answer (a login, a list) sets a cookie. The gateway always writes the header itself, so a value the
 * browser sends in that header never reaches the api.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@bazaar/domain/api';
import { BROWSER_ID_COOKIE, BROWSER_ID_HEADER } from '@bazaar/domain/constants';

const USES_BROWSER_ID: ReadonlySet<string> = new Set([
  routes.getRecentSearchKeyWords.path,
  routes.recordSearchKeyWord.path,
  routes.pageView.path,
]);

const VALID = /^[0-9a-f-]{36}$/;
/** A year: the id only groups a visitor's own searches, it carries no rights. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    browserId?: string;
  }
}

/** Needs @fastify/cookie (the session plugin registers it) and the proxy's `upstreamHeaders`. */
export async function browserIdPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!USES_BROWSER_ID.has(request.url.split('?', 1)[0] ?? '')) return;
    const current = request.cookies[BROWSER_ID_COOKIE];
    if (current && VALID.test(current)) {
      request.browserId = current;
      return;
    }
    request.browserId = randomUUID();
    reply.setCookie(BROWSER_ID_COOKIE, request.browserId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: MAX_AGE_SECONDS,
    });
  });
  app.upstreamHeaders.push((request: FastifyRequest) =>
    request.browserId ? { [BROWSER_ID_HEADER]: request.browserId } : undefined,
  );
}
