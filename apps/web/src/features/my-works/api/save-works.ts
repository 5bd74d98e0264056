/** saveWorks / deleteWorks, then every list that shows works is refreshed (issue 6 "visible at once"). */
import type { SaveWorksInput } from '@bazaar/domain/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/api/client';
import { SESSION_KEY } from '@/shared/session/session-store';

/**
 * Works show up in many lists owned by other features (/works, /u/{id}, the homepage, search, favourites)
 * under keys this feature does not know, so everything but the session and the categories is marked
 * stale: active lists refetch now, the others when they are next shown.
 */
function refreshWorks(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== 'categories',
  });
}

export function useSaveWorks() {
  const client = useQueryClient();
  return async (input: SaveWorksInput): Promise<number | null> => {
    const result = await callApi('saveWorks', input);
    if (!result.success || !result.data) return null;
    await refreshWorks(client);
    return result.data.worksId;
  };
}

export function useDeleteWorks() {
  const client = useQueryClient();
  return async (worksId: number): Promise<boolean> => {
    const result = await callApi('deleteWorks', { worksId });
    if (result.success) await refreshWorks(client);
    return result.success;
  };
}
