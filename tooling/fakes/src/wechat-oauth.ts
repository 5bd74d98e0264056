/**
 * WeChat login as WeChat speaks it (issue 33), for tests, e2e and a staging box:
 * - the connect pages the browser is sent to — `/connect/qrconnect` (open platform website login, scope
 *   snsapi_login) and `/connect/oauth2/authorize` (official account, snsapi_base/snsapi_userinfo) — approve at
 *   once as the chosen test person and redirect to `redirect_uri?code=…&state=…`, as a phone would after the
 *   scan;
 * - the API host: `/sns/oauth2/access_token` (appid, secret and code checked; codes single-use, 5 minutes,
 *   bound to the appid that asked), `/sns/userinfo`, `/cgi-bin/token` and `/cgi-bin/ticket/getticket`,
 *   answering `{errcode, errmsg}` JSON like WeChat (40013 invalid appid, 40125 invalid appsecret, 40029 invalid
 *   code, 40163 code been used, 40001 invalid credential).
 * One person has one openid per appid and one unionid across the apps of the open platform account, as in
 * WeChat's UnionID mechanism.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isMain, printUrl } from './cli';
import { NOT_FOUND, startFakeServer, type FakeAnswer, type FakeServer } from './http';
import { redirectWithCode, testPerson } from './oauth';

export interface WechatApp {
  appid: string;
  secret: string;
  /** `open`: a website app (QR login); `mp`: an official account (OAuth inside WeChat, JS-SDK). */
  kind: 'open' | 'mp';
}

export interface WechatOAuthFakeOptions {
  apps: WechatApp[];
  port?: number;
  /** The fake's time in ms (codes expire after 5 minutes of it). */
  now?: () => number;
  /** Seconds `/cgi-bin/token` and `/cgi-bin/ticket/getticket` say their answers live (7200 as WeChat). */
  tokenTtlSeconds?: number;
  /** Seconds a jsapi_ticket lives (default: tokenTtlSeconds). */
  ticketTtlSeconds?: number;
}

export interface WechatOAuthFake extends FakeServer {
  /** Who approves the next logins (any string names a test person; default `alice`). */
  approveAs(person: string): void;
  openIdOf(person: string, appid: string): string;
  unionIdOf(person: string): string;
  /** A code for `person` at `appid` without the browser leg (as if the redirect had happened). */
  issueCode(appid: string, person?: string): string;
  /** Voids every official-account access_token issued so far (as another server fetching a new one does). */
  voidAppTokens(): void;
  /** Calls made to `/cgi-bin/token` and `/cgi-bin/ticket/getticket` so far (the cache tests count them). */
  readonly calls: { token: number; ticket: number };
}

