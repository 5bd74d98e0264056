import { CLIP_MAX_BYTES, CLIP_MESSAGES } from '@bazaar/domain/constants/clips';
import { describe, expect, it } from 'vitest';
import { checkVideoFile, formatSize, posterTime } from './video-file';

const webmHead = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81];
const mp4Head = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];

describe('checkVideoFile', () => {
  it('accepts a WebM and an MP4 by their bytes', async () => {
    expect(await checkVideoFile(new Blob([Uint8Array.from(webmHead)]))).toBeNull();
    expect(await checkVideoFile(new Blob([Uint8Array.from(mp4Head)], { type: 'video/mp4' }))).toBeNull();
  });

  it('refuses HTML named .mp4 and a PNG with 只支持 MP4、WebM 格式的视频', async () => {
    const html = new File(['<!doctype html><p>hi</p>'], 'clip.mp4', { type: 'video/mp4' });
    const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])]);
    expect(await checkVideoFile(html)).toBe(CLIP_MESSAGES.onlyVideo);
    expect(await checkVideoFile(png)).toBe(CLIP_MESSAGES.onlyVideo);
  });

  it('refuses a file over 30 MB with the api’s message', async () => {
    const big = new Blob([Uint8Array.from(webmHead), new Uint8Array(CLIP_MAX_BYTES)]);
    expect(await checkVideoFile(big)).toBe(CLIP_MESSAGES.tooLarge);
  });
});

describe('posterTime and formatSize', () => {
  it('takes the poster at 1 s, or the middle of a short or unknown-length video', () => {
    expect(posterTime(12)).toBe(1);
    expect(posterTime(1.2)).toBeCloseTo(0.6);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('shows sizes in KB and MB', () => {
    expect(formatSize(59_300)).toBe('58 KB');
    expect(formatSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
