/**
 * `@bazaar/domain/client/upload`: the client's transports that only some pages need, kept apart from
 * `@bazaar/domain/client` so a first load does not carry them (docs/decisions/004) — multipart uploads with
 * progress, and beacons that survive the page closing. Both answer like `call` (the client's `settle`).
 */
import type { EndpointInput, EndpointName } from '../api/endpoints/index.js';
import { clientRoutes as routes } from '../api/client-routes.js';
import { failed, NETWORK_CODE, type AbortSignalLike, type ApiClient, type ApiResult } from './index.js';

/** An upload whose request failed on the network. */
export const UPLOAD_FAILED = '上传失败，请检查网络后重试';

/** The multipart endpoints (their input is a FormData the caller fills; the server parses it). */
export type UploadName = 'upload' | 'uploadTaskAttachment' | 'uploadClip' | 'sendMessageFile';

/** A FormData (the platform's). */
export interface FormDataLike {
  append(name: string, value: never, fileName?: string): void;
}

export interface UploadOptions {
  /** 0…1 as the body is sent (XMLHttpRequest only: fetch cannot report upload progress). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignalLike;
}

interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  responseType: string;
  withCredentials: boolean;
  readonly status: number;
  readonly response: unknown;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  abort(): void;
  send(body: unknown): void;
}
declare const Blob: new (parts: string[], options: { type: string }) => unknown;
declare const globalThis: {
  XMLHttpRequest?: new () => XhrLike;
  navigator?: { sendBeacon?: (url: string, data: unknown) => boolean };
};

/**
 * A multipart POST (images, attachments, clips). With `onProgress` and XMLHttpRequest (browsers) the
 * progress is reported as the body goes; otherwise it goes through the client's fetch. Never throws.
 */
export function upload<N extends UploadName>(
  client: ApiClient,
  name: N,
  form: FormDataLike,
  options: UploadOptions = {},
): Promise<ApiResult<N>> {
  const url = client.baseUrl + routes[name].path;
  const Xhr = globalThis.XMLHttpRequest;
  const onProgress = options.onProgress;
  if (!Xhr || !onProgress) {
    return (async (): Promise<ApiResult<N>> => {
      try {
        const response = await client.fetch(url, {
          method: 'POST',
          credentials: client.credentials,
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
          body: form,
          signal: options.signal,
        });
        const body = await response.json().catch(() => null);
        return client.settle(name, response.status, body, { silent: true });
      } catch (error) {
        client.log(`[api] ${name} failed:`, error instanceof Error ? error.message : String(error));
        return failed(NETWORK_CODE, UPLOAD_FAILED);
      }
    })();
  }
  return new Promise((resolve) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    xhr.withCredentials = client.credentials === 'include';
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const result: ApiResult<N> = client.settle(name, xhr.status, xhr.response, { silent: true });
      if (result.success) onProgress(1);
      resolve(result);
    };
    xhr.onerror = () => resolve(failed(NETWORK_CODE, UPLOAD_FAILED));
    xhr.onabort = () => resolve(failed('ABORTED', '已取消上传'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Fire-and-forget through `navigator.sendBeacon`, as text/plain JSON so no preflight is needed (the api
 * parses it); false where the platform has no beacon or refused it.
 */
export function beacon<N extends EndpointName>(client: ApiClient, name: N, input: EndpointInput<N>): boolean {
  const nav = globalThis.navigator;
  if (typeof nav?.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify(input)], { type: 'text/plain' });
  return nav.sendBeacon(client.baseUrl + routes[name].path, body);
}
