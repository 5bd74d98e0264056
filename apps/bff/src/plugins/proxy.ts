/**
 * Proxies `/api/*` and `/img/*` to the upstream over keep-alive connections (ARCHITECTURE.md).
 * The browser's Cookie and Authorization headers never reach the upstream: the gateway owns the
 * session (`sessionHeaders` is the seam the session plugin fills in). An upstream that is down or slow
 * is answered with a 502 envelope within UPSTREAM_TIMEOUT_MS, never a hang.
 */
import type { IncomingHttpHeaders } from 'node:http';
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
