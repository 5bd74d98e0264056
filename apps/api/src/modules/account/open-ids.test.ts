/**
 * Real WeChat and QQ login (issue 33) against the local servers of tooling/fakes, which speak the companies'
 * protocols: the code's exchange, the ticket between the callback and /bind, unionids, the official account's
 * open id, and the JS-SDK signature with its cached ticket.
 */
import { startQqOAuthFake, type QqOAuthFake } from '@bazaar/fakes/qq-oauth';
import { startWechatOAuthFake, type WechatOAuthFake } from '@bazaar/fakes/wechat-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, CLIENT_AUTH, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { purgeExpired } from './housekeeping';
import { mpOpenIdOf, TICKET_TTL_MS } from './open-ids';

const OPEN = { appid: 'wx-open-test', secret: 'open-secret-of-the-test' };
const MP = { appid: 'wx-mp-test', secret: 'mp-secret-of-the-test' };
const QQ = { appid: '101000123', appkey: 'qq-appkey-of-the-test' };
const WEB = 'http://127.0.0.1:3000';
const PHONE = 'http://127.0.0.1:3002';
const PATHS = {
  options: '/api/auth/oauth/options',
  authorize: '/api/auth/oauth/authorize',
  callback: '/api/auth/oauth/callback',
  linkMp: '/api/auth/oauth/linkMp',
  jsConfig: '/api/common/wechat/jsConfig',
  openid: '/api/auth/authentication/openid',
  bind: '/api/auth/authentication/bind',
};
const STATE = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

type Kind = 'wechat' | 'qq' | 'wechat_mp';
interface CallbackData {
  token: string | null;
  ticket: string | null;
}

