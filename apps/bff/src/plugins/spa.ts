/**
 * Serves the built SPA (apps/web/dist): hashed assets immutable for a year, `index.html` never cached,
 * and the history fallback — any other page path answers index.html so client routes deep-link.
 * Pre-compressed `.br`/`.gz` siblings written at build time are preferred over compressing per request.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressBody } from './compress-body.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '@bazaar/domain/api';
import { helpDocOf, renderHelpArticle } from '@bazaar/domain/help';
import { isKnownPage } from '@bazaar/domain/rules';
import type { BffConfig } from '../config.js';
import { applyMeta, createPageMeta, escapeHtml, renderMetaTags } from './page-meta.js';
import { createPagePreload, moduleCss, readManifest, type ListShell } from './page-preload.js';
import { createHomePreload, imageLink, type HeroImage } from './preload-hints.js';
import type { UpstreamReads } from './upstream-cache.js';
import { createZtPreload, type ZtBanner } from './zt-preload.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A page request: GET/HEAD for a path that is not an API, image or file (no extension). */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/img/') || pathname.startsWith('/assets/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

const HERO_MARKER = /<!--home-hero:[^>]*-->/;

/** The entry stylesheets Vite links in index.html (`<link rel="stylesheet" … href="/assets/….css">`). */
const ENTRY_CSS_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * Inlines the entry stylesheets into the page (issue 6/7 LCP budgets). Two render-blocking requests
 * (≈ 5 kB gzip together, 17 kB raw) cost a round trip each on a phone before anything paints, and while
 * they were in flight the main JS could arrive and run first, so the first paint — and with it the
 * shell's image, the largest paint — waited for the JS on some loads and not on others. Inline, the
 * shell paints with the HTML. The HTML is compressed, so the page grows by the CSS's gzip size only;
 * route stylesheets stay files (the web's chunk loader fetches them with the chunk).
 */
export function inlineEntryCss(template: string, readAsset: (file: string) => string | null): string {
  return template.replace(ENTRY_CSS_LINK, (link, file: string) => {
    const css = readAsset(file);
    // A stylesheet that could close the element early stays a link (never the case for Vite's output).
    if (css === null || /<\/style/i.test(css)) return link;
    // The link stays, disabled (a browser fetches no disabled stylesheet): the web's chunk loader looks for
    // a stylesheet link with the file's URL before it loads a lazy page's CSS, and without one it fetched
    // the inlined files again on every page that shares them.
    return `<style>${css}</style>${link.replace(/>$/, ' disabled>')}`;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const HEAD_MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
const LINK_MODULEPRELOAD = /^<(\/assets\/[\w.-]+\.js)>; rel=modulepreload; crossorigin$/;
/**
 * The static shell's own largest paint: an `<img>` (banner, covers, a work's images) or a help article's
 * text. The shell is the body's first element, so anything after its opening tag.
 */
const SHELL_PAINT = /class="boot-shell"[\s\S]*(<img\s|class="boot-help")/;

/**
 * On a page whose static shell shows its largest paint (images, or a help article's text), the app's JS
 * waits for that paint (issue 6/7/8 LCP budgets): the entry script and every JS preload — index.html's and
 * the Link header's — give way to the shell boot (web src/shell-boot.ts), which starts them once the
 * shell's images have loaded and a frame has painted. On a phone's narrow link the images otherwise shared
 * it with ≈ 110 kB of JS and painted last, and whether the text painted before the JS ran was a race.
 * Pages without such a shell, and a build without the boot, are served as built.
 */
export function deferBehindShell(
  html: string,
  links: readonly string[],
  bootFile: string | null,
): { html: string; links: string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!bootFile || !entry || !SHELL_PAINT.test(html)) return { html, links: [...links] };
  const preload = [...html.matchAll(HEAD_MODULEPRELOAD)].map((m) => m[1]!);
  const kept: string[] = [];
  for (const link of links) {
    const js = LINK_MODULEPRELOAD.exec(link)?.[1];
    if (js) preload.push(js);
    else kept.push(link);
  }
  const boot = `<script type="module" crossorigin src="/${bootFile}" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  return { html: html.replace(HEAD_MODULEPRELOAD, '').replace(ENTRY_SCRIPT, () => boot), links: kept };
}

const HELP_PATH = /^\/help\/([A-Za-z]{1,32})$/;
/** The help chunk (route-table.ts: the help centre and /join share it). */
const HELP_MODULE = 'src/app/pages/help-join-pages.ts';

/**
 * A help page's text in the static shell (issue 8 budget on /help/qa): the article HTML the page draws
 * (`renderHelpArticle`), and the help chunk's stylesheets inlined in the head — each with its link kept,
 * disabled, for the chunk loader, and its preload dropped from the `Link` header. Shell and page then
 * paint the same text at the same size, so the page's copy is no later largest paint. Other paths, an
 * unknown doc and a build without a manifest are served as they are.
 */
export function helpShell(
  pathname: string,
  styles: readonly { file: string; css: string }[],
): { article: string; head: string; dropLinks: (link: string) => boolean } | null {
  const name = HELP_PATH.exec(pathname)?.[1];
  const doc = name ? helpDocOf(name) : null;
  if (!doc || styles.length === 0) return null;
  return {
    article: renderHelpArticle(doc),
    head: styles
      .map(({ file, css }) => `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`)
      .join(''),
    dropLinks: (link) => styles.some(({ file }) => link.startsWith(`</${file}>; rel=preload; as=style`)),
  };
}

/**
 * A page's HTML compressed as the browser accepts: brotli at a fast level (≈ 1 ms for a page with its
 * inlined CSS), else gzip; small pages and browsers that accept neither get it as is.
 */
export const compressPage = (
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } => compressBody(html, acceptEncoding, { brotli: 5, gzip: 6 });

/** The shell's copy of a page's `<img>` (its text is editable content: escaped). */
const shellImage = (image: HeroImage): string =>
  image.srcSet
    ? `<img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(image.sizes)}" alt="${escapeHtml(image.alt)}" fetchpriority="high">`
    : `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" fetchpriority="high">`;

/**
 * The shell's largest-paint slot: the first banner on `/`, a work's first images on `/works/{id}`, a task's
 * cover on `/task/{id}` (each
 * the page's largest paint, so it does not wait for the JS). React replaces the shell on its first render
 * — new nodes, so no layout shift — with the same image at the same place (index.html's boot styles).
 */
export function renderShell(
  template: string,
  pathname: string,
  hero: HeroImage | null,
  works: readonly HeroImage[] = [],
  extra: { list?: ListShell | null; title?: string; zt?: ZtBanner | null; help?: string | null } = {},
): string {
  if (pathname === '/') {
    return template.replace(
      HERO_MARKER,
      () => `<div class="boot-hero"><div>${hero ? shellImage(hero) : ''}</div></div>`,
    );
  }
  // A help page (issue 8 LCP budget): its article, the same HTML the page draws, beside the menu's place.
  if (extra.help) {
    return template.replace(
      HERO_MARKER,
      () =>
        `<div class="boot-help"><div class="boot-help-side"></div><article class="boot-help-article">${extra.help}</article></div>`,
    );
  }
  // A thematic page (issue 8 LCP budget): its banner art in the banner's box, on the page's theme colour.
  if (extra.zt) {
    const zt = extra.zt;
    const ground = zt.color ? ` style="background: ${escapeHtml(zt.color)}"` : '';
    return template.replace(
      HERO_MARKER,
      () => `<div class="boot-hero boot-zt"><div${ground}>${shellImage(zt)}</div></div>`,
    );
  }
  // A list page (issue 6/7 LCP budgets): the first cards' images, known from the gateway's cached lookup.
  if (extra.list?.images.length) {
    const { kind, images } = extra.list;
    const cells = images.map((src) => `<div>${shellImage({ src, srcSet: '', sizes: '', alt: '' })}</div>`);
    const box = kind === 'avatar' ? 'boot-list boot-avatar' : 'boot-list';
    return template.replace(HERO_MARKER, () => `<div class="${box}">${cells.join('')}</div>`);
  }
  const boxes = works
    .filter((w) => w.ratio)
    .map((w) => `<div style="aspect-ratio: ${escapeHtml(w.ratio ?? '')}">${shellImage(w)}</div>`);
  const box = pathname.startsWith('/task/') ? 'boot-task' : 'boot-work';
  if (boxes.length) return template.replace(HERO_MARKER, () => `<div class="${box}">${boxes.join('')}</div>`);
  // A task without a cover: its name is the page's largest paint — painted with the HTML, not after the JS.
  if (extra.title && pathname.startsWith('/task/')) {
    const title = escapeHtml(extra.title);
    return template.replace(HERO_MARKER, () => `<div class="boot-task"><p class="boot-title">${title}</p></div>`);
  }
  return template.replace(HERO_MARKER, () => '');
}

/**
 * Answers every request no route took: an API-style 404 for what is not a page, 503 while the app is not
 * built, and otherwise the page `render` writes (it may set headers) — compressed here (the not-found
 * handler is no route, so @fastify/compress never sees it), never cached, and with status 404 for a path
 * no page of the product answers (the app draws the 404 page): no soft 404s. The web and the phone site
 * both answer their pages through it.
 */
export function pageFallback(
  app: FastifyInstance,
  built: boolean,
  notBuilt: string,
  render: (request: FastifyRequest, reply: FastifyReply, pathname: string, search: URLSearchParams) => Promise<string>,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request.method, request.url)) {
      return reply.code(404).header('cache-control', 'no-store').send(fail('E010004', '请求的资源不存在'));
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt);
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const search = new URLSearchParams(queryAt >= 0 ? request.url.slice(queryAt + 1) : '');
    const packed = compressPage(await render(request, reply, pathname, search), request.headers['accept-encoding']);
    if (packed.encoding) reply.header('content-encoding', packed.encoding);
    return reply
      .code(isKnownPage(pathname) ? 200 : 404)
      .header('vary', 'Accept-Encoding')
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(packed.body);
  });
}

