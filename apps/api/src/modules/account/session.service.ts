/**
 * Sessions (docs/product.md §3/§4: persisted 7 days): a login answers a fresh token of 32 random bytes
 * (base64url); only its sha256 is stored. Logout revokes the token presented.
 */
import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_LIFETIME_SECONDS } from '@bazaar/domain/constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { bearerToken, type Authenticator, type SessionUser } from '../../http/auth';
import type { Clock } from '../../services/clock/clock';
import * as repo from './session.repository';

/** The same 7 days as the BFF's cookie (docs/product.md §9). */
export const SESSION_TTL_MS = COOKIE_LIFETIME_SECONDS * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new session for `userId`; answers the token (the only time it exists outside the client). */
  async create(db: Db, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  async userOf(token: string): Promise<SessionUser | null> {
    const row = await repo.findSessionUser(this.db, hashToken(token), this.clock.now());
    return row ? { userId: row.user_id, isDesigner: row.is_designer, isOperator: row.is_operator } : null;
  }

  /** Ends every other session of `userId`; `keepToken` (the caller's own) stays. */
  async revokeOthers(db: Db, userId: number, keepToken: string | null): Promise<number> {
    return repo.revokeOtherSessions(db, userId, keepToken ? hashToken(keepToken) : null, this.clock.now());
  }

  /** Idempotent: an unknown or already revoked token is fine. */
  async revoke(token: string): Promise<void> {
    await repo.revokeSession(this.db, hashToken(token), this.clock.now());
  }
}

export function createAuthenticator(
  sessions: SessionService,
  isClient: (request: FastifyRequest) => boolean,
): Authenticator {
  return {
    isClient,
    async userOf(request) {
      const token = bearerToken(request);
      return token ? sessions.userOf(token) : null;
    },
  };
}
