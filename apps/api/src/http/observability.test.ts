/** Issue 10 on the api: request ids in answers (and logs), /metrics in Prometheus text, /readyz. */
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
