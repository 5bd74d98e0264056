/**
 * Preload hints for the browse pages (issue 6 speed budget: `/works`, `/works/{id}`, `/designer`, `/u/{id}`, `/task`,
 * `/search/{kind}?keyword=`), the same idea as the home page's (preload-hints.ts): the SPA learns what a
 * page needs only after the entry JS has run, then the lazy route chunk, then the data call; the gateway
 * knows all three with the HTML. For these pages it sends
 * - `rel=modulepreload` for the page's route chunk and the chunks it imports that the entry does not
 *   (from Vite's build manifest), and `rel=preload; as=style` for their CSS;
 * - `rel=preload; as=fetch` for the page's first data calls, with exactly the URLs the web's client
 *   requests (`pageDataCalls` from the domain builds both).
 * - `rel=preload; as=image` for a list's first images (its largest paint on a phone): the eager works
 *   cards' covers on `/works`, `/search/works` and a grid homepage, the first designer's avatar on
 *   `/designer` and `/search/designer`, exactly as the cards render them. The gateway learns them by asking the upstream
 *   the same data call itself, cached for a minute with its other reads (upstream-cache.ts) and refreshed in the
 *   background — a page is never held
 *   for it: until the answer is known (the first visit of a keyword), the page goes without that hint.
 * A missing or unreadable manifest only drops the chunk hints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pageDataCalls } from '@bazaar/domain/api/page-data';
import { routes } from '@bazaar/domain/api/routes';
import type { HomepageLayout } from '@bazaar/domain/constants/homepage';
import { avatarUrl, coverUrl } from '@bazaar/domain/format';
import { fetchLink } from './preload-hints.js';
import { derived, type UpstreamReads } from './upstream-cache.js';

/**
 * The lazy page module each browse path renders (apps/web/src/app/route-table.ts). Kept to the pages of
 * the budget; any other path gets no chunk hint (an unknown path renders the 404 page).
 */
export const PAGE_MODULES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/works$/, module: 'src/features/works/pages/works-page.tsx' },
  { pattern: /^\/works\/\d{1,10}$/, module: 'src/features/works/pages/work-detail-page.tsx' },
  { pattern: /^\/task\/\d{1,10}$/, module: 'src/features/task-work/pages/task-work-pages.tsx' },
  { pattern: /^\/designer$/, module: 'src/features/designers/pages/designers-page.tsx' },
  { pattern: /^\/task$/, module: 'src/features/tasks/pages/task-hall-page.tsx' },
  { pattern: /^\/u\/\d{1,10}$/, module: 'src/features/homepage/pages/homepage-page.tsx' },
  { pattern: /^\/search\/(works|designer)$/, module: 'src/features/search/pages/search-page.tsx' },
  // Issue 8 budget on /help/qa: the help centre is static text in its chunk, so the chunk is all it waits for.
  { pattern: /^\/help\/[A-Za-z]{1,32}$/, module: 'src/app/pages/help-join-pages.ts' },
];

const chunkSchema = z.object({
  file: z.string().min(1),
  isEntry: z.boolean().optional(),
  name: z.string().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), chunkSchema);
export type Manifest = z.infer<typeof manifestSchema>;

/** apps/web/dist/.vite/manifest.json (`build.manifest` in the web's vite.config.ts), or null. */
export function readManifest(webDist: string): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(
      JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every JS and CSS file a chunk loads with its static imports, depth first, each once. */
function walk(manifest: Manifest, key: string, seen: Set<string>, js: string[], css: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  js.push(chunk.file);
  for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, seen, js, css);
}

/** The JS and CSS files a lazy page module loads beyond what index.html's entries already load. */
function moduleFiles(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const entryJs: string[] = [];
  const entryCss: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) walk(manifest, key, new Set(), entryJs, entryCss);
  }
  const js: string[] = [];
  const css: string[] = [];
  walk(manifest, module, new Set(), js, css);
  return { js: js.filter((f) => !entryJs.includes(f)), css: css.filter((f) => !entryCss.includes(f)) };
}

/** The stylesheets a page module loads beyond the entry's (files under the web's dist, e.g. `assets/x.css`). */
export const moduleCss = (manifest: Manifest, module: string): string[] => moduleFiles(manifest, module).css;

/**
 * The `Link` values that fetch a lazy page module early: its chunk and the chunks it imports, minus what
 * index.html already loads (the entry and its imports), then its CSS. `crossorigin` matches how the
 * entry's `import()` and Vite's CSS loader request them, so the preloaded responses are reused.
 */
export function chunkLinks(manifest: Manifest, module: string): string[] {
  const { js, css } = moduleFiles(manifest, module);
  return [
    ...js.map((f) => `</${f}>; rel=modulepreload; crossorigin`),
    ...css.map((f) => `</${f}>; rel=preload; as=style; crossorigin`),
  ];
}

/**
 * `chunkLinks` of a build's page modules, each computed on first use (the manifest does not change while we
 * run); none without a manifest.
 */
