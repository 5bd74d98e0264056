/** The header tab bar (docs/product.md §7 'cms/getTabbarList' → getCmsConfigInfos with the tab bar page/position). */
import { CMS } from '@bazaar/domain/constants';
import { decodeCmsList } from '@bazaar/domain/cms';
import { tabBarItems, type TabBarItem } from '@bazaar/domain/rules';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callApi, dataOr } from '@/shared/api/client';

/** How long the browser trusts its copy of the tab bar before the next navigation asks again. */
export const TAB_BAR_STALE_MS = 5 * 60_000;

async function getTabBar(): Promise<TabBarItem[]> {
  const result = await callApi('getCmsConfigInfos', {
    channel: CMS.channel,
    page: CMS.tabBar.page,
    position: CMS.tabBar.position,
  });
  // docs/product.md §9: nonzero sort, ascending, max 6; sub-items likewise (the domain rule does it).
  return tabBarItems(decodeCmsList(dataOr(result, [])));
}

export const tabBarQueryOptions = () =>
  queryOptions({ queryKey: ['cms', 'tab-bar'], queryFn: getTabBar, staleTime: TAB_BAR_STALE_MS });

/**
 * Asks for the tab bar again when the copy is older than TAB_BAR_STALE_MS (a fresh copy is kept; a request
 * already in flight is shared). The header stays mounted for the whole visit, so without this an operator's
 * new navigation would never reach a reader who keeps clicking around.
 */
export function refreshTabBarIfStale(client: QueryClient): Promise<void> {
  return client.prefetchQuery(tabBarQueryOptions());
}

/** The tab bar, refreshed on every navigation once it is stale. */
export function useTabBar() {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshTabBarIfStale(client);
  }, [client, pathname]);
  return useQuery(tabBarQueryOptions());
}
