import { describe, expect, it } from 'vitest';
import { CLIP_MESSAGES, checkClipTitle, sniffVideo } from '../constants/clips.js';
import { clipTitleSchema } from './clips-schemas.js';
import { endpoints } from './endpoints/index.js';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('clip video sniffing', () => {
  it('knows an MP4 by the ftyp box at offset 4 and a WebM by the EBML magic', () => {
    expect(sniffVideo(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d))).toBe('mp4');
    expect(sniffVideo(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe('webm');
  });

  it('refuses HTML named .mp4, a PNG and too few bytes', () => {
    expect(sniffVideo(Uint8Array.from('<!doctype html><title>x</title>', (c) => c.charCodeAt(0)))).toBeNull();
    expect(sniffVideo(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBeNull();
    expect(sniffVideo(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79))).toBeNull();
  });
});

describe('clip titles', () => {
  it.each([
    ['blank', '   ', CLIP_MESSAGES.title],
    ['41 characters', '视'.repeat(41), CLIP_MESSAGES.title],
  ])('refuses a %s title with 请输入视频标题', (_name, title, message) => {
    const parsed = clipTitleSchema.safeParse(title);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
    expect(checkClipTitle(title)).toBe(message);
  });

  it('trims and accepts 40 characters', () => {
    expect(clipTitleSchema.parse(` ${'视'.repeat(40)} `)).toBe('视'.repeat(40));
    expect(checkClipTitle('春日插画动效')).toBeNull();
  });
});

describe('clip endpoints', () => {
  it('declares every clips call in the contract, the stream under /api', () => {
    expect(endpoints.uploadClip).toMatchObject({ method: 'POST', auth: 'user' });
    expect(endpoints.deleteClip.input.safeParse({ clipId: 0 }).success).toBe(false);
    expect(endpoints.getClipVideo.path.startsWith('/api/')).toBe(true);
    expect(endpoints.getClipPage.input.parse({})).toEqual({ current: 1, pageSize: 16 });
  });
});
