/** The console's reviews (issue 8): designer applications from /join and reports of works. */
import type { EndpointInput, JoinApplication, ReportRecord } from '@bazaar/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export const REVIEW_PAGE_SIZE = 10;
const APPLICATIONS_KEY = ['admin', 'join-applications'] as const;
const REPORTS_KEY = ['admin', 'reports'] as const;

export function useApplications(status: number, current: number) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, status, current],
    queryFn: async () =>
      dataOr(
        await callApi('getJoinApplicationPage', { status, current, pageSize: REVIEW_PAGE_SIZE }),
        emptyPage<JoinApplication>(),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReports(status: number, current: number) {
  return useQuery({
    queryKey: [...REPORTS_KEY, status, current],
    queryFn: async () =>
      dataOr(
        await callApi('getReportPage', { status, current, pageSize: REVIEW_PAGE_SIZE }),
        emptyPage<ReportRecord>(),
      ),
    placeholderData: keepPreviousData,
  });
}

type ReviewCall = 'approveJoinApplication' | 'refuseJoinApplication' | 'hideReportedWorks' | 'dismissReport';

/** A review call that, when it succeeds, refreshes its lists (the item moves to another tab). */
function useReview<N extends ReviewCall>(name: N, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput<N>) => (await callApi(name, input)).success,
    onSuccess: (ok) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useApprove = () => useReview('approveJoinApplication', APPLICATIONS_KEY);
export const useRefuse = () => useReview('refuseJoinApplication', APPLICATIONS_KEY);
export const useHideWorks = () => useReview('hideReportedWorks', REPORTS_KEY);
export const useDismiss = () => useReview('dismissReport', REPORTS_KEY);
