/**
 * The phone site and WeChat (issue 33):
 * - which third-party logins to offer (`getOAuthOptions`: the configured ones; none with OAUTH_DRIVER=off) —
 *   inside WeChat 微信登录 is the official account's OAuth, elsewhere on a phone only QQ (WeChat's website
 *   login is a QR code for another phone to scan);
 * - inside WeChat, a logged-in user's official-account open id is fetched once per tab by a silent OAuth round
 *   trip through the gateway (`/oauth/wechat_mp/start`), for JSAPI payments;
 * - share cards: the JS-SDK (`wx.config` signed by the api, then `updateAppMessageShareData` and
 *   `updateTimelineShareData`) on works, tasks and homepages. Browsers without it keep the ··· guide
 *   (/share/weixin and the share button).
 */
import { useEffect, useState } from 'react';
import type { EndpointData } from '@bazaar/domain/client';
import { call, dataOr } from './api';

export type OAuthOptions = EndpointData<'getOAuthOptions'>;
export type PhoneLogin = 'wechat_mp' | 'qq';

export const isWechat = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);

/** The third-party logins a phone offers: 微信登录 only inside WeChat with the official account, QQ where configured. */
export function phoneLogins(options: OAuthOptions | null, inWechat: boolean): PhoneLogin[] {
  if (!options || options.mode !== 'real') return [];
  const list: PhoneLogin[] = [];
  if (inWechat && options.wechatMp && options.providers.includes('wechat')) list.push('wechat_mp');
  if (options.providers.includes('qq')) list.push('qq');
  return list;
}

/** The gateway's start of a login or link (a full-page visit). `userinfo`: WeChat asks the user, giving the unionid. */
export function oauthStartUrl(kind: PhoneLogin, redirect: string, userinfo = false): string {
  const query = new URLSearchParams({ redirect });
  if (userinfo) query.set('userinfo', '1');
  return `/oauth/${kind}/start?${query.toString()}`;
}

let optionsOnce: Promise<OAuthOptions | null> | null = null;
/** The api's answer, asked once per page load (it changes only with a restart of the api). */
export function loadOAuthOptions(): Promise<OAuthOptions | null> {
  optionsOnce ??= call('getOAuthOptions', undefined, { silent: true }).then((r) => dataOr(r, null));
  return optionsOnce;
}

export function useOAuthOptions(): OAuthOptions | null {
  const [options, setOptions] = useState<OAuthOptions | null>(null);
  useEffect(() => {
    let live = true;
    void loadOAuthOptions().then((o) => {
      if (live) setOptions(o);
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}

const MP_LINK_KEY = 'bazaarMpLinked';

/**
 * Inside WeChat, logged in: once per tab, a silent round trip to WeChat (snsapi_base, no page shown) links the
 * official account's open id to the user and comes back to this page.
 */
export function useWechatMpLink(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn || !isWechat(navigator.userAgent) || sessionStorage.getItem(MP_LINK_KEY)) return;
    let live = true;
    void loadOAuthOptions().then((options) => {
      if (!live || !options || options.mode !== 'real' || !options.wechatMp) return;
      sessionStorage.setItem(MP_LINK_KEY, '1');
      location.assign(oauthStartUrl('wechat_mp', `${location.pathname}${location.search}`));
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);
}

/** What a share card shows. */
export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute or site-relative; made absolute for WeChat. */
  imgUrl: string | null;
}

interface Wx {
  config(config: Record<string, unknown>): void;
  ready(callback: () => void): void;
  error(callback: (detail: unknown) => void): void;
  updateAppMessageShareData(data: Record<string, string>): void;
  updateTimelineShareData(data: Record<string, string>): void;
}

/** WeChat's JS-SDK (JSSDK 1.6.0, the version its documentation names), from its own host. */
export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

let sdkOnce: Promise<Wx | null> | null = null;
function loadSdk(): Promise<Wx | null> {
  sdkOnce ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = JS_SDK_URL;
    script.async = true;
    script.onload = () => resolve((window as unknown as { wx?: Wx }).wx ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return sdkOnce;
}

/** The share data the JS-SDK takes: the page's own URL without its fragment, absolute image, a description. */
export function shareData(card: ShareCard, pageUrl: string): Record<string, string> {
  const link = pageUrl.split('#')[0]!;
  const imgUrl = card.imgUrl ? new URL(card.imgUrl, link).href : new URL('/favicon.svg', link).href;
  return { title: card.title, desc: card.desc || card.title, link, imgUrl };
}

/**
 * Inside WeChat with the official account configured: this page's share card for 发送给朋友 and 朋友圈. Anything
 * that fails leaves WeChat's default card (and the ··· guide); it is never an error the user sees.
 */
export function useWechatShare(card: ShareCard | null): void {
  const title = card?.title;
  const desc = card?.desc;
  const imgUrl = card?.imgUrl;
  useEffect(() => {
    if (title === undefined || !isWechat(navigator.userAgent)) return;
    let live = true;
    void (async () => {
      const options = await loadOAuthOptions();
      if (!live || !options?.wechatMp) return;
      const pageUrl = location.href.split('#')[0]!;
      const signed = dataOr(await call('getWechatJsConfig', { url: pageUrl }, { silent: true }), null);
      const wx = signed ? await loadSdk() : null;
      if (!live || !signed || !wx) return;
      wx.config({
        debug: false,
        appId: signed.appId,
        timestamp: signed.timestamp,
        nonceStr: signed.nonceStr,
        signature: signed.signature,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      });
      const data = shareData({ title, desc: desc ?? '', imgUrl: imgUrl ?? null }, pageUrl);
      wx.ready(() => {
        wx.updateAppMessageShareData(data);
        wx.updateTimelineShareData({ title: data.title!, link: data.link!, imgUrl: data.imgUrl! });
      });
      wx.error((detail) => console.warn('wx.config failed', detail));
    })();
    return () => {
      live = false;
    };
  }, [title, desc, imgUrl]);
}

export const PENDING_BIND_KEY = 'bazaarPendingBind';
export interface PendingBind {
  openAccessToken: string;
  openAccessType: 'wechat' | 'qq';
}

/** /login/third: the gateway's ticket of `#ticket=…&type=…`, else the one this tab kept (a reload), else null. */
export function pendingBind(hash: string, storage: Storage): PendingBind | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('ticket') ?? '';
  const type = params.get('type');
  if (/^[\w-]{16,128}$/.test(ticket) && (type === 'wechat' || type === 'qq')) {
    const bind = { openAccessToken: ticket, openAccessType: type } as const;
    storage.setItem(PENDING_BIND_KEY, JSON.stringify(bind));
    return bind;
  }
  try {
    const stored = JSON.parse(storage.getItem(PENDING_BIND_KEY) ?? 'null') as Partial<PendingBind> | null;
    if (
      stored &&
      typeof stored.openAccessToken === 'string' &&
      (stored.openAccessType === 'wechat' || stored.openAccessType === 'qq')
    )
      return { openAccessToken: stored.openAccessToken, openAccessType: stored.openAccessType };
  } catch {
    // A broken entry is no binding.
  }
  return null;
}
