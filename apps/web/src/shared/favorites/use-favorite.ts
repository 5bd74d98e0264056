/**
 * One favourite toggle's state and action (docs/product.md §4 favourites): visitors keep ids locally (synced at login),
 * logged-in users call batchAdd…/batchRemove… and the change shows on every toggle of the same id at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { callApi } from '../api/client';
import { useSession } from '../session/use-session';
import { toast } from '../ui/toast/toast-store';
import {
  favoriteOverride,
  favoritesVersion,
  isLocalFavorite,
  setFavoriteOverride,
  setLocalFavorite,
  subscribeFavorites,
  type FavoriteKind,
} from './favorite-store';

/** Query keys of "my favourites" lists live under the session, so logout drops them (session-store). */
export const MY_FAVORITES_KEY = ['session', 'favorites'] as const;

async function saveFavorite(kind: FavoriteKind, id: number, on: boolean): Promise<boolean> {
  const result =
    kind === 'works'
      ? await callApi(on ? 'batchAddFavoriteWorks' : 'batchRemoveFavoriteWorks', { worksIds: [id] })
      : await callApi(on ? 'batchAddFavoriteTalent' : 'batchRemoveFavoriteTalent', { userIds: [id] });
  return result.success;
}

export function useFavorite(kind: FavoriteKind, id: number, serverIsAdd: boolean) {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  useSyncExternalStore(subscribeFavorites, favoritesVersion, favoritesVersion);

  const isAdd = userId !== null ? (favoriteOverride(userId, kind, id) ?? serverIsAdd) : isLocalFavorite(kind, id);

  const toggle = useCallback(async () => {
    const next = !isAdd;
    if (userId === null) {
      setLocalFavorite(kind, id, next);
      toast.success(next ? '已收藏，登录后将同步到你的账号' : '已取消收藏');
      return;
    }
    setPending(true);
    setFavoriteOverride(userId, kind, id, next); // optimistic
    const saved = await saveFavorite(kind, id, next);
    setPending(false);
    if (!saved) {
      setFavoriteOverride(userId, kind, id, !next);
      return; // the client already showed the server's message
    }
    toast.success(next ? '收藏成功' : '已取消收藏');
    void queryClient.invalidateQueries({ queryKey: MY_FAVORITES_KEY });
  }, [id, isAdd, userId, kind, queryClient]);

  return { isAdd, pending, toggle };
}
