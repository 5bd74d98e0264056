/**
 * Preload hints and static shells for the phone site (issue 26 LCP budget, docs/decisions/025). The phone learns
 * what a page needs only after its entry JS has run, then the page's lazy chunk and the small chunks it imports,
 * then the data call, then the image — four round trips after the HTML on a phone's link, and the image painted
 * only once the JS has run. The gateway knows them with the HTML, as it does for the web (page-preload.ts):
 * - `rel=modulepreload` for the page's chunk and its imports the entry does not load (the phone build's
 *   manifest), `rel=preload; as=style` for their CSS;
 * - `rel=preload; as=fetch` for the page's first data calls, the URLs the phone's pages build from the same
 *   table (`phonePageDataCalls`);
 * - the page's largest paint — the home banner, a zt page's banner, a list's first covers, a task's cover, a
 *   work's first images — preloaded and painted in a static shell (mobile-spa.ts), with the candidates the page
 *   gives that image (`phoneCandidates`), so both ask for the same file. The gateway learns the image from the
 *   page's first call's answer, read as a visitor and cached for a minute with the gateway's other reads
 *   (upstream-cache.ts: a work's or task's share card reads the same answer): until known (a page's first
 *   visit), the page goes without it.
 */
import { z } from 'zod';
import type { QueryParams } from '@bazaar/domain/api/page-data';
import type { HomepageLayout } from '@bazaar/domain/constants/homepage';
import { phonePageDataCalls } from '@bazaar/domain/api/phone-page-data';
import { routes } from '@bazaar/domain/api/routes';
import { decodeCmsList } from '@bazaar/domain/cms';
import { decodeCmsBlocks } from '@bazaar/domain/cms/blocks';
import { displayNickname, worksWatermark } from '@bazaar/domain/format';
import { phoneCandidates, type PhoneCandidates } from '@bazaar/domain/format/phone-image';
import { chunkLinksOf, readManifest } from './page-preload.js';
import { fetchLink, imageLink } from './preload-hints.js';
import { derived, type UpstreamReads } from './upstream-cache.js';

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
  { pattern: /^\/brand$/, module: 'src/pages/brands.tsx' },
  { pattern: /^\/brand\/[^/]+$/, module: 'src/pages/brand.tsx' },
  { pattern: /^\/activity\/[^/]+$/, module: 'src/pages/activity.tsx' },
  { pattern: /^\/help\/[^/]+$/, module: 'src/pages/help.tsx' },
  { pattern: /^\/join$/, module: 'src/pages/join.tsx' },
  { pattern: /^\/login$/, module: 'src/pages/login.tsx' },
];

/**
 * Issue 34 item 5: the signed-in pages' modules, hinted only to a browser with a session (a visitor is sent to log
 * in). With their first calls (phonePageDataCalls) and getUserInfo preloaded beside the entry, the chain document →
 * entry → getUserInfo (the guard) → chunk → data becomes document → all of them at once.
 */
export const PHONE_SIGNED_IN_MODULES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/my$/, module: 'src/pages/me.tsx' },
  { pattern: /^\/my\/setting$/, module: 'src/pages/settings.tsx' },
  { pattern: /^\/(u|uc)\/task$/, module: 'src/pages/my-tasks.tsx' },
  { pattern: /^\/(u|uc)\/bill$/, module: 'src/pages/money-bills.tsx' },
  { pattern: /^\/messages$/, module: 'src/pages/messages.tsx' },
  { pattern: /^\/uc$/, module: 'src/pages/employer.tsx' },
];

/** What the phone reads first with a session (its session.tsx), for every page. */
const USER_INFO_LINK = fetchLink(routes.getUserInfo.path);

/** One image of a static shell: the page's candidates, its text, and its box when the page reserves one. */
export interface ShellImage extends PhoneCandidates {
  alt: string;
  /** CSS aspect ratio (`W / H`). */
  ratio?: string;
}

