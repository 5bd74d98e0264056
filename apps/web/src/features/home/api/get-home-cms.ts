/** Home page CMS sections (docs/product.md §1: home is CMS-driven). One call per position of CMS.home. */
import { CMS } from '@bazaar/domain/constants';
import { decodeCmsList, type CmsContent } from '@bazaar/domain/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

export type HomePosition = Exclude<keyof typeof CMS.home, 'page'>;

async function getHomeCms(position: HomePosition): Promise<CmsContent[]> {
  const result = await callApi('getCmsConfigInfos', {
    channel: CMS.channel,
    page: CMS.home.page,
    position: CMS.home[position],
  });
  return decodeCmsList(dataOr(result, []));
}

const homeCmsQueryOptions = (position: HomePosition) =>
  queryOptions({ queryKey: ['cms', 'home', position], queryFn: () => getHomeCms(position) });

export function useHomeCms(position: HomePosition) {
  return useQuery(homeCmsQueryOptions(position));
}
