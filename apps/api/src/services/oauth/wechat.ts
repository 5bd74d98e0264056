/**
 * WeChat (issue 33): website login on the open platform (网站应用, QR page, scope snsapi_login), the official
 * account's OAuth inside WeChat (公众号网页授权, scope snsapi_base: silent, gives the MP openid), and the
 * JS-SDK's signature for share cards. Protocols as WeChat documents them:
 * - browser → `{connect}/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state#wechat_redirect`
 *   or `{connect}/connect/oauth2/authorize?…&scope=snsapi_base&state#wechat_redirect`;
 * - server → `{api}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` answers
 *   `{access_token, expires_in, refresh_token, openid, scope[, unionid]}` or `{errcode, errmsg}`;
 * - JS-SDK: `{api}/cgi-bin/token?grant_type=client_credential&appid&secret` → `{access_token, expires_in}`,
 *   `{api}/cgi-bin/ticket/getticket?access_token&type=jsapi` → `{errcode: 0, ticket, expires_in}`; the
 *   signature is sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the url without its #fragment).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock/clock';
import {
  getText,
  parseJson,
  readAnswer,
  throwIfErrorCode,
  type FetchLike,
  type OAuthClient,
  type OAuthIdentity,
} from './oauth-common';

export interface WechatApp {
  appid: string;
  secret: string;
}

const errorAnswer = z.object({ errcode: z.number(), errmsg: z.string().optional() });
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1).max(64),
  unionid: z.string().min(1).max(64).optional(),
});

/** Codes WeChat answers for a code that is not (or no longer) good: the user must scan again. */
const REFUSED_CODES = new Set([40029, 40163, 41008, 40030]);

/** `{errcode ≠ 0}`: refused for a bad code, unavailable otherwise (a wrong secret is ours to fix, not the user's). */
function throwIfError(body: unknown, what: string): void {
  const failed = errorAnswer.safeParse(body);
  if (failed.success) throwIfErrorCode(failed.data.errcode, REFUSED_CODES, `${what}: errcode ${failed.data.errcode}`);
}

export class WechatOAuthClient implements OAuthClient {
  constructor(
    readonly kind: 'wechat' | 'wechat_mp',
    private readonly app: WechatApp,
    private readonly base: { api: string; connect: string },
    private readonly fetchImpl: FetchLike,
  ) {}

  authorizeUrl(state: string, redirectUri: string, options: { userinfo?: boolean } = {}): string {
    const website = this.kind === 'wechat';
    const url = new URL(`${this.base.connect}${website ? '/connect/qrconnect' : '/connect/oauth2/authorize'}`);
    // WeChat reads its parameters in this order and insists on the #wechat_redirect fragment.
    url.searchParams.set('appid', this.app.appid);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    // snsapi_base is silent but gives no unionid (WeChat's documentation); snsapi_userinfo asks and gives it.
    url.searchParams.set('scope', website ? 'snsapi_login' : options.userinfo ? 'snsapi_userinfo' : 'snsapi_base');
    url.searchParams.set('state', state);
    url.hash = 'wechat_redirect';
    return url.href;
  }

  async exchange(code: string): Promise<OAuthIdentity> {
    const url = new URL(`${this.base.api}/sns/oauth2/access_token`);
    url.searchParams.set('appid', this.app.appid);
    url.searchParams.set('secret', this.app.secret);
    url.searchParams.set('code', code);
    url.searchParams.set('grant_type', 'authorization_code');
    const what = `wechat ${this.kind} access_token`;
    const body = parseJson(await getText(this.fetchImpl, url.href, what), what);
    throwIfError(body, what);
    const parsed = readAnswer(tokenAnswer, body, what);
    return { kind: this.kind, openId: parsed.openid, unionId: parsed.unionid ?? null };
  }
}

