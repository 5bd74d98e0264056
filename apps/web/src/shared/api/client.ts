/**
 * The one API client (docs/conventions.md §9). Typed by the domain contract, but imports only the
 * schema-free route table at runtime so zod stays out of first-load bundles (docs/conventions.md §14 sizes).
 * Envelope, toasts and 401 handling follow docs/product.md §7/§8.
 */
import { callUrl, encodeValue } from '@bazaar/domain/api/page-data';
import { routes, type Route } from '@bazaar/domain/api/routes';
import type { EndpointData, EndpointInput, EndpointName, Envelope } from '@bazaar/domain/api';
import { EXTRA_TOAST_CODE, SUCCESS_CODE } from '@bazaar/domain/constants';
import { toast } from '../ui/toast/toast-store';

export type ApiResult<N extends EndpointName> = Envelope<EndpointData<N>>;

/** docs/product.md §8: 401 means logged out; the warning is silent for the two favourite-status calls. */
export const LOGIN_REQUIRED_MESSAGE = '请先登录才能进行此操作';
/** The result code of every 401 (the domain's E010401 ↔ HTTP 401). */
export const LOGIN_REQUIRED_CODE = 'E010401';
const SILENT_401: ReadonlySet<EndpointName> = new Set(['getTalentsAddFavoriteStatus', 'getWorksAddFavoriteStatus']);

type LoggedOutListener = () => void;
const loggedOutListeners = new Set<LoggedOutListener>();

/** The session store subscribes here: a 401 commits "logged out" (docs/product.md §4). */
export function onLoggedOut(listener: LoggedOutListener): () => void {
  loggedOutListeners.add(listener);
  return () => loggedOutListeners.delete(listener);
}

/** Commits "logged out" for a 401 (docs/product.md §4); exported for the one call that cannot use fetch (uploads). */
export function notifyLoggedOut(): void {
  for (const listener of loggedOutListeners) listener();
}

type Params = Record<string, unknown>;

function buildRequest(route: Route, input: Params): { url: string; init: RequestInit } {
  // GET: the URL comes from the domain, so the gateway's preload hints name exactly this request.
  if (route.method === 'GET')
    return { url: callUrl(route, input), init: { method: 'GET', credentials: 'same-origin' } };
  // POST paths carry no `:name` segments (the contract's POST routes are fixed paths).
  const path = route.path;
  const entries = Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== '');
  // The gateway's CSRF check wants this header on every POST (docs/architecture.md).
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  let body: BodyInit;
  if (route.login) {
    // docs/product.md §7: login calls are multipart.
    const form = new FormData();
    for (const [k, v] of entries) form.append(k, encodeValue(v));
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(Object.fromEntries(entries));
  }
  return { url: path, init: { method: 'POST', credentials: 'same-origin', headers, body } };
}

function failed<N extends EndpointName>(resultCode: string, resultMessage: string): ApiResult<N> {
  return { success: false, data: null, resultCode, resultMessage };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'success' in value &&
    'resultCode' in value &&
    typeof (value as { resultCode: unknown }).resultCode === 'string'
  );
}

export interface CallOptions {
  /**
   * No toasts at all — neither the 401 warning nor error messages; the caller logs (a 401 still commits
   * logged out). For the session probe: a visitor is not warned just for opening the site (docs/product.md §4 "first
   * load without token sets logged out"; docs/product.md §8 "user info failure logs … and returns null").
   */
  silent?: boolean;
  /** Result codes the caller handles itself, so they are not shown as error toasts (e.g. E020101 → bind). */
  handledCodes?: readonly string[];
}

export async function callApi<N extends EndpointName>(
  name: N,
  input?: EndpointInput<N>,
  options: CallOptions = {},
): Promise<ApiResult<N>> {
  const route: Route = routes[name];
  const { url, init } = buildRequest(route, (input ?? {}) as Params);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, init);
    body = await response.json().catch(() => null);
  } catch (error) {
    // docs/product.md §8: other network errors are logged and returned as a failed result with the error text.
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[api] ${name} failed:`, text);
    return failed('NETWORK', text);
  }

  if (response.status === 401) {
    notifyLoggedOut();
    if (SILENT_401.has(name)) {
      // docs/product.md §7: on 401 these two are treated as success with null data.
      return { success: true, data: null, resultCode: SUCCESS_CODE, resultMessage: '' };
    }
    if (!options.silent) toast.warning(LOGIN_REQUIRED_MESSAGE);
    return failed(LOGIN_REQUIRED_CODE, LOGIN_REQUIRED_MESSAGE);
  }

  if (!isEnvelope(body)) {
    const text = `HTTP ${response.status}`;
    console.error(`[api] ${name} returned no envelope:`, text);
    return failed('NETWORK', text);
  }

  const envelope = body as ApiResult<N>;
  const handled = options.silent || (options.handledCodes?.includes(envelope.resultCode) ?? false);
  if (envelope.resultCode !== SUCCESS_CODE && envelope.resultMessage && !handled) {
    // docs/product.md §8: a non-success code with a message is shown; E020002 earns an extra toast.
    toast.error(envelope.resultMessage);
    if (envelope.resultCode === EXTRA_TOAST_CODE)
      toast.error(`onResError ${EXTRA_TOAST_CODE}:` + envelope.resultMessage);
  }
  return envelope;
}

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
