/**
 * Upload calls in their own scope, so their multipart and raw-body parsers (streams, never buffered by
 * Fastify) do not touch the JSON and form bodies of other routes.
 */
import type { Readable } from 'node:stream';
import { ok, endpoints } from '@bazaar/domain/api';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import { DIRECT_UPLOAD_PATH } from './upload-grant';
import { issueGrant, receiveDirectUpload, receiveUpload } from './uploads.service';

export async function uploadsRoutes(scope: FastifyInstance, deps: Deps): Promise<void> {
  // A file over the cap is refused by readCapped (checking `truncated`), with the Chinese message.
  await scope.register(multipart, { throwFileSizeLimit: false });
  // Direct uploads send the file itself as the body; the handler reads the stream with its own cap.
  scope.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, (_request, payload, done) =>
    done(null, payload),
  );
  route(scope, endpoints.upload, async (_input, request) => receiveUpload(deps, request.user, request));
  route(scope, endpoints.getOssSignatureUploadToken, async (_input, request) => issueGrant(deps, request.user));
  // The local storage driver's side of the grant (uploads.service.ts receiveDirectUpload).
  scope.route({
    method: ['PUT', 'POST'],
    url: DIRECT_UPLOAD_PATH,
    handler: async (request, reply) => {
      const token = request.headers['x-upload-token'];
      const stored = await receiveDirectUpload(deps, {
        token: typeof token === 'string' ? token : undefined,
        contentLength: Number(request.headers['content-length']),
        body: request.body as Readable | undefined,
      });
      return reply.send(ok(stored));
    },
  });
}