/**
 * Serves a built single-page app's files from `root` (hashed assets immutable, index.html revalidated, the
 * rest an hour) and returns its index.html with the entry stylesheet inlined, read once: pages are rendered
 * from memory (a rebuild needs a gateway restart, as the hashed asset list does). `built` is false, and the
 * template empty, when `root` holds no build yet. The desktop app and the phone site both use it.
 * `hideSourceMaps` (production): the build's `.map` files get no route, so they answer the 404 envelope —
 * they hold the whole source; the builds write them for error reports only (`sourcemap: 'hidden'`, issue 34).
 */
export async function serveBuiltApp(
  app: FastifyInstance,
  root: string,
  name: string,
  hideSourceMaps: boolean,
): Promise<{ built: boolean; template: string }> {
  const built = existsSync(path.join(root, 'index.html'));
  if (!built) {
    app.log.warn({ root }, `${name} is not built: pages answer 503 until \`pnpm build\` runs`);
    return { built, template: '' };
  }
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start (a rebuild needs a restart anyway), none for what is ignored.
    wildcard: false,
    ...(hideSourceMaps ? { globIgnore: ['**/*.map'] } : {}),
    // '/' is a page like any other: the page fallback serves it (with its preload hints).
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const rel = path.relative(root, filePath);
      reply.header(
        'cache-control',
        rel.startsWith('assets' + path.sep) ? IMMUTABLE : rel === 'index.html' ? NO_CACHE : 'public, max-age=3600',
      );
    },
  });
  const template = inlineEntryCss(readFileSync(path.join(root, 'index.html'), 'utf8'), (file) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : null;
  });
  return { built, template };
}

