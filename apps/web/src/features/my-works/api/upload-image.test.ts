import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLoggedOut } from '@/shared/api/client';
import { uploadImage } from './upload-image';

/** A stand-in XMLHttpRequest that records what the call sends and answers what a test says. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

describe('uploadImage', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());
  const file = () => new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });

  it('posts the file as multipart `files` with the CSRF header and reports progress', async () => {
    const progress: number[] = [];
    const pending = uploadImage(file(), (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/plat/volc/tos/upload');
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect((xhr.body as FormData).get('files')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(200, {
      success: true,
      resultCode: 'S000001',
      resultMessage: '',
      data: [{ callbackResult: '/img/uploads/1/x.png', width: 40, height: 30 }],
    });
    expect(await pending).toEqual({ ok: true, image: { url: '/img/uploads/1/x.png', width: 40, height: 30 } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers the api message of a refused file, and a network message when there is none', async () => {
    const refused = uploadImage(file(), () => {});
    FakeXhr.last.answer(400, {
      success: false,
      resultCode: 'E010001',
      resultMessage: '单个文件不能超过10MB',
      data: null,
    });
    expect(await refused).toEqual({ ok: false, message: '单个文件不能超过10MB' });
    const broken = uploadImage(file(), () => {});
    FakeXhr.last.onerror?.();
    expect(await broken).toMatchObject({ ok: false, message: expect.stringContaining('上传失败') });
  });

  it('asks to log in on 401, and stops when aborted', async () => {
    const logged = uploadImage(file(), () => {});
    FakeXhr.last.answer(401, null);
    expect(await logged).toEqual({ ok: false, message: '请先登录才能进行此操作' });
    const controller = new AbortController();
    const aborted = uploadImage(file(), () => {}, controller.signal);
    controller.abort();
    expect(await aborted).toEqual({ ok: false, message: '已取消上传' });
  });

  it('commits logged out on 401, as every other call does', async () => {
    const loggedOut = vi.fn();
    const stop = onLoggedOut(loggedOut);
    const pending = uploadImage(file(), () => {});
    FakeXhr.last.answer(401, null);
    await pending;
    stop();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
