/**
 * Issue 33: production runs for real. With NODE_ENV=production, the real payment, SMS and login drivers (pointed at
 * the local servers of tooling/fakes) and no BAZAAR_DEMO, the api starts on an empty database and leaves it empty
 * of demo data: no demo account exists, so no published password opens anything. A new user's SMS code reaches
 * the (local) Alibaba Cloud and never the answer; the cashier offers the configured companies.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAliyunSmsFake, type AliyunSmsFake } from '@bazaar/fakes/aliyun-sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DESIGNER } from './db/seed/accounts';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from './test/harness';
import { randomIp } from './test/login';

describe.each(DRIVERS)('production without the demo, on %s', (driver) => {
  let t: TestApp;
  let sms: AliyunSmsFake;
  const keys = mkdtempSync(path.join(tmpdir(), 'bazaar-prod-keys-'));
  const pem = (name: string, text: string | Buffer) => {
    const file = path.join(keys, name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };

  beforeAll(async () => {
    sms = await startAliyunSmsFake({ accessKeyId: 'LTAI-prod-test', accessKeySecret: 'aliyun-prod-secret-0001' });
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wechat = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
    t = await startTestApp(
      driver,
      {
        NODE_ENV: 'production',
        BAZAAR_DEMO: '0',
        SEED: 'auto',
        PUBLIC_ORIGIN: 'https://www.example.com',
        PAYMENT_DRIVER: 'wechatpay,alipay',
        WECHATPAY_MCHID: '1900000109',
        WECHATPAY_APPID: 'wxd678efh567hg6787',
        WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        WECHATPAY_MERCHANT_KEY_FILE: pem(
          'apiclient_key.pem',
          merchant.privateKey.export({ type: 'pkcs1', format: 'pem' }),
        ),
        WECHATPAY_APIV3_KEY: 'a'.repeat(32),
        WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000001092024',
        WECHATPAY_PUBLIC_KEY_FILE: pem('pub_key.pem', wechat.publicKey.export({ type: 'spki', format: 'pem' })),
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_APP_KEY_FILE: pem('app_private_key.pem', app.privateKey.export({ type: 'pkcs8', format: 'pem' })),
        ALIPAY_PUBLIC_KEY_FILE: pem('alipay_public_key.pem', alipay.publicKey.export({ type: 'spki', format: 'pem' })),
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-prod-test',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-prod-secret-0001',
        ALIYUN_SMS_SIGN_NAME: '设计集市',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000001',
        ALIYUN_SMS_ENDPOINT: sms.url,
        OAUTH_DRIVER: 'off',
      },
      { start: 'empty' },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  it('starts with the real drivers and seeds nothing: no demo account, no task, no work', async () => {
    expect((await call(t.app, '/healthz')).status).toBe(200);
    expect(t.app.seedResult).toBeNull();
    for (const table of ['users', 'tasks', 'works', 'ledger_movements']) {
      expect(await countRows(t.app, table), table).toBe(0);
    }
    // The published demo password opens nothing.
    const login = await call(t.app, '/api/auth/authentication/form', {
      method: 'POST',
      payload: { username: DEMO_DESIGNER.mobile, password: DEMO_DESIGNER.password },
      headers: { authorization: `Basic ${Buffer.from('bazaar-web:bazaar-web-dev-secret').toString('base64')}` },
    });
    expect(login.body.success).toBe(false);
  });

  it('sends a new user’s code through the company and never answers it', async () => {
    const mobile = '13512340001';
    const res = await call(t.app, '/api/auth/code/sms', {
      method: 'POST',
      payload: { mobile },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(res.body).toMatchObject({ success: true, data: null });
    const sent = sms.sent();
    expect(sent.map((s) => s.mobile)).toContain(mobile);
    const code = sent.at(-1)!.params.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });
});
