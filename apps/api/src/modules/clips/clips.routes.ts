/**
 * Short video works (issue 9). The upload is in its own scope so its multipart parser (a stream, never
 * buffered by Fastify) does not touch other routes' bodies. The video stream is a plain GET (bytes, not an
 * envelope) under /api, so the gateway proxies it with Range and 206 untouched.
 */
import { endpoints, fail } from '@bazaar/domain/api';
import { CLIP_MESSAGES } from '@bazaar/domain/constants/clips';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { parseInput, route } from '../../http/endpoint';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { byteRange } from './byte-range';
import * as clips from './clips.service';

/** A clip's video never changes under its id (ids are never reused): cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function clipsRoutes(scope: FastifyInstance, deps: Deps): Promise<void> {
  // Multipart in a scope of the upload's own (as uploads.routes.ts), so the other calls keep their JSON bodies: a
  // form sent to deleteClip is refused as a form, not parsed as an empty one.
  await scope.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: false });
    route(upload, endpoints.uploadClip, (_input, request) => clips.uploadClip(deps, request.user, request));
  });
  route(scope, endpoints.getMyClipPage, (q, request) => clips.clipsPage(deps, { ...q, userId: request.user.userId }));
  route(scope, endpoints.getClipPage, (q) => clips.clipsPage(deps, { ...q, userId: null }));
  route(scope, endpoints.deleteClip, (q, request) =>
    clips.deleteClip(deps, request.user, { clipId: q.clipId, log: request.log }),
  );

  scope.get(endpoints.getClipVideo.path, async (request, reply) => {
    const { clipId } = parseInput(endpoints.getClipVideo, request.query as Record<string, unknown>);
    const { row, size } = await clips.clipVideo(deps, { clipId });
    const etag = `"clip-${row.clip_id}-${size}"`;
    reply
      .header('Content-Type', row.mime_type)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    // If-Range with another validator means "the file changed": answer it whole.
    const ifRange = request.headers['if-range'];
    const range = byteRange(ifRange && ifRange !== etag ? undefined : request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Range', `bytes */${size}`)
        .header('Cache-Control', 'no-store')
        .send(fail('E010001', CLIP_MESSAGES.badRange));
    }
    const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
    const stream = size === 0 ? null : await deps.storage.openRange(row.video_key, start, end);
    if (size > 0 && !stream) {
      // Gone between stat and open: the error envelope is JSON, not the video's type.
      reply.removeHeader('Content-Type');
      throw new DomainError('E010404', CLIP_MESSAGES.notFound);
    }
    reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
    if (range.kind === 'partial') reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    if (request.method === 'HEAD') {
      stream?.destroy();
      return reply.send();
    }
    return reply.send(stream ?? '');
  });
}
