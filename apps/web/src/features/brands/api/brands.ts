/** The brand hall and a brand's page (issue 7: getBrandPage, getBrandInfo). */
import type { Brand, Page } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';

export const BRAND_HALL_PAGE_SIZE = 12;

export function useBrandPage(current: number) {
  return useQuery({
    queryKey: ['brands', 'page', current],
    queryFn: async (): Promise<Page<Brand>> =>
      dataOr(await callApi('getBrandPage', { current, pageSize: BRAND_HALL_PAGE_SIZE }), emptyPage<Brand>()),
    placeholderData: keepPreviousData,
  });
}

/** null: the brand does not exist (the page shows its not-found state). */
export function useBrandInfo(brandId: number) {
  return usePageQuery({
    queryKey: ['brands', 'info', brandId],
    queryFn: async (): Promise<Brand | null> => detailOrNull(await callApi('getBrandInfo', { brandId }, DETAIL_CALL)),
  });
}
