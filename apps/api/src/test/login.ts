/** Logging in from tests: SMS codes through the dev driver, and bearer headers. */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ManualClock } from '../services/clock/clock';
import { call, CLIENT_AUTH } from './harness';

/** A fresh client IP per call keeps the per-IP SMS cap out of tests that are not about it. */
export const randomIp = (): string => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A mobile no seeded user has (seeded ones start 138/139 0000). */
export const freshMobile = (): string => `15${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export class TestLogin {
  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: ManualClock,
  ) {}

  /** Asks for a code (after the 60 s resend window of any earlier one) and answers it (dev driver). */
  async smsCode(mobile: string): Promise<string> {
    this.clock.advance(61_000);
    const res = await call<string>(this.app, '/api/auth/code/sms', {
      method: 'POST',
      payload: { mobile },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(res.body).toMatchObject({ success: true });
    return res.body.data;
  }

  /** An SMS login (creating the account on first use); answers the token. */
  async bySms(mobile: string): Promise<string> {
    const smsCode = await this.smsCode(mobile);
    const res = await call<{ token: string }>(this.app, '/api/auth/authentication/mobile', {
      method: 'POST',
      payload: { mobile, smsCode },
      headers: { authorization: CLIENT_AUTH },
    });
    expect(res.body).toMatchObject({ success: true });
    return res.body.data.token;
  }
}

/**
 * Calls as users named by mobile: each logs in once (SMS through the dev driver) and its token is reused;
 * no mobile calls anonymously. `ctx` is read per call, so it may name what a `beforeAll` sets up.
 */
export function userCalls(ctx: () => { app: FastifyInstance; login: TestLogin }) {
  const tokens = new Map<string, string>();
  const tokenOf = async (mobile: string): Promise<string> => {
    if (!tokens.has(mobile)) tokens.set(mobile, await ctx().login.bySms(mobile));
    return tokens.get(mobile)!;
  };
  const headersOf = async (mobile?: string) => (mobile ? bearer(await tokenOf(mobile)) : {});
  return {
    tokens,
    tokenOf,
    get: async <T>(url: string, mobile?: string) => call<T>(ctx().app, url, { headers: await headersOf(mobile) }),
    post: async <T = null>(url: string, payload: object, mobile?: string) =>
      call<T>(ctx().app, url, { method: 'POST', payload, headers: await headersOf(mobile) }),
  };
}
