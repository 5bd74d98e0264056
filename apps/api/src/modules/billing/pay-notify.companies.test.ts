/**
 * Issue 33, must hold: the notify route's attack suite (pay-notify.test-kit.ts) against the real WeChat Pay and
 * Alipay drivers, with notifications made by the local servers of tooling/fakes exactly as each company makes
 * them — signed (WeChat Pay: RSA over timestamp, nonce and the raw body; AEAD-encrypted resource. Alipay: RSA2
 * over the sorted form) — and forged in the ways an attacker or a buggy signer would: a signature by a key the
 * company never had, a stale timestamp, a body that does not decrypt, an unknown key serial; Alipay's signature
 * over `sign_type`, another app's notification, no signature. Wrong amounts, unknown orders, 20 concurrent
 * deliveries and replays are the suite's own.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAlipayFake, type AlipayFake, type NotifySigning } from '@bazaar/fakes/alipay';
import { startFakeServer, type FakeServer } from '@bazaar/fakes/http';
import { startWechatPayFake, type NotificationSpec, type WechatPayFake } from '@bazaar/fakes/wechatpay';
import { afterAll } from 'vitest';
import { loadConfig } from '../../config';
import { createAlipayGateway } from '../../services/payment/alipay/index';
import type { NotifyRequest } from '../../services/payment/gateway';
import { PaymentGateways } from '../../services/payment/gateways';
import { createWechatPayGateway } from '../../services/payment/wechatpay/index';
import { payNotifyAttackSuite, type NotifiedPayment } from './pay-notify.test-kit';

const keys = mkdtempSync(path.join(tmpdir(), 'bazaar-notify-keys-'));
const pem = (name: string, text: string | Buffer) => {
  const file = path.join(keys, name);
  writeFileSync(file, text, { mode: 0o600 });
  return file;
};
const ORIGIN = 'https://www.example.com';

// — WeChat Pay

let wechat: WechatPayFake;
const seconds = () => Math.floor(Date.now() / 1000);
const wechatNotification = (p: NotifiedPayment, spec: Partial<NotificationSpec> = {}): NotifyRequest => {
  const built = wechat.buildNotification(wechat.paymentNotification(p.outTradeNo, { amount: p.amountFen }, spec));
  return { headers: built.headers, rawBody: built.body };
};

payNotifyAttackSuite({
  provider: 'wechatpay',
  channel: 'native',
  gateways: async () => {
    wechat ??= await startWechatPayFake();
    const config = loadConfig({
      PGLITE_DIR: 'memory://',
      PAYMENT_DRIVER: 'wechatpay',
      PUBLIC_ORIGIN: ORIGIN,
      WECHATPAY_MCHID: wechat.mchid,
      WECHATPAY_APPID: 'wxd678efh567hg6787',
      WECHATPAY_MERCHANT_SERIAL: wechat.merchantSerial,
      WECHATPAY_MERCHANT_KEY_FILE: pem('wx-merchant.pem', wechat.merchantPrivateKeyPem!),
      WECHATPAY_APIV3_KEY: wechat.apiV3Key,
      WECHATPAY_PUBLIC_KEY_ID: wechat.publicKeyId,
      WECHATPAY_PUBLIC_KEY_FILE: pem('wx-public.pem', wechat.wechatPublicKeyPem),
      WECHATPAY_BASE_URL: wechat.url,
    });
    return new PaymentGateways([createWechatPayGateway(config)]);
  },
  paid: (p) => wechatNotification(p),
  forgeries: {
    'signed by a key WeChat Pay never had': (p) => wechatNotification(p, { forgeSignature: true }),
    'a timestamp 301 s old': (p) => wechatNotification(p, { timestamp: seconds() - 301 }),
    // Ahead shrinks while the request travels (and `seconds()` floors): 310 s stays past the 300 s limit on a
    // loaded box, where 301 s met the api's clock at 299.x and was taken (signer.test holds the exact edge).
    'a timestamp 310 s ahead': (p) => wechatNotification(p, { timestamp: seconds() + 310 }),
    'a resource that does not decrypt': (p) => wechatNotification(p, { corruptCiphertext: true }),
    'a key serial we do not know': (p) => wechatNotification(p, { serial: 'PUB_KEY_ID_0000000000000000' }),
  },
});

// — Alipay

let alipay: AlipayFake;
let capture: FakeServer;
const APP_ID = '2021000000000001';
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
/** Alipay's notification for a payment, made and signed by the local Alipay and caught before it is sent on. */
const alipayNotification = async (
  p: NotifiedPayment,
  signing: NotifySigning = 'alipay',
  fields: Record<string, string> = {},
): Promise<NotifyRequest> => {
  const sent = await alipay.controls.notify({
    outTradeNo: p.outTradeNo,
    signing,
    to: capture.url,
    fields: {
      trade_no: p.tradeNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuan(p.amountFen),
      receipt_amount: yuan(p.amountFen),
      gmt_payment: '2026-11-28 10:00:00',
      ...fields,
    },
  });
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    rawBody: Buffer.from(sent.body),
  };
};

payNotifyAttackSuite({
  provider: 'alipay',
  channel: 'page',
  gateways: async () => {
    capture ??= await startFakeServer(() => ({ status: 200, body: 'success' }));
    alipay ??= await startAlipayFake({ appId: APP_ID, appPublicKey: app.publicKey });
    const config = loadConfig({
      PGLITE_DIR: 'memory://',
      PAYMENT_DRIVER: 'alipay',
      PUBLIC_ORIGIN: ORIGIN,
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_APP_KEY_FILE: pem('alipay-app.pem', app.privateKey.export({ type: 'pkcs1', format: 'pem' })),
      ALIPAY_PUBLIC_KEY_FILE: pem('alipay-public.pem', alipay.alipayPublicKeyPem),
      ALIPAY_GATEWAY: alipay.url,
    });
    return new PaymentGateways([createAlipayGateway(config)]);
  },
  paid: (p) => alipayNotification(p),
  forgeries: {
    'a bad signature': (p) => alipayNotification(p, 'bad'),
    'signed by a key Alipay never had': (p) => alipayNotification(p, 'foreign-key'),
    'signed over sign_type (the request-signing mistake)': (p) => alipayNotification(p, 'with-sign-type'),
    'no signature': (p) => alipayNotification(p, 'none'),
    'another app’s notification, signed by Alipay': (p) =>
      alipayNotification(p, 'alipay', { app_id: '2021000000009999' }),
  },
});

afterAll(async () => {
  await wechat?.close();
  await alipay?.close();
  await capture?.close();
});
