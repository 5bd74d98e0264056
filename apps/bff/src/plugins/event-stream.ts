/**
 * `GET /api/events` through the gateway (issue 25, decision 022): the browser's Server-Sent Events stream,
 * passed on as it comes. Its own keep-alive pools (`GatewayUpstreams.events`, upstreams.ts), unbounded in connections and without a body timeout:
 * each open stream holds one api connection for as long as the page is open, and 2 000 of them must neither
 * starve the JSON calls' pools (UPSTREAM_CONNECTIONS) nor be cut at UPSTREAM_TIMEOUT_MS between heartbeats.
 * Never compressed (a compressor holds events back until its block fills); the session cookie becomes the
 * api's Authorization like every other call; Last-Event-ID goes through with the browser's other headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@bazaar/domain/api';
import type { UpstreamSet } from './upstreams.js';

const EVENTS_PATH = '/api/events';

export function registerEventStream(
  app: FastifyInstance,
  pool: UpstreamSet,
  headersOf: (request: FastifyRequest) => Record<string, string | string[]>,
): void {
  async function stream(request: FastifyRequest, reply: FastifyReply) {
    const abort = new AbortController();
    request.raw.on('close', () => abort.abort());
    let answer;
    try {
      answer = await pool.request({
        path: request.url,
        method: 'GET',
        headers: headersOf(request),
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return reply.code(499).send();
      app.gatewayOps.upstreamErrors.inc({ kind: 'refused' });
      request.log.warn({ err: error, url: request.url }, 'event stream upstream failed');
      return reply.code(502).header('cache-control', 'no-store').send(fail('E050002'));
    }
    const type = answer.headers['content-type'];
    reply
      .code(answer.statusCode)
      .header('content-type', typeof type === 'string' ? type : 'application/json; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      .header('x-accel-buffering', 'no');
    // A dropped browser ends the api's stream too (its process then forgets the connection).
    answer.body.on('error', () => undefined);
    return reply.send(answer.body);
  }

  app.route({ method: 'GET', url: EVENTS_PATH, handler: stream, compress: false });
}
