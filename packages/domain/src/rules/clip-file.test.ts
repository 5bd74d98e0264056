import { describe, expect, it } from 'vitest';
import { CLIP_MAX_BYTES, CLIP_MESSAGES } from '../constants/clips.js';
import {
  appendClipUpload,
  checkVideoFile,
  clipUploadProblems,
  pickClipVideo,
  extractPoster,
  POSTER_FAILED,
  POSTER_UNREADABLE,
  posterSize,
  posterTime,
  type PosterCanvas,
  type PosterPlatform,
  type PosterVideo,
} from './clip-file.js';

const webmHead = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81];
const mp4Head = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
/** ASCII text as bytes. */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
/** A file as the check reads it (a browser's File is one): its size and a slice of its bytes. */
const file = (content: number[] | Uint8Array, size = content.length) => ({
  size,
  slice: (start: number, end: number) => ({
    arrayBuffer: async () => Uint8Array.from(content).slice(start, end).buffer,
  }),
});

describe('checkVideoFile', () => {
  it('accepts a WebM and an MP4 by their bytes', async () => {
    expect(await checkVideoFile(file(webmHead))).toBeNull();
    expect(await checkVideoFile(file(mp4Head))).toBeNull();
  });

  it('refuses HTML named .mp4 and a PNG with 只支持 MP4、WebM 格式的视频', async () => {
    expect(await checkVideoFile(file(text('<!doctype html><p>hi</p>')))).toBe(CLIP_MESSAGES.onlyVideo);
    expect(await checkVideoFile(file(PNG))).toBe(CLIP_MESSAGES.onlyVideo);
  });

  it('refuses an empty file, and one over 30 MB with the api’s message', async () => {
    expect(await checkVideoFile(file([]))).toBe(CLIP_MESSAGES.noVideo);
    expect(await checkVideoFile(file(webmHead, CLIP_MAX_BYTES + 1))).toBe(CLIP_MESSAGES.tooLarge);
    expect(await checkVideoFile(file(webmHead, CLIP_MAX_BYTES))).toBeNull();
  });
});

describe('posterTime and posterSize', () => {
  it('takes the poster at 1 s, or the middle of a short or unknown-length video', () => {
    expect(posterTime(12)).toBe(1);
    expect(posterTime(1.2)).toBeCloseTo(0.6);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterTime(Number.NaN)).toBe(0);
  });

  it('keeps a small frame, scales a wide one to 1280 px, and guesses 640 × 360 when unknown', () => {
    expect(posterSize(320, 180)).toEqual({ width: 320, height: 180 });
    expect(posterSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(posterSize(0, 0)).toEqual({ width: 640, height: 360 });
  });
});

