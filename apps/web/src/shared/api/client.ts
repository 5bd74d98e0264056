/**
 * The web's API client: `@bazaar/react/site-api` (the phone's too: `@bazaar/domain/client` — request shapes,
 * envelope, 401 and network rules — with docs/product.md §8's reactions and the session's "logged out", §4),
 * toasting with the web's toasts. Zod-free at runtime (docs/decisions/004).
 */
import { LOGIN_REQUIRED_CODE, LOGIN_REQUIRED_MESSAGE, type ApiResult, type CallOptions } from '@bazaar/domain/client';
import { createSiteApi } from '@bazaar/react/site-api';
import { toast } from '../ui/toast/toast-store';

export { LOGIN_REQUIRED_CODE, LOGIN_REQUIRED_MESSAGE, type ApiResult, type CallOptions };

const site = createSiteApi({
  error: (message) => toast.error(message),
  loginRequired: (message) => toast.warning(message),
  log: (message, detail) => console.error(message, detail),
});

export const { dataOr, onLoggedOut } = site;
export const apiClient = site.api;
/** Calls an endpoint by its registry name (see `apiClient.call`). */
export const callApi = site.call;

export function emptyPage<T>(): { rows: T[]; total: number; current: number; pageSize: number } {
  return { rows: [], total: 0, current: 1, pageSize: 0 };
}
