/**
 * Serves the built phone site (apps/mobile/dist) on the gateway's phone port (issue 26, docs/decisions/025), as
 * spa.ts serves the web: hashed assets immutable for a year (pre-compressed siblings preferred), `index.html`
 * never cached with its entry stylesheet inlined, the page's own share card (title, description, image — the
 * same lookups as the desktop's, page-meta.ts), the desktop origin for the "open on a computer" page, and
 * status 404 for a path no page of the product answers (the app draws the 404 page).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { upstreamUrls, type BffConfig } from '../config.js';
import { applyMeta, createPageMeta, escapeHtml, renderMetaTags } from './page-meta.js';
import { originLike } from './origin.js';
import { samehostOrigin } from './page-rules.js';
import { pageFallback, serveBuiltApp } from './spa.js';

/** index.html with the desktop site's origin in a meta tag (the phone site's "open on a computer" link). */
export function withDesktopOrigin(html: string, desktopOrigin: string): string {
  const tag = `<meta name="bazaar-desktop-origin" content="${escapeHtml(desktopOrigin)}" />`;
  return html.replace('</head>', () => `${tag}</head>`);
}

export async function mobileSpaPlugin(app: FastifyInstance, config: BffConfig): Promise<void> {
  const root = path.resolve(config.MOBILE_DIST);
  const { built, template } = await serveBuiltApp(app, root, 'the phone site');
  const pageMeta = createPageMeta(upstreamUrls(config.UPSTREAM_URL)[0]!);
  // Behind nginx (the cluster, deploy/nginx) the desktop's origin is PUBLIC_ORIGIN's like this one; alone, this
  // host on the desktop port.
  const desktopOriginOf = (origin: string): string =>
    config.PUBLIC_ORIGIN ? originLike(config.PUBLIC_ORIGIN, origin) : samehostOrigin(origin, config.PORT);

  pageFallback(app, built, '设计集市手机版尚未构建，请先运行 npm start。', async (request, _reply, pathname) => {
    const origin = app.publicOrigin.of(request);
    const meta = await pageMeta.forPath(pathname);
    const page = meta ? applyMeta(template, renderMetaTags(meta, origin, pathname)) : template;
    return withDesktopOrigin(page, desktopOriginOf(origin));
  });
}
