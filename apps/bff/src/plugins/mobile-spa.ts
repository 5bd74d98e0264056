/**
 * Serves the built phone site (apps/mobile/dist) on the gateway's phone port (issue 26, docs/decisions/025), as
 * spa.ts serves the web: hashed assets immutable for a year (pre-compressed siblings preferred), `index.html`
 * never cached with its entry stylesheet inlined, the page's own share card (title, description, image — the
 * same lookups as the desktop's, page-meta.ts), preload hints for the page's chunks and first data calls
 * (mobile-preload.ts), the desktop origin for the "open on a computer" page, and
 * status 404 for a path no page of the product answers (the app draws the 404 page).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.js';
import { createMobilePreload, type PhoneShell, type ShellImage } from './mobile-preload.js';
import { LOGIN_FLAG_COOKIE } from './session.js';
import { applyMeta, createPageMeta, escapeHtml, renderMetaTags } from './page-meta.js';
import { originLike } from './origin.js';
import { samehostOrigin } from './page-rules.js';
import { deferBehindShell, pageFallback, serveBuiltApp } from './spa.js';
import type { UpstreamReads } from './upstream-cache.js';

const SHELL_MARKER = '<!--phone-shell-->';

const shellImg = (image: ShellImage): string =>
  `<img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(image.sizes)}" alt="${escapeHtml(image.alt)}" fetchpriority="high">`;
const boxed = (image: ShellImage): string =>
  `<div${image.ratio ? ` style="aspect-ratio: ${escapeHtml(image.ratio)}"` : ''}>${shellImg(image)}</div>`;

/**
 * The static shell's largest paint in index.html's marker, laid out as the page draws it (index.html's boot
 * styles); none: the marker goes. React replaces the shell on its first render — new nodes, no layout shift.
 */
export function withShell(html: string, shell: PhoneShell | null): string {
  const lines = (shell?.lines ?? []).map((line) => `<p>${escapeHtml(line)}</p>`);
  const inner = shell ? shell.images.map(boxed).join('') + lines.join('') : '';
  const markup = shell
    ? `<div class="boot-shell" aria-hidden="true"><div class="boot-${shell.layout}">${inner}</div></div>`
    : '';
  return html.replace(SHELL_MARKER, () => markup);
}

/** index.html with the desktop site's origin in a meta tag (the phone site's "open on a computer" link). */
export function withDesktopOrigin(html: string, desktopOrigin: string): string {
  const tag = `<meta name="bazaar-desktop-origin" content="${escapeHtml(desktopOrigin)}" />`;
  return html.replace('</head>', () => `${tag}</head>`);
}

export async function mobileSpaPlugin(app: FastifyInstance, config: BffConfig, reads: UpstreamReads): Promise<void> {
  const root = path.resolve(config.MOBILE_DIST);
  const { built, template } = await serveBuiltApp(app, root, 'the phone site', config.NODE_ENV === 'production');
  // Behind nginx (the cluster, deploy/nginx) the desktop's origin is PUBLIC_ORIGIN's like this one; alone, this
  // host on the desktop port.
  const desktopOriginOf = (origin: string): string =>
    config.PUBLIC_ORIGIN ? originLike(config.PUBLIC_ORIGIN, origin) : samehostOrigin(origin, config.PORT);

  // Page lookups (meta tags, the shells): the gateway's reads, shared with the desktop port (upstream-cache.ts).
  const pageMeta = createPageMeta(reads);
  const preload = createMobilePreload(root, reads);
  if (built) app.addHook('onReady', () => preload.warm());

  pageFallback(app, built, '设计集市手机版尚未构建，请先运行 npm start。', async (request, reply, pathname, search) => {
    const origin = app.publicOrigin.of(request);
    const meta = await pageMeta.forPath(pathname);
    const page = meta ? applyMeta(template, renderMetaTags(meta, origin, pathname)) : template;
    // A page whose shell paints its largest image starts the app once that is painted (the shell boot).
    const signedIn = request.cookies[LOGIN_FLAG_COOKIE] === '1';
    const shell = preload.shell(pathname, search, signedIn, meta?.homepageLayout);
    const served = deferBehindShell(
      withShell(withDesktopOrigin(page, desktopOriginOf(origin)), shell),
      preload.links(pathname, search, signedIn, shell),
      preload.bootFile,
    );
    if (served.links.length) reply.header('link', served.links.join(', '));
    return served.html;
  });
}
