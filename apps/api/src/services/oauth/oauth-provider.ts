/**
 * Third-party login (docs/product.md §7 /openid and /bind, issue 33). The browser is sent to WeChat or QQ to
 * approve; the code they send back is exchanged here, on the server, for the person's open id (and unionid),
 * and never in the browser. `OAUTH_DRIVER` decides who takes part:
 * - `wechat`: WeChat open platform website login (QR page, snsapi_login), and — with WECHAT_MP_APPID — the
 *   official account's silent OAuth inside WeChat (snsapi_base) and the JS-SDK's share cards;
 * - `qq`: QQ Connect;
 * - `off`: no third-party login at all;
 * - `dev`: no company; the token `dev-<openid>` is that open id (development only, refused in production).
 */
import type { ApiConfig } from '../../config';
import type { Clock } from '../clock/clock';
import type { FetchLike, OAuthClient, OpenIdKind } from './oauth-common';
import { QqOAuthClient } from './qq';
import { WechatJsSdk, WechatOAuthClient } from './wechat';

export const OPEN_ACCESS_TYPES = ['wechat', 'qq'] as const;
export type OpenAccessType = (typeof OPEN_ACCESS_TYPES)[number];

export const isOpenAccessType = (value: string): value is OpenAccessType =>
  (OPEN_ACCESS_TYPES as readonly string[]).includes(value);

/** What OAUTH_DRIVER set up. */
export interface OAuthSetup {
  /** `dev` takes `dev-<openid>` tokens; `real` takes server-issued tickets; `off` takes nothing. */
  mode: 'dev' | 'real' | 'off';
  /** The login buttons the sites show, in order. */
  buttons: OpenAccessType[];
  clients: Partial<Record<OpenIdKind, OAuthClient>>;
  /** The official account's JS-SDK signer (share cards), when WECHAT_MP_APPID/SECRET are set with `wechat`. */
  jsSdk: WechatJsSdk | null;
}

/** Development: the token `dev-<openid>` is that open id (the web keeps one random id per tab). */
export function devOpenId(accessToken: string): string | null {
  const match = /^dev-([\w-]{4,64})$/.exec(accessToken);
  return match ? match[1]! : null;
}

export function createOAuthSetup(
  config: Pick<
    ApiConfig,
    | 'OAUTH_DRIVER'
    | 'WECHAT_OPEN_APPID'
    | 'WECHAT_OPEN_SECRET'
    | 'WECHAT_MP_APPID'
    | 'WECHAT_MP_SECRET'
    | 'WECHAT_OAUTH_BASE_URL'
    | 'WECHAT_CONNECT_BASE_URL'
    | 'QQ_APPID'
    | 'QQ_APPKEY'
    | 'QQ_OAUTH_BASE_URL'
  >,
  clock: Clock,
  fetchImpl: FetchLike = fetch,
): OAuthSetup {
  const drivers = config.OAUTH_DRIVER;
  if (drivers.includes('dev')) return { mode: 'dev', buttons: ['wechat', 'qq'], clients: {}, jsSdk: null };
  if (drivers.includes('off')) return { mode: 'off', buttons: [], clients: {}, jsSdk: null };
  const clients: OAuthSetup['clients'] = {};
  const buttons: OpenAccessType[] = [];
  let jsSdk: WechatJsSdk | null = null;
  const wechat = { api: config.WECHAT_OAUTH_BASE_URL, connect: config.WECHAT_CONNECT_BASE_URL };
  for (const driver of drivers) {
    // loadConfig has required each driver's keys already; the checks narrow the types.
    if (driver === 'wechat' && config.WECHAT_OPEN_APPID && config.WECHAT_OPEN_SECRET) {
      buttons.push('wechat');
      clients.wechat = new WechatOAuthClient(
        'wechat',
        { appid: config.WECHAT_OPEN_APPID, secret: config.WECHAT_OPEN_SECRET },
        wechat,
        fetchImpl,
      );
      if (config.WECHAT_MP_APPID && config.WECHAT_MP_SECRET) {
        const mp = { appid: config.WECHAT_MP_APPID, secret: config.WECHAT_MP_SECRET };
        clients.wechat_mp = new WechatOAuthClient('wechat_mp', mp, wechat, fetchImpl);
        jsSdk = new WechatJsSdk(mp, wechat.api, clock, fetchImpl);
      }
    }
    if (driver === 'qq' && config.QQ_APPID && config.QQ_APPKEY) {
      buttons.push('qq');
      clients.qq = new QqOAuthClient(
        { appid: config.QQ_APPID, appkey: config.QQ_APPKEY },
        config.QQ_OAUTH_BASE_URL,
        fetchImpl,
      );
    }
  }
  return { mode: 'real', buttons, clients, jsSdk };
}
