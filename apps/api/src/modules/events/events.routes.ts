/**
 * `GET /api/events` (issue 25, decision 022): the logged-in user's Server-Sent Events — messages, read receipts,
 * notifications. A reconnect's `Last-Event-ID` (the browser's EventSource sends it by itself) replays exactly
 * the events after it; a first connection starts at the user's newest event.
 */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';

/** The browser waits this long before reconnecting after a dropped stream. */
const RETRY_MS = 2_000;

export function eventsRoutes(app: FastifyInstance, deps: Deps): void {
  const hub = deps.events;
  route(app, endpoints.events, async (_input, request, reply) => {
    const userId = request.user.userId;
    const from = await hub.startOf(userId, request.headers['last-event-id']);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // nginx passes the stream on as it comes (its buffering would hold events back).
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const remove = hub.add({
      userId,
      lastSeq: from,
      write: (chunk) => {
        if (res.destroyed || res.writableEnded) return false;
        res.write(chunk);
        return true;
      },
      end: () => res.end(),
    });
    res.on('close', remove);
    return null;
  });
}
