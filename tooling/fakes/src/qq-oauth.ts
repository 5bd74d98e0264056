/**
 * QQ Connect (QQ互联) as QQ speaks it (issue 33), for tests, e2e and a staging box:
 * - `/oauth2.0/authorize?response_type=code&client_id&redirect_uri&state` approves at once as the chosen test
 *   person and redirects to `redirect_uri?code=…&state=…`;
 * - `/oauth2.0/token?grant_type=authorization_code&client_id&client_secret&code&redirect_uri[&fmt=json]`:
 *   the app key, the code (single-use, 10 minutes, bound to the app) and the redirect_uri it was issued for
 *   are checked; the answer is `access_token=…&expires_in=…&refresh_token=…` (or JSON with fmt=json);
 * - `/oauth2.0/me?access_token[&unionid=1][&fmt=json]`: `{client_id, openid[, unionid]}`.
 * Errors are `{error, error_description}` — as JSON with fmt=json, else JSONP `callback( {...} );` as QQ
 * answers them (100009 bad app key, 100010 bad redirect_uri, 100019 bad code, 100016 bad access token).
 */
import { createHash, randomBytes } from 'node:crypto';
import { isMain, printUrl } from './cli';
import { NOT_FOUND, startFakeServer, type FakeAnswer, type FakeServer } from './http';
import { redirectWithCode, testPerson } from './oauth';

export interface QqOAuthFakeOptions {
  appid: string;
  appkey: string;
  port?: number;
  now?: () => number;
}

export interface QqOAuthFake extends FakeServer {
  approveAs(person: string): void;
  openIdOf(person: string): string;
  unionIdOf(person: string): string;
  /** A code for `person` issued for `redirectUri`, without the browser leg. */
  issueCode(redirectUri: string, person?: string): string;
}

const CODE_TTL_MS = 10 * 60_000;
const hex = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

export async function startQqOAuthFake(options: QqOAuthFakeOptions): Promise<QqOAuthFake> {
  const now = options.now ?? Date.now;
  const codes = new Map<string, { person: string; redirectUri: string; expires: number; used: boolean }>();
  const tokens = new Map<string, string>();
  const person = testPerson();
  const openIdOf = (who: string) => hex(`${options.appid}:${who}`).slice(0, 32);
  const unionIdOf = (who: string) => `UID_${hex(`union:${who}`).slice(0, 28)}`;
  const issueCode = (redirectUri: string, who = person.current()) => {
    const code = randomBytes(16).toString('hex').toUpperCase();
    codes.set(code, { person: who, redirectUri, expires: now() + CODE_TTL_MS, used: false });
    return code;
  };

  const server = await startFakeServer((request): FakeAnswer => {
    const url = new URL(request.url, 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const asJson = q('fmt') === 'json';
    const answer = (body: object, form?: Record<string, string>): FakeAnswer =>
      asJson
        ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : form
          ? { status: 200, headers: { 'content-type': 'text/plain' }, body: new URLSearchParams(form).toString() }
          : { status: 200, headers: { 'content-type': 'text/plain' }, body: `callback( ${JSON.stringify(body)} );\n` };
    const error = (code: number, description: string) => answer({ error: code, error_description: description });

    switch (url.pathname) {
      case '/oauth2.0/authorize': {
        if (q('client_id') !== options.appid) return { status: 400, body: 'client_id is wrong' };
        if (q('response_type') !== 'code') return { status: 400, body: 'response_type is wrong' };
        return redirectWithCode(q('redirect_uri'), q('state'), () => issueCode(q('redirect_uri')), {
          status: 400,
          body: 'redirect uri is illegal',
        });
      }
      case '/oauth2.0/token': {
        if (q('grant_type') !== 'authorization_code') return error(100004, 'param grant_type is wrong');
        if (q('client_id') !== options.appid) return error(100008, 'client_id is wrong');
        if (q('client_secret') !== options.appkey) return error(100009, 'client secret is illegal');
        const code = codes.get(q('code'));
        if (!code || code.used || code.expires < now()) return error(100019, 'code to access token error');
        if (code.redirectUri !== q('redirect_uri')) return error(100010, 'redirect uri is illegal');
        code.used = true;
        const accessToken = randomBytes(16).toString('hex').toUpperCase();
        tokens.set(accessToken, code.person);
        const granted = {
          access_token: accessToken,
          expires_in: '7776000',
          refresh_token: randomBytes(16).toString('hex').toUpperCase(),
        };
        return answer(granted, granted);
      }
      case '/oauth2.0/me': {
        const who = tokens.get(q('access_token'));
        if (!who) return error(100016, 'access token check failed');
        return answer({
          client_id: options.appid,
          openid: openIdOf(who),
          ...(q('unionid') === '1' ? { unionid: unionIdOf(who) } : {}),
        });
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
    issueCode,
  };
}

// CLI: `npx tsx tooling/fakes/src/qq-oauth.ts` (QQ_APPID, QQ_APPKEY, PORT) prints {"url": …} as one JSON line.
if (isMain(import.meta.url)) {
  const env = process.env;
  const fake = await startQqOAuthFake({
    appid: env.QQ_APPID || '101000000',
    appkey: env.QQ_APPKEY || 'qq-app-key',
    port: Number(env.PORT ?? 0),
  });
  printUrl(fake);
}
