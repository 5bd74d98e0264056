/** A thematic page's blocks (issue 8): getCmsConfigInfos for page `zt`, position = the slug (docs/product.md §7). */
import { CMS } from '@bazaar/domain/constants';
import { decodeCmsList, type CmsContent } from '@bazaar/domain/cms';
import { CMS_QR_PAGE, CMS_ZT_PAGE, decodeCmsBlocks, type CmsBlock } from '@bazaar/domain/cms/blocks';
import { useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

export function useZtPage(slug: string) {
  return useQuery({
    queryKey: ['cms', 'zt', slug],
    queryFn: async (): Promise<CmsBlock[]> => {
      const items = dataOr(
        await callApi('getCmsConfigInfos', { channel: CMS.channel, page: CMS_ZT_PAGE, position: slug }),
        [],
      );
      // A broken block is skipped and logged; the rest of the page still draws.
      return decodeCmsBlocks(items, (s) => console.warn(`[cms] zt/${slug} block ${s.index} skipped: ${s.error}`));
    },
  });
}

/** QR codes (page `qr`): one code, or every code when `code` is null. */
export function useQrCodes(code: string | null) {
  return useQuery({
    queryKey: ['cms', 'qr', code],
    queryFn: async (): Promise<CmsContent[]> =>
      decodeCmsList(
        dataOr(
          await callApi('getCmsConfigInfos', {
            channel: CMS.channel,
            page: CMS_QR_PAGE,
            ...(code ? { position: code } : {}),
          }),
          [],
        ),
      ),
  });
}
