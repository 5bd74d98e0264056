/**
 * Preload hints for the phone site (issue 26 LCP budget, docs/decisions/025): the phone learns what a page needs
 * only after its entry JS has run, then the page's lazy chunk and the small chunks it imports, then the data
 * call, then the image — four round trips after the HTML on a phone's link. The gateway knows the first three
 * with the HTML and sends them as `Link` headers, as it does for the web's browse pages (page-preload.ts):
 * - `rel=modulepreload` for the page's chunk and its imports the entry does not load (the phone build's
 *   manifest), `rel=preload; as=style` for their CSS;
 * - `rel=preload; as=fetch` for the page's first data calls, the URLs the phone's pages build from the same
 *   table (`phonePageDataCalls`);
 * - on `/`, the first banner — the page's largest paint — with the candidates the page's banner has, and the
 *   same banner for the static shell (mobile-spa.ts), looked up as the desktop's home does (preload-hints.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { QueryParams } from '@bazaar/domain/api/page-data';
import { PHONE_BANNER_SIZES, phonePageDataCalls } from '@bazaar/domain/api/phone-page-data';
import { chunkLinks, readManifest } from './page-preload.js';
import { createHomePreload, imageLink, type HeroImage } from './preload-hints.js';

/**
 * The lazy page module of each phone path (apps/mobile/src/app/routes.tsx), for the pages a visitor lands on
 * from a link. Any other path gets no chunk hint and loads as before.
 */
export const PHONE_PAGE_MODULES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/$/, module: 'src/pages/home.tsx' },
  { pattern: /^\/works$/, module: 'src/pages/works.tsx' },
  { pattern: /^\/works\/[^/]+$/, module: 'src/pages/work.tsx' },
  { pattern: /^\/designer$/, module: 'src/pages/designers.tsx' },
  { pattern: /^\/u\/\d{1,10}$/, module: 'src/pages/homepage.tsx' },
  { pattern: /^\/task$/, module: 'src/pages/tasks.tsx' },
  { pattern: /^\/task\/[^/]+$/, module: 'src/pages/task.tsx' },
  { pattern: /^\/search(\/[^/]+)?$/, module: 'src/pages/search.tsx' },
  { pattern: /^\/zt\/[^/]+$/i, module: 'src/pages/zt.tsx' },
  { pattern: /^\/brand(\/[^/]+)?$/, module: 'src/pages/brand.tsx' },
  { pattern: /^\/activity\/[^/]+$/, module: 'src/pages/activity.tsx' },
  { pattern: /^\/help\/[^/]+$/, module: 'src/pages/help.tsx' },
  { pattern: /^\/join$/, module: 'src/pages/join.tsx' },
  { pattern: /^\/login$/, module: 'src/pages/login.tsx' },
];

/** `/brand` is the list, `/brand/{id}` the brand page: separate modules. */
const moduleOf = (pathname: string): string | undefined => {
  if (pathname === '/brand') return 'src/pages/brands.tsx';
  return PHONE_PAGE_MODULES.find((p) => p.pattern.test(pathname))?.module;
};

export function createMobilePreload(mobileDist: string, upstream: string, log: FastifyBaseLogger) {
  const manifest = readManifest(mobileDist);
  const home = createHomePreload(upstream, log);
  /** The first banner as the phone's home draws it: the desktop's candidates in the phone's slot. */
  const banner = (): HeroImage | null => {
    const hero = home.hero();
    return hero ? { ...hero, sizes: PHONE_BANNER_SIZES } : null;
  };
  const chunks = new Map<string, string[]>();
  const chunksOf = (module: string): string[] => {
    if (!manifest) return [];
    let links = chunks.get(module);
    if (!links) chunks.set(module, (links = chunkLinks(manifest, module)));
    return links;
  };
  return {
    /** Warms the banner lookup (bounded by its timeout). */
    warm: () => home.warm(),
    /** The shell boot's file (the build's second entry), or null for a build without it. */
    bootFile: Object.values(manifest ?? {}).find((c) => c.isEntry && c.name === 'shell-boot')?.file ?? null,
    /** The image the static shell paints for a page (the home's first banner), or null. */
    shellImage(pathname: string, search: QueryParams): HeroImage | null {
      return pathname === '/' && [...search.keys()].length === 0 ? banner() : null;
    },
    /** `Link` values for a phone page (none for a path not covered); `signedIn`: the browser has a session. */
    links(pathname: string, search: QueryParams, signedIn: boolean): string[] {
      const module = moduleOf(pathname);
      const image = this.shellImage(pathname, search);
      const data = phonePageDataCalls(pathname, search, signedIn).map(
        (url) => `<${url}>; rel=preload; as=fetch; crossorigin`,
      );
      return [...(image ? [imageLink(image)] : []), ...data, ...(module ? chunksOf(module) : [])];
    },
  };
}
