/**
 * The session gateway (issue 3, docs/architecture.md): the browser never holds the token.
 * - Login calls (the contract's `login` routes) get the fixed client Authorization header from here; the
 *   upstream's `data.token` is moved into an httpOnly, SameSite=Lax cookie and removed from the body.
 * - Every other /api call gets `Authorization: Bearer <token>` from that cookie (the proxy strips the
 *   browser's own Cookie and Authorization headers).
 * - An upstream 401 clears the cookie; logout clears it even when the upstream fails.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { fail, LOGIN_PATHS, ok, routes } from '@bazaar/domain/api';
import { COOKIE_LIFETIME_SECONDS } from '@bazaar/domain/constants';
import type { BffConfig } from '../config.js';
import { API_CACHE_CONTROL } from './proxy.js';
import type { UpstreamSet } from './upstreams.js';

const LOGOUT_PATH = routes.logout.path;
const LOGIN_BODY_LIMIT = 64 * 1024;

/**
 * A companion cookie script CAN read: it says only "a session cookie exists" (value `1`, no secret), so
 * the web can apply docs/product.md §4 "first load without token sets logged out" without probing getUserInfo
 * (and logging a 401) for every visitor. Set and cleared together with the session cookie.
 */
export const LOGIN_FLAG_COOKIE = 'bazaar_login';

export function sessionCookieName(config: BffConfig, secure: boolean): string {
  // `__Host-` pins the cookie to this host, https and Path=/ (browsers enforce it).
  return secure ? `__Host-${config.SESSION_COOKIE}` : config.SESSION_COOKIE;
}

/** What the OAuth plugin (issue 33) needs of the session: the one way its cookie is read and set. */
export interface SessionCookies {
  tokenOf(request: FastifyRequest): string | undefined;
  set(request: FastifyRequest, reply: FastifyReply, token: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

export async function sessionPlugin(app: FastifyInstance, config: BffConfig, upstream: UpstreamSet): Promise<void> {
  await app.register(cookie);
  const clientAuthorization = `Basic ${Buffer.from(`${config.CLIENT_ID}:${config.CLIENT_SECRET}`).toString('base64')}`;

  const isSecure = (request: FastifyRequest) => app.publicOrigin.secure(request);
  const tokenOf = (request: FastifyRequest): string | undefined => {
    const value = request.cookies[sessionCookieName(config, isSecure(request))];
    return value && /^[\w.~-]{16,512}$/.test(value) ? value : undefined;
  };
  const cookieOptions = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) }) as const;
  const setSession = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const options = { ...cookieOptions(request), maxAge: COOKIE_LIFETIME_SECONDS };
    reply.setCookie(sessionCookieName(config, isSecure(request)), token, options);
    reply.setCookie(LOGIN_FLAG_COOKIE, '1', { ...options, httpOnly: false });
  };
  const clearSession = (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(sessionCookieName(config, isSecure(request)), cookieOptions(request));
    reply.clearCookie(LOGIN_FLAG_COOKIE, { ...cookieOptions(request), httpOnly: false });
  };

  app.decorate('sessionCookies', { tokenOf, set: setSession });

  // Every proxied call: Authorization from the cookie.
  app.upstreamHeaders.push((request) => {
    const token = tokenOf(request);
    return token ? { authorization: `Bearer ${token}` } : undefined;
  });

  // An upstream 401 means the session is gone: forget it here too (the 401 itself passes through).
  // Callback-style: it runs on every response (ops/observability.ts says why).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401 && request.url.startsWith('/api/') && tokenOf(request)) clearSession(request, reply);
    done(null, payload);
  });

  /** Forwards a call to the upstream as is, with the given headers, and returns status and JSON body. */
  async function forward(request: FastifyRequest, headers: Record<string, string>) {
    const res = await upstream.request({
      method: 'POST',
      path: request.url,
      headers: {
        ...headers,
        ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-request-id': request.id,
      },
      body: request.body instanceof Buffer ? request.body : undefined,
    });
    const text = await res.body.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, json };
  }

  await app.register(async (scope) => {
    // Logins are multipart (docs/product.md §7) or urlencoded/JSON; the BFF passes the bytes on untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LOGIN_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    for (const path of LOGIN_PATHS) {
      scope.post(path, async (request, reply) => {
        let result;
        try {
          result = await forward(request, { authorization: clientAuthorization });
        } catch (error) {
          request.log.warn({ err: error }, 'login upstream failed');
          return reply.code(502).send(fail('E050002'));
        }
        const body = result.json as { success?: boolean; data?: { token?: unknown } | null } | undefined;
        if (!body || typeof body !== 'object') return reply.code(502).send(fail('E050002'));
        const token = body.data && typeof body.data === 'object' ? body.data.token : undefined;
        if (body.success && typeof token === 'string') {
          setSession(request, reply, token);
          // The token stays on the server side of the gateway: the body goes on without it.
          const { token: _token, ...rest } = body.data as Record<string, unknown>;
          return reply
            .code(result.status)
            .header('cache-control', API_CACHE_CONTROL)
            .send({ ...body, data: rest });
        }
        return reply.code(result.status).header('cache-control', API_CACHE_CONTROL).send(body);
      });
    }

    scope.post(LOGOUT_PATH, async (request, reply) => {
      const token = tokenOf(request);
      if (token) {
        try {
          await forward(request, { authorization: `Bearer ${token}` });
        } catch (error) {
          // The cookie is cleared regardless: the user asked to leave.
          request.log.warn({ err: error }, 'logout upstream failed');
        }
      }
      clearSession(request, reply);
      return reply.header('cache-control', API_CACHE_CONTROL).send(ok(null));
    });
  });
}
