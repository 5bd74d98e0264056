/**
 * Proxies `/api/*` and `/img/*` to the upstream over keep-alive connections (docs/architecture.md).
 * One route handler over undici rather than @fastify/http-proxy + reply-from (docs/architecture.md names the
 * plugin; decision 015 says why not): their URL building, destination checks and per-request closures were
 * a fifth of the gateway's CPU per proxied request (132 → 106 µs on a trivial upstream), and in the
 * cluster the gateway's CPU is what throughput pays for (README, `proxy.mjs --only c`).
 * The browser's Cookie and Authorization headers never reach the upstream: the gateway owns the
 * session (`app.upstreamHeaders` is the seam the session and browser-id plugins fill in). An upstream that
 * refuses is answered with a 502 envelope at once, one that hangs with a 504 at UPSTREAM_TIMEOUT_MS.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { fail } from '@bazaar/domain/api';
import { upstreamUrls, type BffConfig } from '../config.js';
import { compressBody, DYNAMIC_LEVELS } from './compress-body.js';
import { registerEventStream } from './event-stream.js';
import type { GatewayUpstreams } from './upstreams.js';

/** Adds headers the upstream needs for this request (the session plugin adds Authorization). */
export type UpstreamHeaders = (request: FastifyRequest) => Record<string, string> | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    upstreamHeaders: UpstreamHeaders[];
  }
}

/** What every /api answer without its own policy carries (issue 22): it may depend on the session. */
export const API_CACHE_CONTROL = 'private, no-store';

/** Upstream answers up to this size are buffered rather than streamed. */
const BUFFER_LIMIT = 64 * 1024;

/** Connection failures: refused or timed out before connecting, or broken before the answer. */
const RETRYABLE = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ECONNRESET', 'UND_ERR_SOCKET']);
/** Failures where no connection was made, so no byte of the request left the gateway. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);
/** Answer types compressed here (the api's JSON, text); images and files are compressed formats already. */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/i;
/** JSON bodies up to this size are read before proxying, so a refused connection can be retried. */
const REPLAYABLE_JSON_LIMIT = 64 * 1024;

/** Request headers that belong to the browser↔gateway leg only (Host: undici sets the api's). */
const DROP_REQUEST = new Set([
  'cookie',
  'authorization',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'x-forwarded-host',
  'host',
  'te',
  'upgrade',
  'transfer-encoding',
  // Node answers `100-continue` itself; undici refuses to send the header on.
  'expect',
]);
/** Hop-by-hop answer headers: the gateway's own connection to the browser decides these. */
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

