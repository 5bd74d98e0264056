/** The reporter's own reports and how they were handled (issue 8: "the reporter is told"). */
import type { ReportRecord } from '@bazaar/domain/api';
import { useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export function useMyReports(enabled: boolean) {
  return useQuery({
    queryKey: ['my-reports'],
    queryFn: async () => dataOr(await callApi('getMyReportPage', { pageSize: 20 }), emptyPage<ReportRecord>()),
    enabled,
  });
}
