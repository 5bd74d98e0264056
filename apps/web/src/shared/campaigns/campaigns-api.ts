/**
 * Campaigns (issue 8): info, entries ranked by likes, an entry's detail, and the like itself. Shared: the
 * thematic pages' like wall and rank list, the /match and /oppo pages and the floating toolbar use them.
 */
import type { Campaign, CampaignEntry, CampaignEntryDetail } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { checkLikeWindow } from '@bazaar/domain/rules';
import { LIKE_LOGIN_FIRST, LIKE_SUCCESS, likeCallFor } from '@bazaar/domain/rules/campaign-like';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi, dataOr, emptyPage } from '../api/client';
import { NOT_FOUND_CODE } from '../lib/not-found';
import * as paths from '../lib/page-paths';
import { useSession } from '../session/use-session';
import { toast } from '../ui/toast/toast-store';

const KEY = 'campaigns';

export function useCampaign(slug: string | null) {
  return useQuery({
    queryKey: [KEY, 'info', slug],
    enabled: slug !== null,
    queryFn: async (): Promise<Campaign | null> =>
      dataOr(await callApi('getCampaignInfo', { campaign: slug ?? '' }, { handledCodes: [NOT_FOUND_CODE] }), null),
  });
}

export function useCampaignList(kind: Campaign['kind']) {
  return useQuery({
    queryKey: [KEY, 'list', kind],
    queryFn: async (): Promise<Campaign[]> => dataOr(await callApi('getCampaignList', { kind }), []),
  });
}

export function useCampaignWorks(slug: string | null, sortType: 'likes' | 'new', current: number, pageSize: number) {
  return useQuery({
    queryKey: [KEY, 'works', slug, sortType, current, pageSize],
    enabled: slug !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<CampaignEntry>> =>
      dataOr(
        await callApi('getCampaignWorksPage', { campaign: slug ?? '', sortType, current, pageSize }),
        emptyPage<CampaignEntry>(),
      ),
  });
}

export function useCampaignEntry(slug: string | null, worksId: number) {
  return useQuery({
    queryKey: [KEY, 'entry', slug, worksId],
    enabled: slug !== null && worksId > 0,
    queryFn: async (): Promise<CampaignEntryDetail | null> =>
      dataOr(
        await callApi('getCampaignEntry', { campaign: slug ?? '', worksId }, { handledCodes: [NOT_FOUND_CODE] }),
        null,
      ),
  });
}

// The window's state and wording, and where an entry opens: one copy for the web and the phone site.
export { entryPath, windowState, windowText, type WindowState } from '@bazaar/domain/rules/campaign-like';

/**
 * The like action: a visitor is sent to log in (anonymous likes are impossible); outside the window the
 * docs/product.md §8 message shows without a call; vivo/oppo go through their docs/product.md §7 thumbUpWork calls.
 */
export function useCampaignLike(campaign: Campaign | null | undefined) {
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<number | null>(null);
  const like = useCallback(
    async (workId: number) => {
      if (!campaign) return;
      if (!isLogin) {
        toast.warning(LIKE_LOGIN_FIRST);
        void navigate(paths.login(pathname + search));
        return;
      }
      const window = checkLikeWindow({ start: campaign.likeStart, end: campaign.likeEnd }, new Date());
      if (!window.ok) {
        toast.error(window.message);
        return;
      }
      setPending(workId);
      const likeCall = likeCallFor(campaign.slug);
      const result =
        likeCall === 'thumbUpCampaignWork'
          ? await callApi(likeCall, { campaign: campaign.slug, workId })
          : await callApi(likeCall, { workId });
      setPending(null);
      if (!result.success) return; // the client showed the api's message
      toast.success(LIKE_SUCCESS);
      await queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    [campaign, isLogin, navigate, pathname, search, queryClient],
  );
  return { like: (workId: number) => void like(workId), pending };
}

/**
 * The campaign of a contest entry page (/oppo/{id}: oppo; /match/{id}: ?c=slug, else the latest contest),
 * null elsewhere — the floating toolbar's 'like the works' likes in that campaign there (docs/product.md §2).
 */
/** undefined while the latest contest is still loading. */
export function useEntryCampaignSlug(pathname: string, search: string): string | null | undefined {
  const isMatch = pathname.startsWith('/match/');
  const list = useQuery({
    queryKey: [KEY, 'list', 'match'],
    enabled: isMatch && !new URLSearchParams(search).get('c'),
    queryFn: async (): Promise<Campaign[]> => dataOr(await callApi('getCampaignList', { kind: 'match' }), []),
  });
  if (pathname.startsWith('/oppo/')) return 'oppo';
  if (!isMatch) return null;
  const wanted = new URLSearchParams(search).get('c');
  if (wanted) return wanted;
  return list.isPending ? undefined : (list.data?.[0]?.slug ?? null);
}
