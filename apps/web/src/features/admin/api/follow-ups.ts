/** The consultant's desk (issue 7): follow-ups, notes, opening and closing quick-published tasks. */
import type { EndpointInput } from '@bazaar/domain/api';
import type { FollowUp } from '@bazaar/domain/entities';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

const FOLLOW_UPS_KEY = ['admin', 'follow-ups'] as const;
export const FOLLOW_UPS_PAGE_SIZE = 10;

export function useFollowUps(followStatus: number, current: number) {
  return useQuery({
    queryKey: [...FOLLOW_UPS_KEY, followStatus, current],
    queryFn: async () =>
      dataOr(
        await callApi('getFollowUpPage', { followStatus, current, pageSize: FOLLOW_UPS_PAGE_SIZE }),
        emptyPage<FollowUp>(),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A desk call that, when it succeeds, refreshes every follow-up list (an item may change tabs). */
function useDeskMutation<N extends 'saveFollowUpNote' | 'openTask' | 'adminCloseTask'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput<N>) => (await callApi(name, input)).success,
    onSuccess: (ok) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: FOLLOW_UPS_KEY });
    },
  });
}

export const useSaveNote = () => useDeskMutation('saveFollowUpNote');
export const useOpenTask = () => useDeskMutation('openTask');
export const useCloseTask = () => useDeskMutation('adminCloseTask');
