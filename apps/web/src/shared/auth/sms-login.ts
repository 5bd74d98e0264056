/**
 * The SMS login (docs/product.md §7 `handleLogin` {mobile, smsCode}) and the steps after any login (docs/product.md §4 "logged out
 * → logged in": user info fetched, local favourites synced, growth projects loaded). Shared: the login page
 * and the quick-publish dialog (docs/product.md §2: a visitor logs in inside the dialog) log in the same way.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bazaar/domain/entities';
import { callApi } from '../api/client';
import { loadGrowthProjects, refetchUserInfo, refreshPublicQueries } from '../session/session-store';
import { toast } from '../ui/toast/toast-store';
import { syncLocalFavorites, type FavoriteKind } from './favorites-sync';

/** The multipart SMS login; the BFF keeps the token in its httpOnly cookie (decision 002). */
export const loginByMobile = (mobile: string, smsCode: string) => callApi('loginByMobile', { mobile, smsCode });

async function addFavorites(kind: FavoriteKind, ids: number[]): Promise<boolean> {
  const result =
    kind === 'works'
      ? await callApi('batchAddFavoriteWorks', { worksIds: ids })
      : await callApi('batchAddFavoriteTalent', { userIds: ids });
  return result.success;
}

/**
 * After a successful login call: who we are now, then local favourites, recent searches, growth projects;
 * public lists refetch (their per-user fields changed). Resolves the user, or null (toast shown) when the
 * session could not be read.
 */
export async function completeLogin(queryClient: QueryClient): Promise<UserInfo | null> {
  const user = await refetchUserInfo(queryClient);
  if (!user) {
    toast.error('登录状态获取失败，请重试');
    return null;
  }
  await syncLocalFavorites({
    storage: localStorage,
    add: addFavorites,
    notify: (message) => toast.success(message),
    warn: (message, invalid) => console.warn(message, invalid),
  });
  // Issue 6: the recent searches this browser made as a visitor join the account's (best effort).
  await callApi('mergeRecentSearches');
  await loadGrowthProjects(queryClient);
  void refreshPublicQueries(queryClient);
  return user;
}
