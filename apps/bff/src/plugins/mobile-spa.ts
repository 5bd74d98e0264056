/**
 * Serves the built phone site (apps/mobile/dist) on the gateway's phone port (issue 26, docs/decisions/025), as
 * spa.ts serves the web: hashed assets immutable for a year (pre-compressed siblings preferred), `index.html`
 * never cached with its entry stylesheet inlined, the page's own share card (title, description, image — the
 * same lookups as the desktop's, page-meta.ts), the desktop origin for the "open on a computer" page, and
 * status 404 for a path no page of the product answers (the app draws the 404 page).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fail } from '@bazaar/domain/api';
import { isKnownPage } from '@bazaar/domain/rules';
import { upstreamUrls, type BffConfig } from '../config.js';
import { applyMeta, createPageMeta, escapeHtml, renderMetaTags } from './page-meta.js';
import { samehostOrigin } from './page-rules.js';
import { compressPage, isPageRequest, serveBuiltApp } from './spa.js';

const NO_CACHE = 'no-cache';

/** index.html with the desktop site's origin in a meta tag (the phone site's "open on a computer" link). */
export function withDesktopOrigin(html: string, desktopOrigin: string): string {
  const tag = `<meta name="bazaar-desktop-origin" content="${escapeHtml(desktopOrigin)}" />`;
  return html.replace('</head>', () => `${tag}</head>`);
}

export async function mobileSpaPlugin(app: FastifyInstance, config: BffConfig): Promise<void> {
  const root = path.resolve(config.MOBILE_DIST);
  const { built, template } = await serveBuiltApp(app, root, 'the phone site');
  const pageMeta = createPageMeta(upstreamUrls(config.UPSTREAM_URL)[0]!);
  const desktopOriginOf = (origin: string): string => config.PUBLIC_ORIGIN?.[0] ?? samehostOrigin(origin, config.PORT);

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request.method, request.url)) {
      return reply.code(404).header('cache-control', 'no-store').send(fail('E010004', '请求的资源不存在'));
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send('设计集市手机版尚未构建，请先运行 npm start。');
    }
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const origin = app.publicOrigin.of(request);
    const meta = await pageMeta.forPath(pathname);
    const page = meta ? applyMeta(template, renderMetaTags(meta, origin, pathname)) : template;
    const packed = compressPage(withDesktopOrigin(page, desktopOriginOf(origin)), request.headers['accept-encoding']);
    if (packed.encoding) reply.header('content-encoding', packed.encoding);
    return reply
      .code(isKnownPage(pathname) ? 200 : 404)
      .header('vary', 'Accept-Encoding')
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(packed.body);
  });
}
