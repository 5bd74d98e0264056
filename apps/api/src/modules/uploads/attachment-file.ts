/**
 * The attachment rules (docs/product.md "Further limits"): an image or a PDF of at most 10 MiB, read as it
 * streams in with the uploads' caps. Images are sniffed and re-encoded (image-file.ts); a PDF is kept as is
 * after its `%PDF-` magic number and only ever served as a download. Task attachments and files in messages
 * (issue 25) both take files by these rules.
 */
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_FILE_BYTES } from '@bazaar/domain/constants';
import { ONLY_IMAGES_OR_PDF } from '@bazaar/domain/rules/task-work';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../http/errors';
import { cleanImage, sniffImage } from './image-file';
import { readCapped } from './uploads.service';

/** The refusal, one copy with the browsers' check before an upload (`@bazaar/domain/rules/task-work`). */
export { ONLY_IMAGES_OR_PDF };

const PDF_MAGIC = Buffer.from('%PDF-');

const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

export interface AttachmentFile {
  fileName: string;
  data: Buffer;
  ext: string;
  mimeType: string;
}

const MIME_OF_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** A display name: path separators and control characters replaced, at most 200 characters. */
const safeName = (name: string): string =>
  [...name]
    .map((ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 0x20 ? '_' : ch))
    .join('')
    .slice(0, 200) || '附件';

/** One file part read under the caps and judged by its bytes: a cleaned image or a PDF, else refused. */
export async function readAttachmentFile(
  part: { file: Readable & { truncated: boolean }; filename?: string },
  budget: { left: number },
): Promise<AttachmentFile> {
  const bytes = await readCapped(part.file, UPLOAD_MAX_FILE_BYTES, budget, () => part.file.truncated);
  const fileName = safeName(part.filename ?? '');
  if (isPdf(bytes)) return { fileName, data: bytes, ext: 'pdf', mimeType: 'application/pdf' };
  if (sniffImage(bytes)) {
    const image = await cleanImage(bytes);
    return { fileName, data: image.data, ext: image.ext, mimeType: MIME_OF_EXT[image.ext] ?? 'image/png' };
  }
  throw new DomainError('E010001', ONLY_IMAGES_OR_PDF);
}

/** A stored PDF as a download, never rendered inline (unguessable names, as image uploads). */
export function sendPdf(reply: FastifyReply, data: Buffer | null) {
  if (!data) return reply.code(404).send({ success: false });
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', 'attachment')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=3600')
    .send(data);
}
