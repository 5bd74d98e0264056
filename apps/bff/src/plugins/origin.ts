/**
 * This request's public origin — the one answer the CSRF check (csrf.ts), share-card URLs (spa.ts) and the
 * `Secure` decision of every cookie (session, browser id, page rules) and HSTS use (issue 24,
 * docs/operations.md "Behind proxies").
 *
 * - `PUBLIC_ORIGIN` set (a comma list of origins): those are THE origins. A browser's `Origin` must be one
 *   of them; the one whose host is this request's host answers for share cards (else the first); cookies are
 *   `Secure` when that origin is https. Nothing a request carries can widen the list.
 * - Unset: `protocol://host` as Fastify derives them. `X-Forwarded-Proto` and `X-Forwarded-Host` count only
 *   when the peer is trusted (`TRUST_PROXY`, default loopback: the nginx beside the gateway); from any
 *   other peer they are ignored and the socket and `Host` decide. Only allowed hosts get here (hosts.ts:
 *   ALLOWED_HOSTS, else loopback and this machine's addresses; any other answers 421).
 *
 * Origins are compared normalised (`new URL(…).origin`), so `Host: example.com:80` is `http://example.com`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PublicOrigin {
  /** The origin this request was made to, as a browser names it (`https://www.example.com`). */
  of(request: FastifyRequest): string;
  /** Whether `source` (an `Origin` or `Referer` value) belongs to this site. */
  accepts(request: FastifyRequest, source: string): boolean;
  /** Whether cookies go out `Secure` (and the session cookie as `__Host-`). */
  secure(request: FastifyRequest): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicOrigin: PublicOrigin;
  }
}

/** `protocol://host` of the request, normalised; null when the Host header is not a valid host. */
function derivedOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function originOfSource(source: string): string | null {
  try {
    return new URL(source).origin;
  } catch {
    return null;
  }
}

export function createPublicOrigin(configured: readonly string[] | undefined): PublicOrigin {
  if (configured && configured.length > 0) {
    const origins = configured.map((o) => new URL(o).origin);
    const first = origins[0]!;
    const byHost = new Map(origins.map((o) => [new URL(o).host, o]));
    const of = (request: FastifyRequest): string => byHost.get(request.host) ?? first;
    return {
      of,
      accepts: (_request, source) => {
        const origin = originOfSource(source);
        return origin !== null && origins.includes(origin);
      },
      secure: (request) => of(request).startsWith('https:'),
    };
  }
  return {
    of: (request) => derivedOrigin(request) ?? `${request.protocol}://localhost`,
    accepts: (request, source) => {
      const origin = originOfSource(source);
      return origin !== null && origin === derivedOrigin(request);
    },
    // The protocol alone: no URL parsing on the hot path (every page and API request sets or reads a cookie).
    secure: (request) => request.protocol === 'https',
  };
}

/**
 * Of a list of configured origins (PUBLIC_ORIGIN, MOBILE_ORIGIN), the one that goes with `origin` — the other
 * site's origin for a link or a redirect: the same scheme and host name, else the same scheme, else the first.
 */
export function originLike(origins: readonly string[], origin: string): string {
  const { protocol, hostname } = new URL(origin);
  const urls = origins.map((o) => new URL(o));
  const match =
    urls.find((u) => u.protocol === protocol && u.hostname === hostname) ?? urls.find((u) => u.protocol === protocol);
  return (match ?? urls[0]!).origin;
}

export function originPlugin(app: FastifyInstance, configured: readonly string[] | undefined): void {
  app.decorate('publicOrigin', createPublicOrigin(configured));
  app.log.info(
    configured?.length
      ? `public origin: ${configured.join(', ')} (PUBLIC_ORIGIN)`
      : 'public origin: from each request (PUBLIC_ORIGIN unset; X-Forwarded-* believed per TRUST_PROXY)',
  );
}
