/** docs/product.md §2 toolbar 'like the works' on a work's page: likeWorks, one like per user per work. */
import type { WorkDetail } from '@bazaar/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast/toast-store';
import { workDetailQueryOptions } from './get-work-detail';

/**
 * Plain state instead of useMutation: the framework chunk takes every @tanstack module any route uses
 * (vite.config codeSplitting group), and useMutation would cost the home first load ~0.9 KiB.
 */
export function useLikeWorks(worksId: number) {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(async () => {
    setPending(true);
    const result = await callApi('likeWorks', { worksId });
    setPending(false);
    if (!result.success || !result.data) return; // the client showed the api's message (login, already liked)
    const { likeCount } = result.data;
    toast.success('点赞成功');
    queryClient.setQueryData(workDetailQueryOptions(worksId).queryKey, (old: WorkDetail | null | undefined) =>
      old ? { ...old, likeCount } : old,
    );
  }, [queryClient, worksId]);
  return { isPending, mutate: () => void mutate() };
}
