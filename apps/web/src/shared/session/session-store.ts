/**
 * The session as TanStack Query data (docs/product.md §3/§4). The browser never holds the token (decision 002): the
 * session is whatever GET getUserInfo says — 200 → logged in, 401 → logged out. Everything user-scoped is
 * cached under ['session', …], so logging out drops it in one call.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GrowthProject, UserInfo } from '@bazaar/domain/entities';
import { callApi, dataOr, LOGIN_REQUIRED_CODE, onLoggedOut } from '../api/client';

export const SESSION_KEY = ['session'] as const;
export const GROWTH_PROJECTS_KEY = ['session', 'growthProjects'] as const;

/**
 * The BFF's script-readable companion of the httpOnly session cookie (decision 002): value `1`, no secret,
 * set and cleared with the session. Copied from apps/bff (web never imports the gateway).
 */
const LOGIN_FLAG_COOKIE = 'bazaar_login';

/** True when the login flag cookie is present; `cookies` is document.cookie in the browser. */
export function hasLoginFlag(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${LOGIN_FLAG_COOKIE}=1`);
}

/**
 * The session probe: null when logged out (or when the call failed — docs/product.md §8 "returns null"). docs/product.md §4
 * "first load without token sets logged out": without the flag cookie there is no session to ask about,
 * so visitors cost no call (and no 401). A stale flag costs one 401, after which the BFF clears both.
 */
export async function fetchUserInfo(cookies: string = document.cookie): Promise<UserInfo | null> {
  if (!hasLoginFlag(cookies)) return null;
  const result = await callApi('getUserInfo', undefined, { silent: true });
  if (result.success && result.data) return result.data;
  if (result.resultCode !== LOGIN_REQUIRED_CODE) {
    console.warn('user info fetch failed', result.resultCode, result.resultMessage);
  }
  return null;
}

export async function fetchGrowthProjects(): Promise<GrowthProject[]> {
  return dataOr(await callApi('myGrewUpProjectList'), []);
}

export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: () => fetchUserInfo(),
  // Changes only through login, logout, a 401 or an explicit refetch.
  staleTime: Infinity,
  gcTime: Infinity,
} as const;

/** After a login: ask the server who we are now (docs/product.md §4 "user info fetched"). */
export function refetchUserInfo(queryClient: QueryClient): Promise<UserInfo | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** docs/product.md §4: growth projects load after login and on every /my/* navigation. */
export function loadGrowthProjects(queryClient: QueryClient): Promise<GrowthProject[]> {
  return queryClient.fetchQuery({ queryKey: GROWTH_PROJECTS_KEY, queryFn: fetchGrowthProjects, staleTime: 0 });
}

/** docs/product.md §4: logout / a 401 clears user info, flags and every user-scoped query. */
export function commitLoggedOut(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'session' && q.queryKey.length > 1 });
  if (queryClient.getQueryData(SESSION_KEY) !== null) queryClient.setQueryData(SESSION_KEY, null);
}

/** Public lists carry per-user fields (isAdd), so they are refetched when the user changes. */
export function refreshPublicQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
}

/** docs/product.md §4: a 401 anywhere commits logged out. Returns the unsubscribe function. */
export function bindSessionToApi(queryClient: QueryClient): () => void {
  return onLoggedOut(() => commitLoggedOut(queryClient));
}
