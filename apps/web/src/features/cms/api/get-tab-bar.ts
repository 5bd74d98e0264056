/** The header tab bar (spec §7 'cms/getTabbarList' → getCmsConfigInfos with the tab bar page/position). */
import { CMS } from '@bazaar/domain/constants';
import { decodeCmsList } from '@bazaar/domain/cms';
import { tabBarItems, type TabBarItem } from '@bazaar/domain/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

export async function getTabBar(): Promise<TabBarItem[]> {
  const result = await callApi('getCmsConfigInfos', {
    channel: CMS.channel,
    page: CMS.tabBar.page,
    position: CMS.tabBar.position,
  });
  // spec §9: nonzero sort, ascending, max 6; sub-items likewise (the domain rule does it).
  return tabBarItems(decodeCmsList(dataOr(result, [])));
}

export const tabBarQueryOptions = () =>
  queryOptions({ queryKey: ['cms', 'tab-bar'], queryFn: getTabBar, staleTime: 5 * 60_000 });

export function useTabBar() {
  return useQuery(tabBarQueryOptions());
}