/** Header names a `Connection` header lists (RFC 9110 §7.6.1): hop-by-hop too. */
function connectionTokens(value: string | string[] | undefined): string[] {
  if (typeof value !== 'string') return [];
  return value
    .toLowerCase()
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** undici's error code, or its cause's. */
function codeOf(error: unknown): string {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code ?? '';
}

/** A connect timeout is a connection failure (502); a slow answer is a gateway timeout (504). */
function failureKind(error: unknown): 'refused' | 'timeout' | 'other' {
  const code = codeOf(error);
  if (/CONNECT_TIMEOUT|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH/.test(code)) return 'refused';
  if (/TIMEOUT/.test(code)) return 'timeout';
  return 'other';
}

export async function proxyPlugin(app: FastifyInstance, config: BffConfig, upstreams: GatewayUpstreams): Promise<void> {
  app.decorate('upstreamHeaders', [] as UpstreamHeaders[]);

  // One keep-alive pool per api process, round robin across them (issue 10); shared by /api and /img, and by
  // the process's desktop and phone ports (upstreams.ts).
  const pool = upstreams.proxy;
  // Each other process once, and one more (a keep-alive connection closed as it was reused), and one more
  // again: a GET broken mid-answer by a process that died is retried before the set has marked that
  // process down (only a refused connection does), so its retry can land on it once more.
  const maxRetries = upstreamUrls(config.UPSTREAM_URL).length + 1;

  /** What the api gets: the browser's headers minus this leg's, plus who asked and the session's. */
  function upstreamRequestHeaders(request: FastifyRequest): Record<string, string | string[]> {
    const incoming = request.headers;
    const listed = connectionTokens(incoming.connection);
    const out: Record<string, string | string[]> = {};
    for (const key in incoming) {
      const value = incoming[key];
      if (value !== undefined && !DROP_REQUEST.has(key) && !listed.includes(key)) out[key] = value;
    }
    out['x-forwarded-for'] = request.ip;
    out['x-forwarded-proto'] = request.protocol;
    out['x-request-id'] = request.id;
    for (const add of app.upstreamHeaders) Object.assign(out, add(request));
    return out;
  }

  /**
   * The body to send: none, a small JSON body read into memory (so a refused connection can be retried),
   * or the request stream itself (uploads: sent once, never retried).
   */
  async function bodyOf(request: FastifyRequest): Promise<Buffer | Readable | undefined> {
    const stream = request.body;
    if (!(stream instanceof Readable)) return undefined;
    const length = Number(request.headers['content-length']);
    if (
      !/^application\/json\b/i.test(request.headers['content-type'] ?? '') ||
      !(length > 0 && length <= REPLAYABLE_JSON_LIMIT)
    )
      return stream;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * Retries go to the next api process (the set rotates). A GET/HEAD whose connection failed (refused, or
   * broken before the answer) is retried. Any other request only when the connection never opened
   * (nothing was sent) and its body is in memory. So a POST reaches the api at most once.
   */
  function mayRetry(method: string, body: Buffer | Readable | undefined, error: unknown, attempt: number) {
    if (attempt >= maxRetries) return false;
    const code = codeOf(error);
    if (method === 'GET' || method === 'HEAD') return RETRYABLE.has(code);
    return NEVER_CONNECTED.has(code) && !(body instanceof Readable);
  }

  /**
   * The API's JSON (and text) as the browser accepts it, compressed in one synchronous call (issue 34 item 6,
   * compress-body.ts): @fastify/compress then sees the Content-Encoding and leaves it. DYNAMIC_LEVELS: a
   * 5.6 kB page of works in ~60 µs to ~1.3 kB.
   */
  function compressInMemory(request: FastifyRequest, reply: FastifyReply, whole: Buffer): Buffer {
    const type = reply.getHeader('content-type');
    if (reply.getHeader('content-encoding') !== undefined || typeof type !== 'string' || !COMPRESSIBLE.test(type))
      return whole;
    const packed = compressBody(whole, request.headers['accept-encoding'], DYNAMIC_LEVELS);
    if (!packed.encoding) return whole;
    const vary = reply.getHeader('vary');
    reply
      .header('content-encoding', packed.encoding)
      .header('content-length', packed.body.length)
      .header('vary', typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return packed.body;
  }

  /**
   * For an image: aborted when the browser closes before its answer is sent (a page navigated on cancels
   * its pending thumbnails), so the api gives up a render still queued for it (render-gate.ts) instead of
   * counting it against the client's share. /api calls carry none: the api does not stop a query half
   * way, and writes once sent run to the end.
   */
  function readSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal | undefined {
    if (request.method !== 'GET' || !request.url.startsWith('/img/')) return undefined;
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return gone.signal;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const headers = upstreamRequestHeaders(request);
    const body = await bodyOf(request);
    const method = request.method as Dispatcher.HttpMethod;
    const signal = readSignal(request, reply);
    let answer: Dispatcher.ResponseData;
    for (let attempt = 0; ; attempt++) {
      try {
        answer = await pool.request({ path: request.url, method, headers, body, ...(signal ? { signal } : {}) });
        break;
      } catch (error) {
        // The browser went away first: nobody to answer, and no upstream failure to count.
        if (signal?.aborted) return reply.code(499).send();
        if (mayRetry(method, body, error, attempt)) continue;
        const kind = failureKind(error);
        app.gatewayOps.upstreamErrors.inc({ kind });
        request.log.warn({ err: error, url: request.url, kind }, 'upstream request failed');
        return reply
          .code(kind === 'timeout' ? 504 : 502)
          .header('cache-control', 'no-store')
          .send(fail('E050002', kind === 'timeout' ? '服务响应超时，请稍后再试' : undefined));
      }
    }
    const listed = connectionTokens(answer.headers.connection);
    for (const key in answer.headers) {
      const value = answer.headers[key];
      if (value !== undefined && !DROP_RESPONSE.has(key) && !listed.includes(key)) reply.header(key, value);
    }
    // Issue 22: an /api answer may depend on the session (or the browser id): no shared cache, no disk copy,
    // unless the api chose a policy itself (public clips, immutable files).
    if (answer.headers['cache-control'] === undefined && request.routeOptions.url === '/api/*') {
      reply.header('cache-control', API_CACHE_CONTROL);
    }
    reply.code(answer.statusCode);
    // The api answered before reading the whole body (a refused upload): this connection cannot serve the
    // browser's next request until the rest arrives, so close it rather than read megabytes for nothing.
    if (!request.raw.complete) reply.header('connection', 'close');
    // Small answers (the API's JSON) are read whole and sent with one write; the streamed path costs
    // extra syscalls per response. Large or unsized ones (images) keep streaming.
    const length = Number(answer.headers['content-length']);
    if (!(length >= 0 && length <= BUFFER_LIMIT)) return reply.send(answer.body);
    try {
      const whole = Buffer.from(await answer.body.arrayBuffer());
      return reply.send(compressInMemory(request, reply, whole));
    } catch (error) {
      // The api dropped the connection mid-answer: the status line is sent by nobody yet.
      app.gatewayOps.upstreamErrors.inc({ kind: failureKind(error) });
      request.log.warn({ err: error, url: request.url }, 'upstream answer broken');
      return reply.code(502).removeHeader('content-length').header('cache-control', 'no-store').send(fail('E050002'));
    }
  }

  // Issue 25: the event stream, on pools of its own (event-stream.ts).
  registerEventStream(app, upstreams.events, upstreamRequestHeaders);

  await app.register(async (scope) => {
    // Bodies reach the api as the browser sent them: no parsing here (uploads stream through).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const prefix of ['/api', '/img']) scope.route({ method: [...METHODS], url: `${prefix}/*`, handler: forward });
  });
}
