/**
 * Serves the built SPA (apps/web/dist): hashed assets immutable for a year, `index.html` never cached,
 * and the history fallback — any other page path answers index.html so client routes deep-link.
 * Pre-compressed `.br`/`.gz` siblings written at build time are preferred over compressing per request.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '@bazaar/domain/api';
import { upstreamUrls, type BffConfig } from '../config.js';
import { applyMeta, createPageMeta, escapeHtml, renderMetaTags } from './page-meta.js';
import { createPagePreload, type ListShell } from './page-preload.js';
import { createHomePreload, imageLink, type HeroImage } from './preload-hints.js';

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
  extra: { list?: ListShell | null; title?: string } = {},
): string {
  if (pathname === '/') {
    return template.replace(HERO_MARKER, `<div class="boot-hero"><div>${hero ? shellImage(hero) : ''}</div></div>`);
  }
  // A list page (issue 6/7 LCP budgets): the first cards' images, known from the gateway's cached lookup.
  if (extra.list?.images.length) {
    const { kind, images } = extra.list;
    const cells = images.map((src) => `<div>${shellImage({ src, srcSet: '', sizes: '', alt: '' })}</div>`);
    const box = kind === 'avatar' ? 'boot-list boot-avatar' : 'boot-list';
    return template.replace(HERO_MARKER, `<div class="${box}">${cells.join('')}</div>`);
  }
  const boxes = works
    .filter((w) => w.ratio)
    .map((w) => `<div style="aspect-ratio: ${escapeHtml(w.ratio ?? '')}">${shellImage(w)}</div>`);
  const box = pathname.startsWith('/task/') ? 'boot-task' : 'boot-work';
  if (boxes.length) return template.replace(HERO_MARKER, `<div class="${box}">${boxes.join('')}</div>`);
  // A task without a cover: its name is the page's largest paint — painted with the HTML, not after the JS.
  if (extra.title && pathname.startsWith('/task/')) {
    return template.replace(
      HERO_MARKER,
      `<div class="boot-task"><p class="boot-title">${escapeHtml(extra.title)}</p></div>`,
    );
  }
  return template.replace(HERO_MARKER, '');
}

export async function spaPlugin(app: FastifyInstance, config: BffConfig): Promise<void> {
  const root = path.resolve(config.WEB_DIST);
  const built = existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn({ root }, 'the web app is not built: pages answer 503 until `pnpm build` runs');

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // '/' is a page like any other: the fallback below serves it (with the home preload hints).
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
  }

  // Read once: pages are rendered from memory (a rebuild of the web needs a gateway restart, as the
  // hashed asset list does).
  const template = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  // Page lookups (preloads, meta tags) ask the first api process; they are optional and time-bounded.
  const lookupUpstream = upstreamUrls(config.UPSTREAM_URL)[0]!;
  const preload = createHomePreload(lookupUpstream, app.log);
  const pageMeta = createPageMeta(lookupUpstream);
  const pagePreload = createPagePreload(root, lookupUpstream, app.log);
  if (built) app.addHook('onReady', () => Promise.all([preload.warm(), pagePreload.warm()]).then(() => undefined));

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request.method, request.url)) {
      return reply.code(404).header('cache-control', 'no-store').send(fail('E010004', '请求的资源不存在'));
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send('设计集市的前端尚未构建，请先运行 npm start。');
    }
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const search = new URLSearchParams(queryAt >= 0 ? request.url.slice(queryAt + 1) : '');
    const meta = await pageMeta.forPath(pathname);
    const links = [
      ...preload.links(pathname),
      // A work's first images (its largest paint), known from the lookup that wrote its link card.
      ...(meta?.images ?? []).map(imageLink),
      ...pagePreload.links(pathname, search, meta?.homepageLayout),
    ];
    if (links.length) reply.header('link', links.join(', '));
    // A work page's first images for the shell (only a work's and a task's card have them): the two the
    // page loads first — on a phone the second is often in the first screen and the larger; a task's cover.
    const workShell = (meta?.images ?? []).map((image) => ({ ...image, alt: meta?.shellAlt ?? '' }));
    const page = meta
      ? applyMeta(template, renderMetaTags(meta, `${request.protocol}://${request.host}`, pathname))
      : template;
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(
        renderShell(page, pathname, pathname === '/' ? preload.hero() : null, workShell, {
          list: pagePreload.listShell(pathname, search, meta?.homepageLayout),
          title: meta?.shellAlt,
        }),
      );
  });
}
