/** Issue 10 on the api: request ids in answers (and logs), /metrics in Prometheus text, /readyz. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestApp } from '../test/harness';

describe.each(DRIVERS)('observability on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers with the gateway's request id, or a fresh one", async () => {
    const given = await t.app.inject({
      url: '/api/common/getAllWorksPage',
      headers: { 'x-request-id': 'edge-abcdef012345' },
    });
    expect(given.headers['x-request-id']).toBe('edge-abcdef012345');
    const fresh = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id!' } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts requests by route template and status, with latency buckets and the pool', async () => {
    await t.app.inject({ url: '/api/common/getAllWorksPage' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const line = (name: string, ...labels: string[]) =>
      res.body.split('\n').find((l) => l.startsWith(name + '{') && labels.every((x) => l.includes(x)));
    expect(line('http_requests_total', 'route="/api/common/getAllWorksPage"', 'status="200"', 'app="api"')).toMatch(
      / [1-9]\d*$/,
    );
    expect(
      line('http_request_duration_seconds_bucket', 'le="+Inf"', 'route="/api/common/getAllWorksPage"'),
    ).toBeDefined();
    if (driver === 'postgres') expect(line('db_pool_connections', 'state="max"')).toMatch(/ 10$/);
  });

  it('answers a request too malformed for any route with the envelope in Chinese', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    // Raw UTF-8 in the request line (browsers percent-encode it): Node's parser refuses it before Fastify.
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.end('GET /api/common/search?k=插画 HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const answer = Buffer.concat(chunks).toString('utf8');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({
      success: false,
      resultCode: 'E010001',
      resultMessage: '请求格式有误，请检查链接是否完整',
    });
  });

  it('is ready while the database answers, and not while draining', async () => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ ok: true, database: true, draining: false });
    t.app.ops.draining = true;
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers.connection).toBe('close');
    } finally {
      t.app.ops.draining = false;
    }
  });

  it('is not ready once the database is gone', async () => {
    await t.app.database.close();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, database: false });
  });
});
