/** A work's page data: the work (docs/product.md §7 getWorksInfo), its designer and 相似作品 (getAlikeWorksList). */
import type { Designer, Work, WorkDetail } from '@bazaar/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';
import { NOT_FOUND_CODE } from '@/shared/lib/not-found';

export async function getWorkDetail(worksId: number): Promise<WorkDetail | null> {
  return detailOrNull(await callApi('getWorksInfo', { worksId }, DETAIL_CALL));
}

export const workDetailQueryOptions = (worksId: number) =>
  queryOptions({ queryKey: ['works', 'detail', worksId], queryFn: () => getWorkDetail(worksId) });

export function useWorkDetail(worksId: number) {
  return usePageQuery(workDetailQueryOptions(worksId));
}

/** docs/product.md §7 getAlikeWorksList: never the work itself (the api excludes it; filtered again for safety). */
export const ALIKE_LIMIT = 8;
export function useAlikeWorks(worksId: number) {
  return useQuery({
    queryKey: ['works', 'alike', worksId],
    queryFn: async (): Promise<Work[]> =>
      dataOr(
        await callApi('getAlikeWorksList', { worksId, limit: ALIKE_LIMIT }, { handledCodes: [NOT_FOUND_CODE] }),
        [],
      ).filter((w) => w.worksId !== worksId),
  });
}

export function useWorkDesigner(userId: number | undefined) {
  return useQuery({
    queryKey: ['designers', 'config', [userId]],
    enabled: userId !== undefined,
    queryFn: async (): Promise<Designer | null> =>
      dataOr(await callApi('getConfigTalent', { ids: [userId ?? 0] }), [])[0] ?? null,
  });
}
