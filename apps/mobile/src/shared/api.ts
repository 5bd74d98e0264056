/**
 * The phone site's API client: `@bazaar/domain/client` on the gateway's own origin (the mobile port serves /api
 * with the same session cookie and CSRF check, docs/decisions/025), with this app's reactions — toasts
 * (docs/product.md §8) and "logged out" for the session. Zod-free at runtime (docs/decisions/004).
 */
import { createApiClient, type ApiResult, type EndpointData, type EndpointName } from '@bazaar/domain/client';
import { toast } from './toast';

const loggedOut = new Set<() => void>();
export const onLoggedOut = (listener: () => void): (() => void) => {
  loggedOut.add(listener);
  return () => loggedOut.delete(listener);
};

export const api = createApiClient({
  onLoggedOut: () => loggedOut.forEach((l) => l()),
  onLoginRequired: () => toast.error('请先登录才能进行此操作'),
  onError: (envelope) => toast.error(envelope.resultMessage),
  log: (message, detail) => console.warn(message, detail),
});

export const call = api.call;

/** docs/product.md §8: a failed data call degrades to `fallback` (the failure was already shown or logged). */
export function dataOr<N extends EndpointName, F>(result: ApiResult<N>, fallback: F): EndpointData<N> | F {
  return result.success && result.data !== null ? result.data : fallback;
}