export function chunkLinksOf(manifest: Manifest | null): (module: string) => string[] {
  const chunks = new Map<string, string[]>();
  return (module) => {
    if (!manifest) return [];
    let links = chunks.get(module);
    if (!links) chunks.set(module, (links = chunkLinks(manifest, module)));
    return links;
  };
}

const rowsSchema = z.object({
  success: z.literal(true),
  data: z.object({ rows: z.array(z.object({ cover: z.string().nullish(), picture: z.string().nullish() })) }),
});

/**
 * The works cards the web loads eagerly (works-page, search-page, the homepage grid: the first four — two
 * rows on a phone). Their covers are the same size, so the first to paint is the largest paint; all four
 * are preloaded, not just the first.
 */
export const EAGER_COVERS = 4;

/**
 * The list images a data call's answer leads to, as WorkCard / DesignerCard render them: the eager cards'
 * covers of a works list, the first avatar of a designer list (the only eager image of /designer); none
 * for a tab's one-row count or rows without images.
 */
export function listImages(url: string, body: unknown): string[] {
  if (url.includes('pageSize=1&') || url.endsWith('pageSize=1')) return [];
  const parsed = rowsSchema.safeParse(body);
  const rows = parsed.success ? parsed.data.data.rows : [];
  // The task hall's eager cards (issue 7): the covers of the first four; a task without one paints its
  // category illustration, which needs no image.
  if (url.startsWith(routes.getAllWorksPage.path + '?') || url.startsWith(routes.getTaskPage.path + '?'))
    return rows.slice(0, EAGER_COVERS).flatMap((r) => (r.cover ? [coverUrl(r.cover)] : []));
  if (url.startsWith(routes.getAllTalentsPage.path + '?')) return rows[0]?.picture ? [avatarUrl(rows[0].picture)] : [];
  return [];
}

/** A list page's first images for the static shell: works or task covers, or a designer's avatar. */
export interface ListShell {
  kind: 'covers' | 'avatar';
  images: string[];
}

/** The list pages whose shell shows their first cards; a designer homepage's when its works are a grid. */
const SHELL_LISTS = /^\/(works|task|designer|search\/(works|designer))$/;
const HOMEPAGE = /^\/u\/\d{1,10}$/;

/** The Link value of a list's first image: high priority, fetched as the `<img>` fetches it. */
export const listImageLink = (src: string): string => `<${src}>; rel=preload; as=image; fetchpriority=high`;

export function createPagePreload(webDist: string, reads?: UpstreamReads) {
  const manifest = readManifest(webDist);
  const imagesIn = derived((body, url) => listImages(url, body));
  /** The known images of a list call (none when not known yet); refreshes when stale. */
  function imagesOf(url: string): string[] {
    const lists = [routes.getAllWorksPage.path, routes.getAllTalentsPage.path, routes.getTaskPage.path];
    if (!reads || !lists.some((path) => url.startsWith(path))) return [];
    return imagesIn(reads.peek(url), url) ?? [];
  }

  const chunksOf = chunkLinksOf(manifest);

  return {
    /** Warms the image lookups of the two unfiltered lists (bounded by the lookup timeout). */
    async warm(): Promise<void> {
      const urls = [
        ...pageDataCalls('/works', new URLSearchParams()),
        ...pageDataCalls('/designer', new URLSearchParams()),
        ...pageDataCalls('/task', new URLSearchParams()),
      ];
      if (reads) await Promise.all(urls.map((url) => reads.get(url)));
    },
    /**
     * The first cards' images of a list page for the static shell (the same images the page preloads), or
     * null when the page is not a list or its images are not known yet (a keyword's first visit).
     */
    listShell(pathname: string, search: URLSearchParams, homepageLayout?: HomepageLayout): ListShell | null {
      const homepageGrid = HOMEPAGE.test(pathname) && homepageLayout === 'grid';
      if (!SHELL_LISTS.test(pathname) && !homepageGrid) return null;
      for (const url of pageDataCalls(pathname, search, homepageLayout)) {
        const images = imagesOf(url);
        if (images.length) {
          return { kind: url.startsWith(routes.getAllTalentsPage.path + '?') ? 'avatar' : 'covers', images };
        }
      }
      return null;
    },
    /**
     * `Link` values for a browse page (none for any other path). `homepageLayout`: a designer homepage's
     * skin layout when known — its works call is then hinted too, and its first cover when the works show
     * as cards (the grid; masonry and list render other image sizes).
     */
    links(pathname: string, search: URLSearchParams, homepageLayout?: HomepageLayout): string[] {
      const page = PAGE_MODULES.find((p) => p.pattern.test(pathname));
      if (!page) return [];
      const calls = pageDataCalls(pathname, search, homepageLayout);
      const cardsShown = !pathname.startsWith('/u/') || homepageLayout === 'grid';
      const imageLinks = (cardsShown ? calls : []).flatMap((url) => imagesOf(url).map(listImageLink));
      const data = calls.map(fetchLink);
      return [...imageLinks, ...data, ...chunksOf(page.module)];
    },
  };
}
