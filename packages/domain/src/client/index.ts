/**
 * `@bazaar/domain/client`: the typed, framework-free client of every endpoint in the registry
 * (docs/adding-an-endpoint.md). Any frontend — the web app, the phone site, a script — calls the api
 * through it and gets the envelope of docs/product.md §7 back, never an exception:
 * - GET input becomes the query (and `:name` path segments), built by `callUrl`, the URL the gateway's
 *   preload hints also name; POST input is JSON, login calls are multipart (§7);
 * - every POST carries `X-Requested-With: XMLHttpRequest`, which the gateway's CSRF check requires;
 * - a 401 calls `onLoggedOut` and answers E010401 (the two favourite-status calls answer success with null
 *   data, §7); a network failure or a body that is no envelope answers `NETWORK` with the reason.
 * How a failure is shown (toasts, a banner) is the frontend's: `onLoginRequired` and `onError` tell it.
 *
 * Zod-free at runtime (types only from the registry), so it can sit on a first load (docs/decisions/004).
 */
import { SUCCESS_CODE } from '../constants/base.js';
import type { Envelope } from '../api/envelope.js';
import type { EndpointData, EndpointInput, EndpointName } from '../api/endpoints/index.js';
import { callUrl, encodeValue } from '../api/page-data.js';
import type { ClientRoute } from '../api/route.js';
import { clientRoutes as routes } from '../api/client-routes.js';

export type { EndpointData, EndpointInput, EndpointName } from '../api/endpoints/index.js';
export type { Envelope } from '../api/envelope.js';

export type ApiResult<N extends EndpointName> = Envelope<EndpointData<N>>;

/** docs/product.md §8: 401 means logged out. */
export const LOGIN_REQUIRED_MESSAGE = '请先登录才能进行此操作';
/** The result code of every 401 (the domain's E010401 ↔ HTTP 401). */
export const LOGIN_REQUIRED_CODE = 'E010401';
/** The result code of a call that got no envelope back: the network failed, or something else answered. */
export const NETWORK_CODE = 'NETWORK';
/** docs/product.md §7: on 401 these answer success with null data, silently. */
const SILENT_401: ReadonlySet<EndpointName> = new Set(['getTalentsAddFavoriteStatus', 'getWorksAddFavoriteStatus']);

// The domain compiles without DOM or Node types: the parts of the platform used here are declared
// (browsers and Node 18+ have them all; XMLHttpRequest and navigator only browsers, and they are optional).
interface ResponseLike {
  status: number;
  json(): Promise<unknown>;
}
export interface RequestLike {
  method: 'GET' | 'POST';
  credentials: 'same-origin' | 'include' | 'omit';
  headers?: Record<string, string>;
  body?: unknown;
  signal?: unknown;
}
export type FetchLike = (url: string, init: RequestLike) => Promise<ResponseLike>;
export interface AbortSignalLike {
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}
declare const FormData: new () => { append(name: string, value: string): void };
declare const globalThis: { fetch?: FetchLike };

export interface ClientOptions {
  /** Prepended to every path: '' on the gateway's own origin (the default), `https://…` from elsewhere. */
  baseUrl?: string;
  /** Defaults to the platform's fetch, looked up at call time. */
  fetch?: FetchLike;
  /** `same-origin` by default: the session is the gateway's httpOnly cookie (docs/decisions/002). */
  credentials?: RequestLike['credentials'];
  /** Every 401: the session is gone (the frontend commits "logged out", docs/product.md §4). */
  onLoggedOut?: () => void;
  /** A 401 on a call that is not silent: tell the user to log in (LOGIN_REQUIRED_MESSAGE). */
  onLoginRequired?: (name: EndpointName) => void;
  /** A failed envelope with a message, unless the call is silent or handles its code. */
  onError?: (envelope: Envelope<unknown>, name: EndpointName) => void;
  /** Network failures and answers without an envelope (console.error in a browser). */
  log?: (message: string, detail: string) => void;
}

export interface CallOptions {
  /**
   * No `onLoginRequired` nor `onError` (a 401 still calls `onLoggedOut`); the caller decides. For the
   * session probe: a visitor is not warned just for opening the site (docs/product.md §4, §8).
   */
  silent?: boolean;
  /** Result codes the caller handles itself, so `onError` is not called for them (e.g. E020101 → bind). */
  handledCodes?: readonly string[];
  signal?: AbortSignalLike;
}

