import { describe, expect, it } from 'vitest';
import { oauthStartUrl, pendingBind, phoneLogins, shareData, type OAuthOptions } from './wechat';
import { memoryStorage } from '@bazaar/react/memory-storage';

const real: OAuthOptions = { providers: ['wechat', 'qq'], mode: 'real', wechatMp: true };

describe('third-party login on a phone (issue 33)', () => {
  it('offers 微信登录 only inside WeChat with the official account, QQ where configured, nothing when off', () => {
    expect(phoneLogins(real, true)).toEqual(['wechat_mp', 'qq']);
    expect(phoneLogins(real, false)).toEqual(['qq']);
    expect(phoneLogins({ ...real, wechatMp: false }, true)).toEqual(['qq']);
    expect(phoneLogins({ providers: ['wechat'], mode: 'real', wechatMp: true }, false)).toEqual([]);
    expect(phoneLogins({ providers: [], mode: 'off', wechatMp: false }, true)).toEqual([]);
    // The development driver's dev-<openid> login is the desktop's; the phone offers none.
    expect(phoneLogins({ providers: ['wechat', 'qq'], mode: 'dev', wechatMp: false }, true)).toEqual([]);
    expect(phoneLogins(null, true)).toEqual([]);
  });

  it('starts at the gateway with the redirect path, asking WeChat for the userinfo grant when told', () => {
    expect(oauthStartUrl('qq', '/task/3')).toBe('/oauth/qq/start?redirect=%2Ftask%2F3');
    expect(oauthStartUrl('wechat_mp', '/', true)).toBe('/oauth/wechat_mp/start?redirect=%2F&userinfo=1');
  });

  it('takes the ticket from the #fragment into sessionStorage (a reload finds it), and nothing malformed', () => {
    const storage = memoryStorage();
    const ticket = 'x'.repeat(43);
    expect(pendingBind('#ticket=bad&type=qq', storage)).toBeNull();
    expect(pendingBind(`#ticket=${ticket}&type=weibo`, storage)).toBeNull();
    expect(pendingBind(`#ticket=${ticket}&type=qq`, storage)).toEqual({
      openAccessToken: ticket,
      openAccessType: 'qq',
    });
    expect(pendingBind('', storage)).toEqual({ openAccessToken: ticket, openAccessType: 'qq' });
  });
});

describe('WeChat share cards (issue 33)', () => {
  it('shares the page without its fragment, with an absolute picture and a description', () => {
    expect(
      shareData({ title: '作品', desc: '', imgUrl: '/img/a.jpg' }, 'https://m.example.com/works/1?from=x#top'),
    ).toEqual({
      title: '作品',
      desc: '作品',
      link: 'https://m.example.com/works/1?from=x',
      imgUrl: 'https://m.example.com/img/a.jpg',
    });
    expect(shareData({ title: 't', desc: 'd', imgUrl: null }, 'https://m.example.com/task/3').imgUrl).toBe(
      'https://m.example.com/favicon.svg',
    );
  });
});
