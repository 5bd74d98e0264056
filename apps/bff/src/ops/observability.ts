/**
 * Operations surface of the gateway (issue 10): request ids, Prometheus metrics and readiness.
 *
 * - Request id: nginx sets `X-Request-Id` ($request_id); a request without a usable one gets a UUID. Fastify
 *   logs it as `reqId` on every line of the request; the proxy passes it to the api; the answer carries it.
 * - `/metrics`: requests by route template and status, latency histogram, upstream errors, process
 *   metrics (RSS, event loop). nginx does not expose it to the internet (deploy/nginx/bazaar.conf).
 * - `/readyz`: 503 once the process is draining (SIGTERM), so a balancer that polls it stops sending;
 *   answers say `Connection: close` once its listener has closed (server.ts, decision 021).
 *
 * The api has the same request-id and metrics shape (apps/api/src/http/observability.ts). The two stay
 * apart on purpose: apps never import each other, and @bazaar/domain (the one shared package) carries no
 * Fastify or prom-client code — a third package for ≈ 40 lines would cost more than it saves.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the edge's X-Request-Id when it looks like one, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface GatewayOps {
  registry: Registry;
  upstreamErrors: Counter<'kind'>;
  /** After SIGTERM: /readyz answers 503. */
  draining: boolean;
  /** Once the listener has closed (server.ts): every answer says `Connection: close`. */
  closing: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatewayOps: GatewayOps;
  }
}

export async function observabilityPlugin(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'bff' });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'Proxied requests the api did not answer: refused (connection), timeout, other',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const ops: GatewayOps = { registry, upstreamErrors, draining: false, closing: false };
  app.decorate('gatewayOps', ops);

  // The gateway's hooks that run on every request are callback-style: an async hook costs a promise and a
  // microtask per request, and in the cluster the gateway's CPU per request is what throughput pays for.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    // Closing: finish this request, then close the connection so keep-alive clients reconnect elsewhere.
    if (ops.closing) void reply.header('connection', 'close');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
  app.get('/readyz', async (_request, reply) =>
    reply
      .code(ops.draining ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ ok: !ops.draining, draining: ops.draining }),
  );
}
