/**
 * The WeChat client against the local WeChat server (tooling/fakes): the documented signature example, and
 * failures that must never carry the app secret (it travels in the query string of WeChat's API).
 */
import { startWechatOAuthFake, type WechatOAuthFake } from '@bazaar/fakes/wechat-oauth';
import { startQqOAuthFake, type QqOAuthFake } from '@bazaar/fakes/qq-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock/clock';
import { OAuthRefused, OAuthUnavailable } from './oauth-common';
import { QqOAuthClient } from './qq';
import { jsapiSignature, WechatJsSdk, WechatOAuthClient } from './wechat';

const OPEN = { appid: 'wx-open-unit', secret: 'the-real-open-secret' };
const MP = { appid: 'wx-mp-unit', secret: 'the-real-mp-secret' };

describe('the JS-SDK signature', () => {
  it('matches the worked example of WeChat’s JS-SDK documentation (附录1)', () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('WeChat and QQ clients against the local servers', () => {
  let wechat: WechatOAuthFake;
  let qq: QqOAuthFake;
  beforeAll(async () => {
    wechat = await startWechatOAuthFake({
      apps: [
        { ...OPEN, kind: 'open' },
        { ...MP, kind: 'mp' },
      ],
    });
    qq = await startQqOAuthFake({ appid: '101', appkey: 'the-real-qq-key' });
  });
  afterAll(async () => {
    await wechat?.close();
    await qq?.close();
  });
  const base = () => ({ api: wechat.url, connect: wechat.url });

  it('gives the website open id and unionid for a code, once', async () => {
    const client = new WechatOAuthClient('wechat', OPEN, base(), fetch);
    const code = wechat.issueCode(OPEN.appid, 'mia');
    expect(await client.exchange(code)).toEqual({
      kind: 'wechat',
      openId: wechat.openIdOf('mia', OPEN.appid),
      unionId: wechat.unionIdOf('mia'),
    });
    await expect(client.exchange(code)).rejects.toBeInstanceOf(OAuthRefused);
  });

  it('refuses a code issued to the other app (40029)', async () => {
    const client = new WechatOAuthClient('wechat', OPEN, base(), fetch);
    await expect(client.exchange(wechat.issueCode(MP.appid, 'mia'))).rejects.toBeInstanceOf(OAuthRefused);
  });

  it('says a wrong secret (40125) is unavailable, naming the errcode and never the secret', async () => {
    const wrong = { appid: OPEN.appid, secret: 'a-wrong-secret-value' };
    const client = new WechatOAuthClient('wechat', wrong, base(), fetch);
    const error = await client.exchange(wechat.issueCode(OPEN.appid)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthUnavailable);
    expect(String((error as Error).message)).toContain('40125');
    expect(String((error as Error).message)).not.toContain('a-wrong-secret-value');
  });

  it('never puts the URL (with its secret) into a network failure', async () => {
    const client = new WechatOAuthClient('wechat', OPEN, { api: 'http://127.0.0.1:9', connect: wechat.url }, fetch);
    const error = await client.exchange('any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthUnavailable);
    expect(
      JSON.stringify({ message: (error as Error).message, detail: (error as OAuthUnavailable).detail }),
    ).not.toContain(OPEN.secret);
  });

  it('reads QQ’s JSONP errors too, and checks the token was issued to our app', async () => {
    const ours = new QqOAuthClient({ appid: '101', appkey: 'the-real-qq-key' }, qq.url, fetch);
    const redirect = 'http://127.0.0.1:3000/oauth/qq/callback';
    expect((await ours.exchange(qq.issueCode(redirect, 'nora'), redirect)).openId).toBe(qq.openIdOf('nora'));
    const wrongKey = new QqOAuthClient({ appid: '101', appkey: 'not-the-key' }, qq.url, fetch);
    const error = await wrongKey.exchange(qq.issueCode(redirect), redirect).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthUnavailable);
    expect((error as Error).message).toContain('100009');
    expect((error as Error).message).not.toContain('not-the-key');
  });

  it('fetches the jsapi_ticket once for concurrent callers, and signs with it', async () => {
    const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
    const sdk = new WechatJsSdk(MP, wechat.url, clock, fetch);
    const before = { ...wechat.calls };
    const signed = await Promise.all([sdk.sign('http://x/a'), sdk.sign('http://x/b'), sdk.sign('http://x/c')]);
    expect(new Set(signed.map((s) => s.signature)).size).toBe(3);
    expect(wechat.calls).toEqual({ token: before.token + 1, ticket: before.ticket + 1 });
    // A signature made here verifies with the ticket WeChat gave.
    const ticket = await sdk.ticket();
    const one = signed[0]!;
    expect(jsapiSignature({ ticket, nonceStr: one.nonceStr, timestamp: one.timestamp, url: 'http://x/a' })).toBe(
      one.signature,
    );
  });

  it('fetches a new token when WeChat says the cached one was voided (40001) while the ticket was due', async () => {
    const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
    // Tickets of 10 minutes (refreshed after half of it) under a token of two hours.
    const short = await startWechatOAuthFake({ apps: [{ ...MP, kind: 'mp' }], ticketTtlSeconds: 600 });
    try {
      const sdk = new WechatJsSdk(MP, short.url, clock, fetch);
      const first = await sdk.ticket();
      expect(short.calls).toEqual({ token: 1, ticket: 1 });
      clock.advance(299_000);
      expect(await sdk.ticket()).toBe(first);
      expect(short.calls).toEqual({ token: 1, ticket: 1 });
      // Another server fetched a token: ours is void, but not due by its own clock.
      short.voidAppTokens();
      clock.advance(2_000);
      const fresh = await sdk.ticket();
      expect(fresh).not.toBe(first);
      expect(short.calls).toEqual({ token: 2, ticket: 3 });
    } finally {
      await short.close();
    }
  });
});
