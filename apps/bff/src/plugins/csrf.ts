/**
 * CSRF defence for every state-changing request (anything but GET/HEAD/OPTIONS), issue 3:
 * - it must carry `X-Requested-With: XMLHttpRequest`, a header a cross-site form cannot set and a
 *   cross-site script cannot send without a CORS preflight, which this origin never grants;
 * - when the browser sends `Origin` (or, failing that, `Referer`), it must be this site's public origin
 *   (plugins/origin.ts: PUBLIC_ORIGIN, or the request's protocol and host behind a trusted proxy).
 * Combined with the SameSite=Lax session cookie. GET never changes state (the api has no such route).
 * One exception: the page-view beacon (`navigator.sendBeacon` cannot set headers) needs no header but
 * must carry a same-origin `Origin` — browsers always send one with a beacon. It only appends statistics.
 * Issue 33: the payment companies' notifications (`POST /api/pay/notify/{provider}`) carry neither header nor
 * Origin and are exempt: the api believes them only by their signature, and they touch no session. The path
 * must be exactly that (no escapes, dots or other spellings), so no other call can pass as one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '@bazaar/domain/api';
import { routes } from '@bazaar/domain/api/routes';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `/api/pay/notify/{provider}` spelled plainly, with an optional query. */
const PAY_NOTIFY = /^\/api\/pay\/notify\/[a-z]{1,20}(?:\?[^#]*)?$/;

export const isPayNotify = (method: string, url: string): boolean => method === 'POST' && PAY_NOTIFY.test(url);

export function isSameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  return request.server.publicOrigin.accepts(request, source);
}

export async function csrfPlugin(app: FastifyInstance): Promise<void> {
  // Callback-style: it runs on every request (ops/observability.ts says why). Answering ends the request
  // without calling `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE.has(request.method) || isPayNotify(request.method, request.url)) return done();
    const header = request.headers['x-requested-with'];
    const beacon = request.url === routes.pageView.path && request.headers.origin !== undefined;
    if ((header !== 'XMLHttpRequest' && !beacon) || !isSameOrigin(request)) {
      void reply
        .code(403)
        .header('cache-control', 'no-store')
        .send(fail('E010403', '请求来源校验失败，请刷新页面后重试'));
      return;
    }
    done();
  });
}
