/**
 * The event stream through the gateway (issue 25, decision 022): events pass as they come (nothing buffered
 * or compressed), the session cookie becomes Authorization and Last-Event-ID goes through, and a browser
 * that leaves ends the upstream stream too.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { makeWebDist, testConfig } from '../test/harness.js';

let upstream: FastifyInstance;
let bff: FastifyInstance;
let base: string;
const seen: { authorization?: string; lastEventId?: string; closed: boolean }[] = [];

beforeAll(async () => {
  upstream = Fastify();
  // An api stream: one event at once, another after 300 ms, then open until the client leaves.
  upstream.get('/api/events', (request, reply) => {
    const record = {
      authorization: request.headers.authorization,
      lastEventId: request.headers['last-event-id'] as string | undefined,
      closed: false,
    };
    seen.push(record);
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' });
    reply.raw.write('id: 1\nevent: message\ndata: {"n":1}\n\n');
    const later = setTimeout(
      () => reply.raw.write(`id: 2\nevent: message\ndata: {"n":2,"pad":"${'x'.repeat(2000)}"}\n\n`),
      300,
    );
    reply.raw.on('close', () => {
      clearTimeout(later);
      record.closed = true;
    });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  bff = await buildApp(testConfig({ UPSTREAM_URL: url, WEB_DIST: makeWebDist(), UPSTREAM_TIMEOUT_MS: '200' }));
  await bff.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await bff?.close();
  await upstream?.close();
});

describe('GET /api/events through the gateway', () => {
  it('passes each event on as it comes, uncompressed, past the JSON calls’ timeout, with the session and Last-Event-ID', async () => {
    const abort = new AbortController();
    const started = Date.now();
    const res = await fetch(`${base}/api/events`, {
      headers: { cookie: 'bazaar_session=tok_0123456789abcdef', 'accept-encoding': 'gzip, br', 'last-event-id': '41' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('id: 1\n')) text += (await reader.read()).value;
    expect(Date.now() - started).toBeLessThan(250); // the first event did not wait for the second
    while (!text.includes('id: 2\n')) text += (await reader.read()).value;
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer tok_0123456789abcdef', lastEventId: '41' });
    abort.abort();
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.at(-1)!.closed).toBe(true);
  });
});
