/**
 * WeChat and QQ login through the gateway (issue 33). The browser is sent to the company and back here; the
 * `state` that goes with it is bound to this browser, so nobody can make a victim's browser finish a login
 * the attacker started (login CSRF):
 * - `GET /oauth/{kind}/start?redirect=/path[&userinfo=1]` makes 32 random bytes of state, keeps them with the
 *   kind and the redirect path in an HttpOnly, SameSite=Lax cookie (10 minutes, Path=/oauth), asks the api
 *   for the company's page (`oauthAuthorize`, with this site's public origin) and redirects there;
 * - `GET /oauth/{kind}/callback?code&state` spends the cookie (cleared whatever happens: one use), compares
 *   the states in constant time, and only then lets the api exchange the code (`oauthCallback`, with the fixed
 *   client credentials only the gateway holds). A known person gets the session cookie and goes to the
 *   redirect path (`safeRedirectPath`: same origin only); an unknown one goes to /login/third with the
 *   api's ticket in the URL's #fragment (never sent to a server, nor in a Referer) to bind a mobile.
 * - Inside WeChat on the phone site (`wechat_mp`), a logged-in user's silent authorisation links the
 *   official account's open id to them (`linkMpOpenId`) and returns to the page.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@bazaar/domain/api';
import { safeRedirectPath } from '@bazaar/domain/rules';
import type { BffConfig } from '../config.js';
import type { UpstreamSet } from './upstreams.js';

export const OAUTH_KINDS = ['wechat', 'qq', 'wechat_mp'] as const;
type Kind = (typeof OAUTH_KINDS)[number];
const isKind = (v: unknown): v is Kind => typeof v === 'string' && (OAUTH_KINDS as readonly string[]).includes(v);

/** Long enough to scan a QR code and confirm on the phone. */
export const OAUTH_STATE_SECONDS = 10 * 60;
const STATE = /^[\w-]{43}$/;

export const OAUTH_MESSAGES = {
  state: '登录状态已失效，请重新登录',
  failed: '第三方登录失败，请稍后再试',
} as const;

export function oauthCookieName(secure: boolean): string {
  // `__Host-` pins the cookie to this host over https, as the session cookie is.
  return secure ? '__Host-bazaar_oauth' : 'bazaar_oauth';
}

interface Pending {
  kind: Kind;
  state: string;
  redirect: string;
}

/** `kind.state.redirect` as the start wrote it; null for anything else (a browser may send any cookie). */
export function readPending(value: string | undefined): Pending | null {
  if (!value) return null;
  const [kind, state, ...rest] = value.split('.');
  const redirect = rest.join('.');
  if (!isKind(kind) || !state || !STATE.test(state)) return null;
  return { kind, state, redirect: safeRedirectPath(redirect) };
}

