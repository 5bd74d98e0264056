/**
 * Proxies `/api/*` and `/img/*` to the upstream over keep-alive connections (ARCHITECTURE.md).
 * The browser's Cookie and Authorization headers never reach the upstream: the gateway owns the
 * session (`sessionHeaders` is the seam the session plugin fills in). An upstream that is down or slow
 * is answered with a 502 envelope within UPSTREAM_TIMEOUT_MS, never a hang.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { fail } from '@bazaar/domain/api';
import { upstreamUrls, type BffConfig } from '../config.js';
import { UpstreamSet } from './upstreams.js';

/** Adds headers the upstream needs for this request (the session plugin adds Authorization). */
export type UpstreamHeaders = (request: FastifyRequest) => Record<string, string> | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    upstreamHeaders: UpstreamHeaders[];
  }
}

/** Request headers that are hop-by-hop or belong to the browser↔gateway leg only. */
interface UpstreamResponse {
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** Upstream answers up to this size are buffered rather than streamed. */
const BUFFER_LIMIT = 64 * 1024;

/** Connection failures: refused or timed out before connecting, or broken before the answer. */
const RETRYABLE = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ECONNRESET', 'UND_ERR_SOCKET']);
/** Failures where no connection was made, so no byte of the request left the gateway. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);
/** JSON bodies up to this size are read before proxying, so a refused connection can be retried. */
const REPLAYABLE_JSON_LIMIT = 64 * 1024;

const DROP = ['cookie', 'authorization', 'connection', 'keep-alive', 'proxy-authorization', 'x-forwarded-host'];

export async function proxyPlugin(app: FastifyInstance, config: BffConfig): Promise<void> {
  app.decorate('upstreamHeaders', [] as UpstreamHeaders[]);

  const upstreams = upstreamUrls(config.UPSTREAM_URL);
  // One keep-alive pool per api process, round robin across them (issue 10); shared by /api and /img.
  const pool = new UpstreamSet(upstreams, {
    connections: config.UPSTREAM_CONNECTIONS,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    connect: { timeout: config.UPSTREAM_CONNECT_TIMEOUT_MS },
  });
  // Each other process once, and one more (a keep-alive connection closed as it was reused), and one more
  // again: a GET broken mid-answer by a process that died is retried before the set has marked that
  // process down (only a refused connection does), so its retry can land on it once more.
  const maxRetries = upstreams.length + 1;
  app.addHook('onClose', async () => {
    await pool.close();
  });

  // Bodies stream through the proxy untouched (uploads), except small JSON ones: read here (the parsed
  // value is what reply-from sends), so they can be sent again when an api process refused the connection.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== '/api/*' || !(request.body instanceof Readable)) return;
    const length = Number(request.headers['content-length']);
    if (
      !/^application\/json\b/i.test(request.headers['content-type'] ?? '') ||
      !(length > 0 && length <= REPLAYABLE_JSON_LIMIT)
    )
      return;
    const chunks: Buffer[] = [];
    for await (const chunk of request.body) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    let value: unknown = null;
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      // not JSON after all: the api answers it
    }
    // A falsy value (null, 0, "") would be sent as no body at all: those, and non-JSON, stream once.
    request.body = value ? value : Readable.from([raw]);
  });

  for (const prefix of ['/api', '/img']) {
    await app.register(httpProxy, {
      upstream: upstreams[0]!,
      undici: pool,
      prefix,
      rewritePrefix: prefix,
      // reply-from's own per-request info lines ("fetching from remote server"): off with LOG_REQUESTS.
      disableRequestLogging: !config.LOG_REQUESTS,
      replyOptions: {
        // Retries go to the next api process (the pool rotates). A GET/HEAD whose connection failed
        // (refused, or broken before the answer) is retried. Any other request only when the connection
        // never opened (nothing was sent) and its body is in memory (small JSON, read below): an api that
        // restarts refuses connections for a moment. So a POST reaches the api at most once.
        retryDelay({ err, req, attempt }) {
          if (!err || attempt >= maxRetries) return null;
          const code = (err as Error & { code?: string }).code ?? '';
          if (req.method === 'GET' || req.method === 'HEAD') return RETRYABLE.has(code) ? 1 : null;
          return NEVER_CONNECTED.has(code) && !(req.body instanceof Readable) ? 1 : null;
        },
        rewriteRequestHeaders(request, headers) {
          const out: IncomingHttpHeaders = {};
          for (const key in headers) if (!DROP.includes(key)) out[key] = headers[key];
          out['x-forwarded-for'] = request.ip;
          out['x-forwarded-proto'] = request.protocol;
          out['x-request-id'] = request.id;
          for (const add of app.upstreamHeaders) Object.assign(out, add(request as FastifyRequest));
          return out;
        },
        // Small answers (the API's JSON) are read whole and sent with one write; the streamed path costs
        // extra syscalls per response. Large or unsized ones (images) keep streaming.
        onResponse(_request, reply, raw) {
          // reply-from hands over undici's response: status, headers and the body stream.
          const res = raw as unknown as UpstreamResponse;
          const length = Number(res.headers['content-length']);
          if (!(length >= 0 && length <= BUFFER_LIMIT)) return void reply.send(res.stream);
          const chunks: Buffer[] = [];
          res.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.stream.on('end', () => void reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
          res.stream.on('error', (error: Error) => void reply.send(error));
        },
        onError(reply, { error }) {
          // A connect timeout is a connection failure (502); a slow answer is a gateway timeout (504).
          const cause = (error as Error & { cause?: Error & { code?: string } }).cause;
          const codes = `${(error as Error & { code?: string }).code ?? ''} ${cause?.code ?? ''}`;
          const kind = /CONNECT_TIMEOUT|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH/.test(codes)
            ? 'refused'
            : /TIMEOUT/i.test(codes + ' ' + error.name)
              ? 'timeout'
              : 'other';
          app.gatewayOps.upstreamErrors.inc({ kind });
          reply.log.warn({ err: error, url: reply.request.url, kind }, 'upstream request failed');
          void reply
            .code(kind === 'timeout' ? 504 : 502)
            .header('cache-control', 'no-store')
            .send(fail('E050002', kind === 'timeout' ? '服务响应超时，请稍后再试' : undefined));
        },
      },
    });
  }
}
