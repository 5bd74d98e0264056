/**
 * Sessions (docs/product.md §3/§4: persisted 7 days): a login answers a fresh token of 32 random bytes
 * (base64url); only its sha256 is stored. Logout revokes the token presented. Inside a caller's transaction,
 * pass `{ ...deps, db: trx }`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_LIFETIME_SECONDS } from '@bazaar/domain/constants';
import type { FastifyRequest } from 'fastify';
import { bearerToken, type Authenticator, type SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import * as repo from './session.repository';

/** The same 7 days as the BFF's cookie (docs/product.md §9). */
export const SESSION_TTL_MS = COOKIE_LIFETIME_SECONDS * 1000;

type SessionDeps = Pick<Deps, 'db' | 'clock'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session for `userId`; answers the token (the only time it exists outside the client). */
export async function create(deps: SessionDeps, { userId }: { userId: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function userOf(deps: SessionDeps, { token }: { token: string }): Promise<SessionUser | null> {
  const row = await repo.findSessionUser(deps.db, hashToken(token), deps.clock.now());
  return row ? { userId: row.user_id, isDesigner: row.is_designer, isOperator: row.is_operator } : null;
}

/** Ends every other session of `userId`; `keepToken` (the caller's own) stays. */
export async function revokeOthers(
  deps: SessionDeps,
  { userId, keepToken }: { userId: number; keepToken: string | null },
): Promise<number> {
  return repo.revokeOtherSessions(deps.db, userId, keepToken ? hashToken(keepToken) : null, deps.clock.now());
}

/** Idempotent: an unknown or already revoked token is fine. */
export async function revoke(deps: SessionDeps, { token }: { token: string }): Promise<void> {
  await repo.revokeSession(deps.db, hashToken(token), deps.clock.now());
}

export function createAuthenticator(deps: SessionDeps, isClient: (request: FastifyRequest) => boolean): Authenticator {
  return {
    isClient,
    async userOf(request) {
      const token = bearerToken(request);
      return token ? userOf(deps, { token }) : null;
    },
  };
}
