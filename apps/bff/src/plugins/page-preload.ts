/**
 * Preload hints for the browse pages (issue 6 speed budget: `/works`, `/works/{id}`, `/designer`, `/u/{id}`,
 * `/search/{kind}?keyword=`), the same idea as the home page's (preload-hints.ts): the SPA learns what a
 * page needs only after the entry JS has run, then the lazy route chunk, then the data call; the gateway
 * knows all three with the HTML. For these pages it sends
 * - `rel=modulepreload` for the page's route chunk and the chunks it imports that the entry does not
 *   (from Vite's build manifest), and `rel=preload; as=style` for their CSS;
 * - `rel=preload; as=fetch` for the page's first data calls, with exactly the URLs the web's client
 *   requests (`pageDataCalls` from the domain builds both).
 * A missing or unreadable manifest only drops the chunk hints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pageDataCalls } from '@bazaar/domain/api/page-data';

/**
 * The lazy page module each browse path renders (apps/web/src/app/route-table.ts). Kept to the pages of
 * the budget; any other path gets no chunk hint (an unknown path renders the 404 page).
 */
export const PAGE_MODULES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/works$/, module: 'src/features/works/pages/works-page.tsx' },
  { pattern: /^\/works\/\d{1,10}$/, module: 'src/features/works/pages/work-detail-page.tsx' },
  { pattern: /^\/designer$/, module: 'src/features/designers/pages/designers-page.tsx' },
  { pattern: /^\/u\/\d{1,10}$/, module: 'src/features/homepage/pages/homepage-page.tsx' },
  { pattern: /^\/search\/(works|designer)$/, module: 'src/features/search/pages/search-page.tsx' },
];

const chunkSchema = z.object({
  file: z.string().min(1),
  isEntry: z.boolean().optional(),
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

/**
 * The `Link` values that fetch a lazy page module early: its chunk and the chunks it imports, minus what
 * index.html already loads (the entry and its imports), then its CSS. `crossorigin` matches how the
 * entry's `import()` and Vite's CSS loader request them, so the preloaded responses are reused.
 */
export function chunkLinks(manifest: Manifest, module: string): string[] {
  const entryJs: string[] = [];
  const entryCss: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) walk(manifest, key, new Set(), entryJs, entryCss);
  }
  const js: string[] = [];
  const css: string[] = [];
  walk(manifest, module, new Set(), js, css);
  return [
    ...js.filter((f) => !entryJs.includes(f)).map((f) => `</${f}>; rel=modulepreload; crossorigin`),
    ...css.filter((f) => !entryCss.includes(f)).map((f) => `</${f}>; rel=preload; as=style; crossorigin`),
  ];
}

export function createPagePreload(webDist: string) {
  const manifest = readManifest(webDist);
  // One list per page module, computed on first use (the manifest does not change while we run).
  const chunks = new Map<string, string[]>();
  const chunksOf = (module: string): string[] => {
    if (!manifest) return [];
    let links = chunks.get(module);
    if (!links) chunks.set(module, (links = chunkLinks(manifest, module)));
    return links;
  };

  return {
    /** `Link` values for a browse page (none for any other path). */
    links(pathname: string, search: URLSearchParams): string[] {
      const page = PAGE_MODULES.find((p) => p.pattern.test(pathname));
      if (!page) return [];
      const data = pageDataCalls(pathname, search).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`);
      return [...data, ...chunksOf(page.module)];
    },
  };
}