export async function spaPlugin(app: FastifyInstance, config: BffConfig, reads: UpstreamReads): Promise<void> {
  const root = path.resolve(config.WEB_DIST);
  const { built, template } = await serveBuiltApp(app, root, 'the web app', config.NODE_ENV === 'production');
  const manifest = built ? readManifest(root) : null;
  const bootFile = manifest?.['src/shell-boot.ts']?.file ?? null;
  // The help chunk's stylesheets, read once (a help page inlines them; none may close a style element).
  const helpStyles = (manifest ? moduleCss(manifest, HELP_MODULE) : []).flatMap((file) => {
    const full = path.join(root, file);
    const css = existsSync(full) ? readFileSync(full, 'utf8') : '';
    return css && !/<\/style/i.test(css) ? [{ file, css }] : [];
  });
  // Page lookups (preloads, meta tags): the gateway's reads, shared with the phone port (upstream-cache.ts).
  const preload = createHomePreload(reads);
  const pageMeta = createPageMeta(reads);
  const pagePreload = createPagePreload(root, reads);
  const ztPreload = createZtPreload(root, reads);
  if (built) app.addHook('onReady', () => Promise.all([preload.warm(), pagePreload.warm()]).then(() => undefined));

  pageFallback(app, built, '设计集市的前端尚未构建，请先运行 npm start。', async (request, reply, pathname, search) => {
    const meta = await pageMeta.forPath(pathname);
    const links = [
      ...preload.links(pathname),
      // A work's first images (its largest paint), known from the lookup that wrote its link card.
      ...(meta?.images ?? []).map(imageLink),
      ...pagePreload.links(pathname, search, meta?.homepageLayout),
      ...ztPreload.links(pathname),
    ];

    // A work page's first images for the shell (only a work's and a task's card have them): the two the
    // page loads first — on a phone the second is often in the first screen and the larger; a task's cover.
    const workShell = (meta?.images ?? []).map((image) => ({ ...image, alt: meta?.shellAlt ?? '' }));
    const help = helpShell(pathname, helpStyles);
    const withMeta = meta
      ? applyMeta(template, renderMetaTags(meta, app.publicOrigin.of(request), pathname))
      : template;
    const page = help ? withMeta.replace('</head>', () => `${help.head}</head>`) : withMeta;
    const served = deferBehindShell(
      renderShell(page, pathname, pathname === '/' ? preload.hero() : null, workShell, {
        list: pagePreload.listShell(pathname, search, meta?.homepageLayout),
        title: meta?.shellAlt,
        zt: ztPreload.banner(pathname),
        help: help?.article,
      }),
      help ? links.filter((link) => !help.dropLinks(link)) : links,
      bootFile,
    );
    if (served.links.length) reply.header('link', served.links.join(', '));
    return served.html;
  });
}
