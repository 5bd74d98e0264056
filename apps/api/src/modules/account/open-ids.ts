/**
 * Third-party identities (docs/product.md §7 /openid and /bind, issue 33): the company's callback, the ticket the
 * browser holds until /bind, unionid matching, the official account's open id and the JS-SDK signature.
 *
 * The browser never holds an open id or a company's access token: after the code's exchange (on the server,
 * called by the gateway that checked `state`) a known person gets a session at once; an unknown one gets a
 * ticket — 32 random bytes, stored as their sha256, good for TICKET_TTL_MS and spent by the one /bind (or
 * /openid) that uses it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { transact } from '../../db/transact';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import {
  accessTypeOf,
  OAuthRefused,
  OAuthUnavailable,
  type OAuthIdentity,
  type OpenIdKind,
} from '../../services/oauth/oauth-common';
import { devOpenId, type OpenAccessType } from '../../services/oauth/oauth-provider';
import type { JsSdkConfig } from '../../services/oauth/wechat';
import * as accounts from './account.repository';
import * as repo from './open-ids.repository';
import * as sessions from './session.service';
import type { SessionUser } from '../../http/auth';

/** Long enough to receive and type an SMS code; short enough that a leaked ticket is soon worthless. */
export const TICKET_TTL_MS = 10 * 60_000;

export const OPEN_ID_MESSAGES = {
  notConfigured: '暂不支持该登录方式',
  badOrigin: '登录来源不正确',
  refused: '授权已失效，请重新登录',
  unavailable: '第三方登录暂时不可用，请稍后再试',
  mpTaken: '该微信已绑定其他账号',
  badPageUrl: '页面地址不正确',
} as const;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The user's WeChat official-account open id (JSAPI payments and WeChat payouts pay to it), or null when they
 * have not opened the phone site inside WeChat since logging in.
 */
export function mpOpenIdOf(deps: Pick<Deps, 'db'>, { userId }: { userId: number }): Promise<string | null> {
  return repo.findOpenIdOf(deps.db, userId, 'wechat_mp');
}

/** An open token as /openid and /bind receive it: the identity, and the ticket to spend (null for dev tokens). */
export interface ResolvedOpenId {
  identity: OAuthIdentity;
  ticketHash: string | null;
}

/**
 * The contract's `openAccessToken`: with OAUTH_DRIVER=dev `dev-<openid>`; otherwise a live ticket of that
 * access type. Null when it is neither (forged, used, expired, another type's).
 */
export async function resolveToken(
  deps: Pick<Deps, 'db' | 'clock' | 'oauth'>,
  { type, token }: { type: OpenAccessType; token: string },
): Promise<ResolvedOpenId | null> {
  if (deps.oauth.setup.mode === 'dev') {
    const openId = devOpenId(token);
    return openId ? { identity: { kind: type, openId, unionId: null }, ticketHash: null } : null;
  }
  if (deps.oauth.setup.mode === 'off' || !/^[\w-]{43}$/.test(token)) return null;
  const ticketHash = hashTicket(token);
  const row = await repo.findLiveTicket(deps.db, ticketHash, deps.clock.now());
  if (!row || accessTypeOf(row.open_type) !== type) return null;
  return { identity: { kind: row.open_type, openId: row.open_id, unionId: row.union_id }, ticketHash };
}

/** Spends the ticket inside the caller's transaction; refuses a second use. */
export async function spend(
  deps: Pick<Deps, 'db' | 'clock'>,
  { resolved, message }: { resolved: ResolvedOpenId; message: string },
): Promise<void> {
  if (resolved.ticketHash !== null && !(await repo.useTicket(deps.db, resolved.ticketHash, deps.clock.now()))) {
    throw new DomainError('E010001', message);
  }
}

/**
 * The account of an identity: by its open id, else by its unionid (one person's other WeChat app), which
 * then gets this open id linked too so the next login finds it directly.
 */
export async function findUser(
  deps: Pick<Deps, 'db' | 'clock'>,
  { identity }: { identity: OAuthIdentity },
): Promise<number | null> {
  const owner = await accounts.findUserIdByOpenId(deps.db, identity.kind, identity.openId);
  if (owner !== null) {
    if (identity.unionId) await repo.setUnionIdIfMissing(deps.db, identity.kind, identity.openId, identity.unionId);
    return owner;
  }
  // QQ's unionid joins QQ apps only and one QQ app is configured: it is stored, never matched yet.
  if (!identity.unionId || identity.kind === 'qq') return null;
  const userId = await repo.findUserIdByUnionId(deps.db, identity.unionId);
  if (userId === null) return null;
  await accounts.insertOpenId(deps.db, { ...linkRow(deps, identity), userId });
  return userId;
}

function linkRow(deps: Pick<Deps, 'clock'>, identity: OAuthIdentity) {
  return { openType: identity.kind, openId: identity.openId, unionId: identity.unionId, now: deps.clock.now() };
}

/** Links an identity to a user; false when the open id or the user's slot for that kind is taken. */
export function link(
  deps: Pick<Deps, 'db' | 'clock'>,
  { identity, userId }: { identity: OAuthIdentity; userId: number },
): Promise<boolean> {
  return accounts.insertOpenId(deps.db, { ...linkRow(deps, identity), userId });
}

/** The company's page the gateway sends the browser to; `state` is the gateway's, bound to the browser. */
export function authorizeUrl(
  deps: Pick<Deps, 'oauth'>,
  {
    kind,
    state,
    origin,
    userinfo = false,
  }: { kind: OpenIdKind; state: string; origin?: string | undefined; userinfo?: boolean },
): string {
  return clientOf(deps, kind).authorizeUrl(state, redirectUri(deps, kind, origin), { userinfo });
}

