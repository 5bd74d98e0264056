/**
 * A site's API client, one for both sites (issue 35): `@bazaar/domain/client` (requests, envelope, the 401 and
 * network rules) with docs/product.md §8's reactions — a refusal's message as a toast, E020002 with its extra
 * toast, 请先登录才能进行此操作 when a call needs a login, and "logged out" for the session on any 401 — so the
 * phone no longer words its own login message nor misses the E020002 toast. Framework-free: each site passes its
 * toasts in and subscribes its session to `onLoggedOut`.
 */
import {
  createApiClient,
  LOGIN_REQUIRED_MESSAGE,
  type ApiResult,
  type EndpointData,
  type EndpointName,
} from '@bazaar/domain/client';
import { EXTRA_TOAST_CODE } from '@bazaar/domain/constants';

export interface SiteApiIo {
  /** A refusal's message (docs/product.md §8). */
  error: (message: string) => void;
  /** A call that needs a login, made by a visitor. */
  loginRequired: (message: string) => void;
  log: (message: string, detail?: unknown) => void;
}

export function createSiteApi(io: SiteApiIo) {
  const loggedOut = new Set<() => void>();
  const api = createApiClient({
    onLoggedOut: () => loggedOut.forEach((listener) => listener()),
    onLoginRequired: () => io.loginRequired(LOGIN_REQUIRED_MESSAGE),
    onError: (envelope) => {
      io.error(envelope.resultMessage);
      if (envelope.resultCode === EXTRA_TOAST_CODE)
        io.error(`onResError ${EXTRA_TOAST_CODE}:` + envelope.resultMessage);
    },
    log: io.log,
  });

  /** docs/product.md §8: a failed data call degrades to `fallback` (the failure was already shown or logged). */
  function dataOr<N extends EndpointName, F>(result: ApiResult<N>, fallback: F): EndpointData<N> | F {
    if (!result.success || result.data === null) {
      // A warning, not an error: the failure itself was already shown or logged by the call.
      if (!result.success) console.warn(`[api] empty result: ${result.resultCode} ${result.resultMessage}`);
      return fallback;
    }
    return result.data;
  }

  return {
    api,
    call: api.call,
    dataOr,
    /** The session subscribes here: a 401 commits "logged out" (docs/product.md §4). */
    onLoggedOut(listener: () => void): () => void {
      loggedOut.add(listener);
      return () => loggedOut.delete(listener);
    },
  };
}