/** The JS-SDK signature of WeChat's documentation (附录1): sha1 over the four fields in this order. */
export function jsapiSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${fields.url}`;
  return createHash('sha1').update(text).digest('hex');
}

export interface JsSdkConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

interface Cached {
  value: string;
  /** Refreshed from here on (REFRESH_EARLY_MS before WeChat's expiry). */
  refreshAt: number;
}

/** Fetch anew this long before WeChat says the token or ticket expires (clock skew, calls in flight). */
const REFRESH_EARLY_MS = 5 * 60_000;

const appTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().int().positive() });
const ticketAnswer = z.object({ ticket: z.string().min(1), expires_in: z.coerce.number().int().positive() });

/**
 * Signs page URLs for `wx.config`. WeChat limits `/cgi-bin/token` and `getticket` calls per day and a new
 * access_token voids the previous one, so both are cached in memory until shortly before they expire and
 * fetched once however many requests ask at the same moment.
 */
export class WechatJsSdk {
  #token: Cached | null = null;
  #ticket: Cached | null = null;
  #pending: Promise<string> | null = null;

  constructor(
    private readonly app: WechatApp,
    private readonly apiBase: string,
    private readonly clock: Clock,
    private readonly fetchImpl: FetchLike,
  ) {}

  get appId(): string {
    return this.app.appid;
  }

  async sign(pageUrl: string): Promise<JsSdkConfig> {
    const ticket = await this.ticket();
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const nonceStr = randomBytes(12).toString('base64url');
    // WeChat signs the page's URL without its fragment.
    const url = pageUrl.split('#')[0]!;
    return {
      appId: this.app.appid,
      timestamp,
      nonceStr,
      signature: jsapiSignature({ ticket, nonceStr, timestamp, url }),
    };
  }

  /** The jsapi_ticket, from the cache or (once for all waiting callers) from WeChat. */
  ticket(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.#ticket && now < this.#ticket.refreshAt) return Promise.resolve(this.#ticket.value);
    this.#pending ??= this.#fetchTicket().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  async #fetchTicket(): Promise<string> {
    try {
      return await this.#fetchTicketWith(await this.#accessToken());
    } catch (error) {
      // A token WeChat no longer takes (another server fetched a new one: 40001; expired: 42001) is dropped
      // and fetched once more.
      if (!(error instanceof StaleToken)) throw error;
      this.#token = null;
      return this.#fetchTicketWith(await this.#accessToken());
    }
  }

  async #fetchTicketWith(token: string): Promise<string> {
    const url = new URL(`${this.apiBase}/cgi-bin/ticket/getticket`);
    url.searchParams.set('access_token', token);
    url.searchParams.set('type', 'jsapi');
    const what = 'wechat getticket';
    const body = parseJson(await getText(this.fetchImpl, url.href, what), what);
    const failed = errorAnswer.safeParse(body);
    if (failed.success && (failed.data.errcode === 40001 || failed.data.errcode === 42001)) throw new StaleToken();
    throwIfError(body, what);
    const parsed = readAnswer(ticketAnswer, body, what);
    this.#ticket = this.#cache(parsed.ticket, parsed.expires_in);
    return parsed.ticket;
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.clock.now().getTime() < this.#token.refreshAt) return this.#token.value;
    const url = new URL(`${this.apiBase}/cgi-bin/token`);
    url.searchParams.set('grant_type', 'client_credential');
    url.searchParams.set('appid', this.app.appid);
    url.searchParams.set('secret', this.app.secret);
    const what = 'wechat cgi-bin/token';
    const body = parseJson(await getText(this.fetchImpl, url.href, what), what);
    throwIfError(body, what);
    const parsed = readAnswer(appTokenAnswer, body, what);
    this.#token = this.#cache(parsed.access_token, parsed.expires_in);
    return parsed.access_token;
  }

  #cache(value: string, expiresInSeconds: number): Cached {
    const lifetime = expiresInSeconds * 1000;
    // A lifetime shorter than the margin is used for half of itself rather than not at all.
    const early = Math.min(REFRESH_EARLY_MS, lifetime / 2);
    return { value, refreshAt: this.clock.now().getTime() + lifetime - early };
  }
}

class StaleToken extends Error {}
