/**
 * QQ Connect (QQ互联, issue 33), as QQ documents it:
 * - browser → `{base}/oauth2.0/authorize?response_type=code&client_id&redirect_uri&state`;
 * - server → `{base}/oauth2.0/token?grant_type=authorization_code&client_id&client_secret&code&redirect_uri&fmt=json`
 *   answers `{access_token, expires_in, refresh_token}` (the redirect_uri must be the one the code was issued
 *   for), then `{base}/oauth2.0/me?access_token&unionid=1&fmt=json` answers `{client_id, openid, unionid}`.
 * Errors are `{error, error_description}`; without fmt=json QQ wraps them as `callback( {...} );`, which is
 * read too.
 */
import { z } from 'zod';
import {
  getText,
  OAuthRefused,
  parseJson,
  readAnswer,
  throwIfErrorCode,
  type FetchLike,
  type OAuthClient,
  type OAuthIdentity,
} from './oauth-common';

const errorAnswer = z.object({ error: z.coerce.number(), error_description: z.string().optional() });
const tokenAnswer = z.object({ access_token: z.string().min(1) });
const meAnswer = z.object({
  client_id: z.coerce.string(),
  openid: z.string().min(1).max(64),
  unionid: z.string().min(1).max(64).optional(),
});

/** Codes QQ answers for a code that is not good (any more), or a redirect_uri it was not issued for. */
const REFUSED_CODES = new Set([100010, 100019, 100020]);

/** JSON, or QQ's JSONP `callback( {...} );`. */
function parseAnswer(text: string, what: string): unknown {
  const jsonp = /^\s*callback\(\s*([\s\S]*?)\s*\);?\s*$/.exec(text);
  return parseJson(jsonp ? jsonp[1]! : text, what);
}

function throwIfError(body: unknown, what: string): void {
  const failed = errorAnswer.safeParse(body);
  if (failed.success) throwIfErrorCode(failed.data.error, REFUSED_CODES, `${what}: error ${failed.data.error}`);
}

export class QqOAuthClient implements OAuthClient {
  readonly kind = 'qq' as const;

  constructor(
    private readonly app: { appid: string; appkey: string },
    private readonly base: string,
    private readonly fetchImpl: FetchLike,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(`${this.base}/oauth2.0/authorize`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.app.appid);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.href;
  }

  async exchange(code: string, redirectUri: string): Promise<OAuthIdentity> {
    const tokenUrl = new URL(`${this.base}/oauth2.0/token`);
    tokenUrl.searchParams.set('grant_type', 'authorization_code');
    tokenUrl.searchParams.set('client_id', this.app.appid);
    tokenUrl.searchParams.set('client_secret', this.app.appkey);
    tokenUrl.searchParams.set('code', code);
    tokenUrl.searchParams.set('redirect_uri', redirectUri);
    tokenUrl.searchParams.set('fmt', 'json');
    const what = 'qq token';
    const token = parseAnswer(await getText(this.fetchImpl, tokenUrl.href, what), what);
    throwIfError(token, what);
    const granted = readAnswer(tokenAnswer, token, what);

    const meUrl = new URL(`${this.base}/oauth2.0/me`);
    meUrl.searchParams.set('access_token', granted.access_token);
    meUrl.searchParams.set('unionid', '1');
    meUrl.searchParams.set('fmt', 'json');
    const whatMe = 'qq me';
    const me = parseAnswer(await getText(this.fetchImpl, meUrl.href, whatMe), whatMe);
    throwIfError(me, whatMe);
    const parsed = readAnswer(meAnswer, me, whatMe);
    // The token must have been issued to our app (QQ's own advice): a token of another app names its user.
    if (parsed.client_id !== this.app.appid) throw new OAuthRefused(`${whatMe}: token of another app`);
    return { kind: 'qq', openId: parsed.openid, unionId: parsed.unionid ?? null };
  }
}