/**
 * Where a shell's paint stands, as the page draws it: the home banner (inset, 3:1), edge to edge under the top
 * bar (a zt banner, a task's cover), two covers of the two-column grid (a list; a designer's homepage, under
 * the profile), the first designer card's samples, a work's images under its heading, or the task hall's
 * first task names (text: it paints with the HTML, no image to wait for).
 */
export type ShellLayout = 'banner' | 'full' | 'grid' | 'homepage' | 'samples' | 'work' | 'text';
export interface PhoneShell {
  layout: ShellLayout;
  images: ShellImage[];
  /** The text lines of a `text` shell. */
  lines?: string[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const envelope = z.object({ success: z.literal(true), data: z.unknown() });
const rowsSchema = z.object({ rows: z.array(z.object({ cover: z.string().nullish(), title: z.string().nullish() })) });
const talentsSchema = z.object({
  rows: z.array(
    z.object({ imageVos: z.array(z.object({ cover: z.string().nullish(), title: z.string().nullish() })) }),
  ),
});
const tasksSchema = z.object({ rows: z.array(z.object({ taskName: z.string() })) });
const taskSchema = z.object({ cover: z.string().nullish(), taskName: z.string().nullish() });
const workSchema = z.object({
  title: z.string().nullish(),
  nickName: z.string().nullish(),
  cover: z.string().nullish(),
  coverWidth: z.number().nullish(),
  coverHeight: z.number().nullish(),
  images: z.array(z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() })).nullish(),
});

/** How many of a list's covers and a work's images the page asks for first (its `priority` images). */
const FIRST_IMAGES = 2;

/** A list's first covers as the two-column grid's priority cards draw them. */
const gridCovers = (data: unknown): ShellImage[] =>
  (rowsSchema.safeParse(data).data?.rows ?? [])
    .slice(0, FIRST_IMAGES)
    .flatMap((r) =>
      r.cover ? [{ ...phoneCandidates(r.cover, 'half', { ratio: 4 / 3 }), alt: r.title ?? '', ratio: '4 / 3' }] : [],
    );

/** The task names the hall's first cards show (a phone's first screen holds about three). */
const TEXT_LINES = 3;

/**
 * Each page's shell: the layout, which of its first calls (`phonePageDataCalls`) tells the paint, and the images
 * (or lines) that call's answer leads to.
 */
const SHELLS: {
  pattern: RegExp;
  layout: ShellLayout;
  call?: number;
  read: (data: unknown) => ShellImage[];
  lines?: (data: unknown) => string[];
}[] = [
  {
    pattern: /^\/$/,
    layout: 'banner',
    read: (data) => {
      const first = decodeCmsList(data).find((b) => b.cover);
      return first?.cover ? [{ ...phoneCandidates(first.cover, 'banner'), alt: first.title ?? '活动横幅' }] : [];
    },
  },
  {
    pattern: /^\/zt\/[^/]+$/i,
    layout: 'full',
    read: (data) => {
      const first = decodeCmsBlocks(data)[0];
      if (first?.type !== 'banner' || !first.cover) return [];
      return [{ ...phoneCandidates(first.cover, 'full', { ratio: 3 }), alt: '', ratio: '3 / 1' }];
    },
  },
  { pattern: /^\/(works|search\/works)$/, layout: 'grid', read: gridCovers },
  // A designer's homepage: its works grid's first covers, under the profile (the works call is its second).
  { pattern: /^\/u\/\d{1,10}$/, layout: 'homepage', call: 1, read: gridCovers },
  {
    pattern: /^\/designer$/,
    layout: 'samples',
    read: (data) =>
      (talentsSchema.safeParse(data).data?.rows[0]?.imageVos ?? [])
        .slice(0, 3)
        .flatMap((w) =>
          w.cover ? [{ ...phoneCandidates(w.cover, 'third', { ratio: 1 }), alt: w.title ?? '', ratio: '1 / 1' }] : [],
        ),
  },
  {
    pattern: /^\/task$/,
    layout: 'text',
    read: () => [],
    lines: (data) => (tasksSchema.safeParse(data).data?.rows ?? []).slice(0, TEXT_LINES).map((t) => t.taskName),
  },
  {
    pattern: /^\/task\/\d{1,10}$/,
    layout: 'full',
    read: (data) => {
      const t = taskSchema.safeParse(data).data;
      return t?.cover
        ? [{ ...phoneCandidates(t.cover, 'full', { ratio: 4 / 3 }), alt: t.taskName ?? '', ratio: '4 / 3' }]
        : [];
    },
  },
  {
    pattern: /^\/works\/\d{1,10}$/,
    layout: 'work',
    // As the phone's work page draws them: its images, or its cover, watermarked with the designer's name.
    read: (data) => {
      const w = workSchema.safeParse(data).data;
      if (!w) return [];
      const mk = worksWatermark(displayNickname(str(w.nickName)));
      const listed = w.images?.length ? w.images : [{ url: str(w.cover), width: w.coverWidth, height: w.coverHeight }];
      const title = str(w.title);
      return listed
        .slice(0, FIRST_IMAGES)
        .filter((image) => image.url)
        .map((image, i) => ({
          ...phoneCandidates(image.url, 'full', { mk }),
          alt: listed.length > 1 ? `${title}（${i + 1}）` : title,
          ratio: num(image.width) && num(image.height) ? `${num(image.width)} / ${num(image.height)}` : '4 / 3',
        }));
    },
  },
];

