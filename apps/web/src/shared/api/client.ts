/**
 * The web's API client: `@bazaar/domain/client` (the typed client every frontend shares: request shapes,
 * envelope, 401 and network rules) with this app's reactions — toasts (docs/product.md §8) and the
 * session store's "logged out" (docs/product.md §4). Zod-free at runtime (docs/decisions/004).
 */
import {
  createApiClient,
  LOGIN_REQUIRED_CODE,
  LOGIN_REQUIRED_MESSAGE,
  type ApiResult,
  type CallOptions,
  type EndpointData,
  type EndpointName,
} from '@bazaar/domain/client';
import { EXTRA_TOAST_CODE } from '@bazaar/domain/constants';
import { toast } from '../ui/toast/toast-store';

export { LOGIN_REQUIRED_CODE, LOGIN_REQUIRED_MESSAGE, type ApiResult, type CallOptions };

type LoggedOutListener = () => void;
const loggedOutListeners = new Set<LoggedOutListener>();

/** The session store subscribes here: a 401 commits "logged out" (docs/product.md §4). */
export function onLoggedOut(listener: LoggedOutListener): () => void {
  loggedOutListeners.add(listener);
  return () => loggedOutListeners.delete(listener);
}

function notifyLoggedOut(): void {
  for (const listener of loggedOutListeners) listener();
}

export const apiClient = createApiClient({
  onLoggedOut: notifyLoggedOut,
  onLoginRequired: () => toast.warning(LOGIN_REQUIRED_MESSAGE),
  onError: (envelope) => {
    // docs/product.md §8: a non-success code with a message is shown; E020002 earns an extra toast.
    toast.error(envelope.resultMessage);
    if (envelope.resultCode === EXTRA_TOAST_CODE)
      toast.error(`onResError ${EXTRA_TOAST_CODE}:` + envelope.resultMessage);
  },
  log: (message, detail) => console.error(message, detail),
});

/** Calls an endpoint by its registry name (see `apiClient.call`). */
export const callApi = apiClient.call;

/**
 * docs/product.md §8: list and data calls fall back to an empty result when success is false; the failure was
 * already logged or shown by `callApi`.
 */
export function dataOr<N extends EndpointName, F>(result: ApiResult<N>, fallback: F): EndpointData<N> | F {
  if (!result.success || result.data === null) {
    if (!result.success) console.warn(`[api] empty result: ${result.resultCode} ${result.resultMessage}`);
    return fallback;
  }
  return result.data;
}

export function emptyPage<T>(): { rows: T[]; total: number; current: number; pageSize: number } {
  return { rows: [], total: 0, current: 1, pageSize: 0 };
}
