/** GET /img/<key>?w&h&l&s&p&q&mk&fill — stored images, resized and cached (docs/product.md §3). */
import { fail } from '@bazaar/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../http/auth';
import { IMAGE_URL_PREFIX, type LocalStorage } from '../storage/local-storage';
import { imageParamsSchema } from './image-params';
import type { ImageFormat, ImageService } from './image.service';
import { RenderAbandonedError, RenderBusyError } from './render-gate';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every render slot and queue place taken (issue 22): come back after Retry-After seconds. */
export const IMAGES_BUSY = '图片服务繁忙，请稍后再试';
/** Only image files are served; anything else in storage (seed markers, …) is not an image. */
const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

/**
 * Who asks, for the render gate's fairness (issue 34): the session's user when the request carries a live
 * one (the gateway adds it from the cookie), else the address (`request.ip`: the gateway's X-Forwarded-For,
 * believed from API_TRUST_PROXY only). An unknown token counts as its address, so made-up tokens buy no
 * extra share.
 */
async function clientOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (bearerToken(request)) {
    const user = await app.auth.userOf(request).catch(() => null);
    if (user) return `user:${user.userId}`;
  }
  return `ip:${request.ip}`;
}

export function imagesRoutes(app: FastifyInstance, storage: LocalStorage, images: ImageService): void {
  app.get(`${IMAGE_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!storage.resolve(key)) return reply.code(400).send(fail('E010001', '图片路径不正确'));
    if (!IMAGE_EXTENSION.test(key)) return reply.code(404).send(fail('E010404', '图片不存在'));
    const parsed = imageParamsSchema.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(fail('E010001', parsed.error.issues[0]?.message));
    const params = parsed.data;

    const accept = request.headers.accept ?? '';
    const format: ImageFormat = /image\/webp/i.test(accept) ? 'webp' : 'jpeg';
    const output = await images.identify(key, params, format);
    if (!output) return reply.code(404).send(fail('E010404', '图片不存在'));

    // The output's identity: requests that render the same bytes share the ETag as they share the file.
    // Cache headers go on the 304 and the 200 only, never on an error (nginx caches /img by them).
    const etag = `"${output.hash.slice(0, 32)}"`;
    const cacheable = () => reply.header('Vary', 'Accept').header('Cache-Control', IMMUTABLE).header('ETag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return cacheable().code(304).send();
    }
    // The asker going away (a page navigated on cancels its pending thumbnails) gives up a render still
    // waiting for a slot, so it stops counting against the client's share. The response's 'close' before it
    // finished is that signal; the request's 'close' fires on every GET once its (empty) body is read.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    let rendered;
    try {
      rendered = await images.render(key, output, params, format, () => clientOf(app, request), gone.signal);
    } catch (err) {
      // Nobody is left to answer; 499 (nginx's "client closed request") only names it in the log.
      if (err instanceof RenderAbandonedError) return reply.code(499).send();
      if (!(err instanceof RenderBusyError)) throw err;
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .header('Retry-After', String(err.retryAfterSeconds))
        .send(fail('E050002', IMAGES_BUSY));
    }
    return cacheable()
      .header('Content-Type', `image/${format}`)
      .header('X-Image-Cache', rendered.cache)
      .send(rendered.body);
  });
}