export function createMobilePreload(mobileDist: string, reads: UpstreamReads) {
  const manifest = readManifest(mobileDist);
  const chunksOf = chunkLinksOf(manifest);
  const shellOf = SHELLS.map((page) =>
    derived((body): PhoneShell | null => {
      const answer = envelope.safeParse(body);
      if (!answer.success) return null;
      const data = answer.data.data;
      const shell = { layout: page.layout, images: page.read(data), lines: page.lines?.(data) ?? [] };
      return shell.images.length || shell.lines.length ? shell : null;
    }),
  );

  /**
   * The page's shell, when its images are known (never waits; a missing or stale one is looked up).
   * `homepageLayout`: a designer homepage's skin layout (page-meta's lookup) — its works are cards in the grid
   * unless it is `list`.
   */
  function shell(
    pathname: string,
    search: QueryParams,
    signedIn: boolean,
    homepageLayout?: HomepageLayout,
  ): PhoneShell | null {
    const i = SHELLS.findIndex((s) => s.pattern.test(pathname));
    const page = SHELLS[i];
    if (page?.layout === 'homepage' && (!homepageLayout || homepageLayout === 'list')) return null;
    const url = page ? phonePageDataCalls(pathname, search, signedIn)[page.call ?? 0] : undefined;
    if (!page || !url) return null;
    return shellOf[i]!(reads.peek(url)) ?? null;
  }

  return {
    /** Warms the home banner's lookup (bounded by its timeout). */
    async warm(): Promise<void> {
      const url = phonePageDataCalls('/', new URLSearchParams())[0];
      if (url) await reads.get(url);
    },
    /** The shell boot's file (the build's second entry), or null for a build without it. */
    bootFile: Object.values(manifest ?? {}).find((c) => c.isEntry && c.name === 'shell-boot')?.file ?? null,
    shell,
    /** `Link` values for a phone page (none for a path not covered); `signedIn`: the browser has a session. */
    links(pathname: string, search: QueryParams, signedIn: boolean, shown: PhoneShell | null): string[] {
      const modules = signedIn ? [...PHONE_PAGE_MODULES, ...PHONE_SIGNED_IN_MODULES] : PHONE_PAGE_MODULES;
      const module = modules.find((p) => p.pattern.test(pathname))?.module;
      const data = phonePageDataCalls(pathname, search, signedIn).map(fetchLink);
      return [
        ...(shown?.images ?? []).map(imageLink),
        ...(signedIn ? [USER_INFO_LINK] : []),
        ...data,
        ...(module ? chunksOf(module) : []),
      ];
    },
  };
}
