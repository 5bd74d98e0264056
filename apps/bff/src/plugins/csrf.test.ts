/**
 * The CSRF check's one exemption for the payment companies (issue 33): their notifications reach the api
 * without X-Requested-With or Origin, byte for byte (their signatures cover the exact body), and nothing else
 * can pass as one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { makeWebDist, testConfig } from '../test/harness.js';
import { isPayNotify } from './csrf.js';

/** An api that records each request's exact bytes. */
let upstream: http.Server;
const seen: { url: string; type: string | undefined; body: Buffer }[] = [];
let bff: FastifyInstance;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', type: req.headers['content-type'], body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('success');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  bff = await buildApp(testConfig({ UPSTREAM_URL: url, WEB_DIST: makeWebDist() }));
  await bff.ready();
});
afterAll(async () => {
  await bff.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('payment notifications through the gateway', () => {
  it('passes a notification without X-Requested-With or Origin, its body byte for byte', async () => {
    // Odd spacing, a key order no serialiser would keep, non-ASCII and a trailing newline: all signed bytes.
    const json = '{ "b":1,\n  "a" :"微信 支付",\t"amount": 100.0 }\n';
    const res = await request(bff.server)
      .post('/api/pay/notify/wechatpay')
      .set('Content-Type', 'application/json')
      .set('Wechatpay-Signature', 'c2lnbmF0dXJl')
      .send(json);
    expect(res.status).toBe(200);
    expect(res.text).toBe('success');
    expect(seen.at(-1)?.url).toBe('/api/pay/notify/wechatpay');
    expect(seen.at(-1)?.body.equals(Buffer.from(json))).toBe(true);
    // Alipay posts a form: streamed, also untouched.
    const form = 'gmt_create=2026-01-01+10%3A00%3A00&charset=utf-8&sign=a%2Bb%3D%3D&subject=%E4%BB%BB%E5%8A%A1';
    await request(bff.server)
      .post('/api/pay/notify/alipay')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8')
      .send(form)
      .expect(200);
    expect(seen.at(-1)?.body.toString('latin1')).toBe(form);
    expect(seen.at(-1)?.type).toBe('application/x-www-form-urlencoded; charset=utf-8');
  });

  it('still refuses every other POST without the header, however it is spelled', async () => {
    const before = seen.length;
    for (const path of [
      '/api/plat/pay/createTaskPayOrder',
      '/api/pay/notify/wechatpay/../../plat/pay/sandboxPay',
      '/api/pay/notify/%2e%2e/plat/pay/sandboxPay',
      '/API/pay/notify/wechatpay',
      '/api/pay/notify/',
      '/api//pay/notify/wechatpay',
    ]) {
      const res = await request(bff.server).post(path).set('Content-Type', 'application/json').send('{}');
      expect(res.status, path).toBe(403);
    }
    expect(seen.length).toBe(before);
    expect(isPayNotify('POST', '/api/pay/notify/alipay?x=1')).toBe(true);
    expect(isPayNotify('PUT', '/api/pay/notify/alipay')).toBe(false);
  });
});
