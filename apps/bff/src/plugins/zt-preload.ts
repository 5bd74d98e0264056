/**
 * The thematic pages' first paint (issue 8 budget: Lighthouse on `/zt/2024`, `/zt/rank`): a zt page is
 * CMS blocks, and its largest paint is the first block's banner art. Without help the browser learns of
 * that image only after the entry JS, the page chunk, the CMS call and then React have run. The gateway
 * knows the page's CMS call from the path, so for `/zt/{slug}` it
 * - hints the page chunk (Vite manifest), the CMS call (`rel=preload; as=fetch`, the URL the web builds)
 *   and the banner image (the candidates and slot the web's banner renders);
 * - paints the banner in the static shell (spa.ts), in the banner's box and theme colour.
 * The banner is looked up from the upstream with the gateway's other reads (upstream-cache.ts: the phone's
 * zt page reads the same answer), cached for a minute and refreshed in the background; a page
 * is never held for it (its first visit after a start goes without the shell). Any slug of the route's
 * shape is looked up — an unknown one answers no blocks — and the cache is bounded.
 */
import { decodeCmsBlocks } from '@bazaar/domain/cms/blocks';
import { BANNER_SIZES, BANNER_WIDTHS, bannerSrcSet, bannerUrl } from '@bazaar/domain/format';
import { chunkLinks, readManifest } from './page-preload.js';
import { cmsDataUrl, fetchLink, imageLink, type HeroImage } from './preload-hints.js';
import { derived, type UpstreamReads } from './upstream-cache.js';

/** The CMS-rendered zt pages (route-table.ts: zt/tool is growth's page, zt/clips is not a CMS page). */
const ZT_PATH = /^\/zt\/(?!(?:tool|clips)$)([a-z0-9_]{1,32})$/;
export const ZT_MODULE = 'src/features/zt/pages/zt-pages.tsx';

/** A zt page's shell banner: its art as the web's banner renders it, on the page's theme colour. */
export interface ZtBanner extends HeroImage {
  color?: string;
}

/** The first block of a zt page's CMS answer when it is a banner with art (else null). */
export function ztBanner(body: unknown): ZtBanner | null {
  const items = typeof body === 'object' && body && 'data' in body ? (body as { data: unknown }).data : null;
  const first = decodeCmsBlocks(items)[0];
  if (first?.type !== 'banner' || !first.cover) return null;
  return {
    src: bannerUrl(first.cover, BANNER_WIDTHS[0]),
    srcSet: bannerSrcSet(first.cover),
    sizes: BANNER_SIZES,
    alt: '',
    ...(first.color ? { color: first.color } : {}),
  };
}

export function createZtPreload(webDist: string, reads: UpstreamReads) {
  const manifest = readManifest(webDist);
  const chunks = manifest ? chunkLinks(manifest, ZT_MODULE) : [];
  const bannerIn = derived(ztBanner);
  const dataUrl = (pathname: string): string | null => {
    const slug = ZT_PATH.exec(pathname)?.[1];
    return slug ? cmsDataUrl('zt', slug) : null;
  };

  return {
    /** The page's banner for the static shell, when known (never waits). */
    banner(pathname: string): ZtBanner | null {
      const url = dataUrl(pathname);
      return url ? (bannerIn(reads.peek(url)) ?? null) : null;
    },
    /** `Link` values for a zt page: its banner image, its CMS call and its chunk (none for other paths). */
    links(pathname: string): string[] {
      const url = dataUrl(pathname);
      if (!url) return [];
      const banner = bannerIn(reads.peek(url));
      return [...(banner ? [imageLink(banner)] : []), fetchLink(url), ...chunks];
    },
  };
}
