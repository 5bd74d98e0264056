/**
 * An uploaded video judged by its bytes (issue 9), never by its name or declared type: MP4 (`ftyp` at
 * offset 4) or WebM (EBML magic), sniffed from the first bytes as they stream in, so an HTML page named
 * `.mp4` or a PNG is refused before the rest of it is read. Videos are stored as sent (no transcoding here:
 * no ffmpeg on the api hosts); the poster frame is the picture visitors see first, and it goes through the
 * image pipeline.
 */
import type { Readable } from 'node:stream';
import { CLIP_MESSAGES, sniffVideo, type VideoKind } from '@bazaar/domain/constants/clips';
import { DomainError } from '../../http/errors';

/** Bytes needed to tell an MP4 from a WebM. */
const SNIFF_BYTES = 12;

/**
 * Reads one streamed file into memory, refusing it the moment it passes `cap` (or busboy marks it
 * truncated) with `tooLarge`; `sniff` (when given) judges the first bytes as soon as there are enough.
 */
export async function readCappedFile(
  stream: Readable,
  cap: number,
  tooLarge: string,
  isTruncated: () => boolean,
  sniff?: (head: Buffer) => void,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let sniffed = !sniff;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap || isTruncated()) throw new DomainError('E010001', tooLarge);
    chunks.push(chunk);
    if (!sniffed && size >= SNIFF_BYTES) {
      sniff?.(Buffer.concat(chunks));
      sniffed = true;
    }
  }
  if (isTruncated()) throw new DomainError('E010001', tooLarge);
  const data = Buffer.concat(chunks);
  if (!sniffed) sniff?.(data);
  return data;
}

/** The kind of `head`, or a 400 with 只支持 MP4、WebM 格式的视频. */
export function videoKindOf(head: Buffer): VideoKind {
  const kind = sniffVideo(head);
  if (!kind) throw new DomainError('E010001', CLIP_MESSAGES.onlyVideo);
  return kind;
}
