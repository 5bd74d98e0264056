/**
 * Preload hints for the home page (Lighthouse budget, issue 2). The SPA only learns what to fetch after
 * its JS runs; the gateway knows earlier. For `/` it sends `Link` headers so the browser starts, together
 * with the JS: the home page's CMS data calls, and the first banner image — the page's largest paint —
 * with the same responsive candidates the web renders (`bannerSrcSet` from the domain).
 * The banner is looked up from the upstream CMS with the gateway's other reads (upstream-cache.ts: one
 * lookup for the desktop's and the phone's home), cached for a minute and refreshed in the background;
 * until it is known the page is served without that one hint. The same banner is painted in the
 * static shell of `/` (spa.ts), so the largest paint does not wait for the JS.
 */
import { routes } from '@bazaar/domain/api/routes';
import { decodeCmsList } from '@bazaar/domain/cms';
import { CMS } from '@bazaar/domain/constants';
import { BANNER_SIZES, BANNER_WIDTHS, bannerSrcSet, bannerUrl } from '@bazaar/domain/format';
import type { PreloadImage } from './page-meta.js';
import { derived, type UpstreamReads } from './upstream-cache.js';

/** The URL the web's API client builds for a CMS call (same parameter order: channel, page, position). */
export const cmsDataUrl = (page: string, position: string): string =>
  `${routes.getCmsConfigInfos.path}?${new URLSearchParams({ channel: CMS.channel, page, position })}`;

const HOME_DATA = (['banner', 'works', 'designers', 'tasks'] as const).map((p) =>
  cmsDataUrl(CMS.home.page, CMS.home[p]),
);

/** The home page's first banner as the web renders it (same URL, candidates and sizes). */
export interface HeroImage extends PreloadImage {
  alt: string;
}

/** A data call's preload: the page's own fetch (same URL, CORS mode, credentials) takes its answer. */
export const fetchLink = (url: string): string => `<${url}>; rel=preload; as=fetch; crossorigin`;

/** A `Link` value that preloads an image with the same candidates and slot the page's `<img>` has. */
export const imageLink = (image: PreloadImage): string =>
  image.srcSet
    ? `<${image.src}>; rel=preload; as=image; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes}"; fetchpriority=high`
    : `<${image.src}>; rel=preload; as=image; fetchpriority=high`;

const BANNER_DATA = cmsDataUrl(CMS.home.page, CMS.home.banner);

export function createHomePreload(reads: UpstreamReads) {
  const heroOf = derived((body): HeroImage | null => {
    const first = body.success === true ? decodeCmsList(body.data).find((b) => b.cover) : undefined;
    return first?.cover
      ? {
          src: bannerUrl(first.cover, BANNER_WIDTHS[0]),
          srcSet: bannerSrcSet(first.cover),
          sizes: BANNER_SIZES,
          alt: first.title ?? '活动横幅',
        }
      : null;
  });

  return {
    /** Warms the banner lookup (bounded by the lookup timeout). */
    warm: async (): Promise<void> => void (await reads.get(BANNER_DATA)),
    /** The banner to paint in the static shell of `/` (null until known or when there is none). */
    hero: (): HeroImage | null => heroOf(reads.peek(BANNER_DATA)) ?? null,
    /** `Link` header values for a page path. */
    links(pathname: string): string[] {
      if (pathname !== '/') return [];
      const data = HOME_DATA.map(fetchLink);
      const image = this.hero();
      return image ? [imageLink(image), ...data] : data;
    },
  };
}
