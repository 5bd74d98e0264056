/**
 * Third-party login (docs/product.md §7 /openid and /bind) against the development provider: it treats the token
 * `dev-<openid>` as the open id, so each tab keeps one random id (sessionStorage, issue 22). A real WeChat/QQ OAuth
 * redirect replaces `devOpenAccessToken` and nothing else.
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

export function readPendingBind(routerState: unknown): PendingBind | null {
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
