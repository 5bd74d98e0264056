/**
 * A designer's homepage data (docs/product.md §7): the designer with their skin (getTalentHomepageInfo), completed
 * orders (getTurnOverList), tone tags (getTonedList) and their works by type (getAllWorksPage userId).
 */
import type { HomepageSkin } from '@bazaar/domain/constants/homepage';
import type { Designer, Page, Work } from '@bazaar/domain/entities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';

export interface HomepageInfo {
  designer: Designer;
  skin: HomepageSkin;
}

export const homepageKey = (userId: number) => ['homepage', 'info', userId] as const;

export async function getHomepageInfo(userId: number): Promise<HomepageInfo | null> {
  const data = detailOrNull(await callApi('getTalentHomepageInfo', { userId }, DETAIL_CALL));
  return data ? { designer: data.designer, skin: data.homepageConfig } : null;
}

const homepageInfoQueryOptions = (userId: number) =>
  queryOptions({ queryKey: homepageKey(userId), queryFn: () => getHomepageInfo(userId) });

export function useHomepageInfo(userId: number) {
  return usePageQuery(homepageInfoQueryOptions(userId));
}

/** Completed orders (docs/product.md §7 getTurnOverList); null while unknown. */
export function useTurnOver(userId: number) {
  return useQuery({
    queryKey: ['homepage', 'turnOver', userId],
    queryFn: async () =>
      dataOr(await callApi('getTurnOverList', { userIds: [userId] }), []).find((r) => r.userId === userId)?.turnOver ??
      0,
  });
}

/** Tone tags (docs/product.md §7 getTonedList). */
export function useTones(userId: number) {
  return useQuery({
    queryKey: ['homepage', 'tones', userId],
    queryFn: async () =>
      dataOr(await callApi('getTonedList', { userIds: [userId] }), []).find((r) => r.userId === userId)?.tones ?? [],
  });
}

export interface DesignerWorksQuery {
  userId: number;
  worksType: number | undefined;
  current: number;
  pageSize: number;
}

export async function getDesignerWorks(q: DesignerWorksQuery): Promise<Page<Work>> {
  return dataOr(await callApi('getAllWorksPage', q), emptyPage<Work>());
}

export function useDesignerWorks(q: DesignerWorksQuery) {
  return useQuery({
    queryKey: ['works', 'page', 'designer', q],
    queryFn: () => getDesignerWorks(q),
    placeholderData: keepPreviousData,
  });
}
