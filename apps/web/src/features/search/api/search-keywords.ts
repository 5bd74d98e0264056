/**
 * Search-box suggestions (docs/product.md §7): recent and hot keywords, keyword matches, and recording a search.
 * Only the lazily loaded panel and the results page use this file, never the first-load header.
 */
import { SUGGESTION_LIMIT } from '@bazaar/domain/constants';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callApi, dataOr } from '@/shared/api/client';

export const recentKeywordsQuery = queryOptions({
  queryKey: ['search', 'recent'],
  queryFn: async () =>
    dataOr(await callApi('getRecentSearchKeyWords', { limit: SUGGESTION_LIMIT }, { silent: true }), {
      recentKeywords: [],
      hotKeywords: [],
    }),
  staleTime: 60_000,
});

export const useRecentKeywords = (enabled = true) => useQuery({ ...recentKeywordsQuery, enabled });

/** docs/product.md §5: asked only for a non-empty keyword (the caller debounces it, 800 ms). */
export function useMatchKeywords(keyword: string) {
  return useQuery({
    queryKey: ['search', 'match', keyword],
    queryFn: async () =>
      dataOr(await callApi('getMatchSearchKeyWords', { keyword, limit: SUGGESTION_LIMIT }, { silent: true }), {
        matchWorks: [],
        matchDesigners: [],
      }),
    enabled: keyword !== '',
    staleTime: 60_000,
  });
}

/**
 * The results page records its keyword once per keyword (not per tab or page), so it shows under
 * 最近搜索 next time — after its results have arrived (`ready`), so the write never competes with them.
 * Answers whether the record has settled: a visitor's first calls get the gateway's browser-id cookie,
 * so the page asks for recent/hot keywords only after it (decision 009). Fire and forget: a failure
 * costs only the entry.
 */
export function useRecordSearch(keyword: string, ready: boolean): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState<string | null>(null);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!keyword || !ready || sent.current === keyword) return;
    sent.current = keyword;
    void callApi('recordSearchKeyWord', { keyword }, { silent: true }).then(async () => {
      await client.invalidateQueries({ queryKey: recentKeywordsQuery.queryKey });
      setSettled(keyword);
    });
  }, [keyword, ready, client]);
  return !keyword || settled === keyword;
}
