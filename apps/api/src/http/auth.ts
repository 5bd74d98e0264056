/**
 * Who is calling (docs/product.md §6 roles, §7 "token in an Authorization header"). The endpoint helper asks the
 * `auth` decorator for every non-public call, so a route cannot forget to: `user` calls without a live
 * session are 401 E010401, `optional` calls see a visitor, login calls must carry the fixed client
 * credentials (docs/product.md §7). The account module provides the implementation (sessions in the database).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The logged-in user as a request sees it. */
export interface SessionUser {
  userId: number;
  isDesigner: boolean;
  /** Issue 7: a platform consultant; `operator` calls (the /admin console) need it. */
  isOperator: boolean;
}

export interface Authenticator {
  /** The user of the request's `Authorization: Bearer …`; null when absent, unknown, expired or revoked. */
  userOf(request: FastifyRequest): Promise<SessionUser | null>;
  /** Whether the request carries the fixed client credentials of the login calls. */
  isClient(request: FastifyRequest): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Authenticator;
  }
  interface FastifyRequest {
    /** Set by the endpoint helper for `optional` and `user` calls; null for visitors. */
    user: SessionUser | null;
  }
}

export function registerAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('auth', authenticator);
  app.decorateRequest('user', null);
}

/** The bearer token of a request, if it has a plausible one (our tokens are base64url). */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([\w-]{16,512})$/.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Checks `Authorization: Basic base64(id:secret)` against the configured pair in constant time. */
export function clientCredentialsChecker(clientId: string, clientSecret: string): (request: FastifyRequest) => boolean {
  const expected = digest(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
  return (request) => {
    const given = request.headers.authorization;
    // Hashing both sides gives equal lengths, so the comparison leaks nothing about the secret.
    return typeof given === 'string' && timingSafeEqual(digest(given.trim()), expected);
  };
}
