import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@bazaar/domain/rules';
import { callApi } from '@/shared/api/client';
import { loadGrowthProjects, refetchUserInfo, refreshPublicQueries } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast/toast-store';
import { syncLocalFavorites, type FavoriteKind } from '../lib/favorites-sync';

async function addFavorites(kind: FavoriteKind, ids: number[]): Promise<boolean> {
  const result =
    kind === 'works'
      ? await callApi('batchAddFavoriteWorks', { worksIds: ids })
      : await callApi('batchAddFavoriteTalent', { userIds: ids });
  return result.success;
}

/**
 * spec §4 "logged out → logged in": after a successful login call, fetch user info, sync local
 * favourites, load growth projects, then go to the `redirect` target (same-origin paths only, else home).
 * `completing` tells the login page not to redirect on its own while this runs.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [completing, setCompleting] = useState(false);

  const complete = useCallback(async () => {
    setCompleting(true);
    const user = await refetchUserInfo(queryClient);
    if (!user) {
      setCompleting(false);
      toast.error('登录状态获取失败，请重试');
      return;
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
    await navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
  }, [queryClient, navigate, searchParams]);

  return { complete, completing };
}