describe.each(DRIVERS)('WeChat and QQ login on %s', (driver) => {
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  let t: TestApp;
  let wechat: WechatOAuthFake;
  let qq: QqOAuthFake;
  let login: TestLogin;

  beforeAll(async () => {
    const now = () => clock.now().getTime();
    wechat = await startWechatOAuthFake({
      apps: [
        { ...OPEN, kind: 'open' },
        { ...MP, kind: 'mp' },
      ],
      now,
    });
    qq = await startQqOAuthFake({ ...QQ, now });
    t = await startTestApp(
      driver,
      {
        OAUTH_DRIVER: 'wechat,qq',
        WECHAT_OPEN_APPID: OPEN.appid,
        WECHAT_OPEN_SECRET: OPEN.secret,
        WECHAT_MP_APPID: MP.appid,
        WECHAT_MP_SECRET: MP.secret,
        WECHAT_OAUTH_BASE_URL: wechat.url,
        WECHAT_CONNECT_BASE_URL: wechat.url,
        QQ_APPID: QQ.appid,
        QQ_APPKEY: QQ.appkey,
        QQ_OAUTH_BASE_URL: qq.url,
        PUBLIC_ORIGIN: `${WEB},${PHONE}`,
      },
      { clock },
    );
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
    await wechat?.close();
    await qq?.close();
  });

  const post = <T>(url: string, payload: object, headers: Record<string, string> = {}) =>
    call<T>(t.app, url, { method: 'POST', payload, headers });

  /** The browser's leg: our authorize URL, followed to the company, which redirects back with code and state. */
  async function codeFor(kind: Kind, person: string, options: { origin?: string; userinfo?: boolean } = {}) {
    const res = await post<{ url: string }>(PATHS.authorize, { kind, state: STATE, ...options });
    expect(res.body.success).toBe(true);
    const company = (kind === 'qq' ? qq : wechat) as { approveAs(p: string): void };
    company.approveAs(person);
    const answer = await fetch(res.body.data.url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${options.origin ?? WEB}/oauth/${kind}/callback`);
    expect(back.searchParams.get('state')).toBe(STATE);
    return back.searchParams.get('code')!;
  }

  const callback = (kind: Kind, code: string, want: 'session' | 'ticket' = 'session', origin?: string) =>
    post<CallbackData>(
      PATHS.callback,
      { kind, code, want, ...(origin ? { origin } : {}) },
      { authorization: CLIENT_AUTH },
    );

  async function bind(type: 'wechat' | 'qq', ticket: string, mobile: string) {
    const smsCode = await login.smsCode(mobile);
    return post<{ token: string }>(
      PATHS.bind,
      { openAccessToken: ticket, openAccessType: type, mobile, smsCode },
      { authorization: CLIENT_AUTH },
    );
  }

  const userIdOf = async (token: string) =>
    (await call<{ userId: number }>(t.app, '/api/user/getUserInfo', { headers: bearer(token) })).body.data.userId;

  it('tells the sites the configured buttons and that the official account is there', async () => {
    const res = await call(t.app, PATHS.options);
    expect(res.body.data).toEqual({ providers: ['wechat', 'qq'], mode: 'real', wechatMp: true });
  });

  it('sends the browser to the QR page, QQ and the official account with redirect URIs on PUBLIC_ORIGIN', async () => {
    const web = await post<{ url: string }>(PATHS.authorize, { kind: 'wechat', state: STATE });
    const url = new URL(web.body.data.url);
    expect(url.origin + url.pathname).toBe(`${wechat.url}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: OPEN.appid,
      redirect_uri: `${WEB}/oauth/wechat/callback`,
      response_type: 'code',
      scope: 'snsapi_login',
      state: STATE,
    });
    expect(url.hash).toBe('#wechat_redirect');

    const phone = new URL(
      (await post<{ url: string }>(PATHS.authorize, { kind: 'wechat_mp', state: STATE, origin: PHONE })).body.data.url,
    );
    expect(phone.pathname).toBe('/connect/oauth2/authorize');
    expect(phone.searchParams.get('scope')).toBe('snsapi_base');
    expect(phone.searchParams.get('appid')).toBe(MP.appid);
    expect(phone.searchParams.get('redirect_uri')).toBe(`${PHONE}/oauth/wechat_mp/callback`);

    const qqUrl = new URL((await post<{ url: string }>(PATHS.authorize, { kind: 'qq', state: STATE })).body.data.url);
    expect(qqUrl.origin + qqUrl.pathname).toBe(`${qq.url}/oauth2.0/authorize`);
    expect(Object.fromEntries(qqUrl.searchParams)).toEqual({
      response_type: 'code',
      client_id: QQ.appid,
      redirect_uri: `${WEB}/oauth/qq/callback`,
      state: STATE,
    });
  });

  it('refuses an origin outside PUBLIC_ORIGIN and a malformed state', async () => {
    const evil = await post(PATHS.authorize, { kind: 'wechat', state: STATE, origin: 'https://evil.example' });
    expect(evil.body).toMatchObject({ success: false, resultCode: 'E010001', resultMessage: '登录来源不正确' });
    const short = await post(PATHS.authorize, { kind: 'wechat', state: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.resultMessage).toBe('登录状态无效，请重新登录');
  });

  it('exchanges codes for the gateway only: without the client header it is 401', async () => {
    const code = await codeFor('wechat', 'nobody');
    const res = await post(PATHS.callback, { kind: 'wechat', code, want: 'session' });
    expect(res.status).toBe(401);
    expect(res.body.resultMessage).toBe('客户端认证失败');
    // The refused call did not spend the code.
    expect((await callback('wechat', code)).body.success).toBe(true);
  });

  it('first WeChat login: a ticket, /openid says bind first, /bind with SMS logs in, the next login is direct', async () => {
    const first = await callback('wechat', await codeFor('wechat', 'dora'));
    expect(first.body.data.token).toBeNull();
    const ticket = first.body.data.ticket!;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    // The ticket is neither the open id nor WeChat's token.
    expect(ticket).not.toContain(wechat.openIdOf('dora', OPEN.appid));

    const unknown = await post(
      PATHS.openid,
      { openAccessToken: ticket, openAccessType: 'wechat' },
      { authorization: CLIENT_AUTH },
    );
    expect(unknown.body).toMatchObject({ success: false, resultCode: 'E020101' });

    const mobile = freshMobile();
    const bound = await bind('wechat', ticket, mobile);
    expect(bound.body.success).toBe(true);
    const userId = await userIdOf(bound.body.data.token);

    const again = await callback('wechat', await codeFor('wechat', 'dora'));
    expect(again.body.data.ticket).toBeNull();
    expect(await userIdOf(again.body.data.token!)).toBe(userId);
  });

  it('refuses a ticket used twice, even after the first /bind succeeded', async () => {
    const { ticket } = (await callback('wechat', await codeFor('wechat', 'erin'))).body.data;
    const mobile = freshMobile();
    expect((await bind('wechat', ticket!, mobile)).body.success).toBe(true);
    const second = await bind('wechat', ticket!, freshMobile());
    expect(second.body).toMatchObject({ success: false, resultMessage: '第三方登录凭证无效，请重新授权' });
  });

  it('keeps the ticket after a wrong SMS code, and refuses it once expired', async () => {
    const { ticket } = (await callback('qq', await codeFor('qq', 'fred'))).body.data;
    const mobile = freshMobile();
    await login.smsCode(mobile);
    const wrong = await post(
      PATHS.bind,
      { openAccessToken: ticket, openAccessType: 'qq', mobile, smsCode: '000000' },
      { authorization: CLIENT_AUTH },
    );
    expect(wrong.body.success).toBe(false);
    expect((await bind('qq', ticket!, mobile)).body.success).toBe(true);

    const { ticket: late } = (await callback('qq', await codeFor('qq', 'fiona'))).body.data;
    // 10 minutes later (the SMS helper moves the clock 61 s more) the ticket is dead.
    clock.advance(TICKET_TTL_MS - 61_000);
    const refused = await bind('qq', late!, freshMobile());
    expect(refused.body).toMatchObject({ success: false, resultMessage: '第三方登录凭证无效，请重新授权' });
  });

  it('refuses a forged ticket, a dev token and a QQ ticket offered as WeChat', async () => {
    const forged = 'A'.repeat(43);
    const dev = 'dev-someone-else';
    const { ticket: qqTicket } = (await callback('qq', await codeFor('qq', 'gina'))).body.data;
    for (const [token, type] of [
      [forged, 'wechat'],
      [dev, 'wechat'],
      [qqTicket!, 'wechat'],
    ] as const) {
      const res = await post(
        PATHS.openid,
        { openAccessToken: token, openAccessType: type },
        { authorization: CLIENT_AUTH },
      );
      expect(res.body).toMatchObject({ success: false, resultMessage: '第三方登录凭证无效，请重新授权' });
    }
  });

  it('refuses a replayed code (WeChat 40163, QQ 100019) with 授权已失效', async () => {
    const code = await codeFor('wechat', 'hank');
    expect((await callback('wechat', code)).body.success).toBe(true);
    const replay = await callback('wechat', code);
    expect(replay.body).toMatchObject({
      success: false,
      resultCode: 'E010001',
      resultMessage: '授权已失效，请重新登录',
    });

    const qqCode = await codeFor('qq', 'hank');
    expect((await callback('qq', qqCode)).body.success).toBe(true);
    expect((await callback('qq', qqCode)).body.resultMessage).toBe('授权已失效，请重新登录');
    expect((await callback('wechat', 'made-up-code')).body.resultMessage).toBe('授权已失效，请重新登录');
  });

  it('refuses a QQ code sent back for another redirect URI (the phone site’s origin)', async () => {
    const code = await codeFor('qq', 'ivan');
    const res = await callback('qq', code, 'session', PHONE);
    expect(res.body.resultMessage).toBe('授权已失效，请重新登录');
  });

  it('QQ: first login binds, the next one is direct', async () => {
    const { ticket } = (await callback('qq', await codeFor('qq', 'jane'))).body.data;
    const bound = await bind('qq', ticket!, freshMobile());
    const userId = await userIdOf(bound.body.data.token);
    const next = await callback('qq', await codeFor('qq', 'jane'));
    expect(await userIdOf(next.body.data.token!)).toBe(userId);
  });

  it('joins the official account and the website login of one person by unionid', async () => {
    // Inside WeChat on the phone: 微信登录 asks (snsapi_userinfo, with unionid), then a mobile is bound.
    const phoneCode = await codeFor('wechat_mp', 'kate', { origin: PHONE, userinfo: true });
    const { ticket } = (await callback('wechat_mp', phoneCode, 'session', PHONE)).body.data;
    const bound = await bind('wechat', ticket!, freshMobile());
    const userId = await userIdOf(bound.body.data.token);
    expect(await mpOpenIdOf(t.app.database, { userId })).toBe(wechat.openIdOf('kate', MP.appid));

    // On a computer: the QR login has another open id but the same unionid: the same account, no binding.
    const web = await callback('wechat', await codeFor('wechat', 'kate'));
    expect(web.body.data.ticket).toBeNull();
    expect(await userIdOf(web.body.data.token!)).toBe(userId);
  });

  it('links the silent official-account open id to the logged-in user (mpOpenIdOf), and never to a second one', async () => {
    const token = await login.bySms(freshMobile());
    const userId = await userIdOf(token);
    expect(await mpOpenIdOf(t.app.database, { userId })).toBeNull();
    const code = await codeFor('wechat_mp', 'liam', { origin: PHONE });
    const { ticket, token: session } = (await callback('wechat_mp', code, 'ticket', PHONE)).body.data;
    expect(session).toBeNull();
    const linked = await post(PATHS.linkMp, { ticket }, bearer(token));
    expect(linked.body.success).toBe(true);
    expect(await mpOpenIdOf(t.app.database, { userId })).toBe(wechat.openIdOf('liam', MP.appid));
    // The ticket is spent.
    expect((await post(PATHS.linkMp, { ticket }, bearer(token))).body.success).toBe(false);

    // The same WeChat seen while another user is logged in is refused.
    const other = await login.bySms(freshMobile());
    const again = (await callback('wechat_mp', await codeFor('wechat_mp', 'liam', { origin: PHONE }), 'ticket', PHONE))
      .body.data;
    const refused = await post(PATHS.linkMp, { ticket: again.ticket }, bearer(other));
    expect(refused.body).toMatchObject({ success: false, resultMessage: '该微信已绑定其他账号' });
    // And the silent login of that official-account open id now logs its owner in.
    const silent = await callback('wechat_mp', await codeFor('wechat_mp', 'liam', { origin: PHONE }), 'session', PHONE);
    expect(await userIdOf(silent.body.data.token!)).toBe(userId);
  });

  it('signs our pages for wx.config with a cached jsapi_ticket, refreshed shortly before it expires', async () => {
    const before = { ...wechat.calls };
    const page = `${PHONE}/works/12?from=share#top`;
    const first = await call<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
      t.app,
      `${PATHS.jsConfig}?url=${encodeURIComponent(page)}`,
    );
    expect(first.body.data).toMatchObject({ appId: MP.appid, timestamp: Math.floor(clock.now().getTime() / 1000) });
    expect(first.body.data.signature).toMatch(/^[0-9a-f]{40}$/);
    const second = await call(t.app, `${PATHS.jsConfig}?url=${encodeURIComponent(`${PHONE}/task/3`)}`);
    expect(second.body.success).toBe(true);
    expect(wechat.calls).toEqual({ token: before.token + 1, ticket: before.ticket + 1 });

    // 7200 s tickets are fetched anew 5 minutes before they expire.
    clock.advance(7200_000 - 6 * 60_000);
    await call(t.app, `${PATHS.jsConfig}?url=${encodeURIComponent(page)}`);
    expect(wechat.calls).toEqual({ token: before.token + 1, ticket: before.ticket + 1 });
    clock.advance(2 * 60_000);
    await call(t.app, `${PATHS.jsConfig}?url=${encodeURIComponent(page)}`);
    expect(wechat.calls).toEqual({ token: before.token + 2, ticket: before.ticket + 2 });
  });

  it('housekeeping deletes tickets a day past their expiry, and keeps live ones', async () => {
    await callback('qq', await codeFor('qq', 'olga'));
    clock.advance(2 * 24 * 60 * 60_000);
    const { ticket } = (await callback('qq', await codeFor('qq', 'olga'))).body.data;
    const before = await countRows(t.app, 'oauth_tickets');
    const { oauthTickets } = await purgeExpired({ db: t.app.database.db, clock });
    expect(oauthTickets).toBeGreaterThanOrEqual(1);
    expect(await countRows(t.app, 'oauth_tickets')).toBe(before - oauthTickets);
    // The live one still binds.
    expect((await bind('qq', ticket!, freshMobile())).body.success).toBe(true);
  });

  it('signs only pages of PUBLIC_ORIGIN', async () => {
    const res = await call(t.app, `${PATHS.jsConfig}?url=${encodeURIComponent('https://evil.example/x')}`);
    expect(res.body).toMatchObject({ success: false, resultMessage: '页面地址不正确' });
  });
});

describe('OAUTH_DRIVER=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(DRIVERS[0]!, { OAUTH_DRIVER: 'off' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows no buttons and takes no open token, not even a dev one', async () => {
    expect((await call(t.app, PATHS.options)).body.data).toEqual({ providers: [], mode: 'off', wechatMp: false });
    const res = await call(t.app, PATHS.openid, {
      method: 'POST',
      payload: { openAccessToken: 'dev-abcdefgh', openAccessType: 'wechat' },
      headers: { authorization: CLIENT_AUTH },
    });
    expect(res.body.resultMessage).toBe('第三方登录凭证无效，请重新授权');
    const authorize = await call(t.app, PATHS.authorize, { method: 'POST', payload: { kind: 'wechat', state: STATE } });
    expect(authorize.body.resultMessage).toBe('暂不支持该登录方式');
  });
});
