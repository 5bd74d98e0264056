/**
 * Proxies `/api/*` and `/img/*` to the upstream over keep-alive connections (ARCHITECTURE.md).
 * The browser's Cookie and Authorization headers never reach the upstream: the gateway owns the
 * session (`sessionHeaders` is the seam the session plugin fills in). An upstream that is down or slow
 * is answered with a 502 envelope within UPSTREAM_TIMEOUT_MS, never a hang.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { BalancedPool } from 'undici';
import { fail } from '@bazaar/domain/api';
import { upstreamUrls, type BffConfig } from '../config.js';

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

/** Connection failures after which no byte of the request reached an api process. */
const RETRYABLE = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ECONNRESET', 'UND_ERR_SOCKET']);

const DROP = ['cookie', 'authorization', 'connection', 'keep-alive', 'proxy-authorization', 'x-forwarded-host'];

export async function proxyPlugin(app: FastifyInstance, config: BffConfig): Promise<void> {
  app.decorate('upstreamHeaders', [] as UpstreamHeaders[]);

  const upstreams = upstreamUrls(config.UPSTREAM_URL);
  // One keep-alive pool per api process, round robin across them (issue 10); shared by /api and /img.
  const pool = new BalancedPool(upstreams, {
    connections: config.UPSTREAM_CONNECTIONS,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    connect: { timeout: config.UPSTREAM_CONNECT_TIMEOUT_MS },
  });
  // Each other process once; a lone one once more (a keep-alive connection it closed as we reused it).
  const maxRetries = Math.max(1, upstreams.length - 1);
  app.addHook('onClose', async () => {
    if (!pool.closed) await pool.close();
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
        // A GET/HEAD whose connection failed before any answer goes to the next api process (the pool
        // rotates); nothing else is ever retried, so a POST reaches the api at most once.
        retryDelay({ err, req, attempt }) {
          if (!err || attempt >= maxRetries || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
          const code = (err as Error & { code?: string }).code ?? '';
          return RETRYABLE.has(code) ? 1 : null;
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
          app.ops.upstreamErrors.inc({ kind });
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
