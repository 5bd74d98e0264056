/**
 * Uploads (docs/product.md §7 `volc/tos/upload`, issue 6): files are read as they stream in and refused as soon as
 * one passes UPLOAD_MAX_FILE_BYTES or the request passes UPLOAD_MAX_REQUEST_BYTES — never buffered whole
 * first; each is sniffed and re-encoded (image-file.ts) and only then, all files being good, stored.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_REQUEST_BYTES } from '@bazaar/domain/constants';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { DomainError } from '../../http/errors';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { imageUrlOf, IMAGE_URL_PREFIX } from '../../services/storage/local-storage';
import { cleanImage, UPLOAD_EXTENSIONS, type CleanImage } from './image-file';

const MB = 1024 * 1024;
export const FILE_TOO_LARGE = `单个文件不能超过${UPLOAD_MAX_FILE_BYTES / MB}MB`;
export const REQUEST_TOO_LARGE = `单次上传总大小不能超过${UPLOAD_MAX_REQUEST_BYTES / MB}MB`;
export const TOO_MANY_FILES = `一次最多上传${UPLOAD_MAX_FILES}张图片`;
export const NO_FILES = '请选择要上传的图片';
export const NOT_MULTIPART = '请以 multipart/form-data 上传图片（字段 files）';
/**
 * Room for the multipart boundaries and part headers (and small fields) around the files themselves: a
 * declared length over the files' cap plus this is refused before a byte is read (every multipart call).
 */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** Where a user's uploads live: `uploads/<userId>/<name>.<ext>`, served as `/img/uploads/…`. */
export const uploadPrefix = (userId: number): string => `uploads/${userId}/`;

export interface StoredUpload {
  callbackResult: string;
  width: number;
  height: number;
}

/** Reads one stream into memory, refusing it the moment it passes `cap` (or the request's `budget`). */
export async function readCapped(
  stream: Readable,
  cap: number,
  budget: { left: number },
  isTruncated: () => boolean = () => false,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    budget.left -= chunk.length;
    if (size > cap || isTruncated()) throw new DomainError('E010001', FILE_TOO_LARGE);
    if (budget.left < 0) throw new DomainError('E010001', REQUEST_TOO_LARGE);
    chunks.push(chunk);
  }
  if (isTruncated()) throw new DomainError('E010001', FILE_TOO_LARGE);
  return Buffer.concat(chunks);
}

/**
 * What a multipart call's parse failed with, in this call's words: our own refusal as it is, the limits it names
 * (files, file size), `notMultipart` saying which fields it expects. Anything else goes on to the error handler,
 * which answers every other multipart failure — a body busboy cannot read, the other limits — with a 400 (issue 34).
 */
