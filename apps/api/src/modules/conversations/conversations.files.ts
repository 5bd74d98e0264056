/**
 * Files in messages (issue 25): one file per message under the task attachments' rules (an image or a PDF of
 * at most 10 MiB, uploads/attachment-file.ts), sent as one multipart call — fields `conversationId` and
 * `clientId` first, then the file. Only a participant's file is read; a retried client id answers the stored
 * message without reading or storing the file again. Stored under `messages/<conversationId>/` with an
 * unguessable name, as task attachments: images served through /img, PDFs as downloads (MESSAGE_FILE_PREFIX).
 */
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_REQUEST_BYTES } from '@bazaar/domain/constants';
import type { Message } from '@bazaar/domain/entities';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { imageUrlOf } from '../../services/storage/local-storage';
import { readAttachmentFile, type AttachmentFile } from '../uploads/attachment-file';
import { MULTIPART_OVERHEAD, multipartError, newUploadName, REQUEST_TOO_LARGE } from '../uploads/uploads.service';
import { CONVERSATION_MESSAGES, sentBefore, store } from './conversations.service';

/** Where stored PDF files of messages are served (images go through /img like every other image). */
export const MESSAGE_FILE_PREFIX = '/api/common/messageFile/';
/** The storage keys of message PDFs, as the download route accepts them. */
export const MESSAGE_PDF_KEY = /^messages\/\d+\/[A-Za-z0-9_-]+\.pdf$/;

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export async function receiveMessageFile(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  user: SessionUser,
  request: FastifyRequest,
): Promise<Message> {
  const notMultipart = CONVERSATION_MESSAGES.fileNotMultipart;
  if (!request.isMultipart()) throw new DomainError('E010001', notMultipart);
  if (Number(request.headers['content-length']) > UPLOAD_MAX_REQUEST_BYTES + MULTIPART_OVERHEAD) {
    throw new DomainError('E010001', REQUEST_TOO_LARGE);
  }
  const fields: Record<string, string> = {};
  let target: { conversationId: number; clientId: string } | null = null;
  let file: AttachmentFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_FILE_BYTES + 1, files: 1, fields: 5, fieldSize: 256, parts: 8 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Who may send, and whether it was sent already, are judged before a byte of the file is kept.
      const conversationId = Number(fields.conversationId);
      const clientId = fields.clientId ?? '';
      if (!Number.isInteger(conversationId) || conversationId < 1 || !CLIENT_ID.test(clientId)) {
        throw new DomainError('E010001', CONVERSATION_MESSAGES.fileFieldsFirst);
      }
      const before = await sentBefore(deps, user, { conversationId, clientId });
      if (before) {
        part.file.resume();
        return before;
      }
      target = { conversationId, clientId };
      file = await readAttachmentFile(part, { left: UPLOAD_MAX_REQUEST_BYTES });
    }
  } catch (err) {
    multipartError(err, notMultipart);
  }
  if (!target || !file) throw new DomainError('E010001', CONVERSATION_MESSAGES.noFile);
  const key = `messages/${target.conversationId}/${newUploadName()}.${file.ext}`;
  await deps.storage.put(key, file.data);
  return store(deps, user, {
    conversationId: target.conversationId,
    clientId: target.clientId,
    content: {
      kind: 'file',
      body: '',
      image: null,
      file: {
        url: file.ext === 'pdf' ? `${MESSAGE_FILE_PREFIX}${key}` : imageUrlOf(key),
        name: file.fileName,
        size: file.data.length,
        mimeType: file.mimeType,
      },
    },
  });
}