function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function oauthPlugin(app: FastifyInstance, config: BffConfig, upstream: UpstreamSet): Promise<void> {
  const clientAuthorization = `Basic ${Buffer.from(`${config.CLIENT_ID}:${config.CLIENT_SECRET}`).toString('base64')}`;
  // Path=/ because `__Host-` requires it; the cookie is small and lives 10 minutes.
  const cookieOptions = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: app.publicOrigin.secure(request) }) as const;

  /** POSTs JSON to the api and answers its envelope (null when the api could not be reached or answered nonsense). */
  async function callApi(
    request: FastifyRequest,
    path: string,
    body: object,
    authorization?: string,
  ): Promise<{ success: boolean; data: unknown; resultMessage?: string } | null> {
    try {
      const res = await upstream.request({
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-request-id': request.id,
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await res.body.json()) as { success?: unknown; data?: unknown; resultMessage?: unknown };
      if (typeof json !== 'object' || json === null || typeof json.success !== 'boolean') return null;
      return {
        success: json.success,
        data: json.data,
        ...(typeof json.resultMessage === 'string' ? { resultMessage: json.resultMessage } : {}),
      };
    } catch (error) {
      request.log.warn({ err: error, path }, 'oauth upstream failed');
      return null;
    }
  }

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  /** Back to the login page with the reason in the fragment (the page shows it; servers never see it). */
  const failed = (reply: FastifyReply, redirect: string, message: string) =>
    noStore(reply).redirect(
      `/login?redirect=${encodeURIComponent(redirect)}#oauthError=${encodeURIComponent(message)}`,
    );

  app.get('/oauth/:kind/start', async (request, reply) => {
    const { kind } = request.params as { kind: string };
    const query = request.query as Record<string, unknown>;
    const redirect = safeRedirectPath(typeof query.redirect === 'string' ? query.redirect : null);
    if (!isKind(kind)) return failed(reply, redirect, OAUTH_MESSAGES.failed);
    const state = randomBytes(32).toString('base64url');
    const answer = await callApi(request, routes.oauthAuthorize.path, {
      kind,
      state,
      origin: app.publicOrigin.of(request),
      ...(query.userinfo === '1' ? { userinfo: true } : {}),
    });
    const url = answer?.success ? (answer.data as { url?: unknown } | null)?.url : undefined;
    if (typeof url !== 'string') return failed(reply, redirect, answer?.resultMessage ?? OAUTH_MESSAGES.failed);
    reply.setCookie(oauthCookieName(app.publicOrigin.secure(request)), `${kind}.${state}.${redirect}`, {
      ...cookieOptions(request),
      maxAge: OAUTH_STATE_SECONDS,
    });
    return noStore(reply).redirect(url);
  });

  app.get('/oauth/:kind/callback', async (request, reply) => {
    const { kind } = request.params as { kind: string };
    const query = request.query as Record<string, unknown>;
    const name = oauthCookieName(app.publicOrigin.secure(request));
    const pending = readPending(request.cookies[name]);
    // One use: whatever happens next, this state is gone.
    reply.clearCookie(name, cookieOptions(request));
    const redirect = pending?.redirect ?? safeRedirectPath(null);
    const state = typeof query.state === 'string' ? query.state : '';
    const code = typeof query.code === 'string' ? query.code : '';
    if (!pending || pending.kind !== kind || !sameState(pending.state, state)) {
      request.log.warn({ kind, hasCookie: pending !== null }, 'oauth state mismatch');
      return failed(reply, redirect, OAUTH_MESSAGES.state);
    }
    // The user declined at the company (no code): back to login quietly.
    if (!code) return failed(reply, redirect, OAUTH_MESSAGES.failed);

    const origin = app.publicOrigin.of(request);
    const session = app.sessionCookies.tokenOf(request);
    const linking = pending.kind === 'wechat_mp' && session !== undefined;
    const answer = await callApi(
      request,
      routes.oauthCallback.path,
      { kind: pending.kind, code, origin, want: linking ? 'ticket' : 'session' },
      clientAuthorization,
    );
    const data = answer?.success ? (answer.data as { token?: unknown; ticket?: unknown } | null) : null;
    if (!data) return failed(reply, redirect, answer?.resultMessage ?? OAUTH_MESSAGES.failed);

    if (linking && typeof data.ticket === 'string') {
      const linked = await callApi(request, routes.linkMpOpenId.path, { ticket: data.ticket }, `Bearer ${session}`);
      // Not linking only costs the in-WeChat payment later; the page the user wanted still opens.
      if (!linked?.success) request.log.warn({ message: linked?.resultMessage }, 'official-account open id not linked');
      return noStore(reply).redirect(redirect);
    }
    if (typeof data.token === 'string') {
      app.sessionCookies.set(request, reply, data.token);
      return noStore(reply).redirect(redirect);
    }
    if (typeof data.ticket === 'string') {
      const type = pending.kind === 'qq' ? 'qq' : 'wechat';
      return noStore(reply).redirect(
        `/login/third?redirect=${encodeURIComponent(redirect)}#ticket=${encodeURIComponent(data.ticket)}&type=${type}`,
      );
    }
    return failed(reply, redirect, OAUTH_MESSAGES.failed);
  });
}