export function multipartError(err: unknown, notMultipart: string): never {
  if (err instanceof DomainError) throw err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') throw new DomainError('E010001', TOO_MANY_FILES);
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('E010001', FILE_TOO_LARGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new DomainError('E010001', notMultipart);
  throw err;
}

export async function storeImage(
  deps: Pick<Deps, 'storage'>,
  { userId, name, image }: { userId: number; name: string; image: CleanImage },
) {
  const key = `${uploadPrefix(userId)}${name}.${image.ext}`;
  await deps.storage.put(key, image.data);
  return { callbackResult: imageUrlOf(key), width: image.width, height: image.height };
}

export const newUploadName = (): string => randomBytes(12).toString('base64url');

/** The multipart upload of the logged-in `user`: every `files` part, cleaned, then stored. */
export async function receiveUpload(
  deps: Pick<Deps, 'storage'>,
  user: SessionUser,
  request: FastifyRequest,
): Promise<StoredUpload[]> {
  if (!request.isMultipart()) throw new DomainError('E010001', NOT_MULTIPART);
  const declared = Number(request.headers['content-length']);
  // A declared length over the cap is refused before a byte of the body is read.
  if (declared > UPLOAD_MAX_REQUEST_BYTES + MULTIPART_OVERHEAD) throw new DomainError('E010001', REQUEST_TOO_LARGE);
  const budget = { left: UPLOAD_MAX_REQUEST_BYTES };
  const cleaned: CleanImage[] = [];
  try {
    for await (const part of request.parts({
      // Busboy stops passing a file's bytes at fileSize (+1 so "exactly 10 MB" is allowed and one more
      // byte marks it truncated); the 10th file ends the parse with FST_FILES_LIMIT.
      limits: { fileSize: UPLOAD_MAX_FILE_BYTES + 1, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 1024, parts: 20 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        // Only `files` carries images (docs/product.md §7); anything else is read past, not kept.
        part.file.resume();
        continue;
      }
      const bytes = await readCapped(part.file, UPLOAD_MAX_FILE_BYTES, budget, () => part.file.truncated);
      cleaned.push(await cleanImage(bytes));
    }
  } catch (err) {
    multipartError(err, NOT_MULTIPART);
  }
  if (cleaned.length === 0) throw new DomainError('E010001', NO_FILES);
  const stored: StoredUpload[] = [];
  for (const image of cleaned) {
    stored.push(await storeImage(deps, { userId: user.userId, name: newUploadName(), image }));
  }
  return stored;
}

/** An upload's file name: `<name>.<ext>` with an extension cleanImage gives. */
const UPLOADED_NAME = new RegExp(`^[^/]+\\.(${UPLOAD_EXTENSIONS.join('|')})$`);

/**
 * The storage key behind an uploaded image URL of `userId`, or null when the URL is not one of theirs
 * (saveWorks accepts only images the uploads produced).
 */
export function ownUploadKey(url: string, userId: number): string | null {
  if (!url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  const prefix = uploadPrefix(userId);
  return key.startsWith(prefix) && UPLOADED_NAME.test(key.slice(prefix.length)) ? key : null;
}

/** The pixel size of a stored image (the first frame's height for a GIF), or null when it is not there. */
export async function storedImageSize(
  deps: Pick<Deps, 'storage'>,
  { key }: { key: string },
): Promise<{ width: number; height: number } | null> {
  const data = await deps.storage.get(key);
  if (!data) return null;
  try {
    const meta = await sharp(data, { animated: true, limitInputPixels: false }).metadata();
    const height = meta.pageHeight ?? meta.height;
    return meta.width && height ? { width: meta.width, height } : null;
  } catch {
    return null;
  }
}

export const GRANT_USED = '该上传凭证已使用，请重新获取';

/** getOssSignatureUploadToken: a signed grant for one direct upload of `user`'s. */
export function issueGrant(deps: Pick<Deps, 'grants' | 'clock'>, user: SessionUser) {
  return deps.grants.issue(user.userId, deps.clock.now());
}

/**
 * The local storage driver's side of the grant (`PUT`/`POST` ${DIRECT_UPLOAD_PATH}): the file's bytes as the body, the
 * token in `X-Upload-Token`. No session needed — the signed grant is the permission, as with an OSS post policy.
 * A grant stores one file: its object name is fixed, so a second use is refused.
 */
export async function receiveDirectUpload(
  deps: Pick<Deps, 'grants' | 'clock' | 'storage'>,
  { token, contentLength, body }: { token: string | undefined; contentLength: number; body: Readable | undefined },
): Promise<StoredUpload[]> {
  const checked = deps.grants.verify(token, deps.clock.now());
  if (!checked.ok) throw new DomainError('E010403', checked.message);
  const { grant } = checked;
  if (contentLength > grant.m) throw new DomainError('E010001', FILE_TOO_LARGE);
  if (!body || typeof body.pipe !== 'function') {
    throw new DomainError('E010001', '请以图片文件作为请求体上传');
  }
  const used = await Promise.all(
    UPLOAD_EXTENSIONS.map((ext) => deps.storage.stat(`${uploadPrefix(grant.u)}${grant.n}.${ext}`)),
  );
  if (used.some(Boolean)) throw new DomainError('E010403', GRANT_USED);
  const bytes = await readCapped(body, grant.m, { left: grant.m });
  return [await storeImage(deps, { userId: grant.u, name: grant.n, image: await cleanImage(bytes) })];
}
