/**
 * Third-party login (docs/product.md §7 /openid and /bind). With real WeChat/QQ login (issue 33) the button is a
 * full-page visit to the gateway's /oauth/{type}/start; a person with no account yet comes back to /login/third
 * with a short-lived single-use ticket in the URL's #fragment (never sent to a server), which is moved into
 * sessionStorage at once and dropped from the address. With the development provider (OAUTH_DRIVER=dev) the
 * token `dev-<openid>` is the open id, so each tab keeps one random id (sessionStorage, issue 22).
 *
 * The open token waiting for a mobile binding travels in router state and sessionStorage (survives a
 * reload of /login/third) — never in the URL, where it would land in history, logs and Referer headers.
 */
export type OpenAccessType = 'wechat' | 'qq';

/** Copied from `NEEDS_BIND_CODE` of '@bazaar/domain/api': importing values from there would pull zod (decision 004). */
export const NEEDS_BIND_CODE = 'E020101';

const DEV_OPEN_ID_KEY = 'bazaarDevOpenId';
const PENDING_BIND_KEY = 'bazaarPendingBind';

/**
 * The development provider's open token for this tab. Issue 22: `dev-<openid>` logs in as whoever bound it,
 * so the id lives in sessionStorage (this tab, until it closes), never in localStorage where it would
 * outlive the session for any script of the origin to read.
 */
export function devOpenAccessToken(storage: Storage = sessionStorage): string {
  let id = storage.getItem(DEV_OPEN_ID_KEY);
  if (!id || !/^[\w-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replace(/-/g, '');
    storage.setItem(DEV_OPEN_ID_KEY, id);
  }
  return `dev-${id}`;
}

/** After a binding or an open-id login: no bound id stays in localStorage (older builds kept it there). */
export function forgetBoundOpenId(storage: Storage = localStorage): void {
  storage.removeItem(DEV_OPEN_ID_KEY);
}

export interface PendingBind {
  openAccessToken: string;
  openAccessType: OpenAccessType;
}

function isPendingBind(value: unknown): value is PendingBind {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.openAccessToken === 'string' && (v.openAccessType === 'wechat' || v.openAccessType === 'qq');
}

export function savePendingBind(bind: PendingBind): void {
  sessionStorage.setItem(PENDING_BIND_KEY, JSON.stringify(bind));
}

/** The gateway's `#ticket=…&type=wechat|qq` after a company's callback (issue 33), or null. */
export function bindFromHash(hash: string): PendingBind | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const bind = { openAccessToken: params.get('ticket') ?? '', openAccessType: params.get('type') };
  return isPendingBind(bind) && /^[\w-]{16,128}$/.test(bind.openAccessToken) ? bind : null;
}

/** The gateway's `#oauthError=…` (a Chinese message) after a refused or failed company login, or null. */
export function oauthErrorFromHash(hash: string): string | null {
  const message = new URLSearchParams(hash.replace(/^#/, '')).get('oauthError');
  return message ? message.slice(0, 60) : null;
}

/** What the api says of third-party login (`getOAuthOptions`). */
export interface OAuthOptions {
  providers: OpenAccessType[];
  mode: 'real' | 'dev' | 'off';
}

/** The buttons to draw: the configured ones; none with OAUTH_DRIVER=off or before the api has answered. */
export function loginButtons(options: OAuthOptions | null | undefined): OpenAccessType[] {
  if (!options || options.mode === 'off') return [];
  return options.providers.filter((p) => p === 'wechat' || p === 'qq');
}

export function readPendingBind(routerState: unknown, hash = ''): PendingBind | null {
  const fromHash = bindFromHash(hash);
  if (fromHash) {
    savePendingBind(fromHash);
    return fromHash;
  }
  if (isPendingBind(routerState)) return routerState;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PENDING_BIND_KEY) ?? 'null');
    return isPendingBind(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearPendingBind(): void {
  sessionStorage.removeItem(PENDING_BIND_KEY);
}

export const OPEN_ACCESS_NAME: Record<OpenAccessType, string> = { wechat: '微信', qq: 'QQ' };
