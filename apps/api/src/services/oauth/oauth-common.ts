/**
 * What the WeChat and QQ clients share (issue 33): kinds of open id, the identity, errors, the HTTP call and
 * reading the companies' answers.
 */
import type { z } from 'zod';
import type { OpenAccessType } from './oauth-provider';

/**
 * Where an open id comes from: WeChat open ids are per app, so the website app's (`wechat`) and the official
 * account's (`wechat_mp`) differ for one person; their unionid is the same (WeChat's UnionID mechanism).
 */
export const OPEN_ID_KINDS = ['wechat', 'qq', 'wechat_mp'] as const;
export type OpenIdKind = (typeof OPEN_ID_KINDS)[number];

export const isOpenIdKind = (value: string): value is OpenIdKind =>
  (OPEN_ID_KINDS as readonly string[]).includes(value);

/** The button a kind belongs to (the contract's `openAccessType`). */
export const accessTypeOf = (kind: OpenIdKind): OpenAccessType => (kind === 'qq' ? 'qq' : 'wechat');

export interface OAuthIdentity {
  kind: OpenIdKind;
  openId: string;
  /** WeChat's and QQ's unionid when the company gave one, else null. */
  unionId: string | null;
}

/** The company refused the code (invalid, used, expired, not ours): the user must authorise again. */
export class OAuthRefused extends Error {
  constructor(readonly detail: string) {
    super(`oauth refused: ${detail}`);
  }
}

/** The company could not be reached or answered nonsense: try again later. Never carries a secret or URL. */
export class OAuthUnavailable extends Error {
  constructor(readonly detail: string) {
    super(`oauth unavailable: ${detail}`);
  }
}

/** One company's login: where the browser goes, and the code's exchange. */
export interface OAuthClient {
  readonly kind: OpenIdKind;
  /** The company's page for the browser; `redirectUri` is ours (built from PUBLIC_ORIGIN). */
  /** `userinfo`: the official account asks the user (snsapi_userinfo, gives the unionid) instead of the silent snsapi_base. */
  authorizeUrl(state: string, redirectUri: string, options?: { userinfo?: boolean }): string;
  exchange(code: string, redirectUri: string): Promise<OAuthIdentity>;
}

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

/** Calls to the companies give up after this (the user is waiting on the callback). */
export const OAUTH_TIMEOUT_MS = 8_000;

/** GET `url` as JSON within OAUTH_TIMEOUT_MS; network failures become OAuthUnavailable (without the URL). */
export async function getText(fetchImpl: FetchLike, url: string, what: string): Promise<string> {
  let res: Response;
  try {
    res = await fetchImpl(url, { signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS) });
  } catch (error) {
    // The URL carries our secret (WeChat and QQ take it in the query): name the call, never the URL.
    const code = (error as { cause?: { code?: string }; name?: string }).cause?.code ?? (error as Error).name;
    throw new OAuthUnavailable(`${what}: ${code}`);
  }
  if (!res.ok) throw new OAuthUnavailable(`${what}: HTTP ${res.status}`);
  return res.text();
}

/** An answer's text as JSON; OAuthUnavailable when it is not. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new OAuthUnavailable(`${what}: not JSON`);
  }
}

/**
 * The error code a company answered (none, or 0: no error) as an error: OAuthRefused for one of `refused` (a
 * code the user brought that is not good: they must authorise again), OAuthUnavailable for any other (a wrong
 * secret is ours to fix, not the user's). `detail` names the call and the code.
 */
export function throwIfErrorCode(code: number | undefined, refused: ReadonlySet<number>, detail: string): void {
  if (code === undefined || code === 0) return;
  if (refused.has(code)) throw new OAuthRefused(detail);
  throw new OAuthUnavailable(detail);
}

/** `body` as `schema` reads it; OAuthUnavailable when it does not fit. */
export function readAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new OAuthUnavailable(`${what}: unexpected answer`);
  return parsed.data;
}