const CODE_TTL_MS = 5 * 60_000;
const json = (body: unknown): FakeAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const err = (errcode: number, errmsg: string) => json({ errcode, errmsg });
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export async function startWechatOAuthFake(options: WechatOAuthFakeOptions): Promise<WechatOAuthFake> {
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlSeconds ?? 7200;
  const ticketTtl = options.ticketTtlSeconds ?? ttl;
  const apps = new Map(options.apps.map((a) => [a.appid, a]));
  const codes = new Map<string, { appid: string; person: string; scope: string; expires: number; used: boolean }>();
  const userTokens = new Map<string, { appid: string; person: string }>();
  const appTokens = new Map<string, { appid: string; expires: number }>();
  const calls = { token: 0, ticket: 0 };
  const person = testPerson();

  const openIdOf = (who: string, appid: string) => `o${digest(`${appid}:${who}`).slice(0, 27)}`;
  const unionIdOf = (who: string) => `u${digest(`union:${who}`).slice(0, 27)}`;
  const issueCode = (appid: string, who = person.current(), scope = 'snsapi_login') => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { appid, person: who, scope, expires: now() + CODE_TTL_MS, used: false });
    return code;
  };

  const server = await startFakeServer((request) => {
    const url = new URL(request.url, 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    switch (url.pathname) {
      case '/connect/qrconnect':
      case '/connect/oauth2/authorize': {
        const app = apps.get(q('appid'));
        const wanted = url.pathname === '/connect/qrconnect' ? 'open' : 'mp';
        const scope = q('scope');
        const scopes = wanted === 'open' ? ['snsapi_login'] : ['snsapi_base', 'snsapi_userinfo'];
        if (!app || app.kind !== wanted || q('response_type') !== 'code' || !scopes.includes(scope)) {
          return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: '参数错误' };
        }
        return redirectWithCode(q('redirect_uri'), q('state'), () => issueCode(app.appid, person.current(), scope), {
          status: 400,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
          body: 'redirect_uri 参数错误',
        });
      }
      case '/sns/oauth2/access_token': {
        const app = apps.get(q('appid'));
        if (!app) return err(40013, 'invalid appid');
        if (q('secret') !== app.secret) return err(40125, 'invalid appsecret');
        if (q('grant_type') !== 'authorization_code') return err(40002, 'invalid grant_type');
        const code = codes.get(q('code'));
        if (!code || code.appid !== app.appid || code.expires < now()) return err(40029, 'invalid code');
        if (code.used) return err(40163, 'code been used');
        code.used = true;
        const accessToken = randomBytes(24).toString('base64url');
        userTokens.set(accessToken, { appid: app.appid, person: code.person });
        return json({
          access_token: accessToken,
          expires_in: 7200,
          refresh_token: randomBytes(24).toString('base64url'),
          openid: openIdOf(code.person, app.appid),
          scope: code.scope,
          // The website app has the user's userinfo grant (snsapi_login), so WeChat adds the unionid; the
          // official account's silent snsapi_base does not.
          ...(code.scope === 'snsapi_base' ? {} : { unionid: unionIdOf(code.person) }),
        });
      }
      case '/sns/userinfo': {
        const token = userTokens.get(q('access_token'));
        if (!token || q('openid') !== openIdOf(token.person, token.appid)) return err(40001, 'invalid credential');
        return json({
          openid: openIdOf(token.person, token.appid),
          nickname: token.person,
          headimgurl: '',
          unionid: unionIdOf(token.person),
        });
      }
      case '/cgi-bin/token': {
        calls.token++;
        const app = apps.get(q('appid'));
        if (!app) return err(40013, 'invalid appid');
        if (q('secret') !== app.secret) return err(40125, 'invalid appsecret');
        if (q('grant_type') !== 'client_credential') return err(40002, 'invalid grant_type');
        const accessToken = randomBytes(24).toString('base64url');
        appTokens.set(accessToken, { appid: app.appid, expires: now() + ttl * 1000 });
        return json({ access_token: accessToken, expires_in: ttl });
      }
      case '/cgi-bin/ticket/getticket': {
        calls.ticket++;
        const token = appTokens.get(q('access_token'));
        if (!token) return err(40001, 'invalid credential, access_token is invalid or not latest');
        if (token.expires < now()) return err(42001, 'access_token expired');
        if (q('type') !== 'jsapi') return err(40097, 'invalid args');
        return json({ errcode: 0, errmsg: 'ok', ticket: randomBytes(32).toString('base64url'), expires_in: ticketTtl });
      }
      default:
        return NOT_FOUND;
    }
  }, options.port ?? 0);

  return {
    ...server,
    approveAs: person.approveAs,
    openIdOf,
    unionIdOf,
    voidAppTokens: () => appTokens.clear(),
    issueCode: (appid: string, who?: string) =>
      issueCode(appid, who, apps.get(appid)?.kind === 'mp' ? 'snsapi_base' : 'snsapi_login'),
    calls,
  };
}

// CLI: `npx tsx tooling/fakes/src/wechat-oauth.ts` (WECHAT_OPEN_APPID/SECRET,
// WECHAT_MP_APPID/SECRET, PORT) prints {"url": …} as one JSON line, then serves until killed.
if (isMain(import.meta.url)) {
  const env = process.env;
  const apps: WechatApp[] = [
    { appid: env.WECHAT_OPEN_APPID || 'wx-open-test', secret: env.WECHAT_OPEN_SECRET || 'open-secret', kind: 'open' },
    { appid: env.WECHAT_MP_APPID || 'wx-mp-test', secret: env.WECHAT_MP_SECRET || 'mp-secret', kind: 'mp' },
  ];
  const fake = await startWechatOAuthFake({ apps, port: Number(env.PORT ?? 0) });
  printUrl(fake);
}
