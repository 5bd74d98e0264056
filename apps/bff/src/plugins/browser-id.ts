/**
 * An anonymous browser id (issue 6, chosen): visitors' recent searches and page views are kept per
 * browser. The gateway owns it like the session — an httpOnly cookie script never reads — and passes it
 * to the api as `x-browser-id` on every /api call (a value the browser sends in that header is replaced,
 * so nobody can speak for another browser through the gateway). A page (the document) sets it too, so a
 * fresh browser's first api calls — sent together — already share one id; such a response is then
 * `Cache-Control: private` (a shared cache must never hand one browser's id to another).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BROWSER_ID_COOKIE, BROWSER_ID_HEADER } from '@bazaar/domain/constants';
import { isPageRequest } from './spa.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const VALID = /^[\w-]{22}$/;

export async function browserIdPlugin(app: FastifyInstance): Promise<void> {
  const ids = new WeakMap<FastifyRequest, string>();
  const freshPages = new WeakSet<FastifyRequest>();
  // Callback-style hooks: they run on every request (ops/observability.ts says why).
  app.addHook('onRequest', (request, reply, done) => {
    // Login and logout calls are the session plugin's own (answered without the proxy): no id needed.
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/auth/');
    const page = !api && isPageRequest(request.method, request.url);
    if (!api && !page) return done();
    const given = request.cookies[BROWSER_ID_COOKIE];
    if (given && VALID.test(given)) {
      ids.set(request, given);
      return done();
    }
    const id = randomBytes(16).toString('base64url');
    ids.set(request, id);
    reply.setCookie(BROWSER_ID_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.publicOrigin.secure(request),
      maxAge: ONE_YEAR_SECONDS,
    });
    if (page) freshPages.add(request);
    done();
  });
  // After the page handler chose its caching: a document that sets the id is private.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (freshPages.has(request)) reply.header('cache-control', 'private, no-cache');
    done(null, payload);
  });
  app.upstreamHeaders.push((request) => {
    const id = ids.get(request);
    return id ? { [BROWSER_ID_HEADER]: id } : undefined;
  });
}
