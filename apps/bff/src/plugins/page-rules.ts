/**
 * Rules for page requests (never API, image or asset requests), docs/product.md §2:
 * - a phone's user agent is redirected (302) to the phone site with the same full path and query, except the
 *   qr-id, zt-vivo and zt-oppo pages: to MOBILE_ORIGIN (the one like this request's origin, `originLike`), or —
 *   unset — to this request's own host on MOBILE_PORT (docs/decisions/025); with neither the redirect is off. The phone site's own port never redirects;
 * - query `istest` sets a 7-day test-allow cookie; query `srt` stores the source title for 7 days.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_LIFETIME_SECONDS } from '@bazaar/domain/constants';
import { originLike } from './origin.js';
import { isPageRequest } from './spa.js';

const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry|HarmonyOS.*Mobile/i;
/**
 * Issue 26: WeChat's and QQ's in-app browsers count as phones (an Android tablet's WeChat or an iPad's QQ
 * included) — but not WeChat on a Windows or Mac desktop, whose built-in browser also says MicroMessenger.
 */
const IN_APP = /MicroMessenger|\bQQ\/[\d.]+|MQQBrowser/i;
const DESKTOP_WECHAT = /WindowsWechat|MacWechat|WechatDevTools/i;
/** Route names qr-id, zt-vivo, zt-oppo (docs/product.md §2) as paths: /qr, /qr/{id}, /zt/vivo, /zt/oppo. */
const NO_REDIRECT = /^\/(qr(\/[^/]*)?|zt\/vivo|zt\/oppo)\/?$/;

export function isMobileUserAgent(ua: string | undefined): boolean {
  if (ua === undefined) return false;
  if (DESKTOP_WECHAT.test(ua)) return false;
  return MOBILE_UA.test(ua) || IN_APP.test(ua);
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

/** The phone site's origin for one request: this request's public origin with the port swapped. */
export function samehostOrigin(publicOrigin: string, mobilePort: number): string {
  const u = new URL(publicOrigin);
  u.port = String(mobilePort);
  return u.origin;
}

/** Where phones go: fixed origins, the same host on the phone port, or nowhere (null: redirect off). */
export type MobileSite = { origins: string[] } | { port: number } | null;

export function mobileSiteOf(config: { MOBILE_ORIGIN?: string[]; MOBILE_PORT?: number }): MobileSite {
  if (config.MOBILE_ORIGIN?.length) return { origins: config.MOBILE_ORIGIN };
  if (config.MOBILE_PORT) return { port: config.MOBILE_PORT };
  return null;
}

export async function pageRulesPlugin(app: FastifyInstance, site: MobileSite): Promise<void> {
  app.log.info(
    site === null
      ? 'mobile redirect off (MOBILE_ORIGIN and MOBILE_PORT unset, or this is the phone port)'
      : 'origins' in site
        ? `mobile redirect on → ${site.origins.join(', ')}`
        : `mobile redirect on → this host, port ${site.port}`,
  );
  const originFor = (request: FastifyRequest): string | undefined =>
    site === null
      ? undefined
      : 'origins' in site
        ? originLike(site.origins, app.publicOrigin.of(request))
        : samehostOrigin(app.publicOrigin.of(request), site.port);

  // Callback-style: it runs on every request (ops/observability.ts says why); a redirect ends the request
  // without calling `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPageRequest(request.method, request.url)) return done();
    const ua = request.headers['user-agent'];
    const target = site && isMobileUserAgent(ua) ? mobileRedirectTarget(originFor(request), request.url, ua) : null;
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