/**
 * The company's callback, called by the gateway after it checked `state`: exchanges the code. `session`:
 * a known person gets a session token, an unknown one a ticket for /bind. `ticket`: always a ticket (the
 * phone site links the official account's open id to whoever is logged in, `linkMpOpenId`).
 */
export async function callback(
  deps: Pick<Deps, 'db' | 'clock' | 'oauth'>,
  {
    kind,
    code,
    origin,
    want,
  }: { kind: OpenIdKind; code: string; origin?: string | undefined; want: 'session' | 'ticket' },
): Promise<{ token: string | null; ticket: string | null }> {
  const client = clientOf(deps, kind);
  let identity: OAuthIdentity;
  try {
    identity = await client.exchange(code, redirectUri(deps, kind, origin));
  } catch (error) {
    if (error instanceof OAuthRefused || error instanceof OAuthUnavailable) deps.oauth.onCompanyError(error.detail);
    if (error instanceof OAuthRefused) throw new DomainError('E010001', OPEN_ID_MESSAGES.refused);
    if (error instanceof OAuthUnavailable) throw new DomainError('E050002', OPEN_ID_MESSAGES.unavailable);
    throw error;
  }
  if (want === 'session') {
    const token = await transact(deps.db, async (trx) => {
      const inTrx = { ...deps, db: trx };
      const userId = await findUser(inTrx, { identity });
      return userId === null ? null : sessions.create(inTrx, { userId });
    });
    if (token !== null) return { token, ticket: null };
  }
  return { token: null, ticket: await issueTicket(deps, identity) };
}

/**
 * Phone site inside WeChat (issue 33): the official account's open id of `ticket` becomes the logged-in
 * user's (JSAPI payments need it). Idempotent; refused when that WeChat belongs to another account.
 */
export async function linkMpOpenId(
  deps: Pick<Deps, 'db' | 'clock' | 'oauth'>,
  user: SessionUser,
  { ticket }: { ticket: string },
): Promise<void> {
  const resolved = await resolveToken(deps, { type: 'wechat', token: ticket });
  if (!resolved || resolved.identity.kind !== 'wechat_mp') {
    throw new DomainError('E010001', OPEN_ID_MESSAGES.refused);
  }
  const identity = resolved.identity;
  await transact(deps.db, async (trx) => {
    await spend({ ...deps, db: trx }, { resolved, message: OPEN_ID_MESSAGES.refused });
    const owner = await accounts.findUserIdByOpenId(trx, 'wechat_mp', identity.openId);
    if (owner === user.userId) return;
    if (owner !== null) throw refusal(OPEN_ID_MESSAGES.mpTaken);
    // A user has one official-account open id: a new one (the person's WeChat changed) replaces it.
    if ((await repo.findOpenIdOf(trx, user.userId, 'wechat_mp')) !== null) {
      await repo.deleteOpenIdOf(trx, user.userId, 'wechat_mp');
    }
    await link({ ...deps, db: trx }, { identity, userId: user.userId });
  });
}

/** `wx.config`'s signature for a page of this site; null when the official account is not configured. */
export async function jsConfig(
  deps: Pick<Deps, 'oauth'>,
  { url: pageUrl }: { url: string },
): Promise<JsSdkConfig | null> {
  const sdk = deps.oauth.setup.jsSdk;
  if (!sdk) return null;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new DomainError('E010001', OPEN_ID_MESSAGES.badPageUrl);
  }
  // Only our own pages: the signature vouches for the page to WeChat.
  if (!deps.oauth.origins.includes(url.origin)) throw new DomainError('E010001', OPEN_ID_MESSAGES.badPageUrl);
  try {
    return await sdk.sign(pageUrl);
  } catch (error) {
    if (error instanceof OAuthUnavailable || error instanceof OAuthRefused) {
      deps.oauth.onCompanyError(error.detail);
      throw new DomainError('E050002', OPEN_ID_MESSAGES.unavailable);
    }
    throw error;
  }
}

async function issueTicket(deps: Pick<Deps, 'db' | 'clock'>, identity: OAuthIdentity): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await repo.insertTicket(deps.db, {
    hash: hashTicket(ticket),
    kind: identity.kind,
    openId: identity.openId,
    unionId: identity.unionId,
    now,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return ticket;
}

function clientOf(deps: Pick<Deps, 'oauth'>, kind: OpenIdKind) {
  const client = deps.oauth.setup.clients[kind];
  if (!client) throw new DomainError('E010001', OPEN_ID_MESSAGES.notConfigured);
  return client;
}

/** `{origin}/oauth/{kind}/callback` on the gateway; the origin must be one of PUBLIC_ORIGIN (first by default). */
function redirectUri(deps: Pick<Deps, 'oauth'>, kind: OpenIdKind, origin: string | undefined): string {
  const chosen = origin ?? deps.oauth.origins[0];
  if (!chosen || !deps.oauth.origins.includes(chosen)) throw new DomainError('E010001', OPEN_ID_MESSAGES.badOrigin);
  return `${chosen}/oauth/${kind}/callback`;
}

/** getOAuthOptions: the login buttons and the mode (the web shows what is configured). */
export function oauthOptions(deps: Pick<Deps, 'oauth'>) {
  const { setup } = deps.oauth;
  return { providers: setup.buttons, mode: setup.mode, wechatMp: setup.clients.wechat_mp !== undefined };
}
