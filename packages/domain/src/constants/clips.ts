/**
 * Short video works (/my/clips, /zt/clips; issue 9) — the zod-free half: limits, messages and the byte
 * sniffing both the page (before uploading) and the api (authoritative) use. Its own entry
 * (`@bazaar/domain/constants/clips`) so only the clips chunk carries it.
 */

/**
 * Chosen: 30 MB a video. A short clip (≤ 60 s at a web bitrate) fits; the api refuses a bigger one while
 * it streams in (the declared length first, then byte by byte), never after buffering it whole.
 */
export const CLIP_MAX_BYTES = 30 * 1024 * 1024;
/** Chosen: the poster frame (a JPEG the page draws from the video) at most 2 MB. */
export const CLIP_POSTER_MAX_BYTES = 2 * 1024 * 1024;
/** The `clips.title` column is varchar(40). */
export const CLIP_TITLE_MAX = 40;
export const CLIP_PAGE_SIZE = 12;
export const CLIP_ACCEPT = 'video/mp4,video/webm';

export type VideoKind = 'mp4' | 'webm';
export const VIDEO_MIME: Record<VideoKind, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export const CLIP_MESSAGES = {
  onlyVideo: '只支持 MP4、WebM 格式的视频',
  tooLarge: `视频不能超过${CLIP_MAX_BYTES / 1024 / 1024}MB`,
  posterTooLarge: `封面图不能超过${CLIP_POSTER_MAX_BYTES / 1024 / 1024}MB`,
  noVideo: '请选择要上传的视频',
  noPoster: '请提供视频封面图',
  title: `请输入视频标题（1-${CLIP_TITLE_MAX}个字）`,
  notMultipart: '请以 multipart/form-data 上传视频（字段 video、poster、title）',
  designerOnly: '只有设计师可以上传视频作品',
  notOwner: '只能删除自己的视频作品',
  notFound: '视频作品不存在或已删除',
  badRange: '请求的视频范围无效',
} as const;

/**
 * The kind of a video from its first bytes, never its name: MP4 (ISO BMFF) has an `ftyp` box at offset 4;
 * WebM (Matroska) starts with the EBML magic 1A 45 DF A3. Anything else → null.
 */
export function sniffVideo(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 12 && bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) {
    return 'mp4';
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm';
  }
  return null;
}

/** A title's problem (trimmed, 1–40 characters), or null. */
export function checkClipTitle(title: string): string | null {
  const t = title.trim();
  return t.length >= 1 && [...t].length <= CLIP_TITLE_MAX ? null : CLIP_MESSAGES.title;
}