/** A fake browser: a <video> that fires its events as `script` says, a canvas that records its drawing. */
function fakePlatform(script: { duration: number; decodes: boolean; blob?: string | null; noContext?: boolean }) {
  const log: string[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const fire = (event: string) => {
    const list = listeners.get(event) ?? [];
    listeners.delete(event);
    for (const l of list) l();
  };
  const video: PosterVideo = {
    muted: false,
    playsInline: false,
    preload: '',
    get src() {
      return '';
    },
    set src(url: string) {
      log.push(`src ${url}`);
      void Promise.resolve().then(() => fire(script.decodes ? 'loadeddata' : 'error'));
    },
    get currentTime() {
      return 0;
    },
    set currentTime(at: number) {
      log.push(`seek ${at}`);
      void Promise.resolve().then(() => fire('seeked'));
    },
    duration: script.duration,
    videoWidth: 1920,
    videoHeight: 1080,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeAttribute: (name) => log.push(`remove ${name}`),
    load: () => log.push('load'),
  };
  const canvas: PosterCanvas<string> = {
    width: 0,
    height: 0,
    getContext: () =>
      script.noContext ? null : { drawImage: (_v, x, y, w, h) => log.push(`draw ${x},${y} ${w}×${h}`) },
    toBlob: (done, type, quality) => done(script.blob === undefined ? `${type}@${quality}` : script.blob),
  };
  const platform: PosterPlatform<string, string> = {
    document: {
      createElement: ((tag: 'video' | 'canvas') => (tag === 'video' ? video : canvas)) as PosterPlatform<
        string,
        string
      >['document']['createElement'],
    },
    URL: {
      createObjectURL: (file) => `blob:${file}`,
      revokeObjectURL: (url) => log.push(`revoke ${url}`),
    },
  };
  return { platform, log, video };
}

describe('extractPoster', () => {
  it('seeks to 1 s, draws the frame at most 1280 px wide as a JPEG, and frees the video', async () => {
    const { platform, log, video } = fakePlatform({ duration: 3, decodes: true });
    expect(await extractPoster('clip', platform)).toBe('image/jpeg@0.85');
    expect(video.muted && video.playsInline).toBe(true);
    expect(log).toEqual(['src blob:clip', 'seek 1', 'draw 0,0 1280×720', 'remove src', 'load', 'revoke blob:clip']);
  });

  it('draws the first frame of a video whose length is not known (a MediaRecorder WebM)', async () => {
    const { platform, log } = fakePlatform({ duration: Number.POSITIVE_INFINITY, decodes: true });
    await extractPoster('rec', platform);
    expect(log.some((l) => l.startsWith('seek'))).toBe(false);
  });

  it('rejects with a Chinese message when the video cannot be read or drawn, and still frees it', async () => {
    const unreadable = fakePlatform({ duration: 3, decodes: false });
    await expect(extractPoster('bad', unreadable.platform)).rejects.toThrow(POSTER_UNREADABLE);
    expect(unreadable.log.at(-1)).toBe('revoke blob:bad');
    await expect(extractPoster('x', fakePlatform({ duration: 3, decodes: true, blob: null }).platform)).rejects.toThrow(
      POSTER_FAILED,
    );
    await expect(
      extractPoster('x', fakePlatform({ duration: 3, decodes: true, noContext: true }).platform),
    ).rejects.toThrow(POSTER_FAILED);
  });
});

describe('pickClipVideo', () => {
  const watch = () => {
    const seen: string[] = [];
    const view = {
      chosen: (pick: { preview: string } | null) => seen.push(`chosen ${pick ? pick.preview : 'none'}`),
      error: (message: string | null) => seen.push(`error ${message ?? 'none'}`),
      reading: (on: boolean) => seen.push(`reading ${on}`),
    };
    return { seen, view };
  };
  const clip = Object.assign(file(webmHead), { name: 'clip' });

  it('clears the last pick, reads the poster and shows its preview', async () => {
    const { platform } = fakePlatform({ duration: 3, decodes: true });
    const { seen, view } = watch();
    await pickClipVideo(clip, platform as never, view);
    expect(seen).toEqual(['chosen none', 'error none', 'reading true', 'chosen blob:image/jpeg@0.85', 'reading false']);
  });

  it('says what is wrong with the file, or that it cannot be read', async () => {
    const { platform } = fakePlatform({ duration: 3, decodes: false });
    const refused = watch();
    await pickClipVideo(Object.assign(file(PNG), { name: 'p' }), platform as never, refused.view);
    expect(refused.seen).toEqual(['chosen none', 'error none', `error ${CLIP_MESSAGES.onlyVideo}`]);
    const unreadable = watch();
    await pickClipVideo(clip, platform as never, unreadable.view);
    expect(unreadable.seen.slice(2)).toEqual(['reading true', `error ${POSTER_UNREADABLE}`, 'reading false']);
    const none = watch();
    await pickClipVideo(undefined, platform as never, none.view);
    expect(none.seen).toEqual(['chosen none', 'error none']);
  });

  it('holds an upload back without a title or a video', () => {
    expect(clipUploadProblems('  ', false)).toEqual({ title: CLIP_MESSAGES.title, video: CLIP_MESSAGES.noVideo });
    expect(clipUploadProblems('作品', true)).toEqual({ title: null, video: null });
  });
});

describe('appendClipUpload', () => {
  it('sends the trimmed title first, then the video under its name and the poster as poster.jpg', () => {
    const sent: string[] = [];
    const form = {
      append: (name: string, value: unknown, fileName?: string) => sent.push(`${name}=${fileName ?? String(value)}`),
    };
    appendClipUpload(form, { title: ' 我的视频 ', video: { name: 'a.mp4' }, poster: {} as { name?: string } });
    expect(sent).toEqual(['title=我的视频', 'video=a.mp4', 'poster=poster.jpg']);
  });
});
