/**
 * Third-party login (docs/product.md §7 /openid and /bind): a provider turns the client's open access token into
 * the open id of that WeChat or QQ account, or null when the token is not valid.
 */
export const OPEN_ACCESS_TYPES = ['wechat', 'qq'] as const;
export type OpenAccessType = (typeof OPEN_ACCESS_TYPES)[number];

export const isOpenAccessType = (value: string): value is OpenAccessType =>
  (OPEN_ACCESS_TYPES as readonly string[]).includes(value);

export interface OAuthProvider {
  readonly name: string;
  resolveOpenId(type: OpenAccessType, accessToken: string): Promise<string | null>;
}

/**
 * Development: the token `dev-<openid>` is that open id (the web keeps one random id per browser). A real
 * provider would call the WeChat/QQ token endpoints here and nothing else would change.
 */
export class DevOAuthProvider implements OAuthProvider {
  readonly name = 'dev';

  async resolveOpenId(_type: OpenAccessType, accessToken: string): Promise<string | null> {
    const match = /^dev-([\w-]{4,64})$/.exec(accessToken);
    return match ? match[1]! : null;
  }
}

export function createOAuthProvider(drivers: readonly string[]): OAuthProvider {
  // Issue 33: the WeChat and QQ drivers replace this.
  if (!drivers.includes('dev')) throw new Error('OAUTH_DRIVER: only dev is wired yet');
  return new DevOAuthProvider();
}
