/**
 * A task's attachments (issue 7): brief material from the employer, drafts and the delivery from the
 * hired designer. Uploads pass the same checks as work uploads (uploads/: streamed with the same size
 * caps, images sniffed and re-encoded) plus PDF, stored as is after its `%PDF-` magic number.
 */
import {
  TASK_ATTACHMENT_KIND,
  TASK_ATTACHMENT_KIND_NAME,
  TASK_STATUS,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_REQUEST_BYTES,
} from '@bazaar/domain/constants';
import type { AttachmentEntry } from '@bazaar/domain/entities';
import { canOpenDispute, DEAL_MESSAGES } from '@bazaar/domain/rules';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { imageUrlOf } from '../../services/storage/local-storage';
import { ONLY_IMAGES_OR_PDF, readAttachmentFile, type AttachmentFile } from '../uploads/attachment-file';
import { MULTIPART_OVERHEAD, multipartError, newUploadName, REQUEST_TOO_LARGE } from '../uploads/uploads.service';
import { taskPartyOf } from './task-party';
import * as changes from './tasks.lifecycle.repository';
import * as repo from './tasks.repository';
import { TASK_FILE_PREFIX } from './tasks.files';
import { TASK_NOT_FOUND } from './tasks.service';
import { followedTask, type Side } from './tasks.timeline';

export const ATTACHMENT_MESSAGES = {
  onlyTypes: ONLY_IMAGES_OR_PDF,
  noFiles: '请选择要上传的文件',
  notMultipart: '请以 multipart/form-data 上传附件（字段 orderId、kind，然后是文件）',
  fieldsFirst: '请先填写 orderId 与 kind 字段，再附上文件',
  badKind: '附件类型不正确',
  employerBrief: '雇主只能上传需求资料，且任务完成后不能再上传',
  designerWork: '只有被选定的设计师可以在任务进行中上传初稿或交付稿件',
  noPermission: '您没有权限上传此任务的附件',
} as const;

export function toAttachment(row: repo.AttachmentRow): AttachmentEntry {
  return {
    attachmentId: row.attachment_id,
    kind: row.kind,
    title: TASK_ATTACHMENT_KIND_NAME[row.kind] ?? '',
    fileName: row.file_name,
    url: row.url,
    mimeType: row.mime_type,
    size: row.size,
    uploaderRole: row.uploader_role,
    uploaderName: row.nick_name ?? '',
    time: isoTime(row.created_at),
  };
}

/** The attachment axis of `side`; anyone else gets [] and the server logs 'no permission' (docs/product.md §6). */
export async function attachmentAxis(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { orderId, side, log }: { orderId: number; side: Side; log: FastifyBaseLogger },
): Promise<AttachmentEntry[]> {
  const task = await followedTask(deps, user, { orderId, side });
  if (!task) {
    log.warn({ orderId, userId: user.userId, side }, 'no permission');
    return [];
  }
  return (await repo.findAttachments(deps.db, orderId)).map(toAttachment);
}

/** Who may upload `kind` now: the uploader's role, or a Chinese refusal. */
async function uploaderRole(
  db: Db,
  user: SessionUser,
  orderId: number,
  kind: number,
): Promise<'employer' | 'designer'> {
  const task = await repo.findTask(db, orderId);
  if (!task) throw new DomainError('E010404', TASK_NOT_FOUND);
  if (kind === TASK_ATTACHMENT_KIND.evidence) {
    // Issue 25: either side, for a dispute, while it may be opened (decision 023).
    const side = taskPartyOf(task, user.userId);
    if (side && canOpenDispute(task.task_status)) return side;
    if (task.task_status === TASK_STATUS.pending) throw new DomainError('E010404', TASK_NOT_FOUND);
    throw refusal(DEAL_MESSAGES.evidenceUpload);
  }
  if (task.employer_id === user.userId) {
    if (kind !== TASK_ATTACHMENT_KIND.brief || task.task_status === TASK_STATUS.completed) {
      throw refusal(ATTACHMENT_MESSAGES.employerBrief);
    }
    return 'employer';
  }
  if (task.hired_designer_id === user.userId) {
    if (kind === TASK_ATTACHMENT_KIND.brief || task.task_status !== TASK_STATUS.inProgress) {
      throw refusal(ATTACHMENT_MESSAGES.designerWork);
    }
    return 'designer';
  }
  if (task.task_status === TASK_STATUS.pending) throw new DomainError('E010404', TASK_NOT_FOUND);
  throw new DomainError('E010403', ATTACHMENT_MESSAGES.noPermission);
}

/** uploadTaskAttachment: fields orderId and kind, then the files (`files`, as work uploads). */
export async function receiveAttachments(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  user: SessionUser,
  request: FastifyRequest,
): Promise<AttachmentEntry[]> {
  const { db, storage, clock } = deps;
  if (!request.isMultipart()) throw new DomainError('E010001', ATTACHMENT_MESSAGES.notMultipart);
  if (Number(request.headers['content-length']) > UPLOAD_MAX_REQUEST_BYTES + MULTIPART_OVERHEAD) {
    throw new DomainError('E010001', REQUEST_TOO_LARGE);
  }
  const budget = { left: UPLOAD_MAX_REQUEST_BYTES };
  const fields: Record<string, string> = {};
  let role: 'employer' | 'designer' | null = null;
  let orderId = 0;
  let kind = 0;
  const received: AttachmentFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_FILE_BYTES + 1, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 1024, parts: 20 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (role === null) {
        // The permission is judged before a byte of the first file is kept.
        orderId = Number(fields.orderId);
        kind = Number(fields.kind);
        if (!Number.isInteger(orderId) || orderId < 1)
          throw new DomainError('E010001', ATTACHMENT_MESSAGES.fieldsFirst);
        if (!Object.values(TASK_ATTACHMENT_KIND).includes(kind as 1 | 2 | 3 | 4)) {
          throw new DomainError('E010001', ATTACHMENT_MESSAGES.badKind);
        }
        role = await uploaderRole(db, user, orderId, kind);
      }
      received.push(await readAttachmentFile(part, budget));
    }
  } catch (err) {
    multipartError(err, ATTACHMENT_MESSAGES.notMultipart);
  }
  if (role === null || received.length === 0) throw new DomainError('E010001', ATTACHMENT_MESSAGES.noFiles);
  const rows = [];
  for (const file of received) {
    const key = `tasks/${orderId}/${newUploadName()}.${file.ext}`;
    await storage.put(key, file.data);
    const url = file.ext === 'pdf' ? `${TASK_FILE_PREFIX}${key}` : imageUrlOf(key);
    rows.push({
      order_id: orderId,
      user_id: user.userId,
      uploader_role: role,
      kind,
      file_name: file.fileName,
      url,
      mime_type: file.mimeType,
      size: file.data.length,
    });
  }
  const ids = new Set(await changes.insertAttachments(db, rows, clock.now()));
  return (await repo.findAttachments(db, orderId)).filter((a) => ids.has(a.attachment_id)).map(toAttachment);
}
