/** The console's payment anomalies (issue 33, operators only): authentic notifications that moved no money. */
import type { PayAnomaly } from '@bazaar/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export const PAY_ANOMALIES_PAGE_SIZE = 20;

export function usePayAnomalies(current: number) {
  return useQuery({
    queryKey: ['admin', 'payAnomalies', current],
    queryFn: async () =>
      dataOr(
        await callApi('getPayAnomalyPage', { current, pageSize: PAY_ANOMALIES_PAGE_SIZE }),
        emptyPage<PayAnomaly>(),
      ),
    placeholderData: keepPreviousData,
  });
}
