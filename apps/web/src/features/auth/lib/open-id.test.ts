import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bindFromHash,
  devOpenAccessToken,
  forgetBoundOpenId,
  loginButtons,
  oauthErrorFromHash,
  readPendingBind,
} from './open-id';
import { memoryStorage } from '@bazaar/react/memory-storage';

describe('the third-party id in the browser (issue 22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the dev open id in sessionStorage, never in localStorage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    const token = devOpenAccessToken();
    expect(session.getItem('bazaarDevOpenId')).toBe(token.slice(4));
    expect(local.length).toBe(0);
  });

  it('keeps the dev open id in the given (session) storage, stable within it', () => {
    const session = memoryStorage();
    const token = devOpenAccessToken(session);
    expect(token).toMatch(/^dev-[\w-]{8,64}$/);
    expect(devOpenAccessToken(session)).toBe(token);
    expect(session.getItem('bazaarDevOpenId')).toBe(token.slice(4));
  });

  it('keeps no bound id in localStorage after binding', () => {
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);
    local.setItem('bazaarDevOpenId', 'abcdef0123456789');
    local.setItem('other', 'kept');
    forgetBoundOpenId();
    expect(local.getItem('bazaarDevOpenId')).toBeNull();
    expect(local.getItem('other')).toBe('kept');
  });
});

describe('real WeChat/QQ login in the browser (issue 33)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws only the configured buttons, none with OAUTH_DRIVER=off or before the api answers', () => {
    expect(loginButtons({ providers: ['wechat', 'qq'], mode: 'real' })).toEqual(['wechat', 'qq']);
    expect(loginButtons({ providers: ['qq'], mode: 'real' })).toEqual(['qq']);
    expect(loginButtons({ providers: ['wechat', 'qq'], mode: 'off' })).toEqual([]);
    expect(loginButtons({ providers: [], mode: 'off' })).toEqual([]);
    expect(loginButtons(null)).toEqual([]);
    expect(loginButtons(undefined)).toEqual([]);
  });

  it('takes the gateway’s ticket from the #fragment into sessionStorage, and nothing malformed', () => {
    const session = memoryStorage();
    vi.stubGlobal('sessionStorage', session);
    const ticket = 'A'.repeat(43);
    expect(bindFromHash(`#ticket=${ticket}&type=qq`)).toEqual({ openAccessToken: ticket, openAccessType: 'qq' });
    expect(bindFromHash(`#ticket=${ticket}&type=weibo`)).toBeNull();
    expect(bindFromHash('#ticket=short&type=wechat')).toBeNull();
    expect(bindFromHash(`#ticket=${ticket}<script>&type=wechat`)).toBeNull();
    expect(readPendingBind(null, `#ticket=${ticket}&type=wechat`)).toEqual({
      openAccessToken: ticket,
      openAccessType: 'wechat',
    });
    // A reload of /login/third (the fragment gone) still finds it.
    expect(readPendingBind(null, '')).toEqual({ openAccessToken: ticket, openAccessType: 'wechat' });
  });

  it('reads the gateway’s refusal from the #fragment', () => {
    expect(oauthErrorFromHash(`#oauthError=${encodeURIComponent('登录状态已失效，请重新登录')}`)).toBe(
      '登录状态已失效，请重新登录',
    );
    expect(oauthErrorFromHash('')).toBeNull();
  });
});
