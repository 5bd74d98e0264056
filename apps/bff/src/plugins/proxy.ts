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
import { fail } from '@bazaar/domain/api';
import type { BffConfig } from '../config.js';

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

const DROP = ['cookie', 'authorization', 'connection', 'keep-alive', 'proxy-authorization', 'x-forwarded-host'];

export async function proxyPlugin(app: FastifyInstance, config: BffConfig): Promise<void> {
  app.decorate('upstreamHeaders', [] as UpstreamHeaders[]);

  const undici = {
    connections: config.UPSTREAM_CONNECTIONS,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    connect: { timeout: config.UPSTREAM_CONNECT_TIMEOUT_MS },
  };

  for (const prefix of ['/api', '/img']) {
    await app.register(httpProxy, {
      upstream: config.UPSTREAM_URL,
      prefix,
      rewritePrefix: prefix,
      undici,
      // reply-from's own per-request info lines ("fetching from remote server"): off with LOG_REQUESTS.
      disableRequestLogging: !config.LOG_REQUESTS,
      replyOptions: {
        rewriteRequestHeaders(request, headers) {
          const out: IncomingHttpHeaders = {};
          for (const key in headers) if (!DROP.includes(key)) out[key] = headers[key];
          out['x-forwarded-for'] = request.ip;
          out['x-forwarded-proto'] = request.protocol;
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
          reply.log.warn({ err: error, url: reply.request.url }, 'upstream request failed');
          const timedOut = /timeout/i.test(error.name + ' ' + error.message);
          void reply
            .code(502)
            .header('cache-control', 'no-store')
            .send(fail('E050002', timedOut ? '服务响应超时，请稍后再试' : undefined));
        },
      },
    });
  }
}
