/**
 * Real WeChat and QQ login (issue 33) around the contract's /openid and /bind (docs/product.md §7). Chosen paths:
 * the gateway (apps/bff/src/plugins/oauth.ts) starts the flow with `oauthAuthorize` and finishes it with
 * `oauthCallback` after checking `state`; the sites ask `getOAuthOptions` which buttons to show; the phone
 * site inside WeChat signs its pages with `getWechatJsConfig` for share cards.
 */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { nothing } from './common.js';

/** `wechat`: website QR login; `qq`: QQ Connect; `wechat_mp`: the official account inside WeChat. */
export const OPEN_ID_KINDS = ['wechat', 'qq', 'wechat_mp'] as const;
const kind = z.enum(OPEN_ID_KINDS, { message: '不支持的第三方登录方式' });
/** What the gateway makes: 32 random bytes, base64url. */
const state = z.string().check(z.regex(/^[\w-]{32,128}$/, { message: '登录状态无效，请重新登录' }));
const origin = z.optional(z.string().check(z.maxLength(200)));

export const oauthEndpoints = {
  /** The login buttons to show (OAUTH_DRIVER), and whether the phone site inside WeChat has the official account. */
  getOAuthOptions: endpoint({
    method: 'GET',
    path: '/api/auth/oauth/options',
    auth: 'public',
    data: z.object({
      providers: z.array(z.enum(['wechat', 'qq'])),
      /** `dev`: the development driver (no company; the web makes a `dev-<openid>` token). */
      mode: z.enum(['real', 'dev', 'off']),
      wechatMp: z.boolean(),
    }),
  }),
  /** The company's authorisation page for the gateway's redirect; `origin` picks the site (one of PUBLIC_ORIGIN). */
  oauthAuthorize: endpoint({
    method: 'POST',
    path: '/api/auth/oauth/authorize',
    auth: 'public',
    /**
     * `userinfo` (the official account only): the phone site's 微信登录 button inside WeChat asks the user
     * (snsapi_userinfo), which gives the unionid that joins the person's website login; without it the silent
     * snsapi_base gives the open id alone (linking it to whoever is logged in).
     */
    input: z.object({ kind, state, origin, userinfo: z.optional(z.boolean()) }),
    data: z.object({ url: z.string() }),
  }),
  /**
   * The gateway only (the fixed client header, which the gateway never forwards from a browser): exchanges the
   * company's code. A known person gets `token` (a session) when `want` is `session`; otherwise `ticket`, the
   * short-lived single-use `openAccessToken` of /bind.
   */
  oauthCallback: endpoint({
    method: 'POST',
    path: '/api/auth/oauth/callback',
    auth: 'public',
    input: z.object({
      kind,
      code: z.string().check(z.minLength(1, { message: '授权已失效，请重新登录' }), z.maxLength(512)),
      origin,
      want: z.enum(['session', 'ticket']),
    }),
    data: z.object({ token: z.nullable(z.string()), ticket: z.nullable(z.string()) }),
  }),
  /** The phone site inside WeChat: the official account's open id of `ticket` becomes the logged-in user's. */
  linkMpOpenId: endpoint({
    method: 'POST',
    path: '/api/auth/oauth/linkMp',
    auth: 'user',
    input: z.object({ ticket: z.string().check(z.maxLength(128)) }),
    data: nothing,
  }),
  /** `wx.config` for a page of this site (its URL without the fragment is signed); null without the official account. */
  getWechatJsConfig: endpoint({
    method: 'GET',
    path: '/api/common/wechat/jsConfig',
    auth: 'public',
    input: z.object({ url: z.string().check(z.minLength(1, { message: '页面地址不正确' }), z.maxLength(2000)) }),
    data: z.nullable(
      z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string() }),
    ),
  }),
} as const satisfies Record<string, Endpoint>;
