/**
 * A page's own data could not be loaded (the api failed, answered 5xx, or the network is down) — as
 * opposed to "it does not exist" (E010404, the 404 page). The one place detail pages tell the two apart:
 * their query functions pass the call's result through `detailOrNull`, which returns the thing, null for
 * not found, and throws a `LoadError` for a server (E05…) or network failure; their hooks are
 * `usePageQuery`, which throws that LoadError to the route's error boundary (app/route-error-boundary), and
 * the boundary shows 加载失败 with 重试.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/** The failed call's result as `callApi` returns it (NETWORK for a network failure or a non-envelope answer). */
interface FailedResult {
  success: boolean;
  resultCode: string;
  resultMessage: string;
}

/** callApi's options for a detail call: the page itself shows every failure (404 or 加载失败), so no toast. */
export const DETAIL_CALL = { silent: true } as const;

export const NETWORK_FAILED_MESSAGE = '网络连接失败，请检查网络后重试';
export const SERVER_FAILED_MESSAGE = '服务器开小差了，请稍后再试';

export class LoadError extends Error {
  override readonly name = 'LoadError';
  constructor(
    /** The api's result code, or NETWORK. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The Chinese words for a failed call: the api's own message, or what a network failure means. */
function loadErrorOf(result: FailedResult): LoadError {
  if (result.resultCode !== 'NETWORK')
    return new LoadError(result.resultCode, result.resultMessage || SERVER_FAILED_MESSAGE);
  // callApi writes `HTTP <status>` for an answer without the envelope (a proxy's error page, say).
  const message = /^HTTP \d+$/.test(result.resultMessage) ? SERVER_FAILED_MESSAGE : NETWORK_FAILED_MESSAGE;
  return new LoadError('NETWORK', message);
}

/** A failure that is the server's or the network's, not an answer about the thing asked for. */
function isLoadFailure(result: FailedResult): boolean {
  return !result.success && (result.resultCode === 'NETWORK' || result.resultCode.startsWith('E05'));
}

/**
 * A detail call's data. Throws a LoadError when the server or the network failed; null when the api says
 * there is no such thing for this viewer (E010404, or a refusal: the page shows its 404 as before).
 */
export function detailOrNull<T>(result: FailedResult & { data: T | null }): T | null {
  if (result.success) return result.data;
  throwIfLoadFailure(result);
  return null;
}

/** Throws a LoadError when the call failed for the server's or the network's sake; otherwise returns. */
export function throwIfLoadFailure(result: FailedResult): void {
  if (isLoadFailure(result)) throw loadErrorOf(result);
}

/**
 * The error a page's query should throw to the route's boundary: its LoadError once the query has given up
 * (retries done) with nothing to show. A failed background refetch keeps the data already on screen.
 */
export function pageLoadError(query: { error: unknown; data: unknown; isFetching: boolean }): LoadError | null {
  return query.error instanceof LoadError && query.data === undefined && !query.isFetching ? query.error : null;
}

/**
 * `useQuery` for a page's own data (a work, a task, a homepage, an order): a load failure is thrown to the
 * route's boundary (加载失败 with 重试; the boundary remounts the page, and the failed query asks again on
 * mount). Not `throwOnError`: that turns off retry-on-mount for the failed query, so coming back to the
 * page later would show the old failure instead of asking again.
 */
export function usePageQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): UseQueryResult<T> {
  const query = useQuery(options);
  const failure = pageLoadError(query);
  if (failure) throw failure;
  return query;
}