export interface ApiClient {
  /** Calls an endpoint by its registry name; answers its envelope (never throws). */
  call<N extends EndpointName>(name: N, input?: EndpointInput<N>, options?: CallOptions): Promise<ApiResult<N>>;
  /** The URL a GET call fetches (for preload hints, links to the video stream, caches). */
  url<N extends EndpointName>(name: N, input?: EndpointInput<N>): string;
  /**
   * The envelope of an answer with the client's rules applied (401, no envelope, onError): for the other
   * transports of `@bazaar/domain/client/upload`, which live apart so a first load does not carry them.
   */
  settle<T>(name: EndpointName, status: number, body: unknown, options: CallOptions): Envelope<T>;
  readonly fetch: FetchLike;
  readonly baseUrl: string;
  readonly credentials: RequestLike['credentials'];
  readonly log: (message: string, detail: string) => void;
}

type Params = Record<string, unknown>;

export const failed = <T>(resultCode: string, resultMessage: string): Envelope<T> => ({
  success: false,
  data: null,
  resultCode,
  resultMessage,
});

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'success' in value &&
    'resultCode' in value &&
    typeof (value as { resultCode: unknown }).resultCode === 'string'
  );
}

export function createApiClient(options: ClientOptions = {}): ApiClient {
  const base = options.baseUrl ?? '';
  const credentials = options.credentials ?? 'same-origin';
  const log = options.log ?? (() => undefined);
  const doFetch: FetchLike = (url, init) => {
    const f = options.fetch ?? globalThis.fetch;
    if (!f) return Promise.reject(new Error('fetch is not available'));
    return f(url, init);
  };

  function request(route: ClientRoute, input: Params, signal?: AbortSignalLike): { url: string; init: RequestLike } {
    // GET: the URL comes from the domain, so the gateway's preload hints name exactly this request.
    if (route.method === 'GET')
      return { url: base + callUrl(route, input), init: { method: 'GET', credentials, signal } };
    // POST paths carry no `:name` segments (the registry's POST entries are fixed paths).
    const entries = Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== '');
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
    let body: unknown;
    if (route.login) {
      const form = new FormData();
      for (const [k, v] of entries) form.append(k, encodeValue(v));
      body = form;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(Object.fromEntries(entries));
    }
    return { url: base + route.path, init: { method: 'POST', credentials, headers, body, signal } };
  }

  /** The envelope of an answer, with the 401 and no-envelope rules applied. */
  function settle<T>(name: EndpointName, status: number, body: unknown, callOptions: CallOptions): Envelope<T> {
    if (status === 401) {
      options.onLoggedOut?.();
      if (SILENT_401.has(name)) return { success: true, data: null, resultCode: SUCCESS_CODE, resultMessage: '' };
      if (!callOptions.silent) options.onLoginRequired?.(name);
      return failed(LOGIN_REQUIRED_CODE, LOGIN_REQUIRED_MESSAGE);
    }
    if (!isEnvelope(body)) {
      const text = `HTTP ${status}`;
      log(`[api] ${name} returned no envelope:`, text);
      return failed(NETWORK_CODE, text);
    }
    const envelope = body as Envelope<T>;
    const handled = callOptions.silent || (callOptions.handledCodes?.includes(envelope.resultCode) ?? false);
    if (envelope.resultCode !== SUCCESS_CODE && envelope.resultMessage && !handled) options.onError?.(envelope, name);
    return envelope;
  }

  async function call<N extends EndpointName>(
    name: N,
    input?: EndpointInput<N>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<N>> {
    const { url, init } = request(routes[name], (input ?? {}) as Params, callOptions.signal);
    let response: ResponseLike;
    let body: unknown;
    try {
      response = await doFetch(url, init);
      body = await response.json().catch(() => null);
    } catch (error) {
      // docs/product.md §8: network errors are logged and returned as a failed result with the error text.
      const text = error instanceof Error ? error.message : String(error);
      log(`[api] ${name} failed:`, text);
      return failed(NETWORK_CODE, text);
    }
    return settle(name, response.status, body, callOptions);
  }

  const url = <N extends EndpointName>(name: N, input?: EndpointInput<N>): string =>
    base + callUrl(routes[name], (input ?? {}) as Params);

  return { call, url, settle, fetch: doFetch, baseUrl: base, credentials, log };
}
