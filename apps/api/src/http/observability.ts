/**
 * Operations surface of the api (issue 10): request ids, Prometheus metrics and readiness.
 *
 * - Request id: the gateway passes the edge's `X-Request-Id`; a request without one (a direct call) gets a
 *   UUID. Fastify logs it as `reqId` on every line of the request, and the answer carries it.
 * - `/metrics`: requests by route template and status, latency histogram, database pool use, process
 *   metrics. The gateway never proxies it (only /api and /img), so it is reachable on the api port only.
 * - `/readyz`: 503 while the database does not answer `select 1` within a second, or once the process
 *   is draining (SIGTERM).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the gateway's X-Request-Id when it looks like one, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface Ops {
  registry: Registry;
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: Ops;
  }
}

const READY_TIMEOUT_MS = 1_000;

export function registerObservability(app: FastifyInstance, database: DatabaseHandle): void {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'api' });
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
  const stats = database.poolStats;
  if (stats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        for (const [state, value] of Object.entries(s)) this.set({ state }, value);
      },
    });
  }
  const ops: Ops = { registry, draining: false };
  app.decorate('ops', ops);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    if (ops.draining) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
  // Each gateway asks every 400 ms (decision 021): not a line per poll in the request log.
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    let database = true;
    if (!ops.draining) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(app.database.db),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS))),
        ]);
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        database = false;
      } finally {
        clearTimeout(timer);
      }
    }
    const ok = database && !ops.draining;
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok, database, draining: ops.draining });
  });
}
