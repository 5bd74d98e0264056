import { describe, expect, it } from 'vitest';
import { malformedRequestResponse } from './envelope.js';

/** Splits a raw HTTP answer into its status line, headers and parsed body. */
function parse(raw: string) {
  const [head, body] = raw.split('\r\n\r\n') as [string, string];
  const [status, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => l.split(': ') as [string, string]));
  return { status, headers, body: JSON.parse(body) as { success: boolean; resultCode: string; resultMessage: string } };
}

describe('malformedRequestResponse', () => {
  it('answers a malformed request 400 with the envelope and a Chinese message, its length in bytes', () => {
    const answer = parse(malformedRequestResponse('HPE_INVALID_CONSTANT')!);
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({
      success: false,
      data: null,
      resultCode: 'E010001',
      resultMessage: '请求格式有误，请检查链接是否完整',
    });
    const raw = malformedRequestResponse(undefined)!;
    const body = raw.split('\r\n\r\n')[1]!;
    // UTF-8 bytes counted per code point (1–4 each), apart from how the answer counts them.
    const bytes = [...body].reduce((n, ch) => {
      const cp = ch.codePointAt(0)!;
      return n + (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);
    }, 0);
    expect(bytes).toBeGreaterThan(body.length); // the Chinese message is 3 bytes a character
    expect(Number(answer.headers['Content-Length'])).toBe(bytes);
    expect(answer.headers.Connection).toBe('close');
  });

  it('answers oversized headers 431 and a timed-out request 408', () => {
    expect(parse(malformedRequestResponse('HPE_HEADER_OVERFLOW')!).status).toBe(
      'HTTP/1.1 431 Request Header Fields Too Large',
    );
    const timeout = parse(malformedRequestResponse('ERR_HTTP_REQUEST_TIMEOUT')!);
    expect(timeout.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(timeout.body.resultMessage).toBe('请求超时，请重试');
  });

  it('answers nothing to a client that is gone', () => {
    expect(malformedRequestResponse('ECONNRESET')).toBeNull();
    expect(malformedRequestResponse('EPIPE')).toBeNull();
  });
});
