/**
 * Upload calls in their own scope, so their multipart and raw-body parsers (streams, never buffered by
 * Fastify) do not touch the JSON and form bodies of other routes.
 */
import type { Readable } from 'node:stream';
import { ok, endpoints } from '@bazaar/domain/api';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import type { LocalStorage } from '../../services/storage/local-storage';
import { cleanImage, UPLOAD_EXTENSIONS } from './image-file';
import { DIRECT_UPLOAD_PATH, type UploadGrants } from './upload-grant';
import { FILE_TOO_LARGE, readCapped, receiveUpload, storeImage, uploadPrefix } from './uploads.service';

export const GRANT_USED = '该上传凭证已使用，请重新获取';

export interface UploadsDeps {
  storage: LocalStorage;
  grants: UploadGrants;
  clock: Clock;
}

export async function uploadsRoutes(scope: FastifyInstance, { storage, grants, clock }: UploadsDeps): Promise<void> {
  // A file over the cap is refused by readCapped (checking `truncated`), with the Chinese message.
  await scope.register(multipart, { throwFileSizeLimit: false });
  // Direct uploads send the file itself as the body; the handler reads the stream with its own cap.
  scope.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, (_request, payload, done) =>
    done(null, payload),
  );

  route(scope, endpoints.upload, async (_input, request) => receiveUpload(storage, request.user.userId, request));

  route(scope, endpoints.getOssSignatureUploadToken, async (_input, request) =>
    grants.issue(request.user.userId, clock.now()),
  );

  /**
   * The local storage driver's side of the grant: PUT (or POST) the file's bytes to `uploadUrl` with the
   * token in `X-Upload-Token`. No session needed — the signed grant is the permission, as with an OSS
   * post policy. A grant stores one file: its object name is fixed, so a second use is refused.
   */
  scope.route({
    method: ['PUT', 'POST'],
    url: DIRECT_UPLOAD_PATH,
    handler: async (request, reply) => {
      const token = request.headers['x-upload-token'];
      const checked = grants.verify(typeof token === 'string' ? token : undefined, clock.now());
      if (!checked.ok) throw new DomainError('E010403', checked.message);
      const { grant } = checked;
      if (Number(request.headers['content-length']) > grant.m) throw new DomainError('E010001', FILE_TOO_LARGE);
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') {
        throw new DomainError('E010001', '请以图片文件作为请求体上传');
      }
      const used = await Promise.all(
        UPLOAD_EXTENSIONS.map((ext) => storage.stat(`${uploadPrefix(grant.u)}${grant.n}.${ext}`)),
      );
      if (used.some(Boolean)) throw new DomainError('E010403', GRANT_USED);
      const bytes = await readCapped(body, grant.m, { left: grant.m });
      const stored = await storeImage(storage, grant.u, grant.n, await cleanImage(bytes));
      return reply.send(ok([stored]));
    },
  });
}
