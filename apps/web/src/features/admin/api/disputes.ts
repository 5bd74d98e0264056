/** The console's disputes (issue 25, operators only): the list, one dispute, and the decision. */
import type { EndpointInput } from '@bazaar/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import type { Dispute } from '@/shared/disputes/dispute-card';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';

const DISPUTES_KEY = ['admin', 'disputes'] as const;
export const DISPUTES_PAGE_SIZE = 10;

export function useDisputes(status: 'open' | 'decided', current: number) {
  return useQuery({
    queryKey: [...DISPUTES_KEY, 'page', status, current],
    queryFn: async () =>
      dataOr(await callApi('getDisputePage', { status, current, pageSize: DISPUTES_PAGE_SIZE }), emptyPage<Dispute>()),
    placeholderData: keepPreviousData,
  });
}

/** One dispute, or null when it does not exist (the page says so). */
export function useDispute(disputeId: number) {
  return usePageQuery({
    queryKey: [...DISPUTES_KEY, 'one', disputeId],
    queryFn: async () => detailOrNull(await callApi('getDisputeInfo', { disputeId }, DETAIL_CALL)),
  });
}

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput<'decideDispute'>) => (await callApi('decideDispute', input)).success,
    onSuccess: (ok) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: DISPUTES_KEY });
    },
  });
}

/**
 * The operator's reading of a dispute's conversation (issue 25): asked for with a reason, recorded by the
 * api (who, when, why) before it answers; null until read or when refused.
 */
export function useReadConversation() {
  return useMutation({
    mutationFn: async (input: EndpointInput<'getConversationForOperator'>) =>
      dataOr(await callApi('getConversationForOperator', input), null),
  });
}
