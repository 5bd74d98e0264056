/**
 * My favourite lists (issue 6), newest favourite first, paged. Login only (docs/product.md §6): a visitor's
 * favourites live in localStorage and are synced at login (features/auth), after which they are here.
 */
import type { Designer, Page, Work } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import type { FavoriteKind } from '@/shared/favorites/favorite-store';
import { MY_FAVORITES_KEY } from '@/shared/favorites/use-favorite';

export const FAVORITES_PAGE_SIZE = 16;

export type FavoriteRows = { kind: 'works'; page: Page<Work> } | { kind: 'talent'; page: Page<Designer> };

async function getFavorites(kind: FavoriteKind, current: number): Promise<FavoriteRows> {
  const input = { current, pageSize: FAVORITES_PAGE_SIZE };
  return kind === 'works'
    ? { kind, page: dataOr(await callApi('getMyFavoriteWorksPage', input), emptyPage<Work>()) }
    : { kind, page: dataOr(await callApi('getMyFavoriteTalentPage', input), emptyPage<Designer>()) };
}

export function useFavorites(kind: FavoriteKind, current: number) {
  return useQuery({
    queryKey: [...MY_FAVORITES_KEY, kind, current],
    queryFn: () => getFavorites(kind, current),
    placeholderData: keepPreviousData,
  });
}
