/** The work being edited, with its description and images in order (getWorksInfo). */
import { useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

export function useWorkForEdit(worksId: number | null) {
  return useQuery({
    queryKey: ['my-works', 'edit', worksId],
    enabled: worksId !== null,
    // Always the saved state: an edit must never start from a stale copy.
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => dataOr(await callApi('getWorksInfo', { worksId: worksId! }), null),
  });
}
