/**
 * Rules for page requests (never API, image or asset requests), docs/product.md §2:
 * - a mobile user agent is redirected (302) to MOBILE_ORIGIN with the same full path and query, except
 *   the qr-id, zt-vivo and zt-oppo pages; with MOBILE_ORIGIN unset the redirect is off;
 * - query `istest` sets a 7-day test-allow cookie; query `srt` stores the source title for 7 days.
 */
import type { FastifyInstance } from 'fastify';
import { COOKIE_LIFETIME_SECONDS } from '@bazaar/domain/constants';
import { isPageRequest } from './spa.js';

const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry|HarmonyOS.*Mobile/i;
/** Route names qr-id, zt-vivo, zt-oppo (docs/product.md §2) as paths: /qr, /qr/{id}, /zt/vivo, /zt/oppo. */
const NO_REDIRECT = /^\/(qr(\/[^/]*)?|zt\/vivo|zt\/oppo)\/?$/;

export function isMobileUserAgent(ua: string | undefined): boolean {
  return ua !== undefined && MOBILE_UA.test(ua);
}

export function mobileRedirectTarget(
  mobileOrigin: string | undefined,
  url: string,
  ua: string | undefined,
): string | null {
  if (!mobileOrigin || !isMobileUserAgent(ua)) return null;
  const pathname = url.split('?')[0] ?? '/';
  if (NO_REDIRECT.test(pathname)) return null;
  // `url` is this request's own path and query, so the target stays on the configured mobile origin.
  return mobileOrigin + (url.startsWith('/') ? url : '/');
}

export async function pageRulesPlugin(app: FastifyInstance, mobileOrigin: string | undefined): Promise<void> {
  app.log.info(mobileOrigin ? `mobile redirect on → ${mobileOrigin}` : 'mobile redirect off (MOBILE_ORIGIN unset)');

  // Callback-style: it runs on every request (ops/observability.ts says why); a redirect ends the request
  // without calling `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPageRequest(request.method, request.url)) return done();
    const target = mobileRedirectTarget(mobileOrigin, request.url, request.headers['user-agent']);
    if (target) {
      void reply.code(302).header('cache-control', 'no-store').header('vary', 'User-Agent').redirect(target);
      return;
    }

    const query = request.query as Record<string, unknown>;
    const options = {
      path: '/',
      sameSite: 'lax',
      maxAge: COOKIE_LIFETIME_SECONDS,
      secure: app.publicOrigin.secure(request),
    } as const;
    if (query.istest !== undefined) reply.setCookie('istest', '1', options);
    if (typeof query.srt === 'string' && query.srt !== '') reply.setCookie('srt', query.srt.slice(0, 100), options);
    done();
  });
}
