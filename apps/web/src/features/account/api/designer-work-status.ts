import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EndpointData } from '@bazaar/domain/api';
import { callApi, dataOr } from '@/shared/api/client';

type WorkStatus = EndpointData<'getDesignerWorkStatus'>;

/** User-scoped, so under ['session', …]: logout drops it. */
const workStatusKey = (userId: number | null) => ['session', 'workStatus', userId] as const;

/** GET getDesignerWorkStatus {userId} (docs/product.md §7); null when the call failed (docs/product.md §8 empty result). */
export function useDesignerWorkStatus(userId: number | null) {
  return useQuery({
    queryKey: workStatusKey(userId),
    queryFn: async (): Promise<WorkStatus | null> =>
      userId === null ? null : dataOr(await callApi('getDesignerWorkStatus', { userId }), null),
    enabled: userId !== null,
  });
}

/** POST updateDesignerOnLeaveStatus {isOnLeave: 0|1} (docs/product.md §4 on-leave toggle); refetches the status. */
export function useUpdateOnLeave(userId: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (onLeave: boolean): Promise<boolean> => {
      const result = await callApi('updateDesignerOnLeaveStatus', { isOnLeave: onLeave ? 1 : 0 });
      if (result.success) await queryClient.invalidateQueries({ queryKey: workStatusKey(userId) });
      return result.success;
    },
    [queryClient, userId],
  );
}
