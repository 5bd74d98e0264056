/** 举报 (docs/product.md §3/§7): report types from the dictionary, then reportWorks. */
import { REPORT_TYPE_DICT } from '@bazaar/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

export function useReportTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['dictionary', REPORT_TYPE_DICT],
    enabled,
    staleTime: Infinity,
    queryFn: async () => dataOr(await callApi('getDictionaryByTypeCode', { code: REPORT_TYPE_DICT }), []),
  });
}

export async function reportWorks(worksId: number, typeId: number, reportInfo: string): Promise<boolean> {
  return (await callApi('reportWorks', { worksId, typeId, reportInfo })).success;
}
