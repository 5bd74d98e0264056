/**
 * Short video works (issue 9): upload (designers only; video sniffed and capped while it streams, poster
 * re-encoded by the image pipeline), the owner's and everyone's pages, delete (row and both stored files),
 * and the video's bytes with HTTP Range.
 */
import { clipTitleSchema } from '@bazaar/domain/api';
import { routes } from '@bazaar/domain/api/routes';
import {
  CLIP_MAX_BYTES,
  CLIP_MESSAGES,
  CLIP_POSTER_MAX_BYTES,
  VIDEO_MIME,
  type VideoKind,
} from '@bazaar/domain/constants/clips';
import type { Clip, Page } from '@bazaar/domain/entities';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { cleanImage } from '../uploads/image-file';
import { MULTIPART_OVERHEAD, newUploadName, ownUploadKey, storeImage } from '../uploads/uploads.service';
import * as repo from './clips.repository';
import { readCappedFile, videoKindOf } from './video-file';

/** Where a designer's videos live: `clips/<userId>/<name>.<mp4|webm>` (served only by getClipVideo). */
export const clipPrefix = (userId: number): string => `clips/${userId}/`;

export const clipVideoUrl = (clipId: number): string => `${routes.getClipVideo.path}?clipId=${clipId}`;

function toClip(row: NonNullable<Awaited<ReturnType<typeof repo.findClip>>>): Clip {
  return {
    clipId: row.clip_id,
    title: row.title,
    videoUrl: clipVideoUrl(row.clip_id),
    posterUrl: row.poster_url,
    mimeType: row.mime_type,
    size: row.size,
    userId: row.user_id,
    nickName: row.nick_name,
    avatar: row.avatar,
    createdAt: isoTime(row.created_at),
  };
}

/**
 * @fastify/multipart's errors a clip has its own words for; the rest (its other limits, a body busboy cannot read)
 * are the error handler's 400s (http/errors.ts).
 */
function multipartError(err: unknown): never {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('E010001', CLIP_MESSAGES.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new DomainError('E010001', CLIP_MESSAGES.notMultipart);
  throw err;
}

/** The multipart upload of a designer: `video`, `poster` and `title`, all checked before anything is stored. */
export async function uploadClip(deps: Pick<Deps, 'db' | 'storage'>, user: SessionUser, request: FastifyRequest) {
  if (!user.isDesigner) throw new DomainError('E010403', CLIP_MESSAGES.designerOnly);
  if (!request.isMultipart()) throw new DomainError('E010001', CLIP_MESSAGES.notMultipart);
  // A declared length over the cap is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length']);
  if (declared > CLIP_MAX_BYTES + CLIP_POSTER_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new DomainError('E010001', CLIP_MESSAGES.tooLarge);
  }
  let video: { kind: VideoKind; data: Buffer } | null = null;
  let poster: Awaited<ReturnType<typeof cleanImage>> | null = null;
  let title: unknown;
  try {
    for await (const part of request.parts({
      // Busboy stops passing a file's bytes at fileSize (+1 marks "over the cap" as truncated).
      limits: { fileSize: CLIP_MAX_BYTES + 1, files: 2, fields: 5, fieldSize: 1024, parts: 8 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'title') title = part.value;
        continue;
      }
      if (part.fieldname === 'video' && !video) {
        let kind: VideoKind | null = null;
        const data = await readCappedFile(
          part.file,
          CLIP_MAX_BYTES,
          CLIP_MESSAGES.tooLarge,
          () => part.file.truncated,
          (head) => (kind = videoKindOf(head)),
        );
        video = { kind: kind ?? videoKindOf(data), data };
      } else if (part.fieldname === 'poster' && !poster) {
        const data = await readCappedFile(
          part.file,
          CLIP_POSTER_MAX_BYTES,
          CLIP_MESSAGES.posterTooLarge,
          () => part.file.truncated,
        );
        poster = await cleanImage(data);
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    multipartError(err);
  }
  const parsedTitle = clipTitleSchema.safeParse(title);
  if (!parsedTitle.success) throw new DomainError('E010001', CLIP_MESSAGES.title);
  if (!video) throw new DomainError('E010001', CLIP_MESSAGES.noVideo);
  if (!poster) throw new DomainError('E010001', CLIP_MESSAGES.noPoster);

  const name = newUploadName();
  const videoKey = `${clipPrefix(user.userId)}${name}.${video.kind}`;
  await deps.storage.put(videoKey, video.data);
  const stored = await storeImage(deps, { userId: user.userId, name, image: poster });
  const clipId = await repo.insertClip(deps.db, {
    user_id: user.userId,
    title: parsedTitle.data,
    video_key: videoKey,
    poster_url: stored.callbackResult,
    mime_type: VIDEO_MIME[video.kind],
    size: video.data.length,
  });
  const row = await repo.findClip(deps.db, clipId);
  if (!row) throw new DomainError('E010404', CLIP_MESSAGES.notFound);
  return toClip(row);
}

/** A clip's video: its row and the stored file's size; 作品不存在 when either is gone. */
export async function clipVideo(deps: Pick<Deps, 'db' | 'storage'>, { clipId }: { clipId: number }) {
  const row = await repo.findClip(deps.db, clipId);
  const stat = row ? await deps.storage.stat(row.video_key) : null;
  if (!row || !stat) throw new DomainError('E010404', CLIP_MESSAGES.notFound);
  return { row, size: stat.size };
}

export async function clipsPage(
  deps: Pick<Deps, 'db'>,
  { userId, current, pageSize }: { userId: number | null; current: number; pageSize: number },
): Promise<Page<Clip>> {
  const { rows, total } = await repo.findClipsPage(deps.db, userId, current, pageSize);
  return { rows: rows.map(toClip), total, current, pageSize };
}

/**
 * Deletes the owner's clip: the row first (so a half-deleted clip never shows), then the stored video and
 * (when it is the owner's upload, not seeded art) the poster. A file the store fails to remove is logged
 * and left behind — the clip itself is gone either way.
 */
export async function deleteClip(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  { clipId, log }: { clipId: number; log: FastifyBaseLogger },
): Promise<null> {
  const { userId } = user;
  const row = await repo.findClip(deps.db, clipId);
  if (!row) throw new DomainError('E010404', CLIP_MESSAGES.notFound);
  if (row.user_id !== userId) throw new DomainError('E010403', CLIP_MESSAGES.notOwner);
  await repo.deleteClip(deps.db, clipId);
  // Seeded clips share fixture videos and art posters: only this designer's own uploads are removed.
  const keys = [
    row.video_key.startsWith(clipPrefix(userId)) ? row.video_key : null,
    ownUploadKey(row.poster_url, userId),
  ];
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (err) {
      log.warn({ err, clipId, key }, 'a deleted clip left a stored file behind');
    }
  }
  return null;
}
