import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, startTestApp, type TestApp } from './test/harness';

describe.each(DRIVERS)('app on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /healthz with ok', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers an unknown route with a 404 envelope E010004', async () => {
    const res = await call(t.app, '/api/common/noSuchThing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, resultCode: 'E010004', resultMessage: '接口不存在' });
  });

  it('does not register calls it does not implement', async () => {
    // Issue 9 implemented getMyAccountKeepPage, the call this used to probe.
    expect((await call(t.app, '/api/plat/getNoSuchCall')).status).toBe(404);
  });

  it('answers malformed JSON with 400 E010001, not 500', async () => {
    const res = await call(t.app, '/api/common/visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": 1,',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, resultCode: 'E010001', resultMessage: '请求体不是合法的 JSON' });
  });

  it('answers an unsupported content type with 415 and a Chinese message', async () => {
    const res = await call(t.app, '/api/common/visit', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      payload: '<id>1</id>',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, resultCode: 'E010001', resultMessage: '不支持的请求内容类型' });
  });

  it('answers a JSON array body with 400, not 500', async () => {
    const res = await call(t.app, '/api/common/visit', { method: 'POST', payload: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe('请求体必须是 JSON 对象');
  });

  it('answers a missing field with 400 缺少参数', async () => {
    const res = await call(t.app, '/api/common/visit', { method: 'POST', payload: { id: 1, sourceType: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe('缺少参数 visitType');
  });

  it('hides internals of an unexpected error behind 500 E050000', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerErrorHandling } = await import('./http/errors');
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://x');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      resultCode: 'E050000',
      resultMessage: '服务器开小差了，请稍后再试',
    });
    await app.close();
  });
});
