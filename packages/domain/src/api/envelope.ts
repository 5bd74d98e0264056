import { EXTRA_TOAST_CODE, SUCCESS_CODE } from '../constants/base.js';

export { EXTRA_TOAST_CODE, SUCCESS_CODE };

/**
 * Result codes (docs/product.md §7/§8 name S000001 and E020002; the rest are chosen here once).
 * Each has a default Chinese message that clients may show as is.
 */
export const RESULT_CODES = {
  S000001: '操作成功',
  /** Input failed validation; the message names the field's rule (docs/product.md §5 messages where given). */
  E010001: '请求参数有误',
  /** No such API route. */
  E010004: '接口不存在',
  /** Not logged in, or the session expired or was revoked (HTTP 401, docs/product.md §8). */
  E010401: '请先登录才能进行此操作',
  /** Logged in but not allowed; also CSRF rejections. */
  E010403: '无权进行此操作',
  /** The thing asked for does not exist. */
  E010404: '内容不存在或已下架',
  /** Rate limited (HTTP 429). */
  E010429: '操作过于频繁，请稍后再试',
  /** A business rule refused the request (docs/product.md §8: earns the extra `onResError E020002:` toast). */
  E020002: '操作失败',
  /** Third-party login with an open id that has no account yet: bind a mobile first (contract NEEDS_BIND_CODE). */
  E020101: '请先绑定手机号',
  /** An unexpected server error; internals are never shown. */
  E050000: '服务器开小差了，请稍后再试',
  /** The gateway could not reach the upstream in time. */
  E050002: '服务暂时不可用，请稍后再试',
} as const;
export type ResultCode = keyof typeof RESULT_CODES;

/** The response envelope of every call (docs/product.md §3/§7). */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  resultCode: string;
  resultMessage: string;
}

export function ok<T>(data: T, resultMessage: string = RESULT_CODES.S000001): Envelope<T> {
  return { success: true, data, resultCode: SUCCESS_CODE, resultMessage };
}

export function fail(code: Exclude<ResultCode, 'S000001'>, resultMessage?: string): Envelope<null> {
  return { success: false, data: null, resultCode: code, resultMessage: resultMessage ?? RESULT_CODES[code] };
}

/**
 * The raw HTTP answer to a request too malformed to reach any route (Node's `clientError`: a bad request
 * line, bytes a URL may not hold, oversized headers, a request that timed out): the envelope with a
 * Chinese message, where Fastify's default answers English JSON. Both apps pass it to Fastify's
 * `clientErrorHandler`. `null` when the client is already gone (reset or broken pipe): nothing to answer.
 */
export function malformedRequestResponse(errorCode: string | undefined): string | null {
  if (errorCode === 'ECONNRESET' || errorCode === 'EPIPE') return null;
  const [status, reason, message] =
    errorCode === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', '请求头过大']
      : errorCode === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时，请重试']
        : [400, 'Bad Request', '请求格式有误，请检查链接是否完整'];
  const body = JSON.stringify(fail('E010001', message));
  // UTF-8 byte length without Buffer or TextEncoder (this package also runs in the browser's types):
  // encodeURIComponent writes each UTF-8 byte of a non-ASCII character as one %XX.
  const length = encodeURIComponent(body).replace(/%[0-9A-F]{2}/g, '_').length;
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`;
}

/** The part of a Node socket `answerMalformedRequest` uses (this package carries no Node or Fastify types). */
export interface ClientSocket {
  writable: boolean;
  end(answer: string): unknown;
  destroy(): unknown;
}

/** Fastify's `clientErrorHandler` for both apps: the envelope answer, or just the close. */
export function answerMalformedRequest(error: { code?: string }, socket: ClientSocket): void {
  const answer = malformedRequestResponse(error.code);
  if (answer && socket.writable) socket.end(answer);
  else socket.destroy();
}

/** HTTP status that goes with a failure code (the envelope is the body either way). */
export const RESULT_HTTP_STATUS: Record<ResultCode, number> = {
  S000001: 200,
  E010001: 400,
  E010004: 404,
  E010401: 401,
  E010403: 403,
  E010404: 404,
  E010429: 429,
  E020002: 200,
  E020101: 200,
  E050000: 500,
  E050002: 502,
};
