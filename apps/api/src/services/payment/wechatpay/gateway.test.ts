/**
 * The WeChat Pay driver against the local WeChat Pay (tooling/fakes/src/wechatpay.ts), which checks every
 * request's signature as WeChat does and signs every answer and notification with its own key.
 */
import { createSign, createVerify } from 'node:crypto';
import { startFakeServer, type FakeServer } from '@bazaar/fakes/http';
import { startWechatPayFake, type NotificationSpec, type WechatPayFake } from '@bazaar/fakes/wechatpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../../../config';
import { firstLine } from '../../../test/child-process';
import { GatewayError, NotifyRejected, type NotifyEvent, type NotifyRequest } from '../gateway';
import { createWechatPayGateway, TRANSFER_SCENE_ID, type WechatPayGateway } from './index';
import { platformCertificate, rsaPair, tempDir, wechatConfig } from './test-fixtures';

const MP_APPID = 'wxmp0000000000001';
const APPID = 'wxd678efh567hg6787';
const wechat = rsaPair();
const cert = platformCertificate();
const tmp = tempDir();

let fake: WechatPayFake;
let receiver: FakeServer;
let config: ApiConfig;
let gateway: WechatPayGateway;
/** What the notify receiver (our side of `/api/pay/notify/wechatpay`) made of each notification. */
const received: { path: string; event?: NotifyEvent; rejected?: string }[] = [];
let seq = 0;
const no = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

function env(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    WECHATPAY_MCHID: fake.mchid,
    WECHATPAY_APPID: APPID,
    WECHATPAY_MERCHANT_SERIAL: fake.merchantSerial,
    WECHATPAY_MERCHANT_KEY_FILE: tmp.write('apiclient_key.pem', fake.merchantPrivateKeyPem ?? ''),
    WECHATPAY_APIV3_KEY: fake.apiV3Key,
    WECHATPAY_PUBLIC_KEY_ID: fake.publicKeyId,
    WECHATPAY_PUBLIC_KEY_FILE: tmp.write('pub_key.pem', fake.wechatPublicKeyPem),
    WECHATPAY_BASE_URL: fake.url,
    WECHAT_MP_APPID: MP_APPID,
    PUBLIC_ORIGIN: receiver.url,
    ...extra,
  };
}

beforeAll(async () => {
  fake = await startWechatPayFake({ wechatKeyPair: wechat, platformCert: cert });
  receiver = await startFakeServer(async (req) => {
    try {
      const event = await gateway.parseNotify({ headers: req.headers, rawBody: req.rawBody });
      received.push({ path: req.url, event });
      const ack = gateway.acknowledge();
      return { status: ack.status, headers: { connection: 'close' }, body: ack.body };
    } catch (err) {
      if (!(err instanceof NotifyRejected)) throw err;
      received.push({ path: req.url, rejected: err.message });
      const answer = gateway.reject(err.message);
      return { status: answer.status, headers: { connection: 'close' }, body: answer.body };
    }
  });
  config = wechatConfig(env());
  gateway = createWechatPayGateway(config);
});

afterAll(async () => {
  await fake?.close();
  await receiver?.close();
  tmp.remove();
});

const order = (outTradeNo: string, channel: 'native' | 'h5' | 'jsapi' = 'native', amountFen = 12_345) => ({
  outTradeNo,
  amountFen,
  description: '品牌海报设计',
  channel,
  expiresAt: new Date(Date.now() + 30 * 60_000),
  payerIp: '203.0.113.7',
  openid: channel === 'jsapi' ? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' : undefined,
});

const lastRequest = () => fake.requests[fake.requests.length - 1];

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

async function rejected(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NotifyRejected);
  return (err as NotifyRejected).message;
}

/** A notification request as our route would hand it over. */
const asRequest = (built: { headers: Record<string, string>; body: Buffer }): NotifyRequest => ({
  headers: Object.fromEntries(Object.entries(built.headers).map(([k, v]) => [k.toLowerCase(), v])),
  rawBody: built.body,
});

/** Any bytes, signed with WeChat's real key (so only what comes after the signature can refuse them). */
function signedByWechat(body: Buffer, timestamp = Math.floor(Date.now() / 1000)): NotifyRequest {
  const nonce = 'n0nce';
  const signature = createSign('RSA-SHA256')
    .update(Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), body, Buffer.from('\n')]))
    .sign(wechat.privateKey, 'base64');
  return {
    headers: {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': fake.publicKeyId,
    },
    rawBody: body,
  };
}

describe('creating payments', () => {
  it('Native: signs the order, sends the notify URL and a China-time expiry, answers the code_url as a QR', async () => {
    const start = await gateway.create(order(no('N')));
    expect(start).toEqual({ kind: 'qr', qrCode: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    const sent = lastRequest();
    expect(sent?.url).toBe('/v3/pay/transactions/native');
    expect(sent?.body).toMatchObject({
      appid: APPID,
      mchid: fake.mchid,
      description: '品牌海报设计',
      notify_url: `${receiver.url}/api/pay/notify/wechatpay`,
      amount: { total: 12_345, currency: 'CNY' },
      time_expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
    });
  });

  it('H5: sends the payer IP and h5_info, and appends the return address as redirect_url', async () => {
    const returnUrl = 'https://www.example.com/pay/result?order=1&x=设计';
    const start = await gateway.create({ ...order(no('H'), 'h5'), returnUrl });
    expect(start.kind).toBe('redirect');
    const payUrl = start.kind === 'redirect' ? new URL(start.payUrl) : null;
    expect(payUrl?.searchParams.get('prepay_id')).toMatch(/^wx/);
    expect(payUrl?.searchParams.get('redirect_url')).toBe(returnUrl);
    expect(lastRequest()?.body).toMatchObject({
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
    const plain = await gateway.create(order(no('H'), 'h5'));
    expect(plain.kind === 'redirect' && plain.payUrl.includes('redirect_url')).toBe(false);
  });

  it("JSAPI: orders for the official account's openid and answers paySign-ed bridge parameters", async () => {
    const start = await gateway.create(order(no('J'), 'jsapi'));
    expect(lastRequest()?.body).toMatchObject({ appid: MP_APPID, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
    expect(start.kind).toBe('jsapi');
    const p = start.kind === 'jsapi' ? start.jsapiParams : {};
    expect(p).toMatchObject({ appId: MP_APPID, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
    expect(Math.abs(Number(p.timeStamp) - Date.now() / 1000)).toBeLessThan(5);
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(fake.merchantPublicKeyPem, p.paySign ?? '', 'base64'),
    ).toBe(true);
  });

  it('offers JSAPI only with an official account', async () => {
    expect(gateway.channels).toEqual(['native', 'h5', 'jsapi']);
    const noMp = createWechatPayGateway(wechatConfig(env({ WECHAT_MP_APPID: undefined })));
    expect(noMp.channels).toEqual(['native', 'h5']);
    expect((await gatewayError(noMp.create(order(no('J'), 'jsapi')))).code).toBe('UNSUPPORTED_CHANNEL');
    expect((await gatewayError(gateway.create(order(no('A'), 'page' as 'native')))).code).toBe('UNSUPPORTED_CHANNEL');
  });

  it("is refused by WeChat (401 SIGN_ERROR) when signed with a key that is not the merchant's, and says so without secrets", async () => {
    const other = rsaPair();
    const wrong = createWechatPayGateway(
      wechatConfig(env({ WECHATPAY_MERCHANT_KEY_FILE: tmp.write('other_key.pem', other.privateKey) })),
    );
    const err = await gatewayError(wrong.create(order(no('W'))));
    expect(err.code).toBe('SIGN_ERROR');
    const text = `${err.message} ${String(err.cause ?? '')}`;
    expect(text).not.toContain(fake.apiV3Key);
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toMatch(/signature="/);
  });

  it('works with a PKCS#1 merchant key file as with PKCS#8', async () => {
    const pkcs1 = (await import('node:crypto'))
      .createPrivateKey(fake.merchantPrivateKeyPem ?? '')
      .export({ type: 'pkcs1', format: 'pem' })
      .toString();
    expect(pkcs1).toContain('BEGIN RSA PRIVATE KEY');
    const g = createWechatPayGateway(wechatConfig(env({ WECHATPAY_MERCHANT_KEY_FILE: tmp.write('pkcs1.pem', pkcs1) })));
    expect((await g.create(order(no('P')))).kind).toBe('qr');
  });
});

describe('query and close', () => {
  it('maps NOTPAY to pending, an order WeChat does not know to pending, a paid one to paid with its numbers', async () => {
    const outTradeNo = no('Q');
    expect(await gateway.query(outTradeNo)).toEqual({ outTradeNo, status: 'pending' });
    expect(lastRequest()?.url).toBe(`/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${fake.mchid}`);
    await gateway.create(order(outTradeNo));
    expect(await gateway.query(outTradeNo)).toMatchObject({ outTradeNo, status: 'pending', amountFen: 12_345 });
    fake.setNotifications(false);
    try {
      expect(await fake.scan(outTradeNo)).toEqual({ status: null });
    } finally {
      fake.setNotifications(true);
    }
    const paid = await gateway.query(outTradeNo);
    expect(paid).toMatchObject({ outTradeNo, status: 'paid', amountFen: 12_345 });
    expect(paid.tradeNo).toBe(fake.orders.get(outTradeNo)?.transactionId);
    expect(Math.abs((paid.paidAt?.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('closes an unpaid order (an empty, signed 204), after which it queries closed and cannot be paid', async () => {
    const outTradeNo = no('C');
    await gateway.create(order(outTradeNo));
    await gateway.close(outTradeNo);
    expect(lastRequest()?.body).toEqual({ mchid: fake.mchid });
    expect((await gateway.query(outTradeNo)).status).toBe('closed');
    await expect(fake.scan(outTradeNo)).rejects.toThrow(/CLOSED/);
  });

  it('closing an order WeChat never made is done (nothing can pay it), and closing twice is too', async () => {
    await gateway.close(no('C'));
    const outTradeNo = no('C');
    await gateway.create(order(outTradeNo));
    await gateway.close(outTradeNo);
    await gateway.close(outTradeNo);
    expect(fake.orders.get(outTradeNo)?.state).toBe('CLOSED');
  });

  it('cannot close a paid order: WeChat says ORDERPAID', async () => {
    const outTradeNo = no('C');
    await gateway.create(order(outTradeNo));
    fake.setNotifications(false);
    await fake.scan(outTradeNo);
    fake.setNotifications(true);
    expect((await gatewayError(gateway.close(outTradeNo))).code).toBe('ORDERPAID');
  });
});

describe('answers that are not WeChat Pay’s', () => {
  const spoilt = {
    signature: 'a bad signature',
    unsigned: 'no signature',
    stale: 'a timestamp 400 s old',
    serial: 'an unknown serial',
    body: 'a body changed after signing',
  } as const;
  for (const [mode, what] of Object.entries(spoilt) as [keyof typeof spoilt, string][]) {
    it(`refuses an answer with ${what} as a GatewayError`, async () => {
      const outTradeNo = no('T');
      await gateway.create(order(outTradeNo));
      fake.tamperNextAnswer(mode);
      expect((await gatewayError(gateway.query(outTradeNo))).code).toBe('ANSWER_UNVERIFIED');
    });
  }

  it('verifies an empty 204 too: an unsigned one fails the close', async () => {
    const outTradeNo = no('T');
    await gateway.create(order(outTradeNo));
    fake.tamperNextAnswer('unsigned');
    expect((await gatewayError(gateway.close(outTradeNo))).code).toBe('ANSWER_UNVERIFIED');
  });

  it('is a GatewayError when WeChat cannot be reached', async () => {
    const g = createWechatPayGateway(wechatConfig(env({ WECHATPAY_BASE_URL: 'http://127.0.0.1:9' })));
    expect((await gatewayError(g.query('X1'))).code).toBe('UNREACHABLE');
  });

  it('accepts answers signed with the platform certificate when it is configured, beside the public key', async () => {
    const both = createWechatPayGateway(
      wechatConfig(env({ WECHATPAY_PLATFORM_CERT_FILE: tmp.write('cert.pem', cert.certPem) })),
    );
    const certOnly = createWechatPayGateway(
      wechatConfig(
        env({
          WECHATPAY_PUBLIC_KEY_ID: undefined,
          WECHATPAY_PUBLIC_KEY_FILE: undefined,
          WECHATPAY_PLATFORM_CERT_FILE: tmp.write('cert.pem', cert.certPem),
        }),
      ),
    );
    fake.signWith('certificate');
    try {
      expect((await both.query(no('X'))).status).toBe('pending');
      expect((await certOnly.query(no('X'))).status).toBe('pending');
      // The public-key-only gateway does not know the certificate's serial.
      expect((await gatewayError(gateway.query(no('X')))).code).toBe('ANSWER_UNVERIFIED');
    } finally {
      fake.signWith('public-key');
    }
    expect((await both.query(no('X'))).status).toBe('pending');
    expect((await gatewayError(certOnly.query(no('X')))).code).toBe('ANSWER_UNVERIFIED');
  });
});

describe('notifications', () => {
  it('a scan at WeChat reaches our notify URL, verifies, decrypts and reads as the payment; 204 acknowledges it', async () => {
    const outTradeNo = no('S');
    await gateway.create(order(outTradeNo, 'native', 9_900));
    const { status } = await fake.scan(outTradeNo);
    expect(status).toBe(204);
    const last = received[received.length - 1];
    expect(last?.path).toBe('/api/pay/notify/wechatpay');
    expect(last?.event).toEqual({
      kind: 'payment',
      state: {
        outTradeNo,
        status: 'paid',
        tradeNo: fake.orders.get(outTradeNo)?.transactionId,
        amountFen: 9_900,
        paidAt: expect.any(Date),
      },
    });
    // A replay within five minutes is authentic and reads the same: billing settles an order once.
    expect(await fake.replay()).toBe(204);
    expect(received[received.length - 1]?.event).toEqual(last?.event);
  });

  it('tells the caller the amount WeChat says was paid, so a wrong amount can be refused', async () => {
    const outTradeNo = no('S');
    await gateway.create(order(outTradeNo, 'native', 9_900));
    const event = await gateway.parseNotify(
      asRequest(fake.buildNotification(fake.paymentNotification(outTradeNo, { amount: 1 }))),
    );
    expect(event).toMatchObject({ kind: 'payment', state: { outTradeNo, status: 'paid', amountFen: 1 } });
  });

  it('verifies the raw bytes: a pretty-printed body signed as sent is accepted', async () => {
    const built = fake.buildNotification({ ...fake.paymentNotification(no('S')), pretty: true });
    expect(built.body.toString()).toContain('\n  "resource"');
    expect((await gateway.parseNotify(asRequest(built))).kind).toBe('payment');
  });

  const attacks: [string, Partial<NotificationSpec>, RegExp][] = [
    ['a signature by a key WeChat never had', { forgeSignature: true }, /签名验证失败/],
    ['a signature made over a re-serialised body', { signedBodyDiffers: true }, /签名验证失败/],
    ['an unknown serial', { serial: 'PUB_KEY_ID_0000000000000000000000000000' }, /未知的微信支付公钥/],
    ['a ciphertext that does not decrypt', { corruptCiphertext: true }, /解密失败/],
    ['a resource encrypted with another APIv3 key', { apiV3Key: 'x'.repeat(32) }, /解密失败/],
  ];
  for (const [name, spec, message] of attacks) {
    it(`refuses ${name} with NotifyRejected`, async () => {
      const built = fake.buildNotification({ ...fake.paymentNotification(no('A')), ...spec });
      expect(await rejected(gateway.parseNotify(asRequest(built)))).toMatch(message);
    });
  }

  it('refuses a timestamp 301 s old or 301 s ahead, and the same notification replayed 301 s later', async () => {
    const now = new Date('2026-11-28T09:00:00Z');
    const t = now.getTime() / 1000;
    const at = createWechatPayGateway(config, { now: () => now });
    for (const timestamp of [t - 301, t + 301]) {
      const built = fake.buildNotification({ ...fake.paymentNotification(no('A')), timestamp });
      expect(await rejected(at.parseNotify(asRequest(built)))).toMatch(/300 秒/);
    }
    const fresh = asRequest(fake.buildNotification({ ...fake.paymentNotification(no('A')), timestamp: t - 299 }));
    expect((await at.parseNotify(fresh)).kind).toBe('payment');
    const later = createWechatPayGateway(config, { now: () => new Date(now.getTime() + 2_000) });
    expect(await rejected(later.parseNotify(fresh))).toMatch(/300 秒/);
  });

  it('refuses an empty body, missing headers, garbage JSON and wrong lengths — all NotifyRejected', async () => {
    expect(await rejected(gateway.parseNotify({ headers: {}, rawBody: Buffer.alloc(0) }))).toBe('通知为空');
    const built = asRequest(fake.buildNotification(fake.paymentNotification(no('A'))));
    expect(await rejected(gateway.parseNotify({ headers: {}, rawBody: built.rawBody }))).toMatch(/缺少/);
    expect(await rejected(gateway.parseNotify({ ...built, rawBody: Buffer.alloc(0) }))).toBe('通知为空');
    expect(await rejected(gateway.parseNotify(signedByWechat(Buffer.from('{"event_type":'))))).toBe('通知格式错误');
    expect(await rejected(gateway.parseNotify(signedByWechat(Buffer.from('[1,2]'))))).toBe('通知格式错误');
    const envelope = (resource: object) =>
      signedByWechat(Buffer.from(JSON.stringify({ event_type: 'TRANSACTION.SUCCESS', resource })));
    const base = { algorithm: 'AEAD_AES_256_GCM', nonce: 'abcdefabcdef', associated_data: 'transaction' };
    expect(await rejected(gateway.parseNotify(envelope({ ...base, ciphertext: 'AAAA' })))).toBe('通知解密失败');
    expect(await rejected(gateway.parseNotify(envelope({ ...base, ciphertext: 'A'.repeat(4000) })))).toBe(
      '通知解密失败',
    );
    expect(await rejected(gateway.parseNotify(envelope({ ...base, ciphertext: '%%%' })))).toBe('通知解密失败');
    expect(
      await rejected(gateway.parseNotify(envelope({ ...base, algorithm: 'AEAD_SM4_GCM', ciphertext: 'AAAA' }))),
    ).toBe('通知解密失败');
  });

  it('refuses an authentic notification of another merchant, or one whose resource is not what its type says', async () => {
    const other = fake.buildNotification(fake.paymentNotification(no('A'), { mchid: '1900000999' }));
    expect(await rejected(gateway.parseNotify(asRequest(other)))).toBe('商户号不符');
    const wrongShape = fake.buildNotification({ eventType: 'TRANSACTION.SUCCESS', resource: { hello: 1 } });
    expect(await rejected(gateway.parseNotify(asRequest(wrongShape)))).toBe('通知内容格式错误');
  });

  it('ignores a trade state other than SUCCESS and event types it does not act on', async () => {
    const notPaid = fake.buildNotification(fake.paymentNotification(no('I'), { tradeState: 'PAYERROR' }));
    expect(await gateway.parseNotify(asRequest(notPaid))).toEqual({ kind: 'ignored', reason: 'trade_state PAYERROR' });
    const other = fake.buildNotification({ eventType: 'PARKING.FINISHED', resource: { a: 1 } });
    expect(await gateway.parseNotify(asRequest(other))).toEqual({
      kind: 'ignored',
      reason: 'event_type PARKING.FINISHED',
    });
  });

  it('answers WeChat 204 with no body, and a refusal as 401/400 {"code":"FAIL","message"}', () => {
    expect(gateway.acknowledge()).toEqual({ status: 204, body: '' });
    const unauthenticated = gateway.reject('签名验证失败');
    expect(unauthenticated.status).toBe(401);
    expect(JSON.parse(unauthenticated.body)).toEqual({ code: 'FAIL', message: '签名验证失败' });
    expect(gateway.reject('订单金额不符').status).toBe(400);
  });

  it('a forged notification posted to our notify URL is answered 401 and changes nothing', async () => {
    const outTradeNo = no('F');
    await gateway.create(order(outTradeNo));
    const status = await fake.sendNotification(`${receiver.url}/api/pay/notify/wechatpay`, {
      ...fake.paymentNotification(outTradeNo),
      forgeSignature: true,
    });
    expect(status).toBe(401);
    expect(received[received.length - 1]?.rejected).toBe('签名验证失败');
    expect((await gateway.query(outTradeNo)).status).toBe('pending');
  });
});

describe('refunds', () => {
  async function paidOrder(amountFen = 10_000): Promise<string> {
    const outTradeNo = no('R');
    await gateway.create(order(outTradeNo, 'native', amountFen));
    await fake.scan(outTradeNo);
    return outTradeNo;
  }

  it('asks for the refund (pending), is notified REFUND.SUCCESS (done) and queries it done', async () => {
    const outTradeNo = await paidOrder();
    const outRefundNo = no('RF');
    const state = await gateway.refund({
      outTradeNo,
      outRefundNo,
      amountFen: 2_500,
      totalFen: 10_000,
      reason: '协商退款',
    });
    expect(state).toMatchObject({ outRefundNo, status: 'pending', amountFen: 2_500, refundId: expect.any(String) });
    expect(lastRequest()?.body).toMatchObject({
      out_trade_no: outTradeNo,
      out_refund_no: outRefundNo,
      notify_url: `${receiver.url}/api/pay/notify/wechatpay`,
      amount: { refund: 2_500, total: 10_000, currency: 'CNY' },
    });
    expect(await fake.finishRefund(outRefundNo)).toEqual({ status: 204 });
    expect(received[received.length - 1]?.event).toEqual({
      kind: 'refund',
      outTradeNo,
      state: { outRefundNo, status: 'done', amountFen: 2_500, refundId: state.refundId },
    });
    expect(await gateway.queryRefund(outRefundNo, outTradeNo)).toMatchObject({ outRefundNo, status: 'done' });
    expect(lastRequest()?.url).toBe(`/v3/refund/domestic/refunds/${outRefundNo}`);
  });

  it('asking twice with the same refund number refunds once', async () => {
    const outTradeNo = await paidOrder();
    const request = { outTradeNo, outRefundNo: no('RF'), amountFen: 10_000, totalFen: 10_000, reason: '全额' };
    const first = await gateway.refund(request);
    const second = await gateway.refund(request);
    expect(second.refundId).toBe(first.refundId);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === outTradeNo)).toHaveLength(1);
  });

  it('maps ABNORMAL to failed, and a refund beyond the payment to a GatewayError', async () => {
    const outTradeNo = await paidOrder();
    const outRefundNo = no('RF');
    await gateway.refund({ outTradeNo, outRefundNo, amountFen: 100, totalFen: 10_000, reason: 'x' });
    await fake.finishRefund(outRefundNo, 'ABNORMAL');
    expect(received[received.length - 1]?.event).toMatchObject({ kind: 'refund', state: { status: 'failed' } });
    expect((await gateway.queryRefund(outRefundNo, outTradeNo)).status).toBe('failed');
    const tooMuch = gateway.refund({
      outTradeNo,
      outRefundNo: no('RF'),
      amountFen: 9_901,
      totalFen: 10_000,
      reason: 'x',
    });
    expect((await gatewayError(tooMuch)).code).toBe('NOT_ENOUGH');
  });

  it('an unknown refund number is a GatewayError', async () => {
    expect((await gatewayError(gateway.queryRefund(no('RF'), 'X'))).code).toBe('RESOURCE_NOT_EXISTS');
  });
});

describe('transfers (商家转账)', () => {
  it('asks for a transfer in scene 1005 with its report fields: awaiting the payee, with package_info', async () => {
    const outBillNo = no('B');
    const state = await gateway.transfer({
      outBillNo,
      amountFen: 88_800,
      target: { kind: 'wechat', openid: 'oDesigner1' },
      remark: '设计集市任务报酬',
    });
    expect(state).toEqual({
      outBillNo,
      status: 'awaiting_confirm',
      ref: fake.transfers.get(outBillNo)?.transferBillNo,
      packageInfo: fake.transfers.get(outBillNo)?.packageInfo,
    });
    expect(lastRequest()?.body).toMatchObject({
      appid: MP_APPID,
      out_bill_no: outBillNo,
      transfer_scene_id: TRANSFER_SCENE_ID,
      openid: 'oDesigner1',
      transfer_amount: 88_800,
      transfer_remark: '设计集市任务报酬',
      notify_url: `${receiver.url}/api/pay/notify/wechatpay`,
      transfer_scene_report_infos: [
        { info_type: '岗位类型', info_content: '设计师' },
        { info_type: '报酬说明', info_content: '设计集市任务报酬' },
      ],
    });
    expect(lastRequest()?.body).not.toHaveProperty('user_name');
    expect(gateway.payoutTargets).toEqual(['wechat']);
  });

  it('encrypts the real name with the WeChat Pay public key (which WeChat decrypts) and names the key', async () => {
    const outBillNo = no('B');
    await gateway.transfer({
      outBillNo,
      amountFen: 300_000,
      target: { kind: 'wechat', openid: 'oDesigner2', realName: '王小明' },
      remark: '报酬',
    });
    expect(fake.transfers.get(outBillNo)?.userName).toBe('王小明');
    expect(lastRequest()?.headers['wechatpay-serial']).toBe(fake.publicKeyId);
    expect(JSON.stringify(lastRequest()?.body)).not.toContain('王小明');
  });

  it('from ¥2,000 WeChat refuses a transfer without the real name (PARAM_ERROR), which the gateway reports', async () => {
    const outBillNo = no('B');
    await expect(
      gateway.transfer({
        outBillNo,
        amountFen: 200_000,
        target: { kind: 'wechat', openid: 'oDesigner5' },
        remark: '报酬',
      }),
    ).rejects.toThrow(/收款用户姓名必填/);
    expect(fake.transfers.has(outBillNo)).toBe(false);
  });

  it('the payee confirms: MCHTRANSFER.BILL.FINISHED reads done, and the query agrees', async () => {
    const outBillNo = no('B');
    await gateway.transfer({ outBillNo, amountFen: 1_000, target: { kind: 'wechat', openid: 'o3' }, remark: '报酬' });
    expect(await fake.confirmTransfer(outBillNo)).toEqual({ status: 204 });
    expect(received[received.length - 1]?.event).toEqual({
      kind: 'transfer',
      state: { outBillNo, status: 'done', ref: fake.transfers.get(outBillNo)?.transferBillNo },
    });
    expect(await gateway.queryTransfer(outBillNo)).toMatchObject({ outBillNo, status: 'done' });
    expect(lastRequest()?.url).toBe(`/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${outBillNo}`);
  });

  it('a failed transfer reads failed with its reason; asking again with the same number does not pay twice', async () => {
    const outBillNo = no('B');
    const request = { outBillNo, amountFen: 1_000, target: { kind: 'wechat', openid: 'o4' } as const, remark: '报酬' };
    await gateway.transfer(request);
    fake.setNotifications(false);
    try {
      await fake.failTransfer(outBillNo, 'PAYEE_ACCOUNT_ABNORMAL');
    } finally {
      fake.setNotifications(true);
    }
    expect(await gateway.queryTransfer(outBillNo)).toMatchObject({
      status: 'failed',
      failReason: 'PAYEE_ACCOUNT_ABNORMAL',
    });
    expect((await gateway.transfer(request)).status).toBe('failed');
    expect([...fake.transfers.values()].filter((t) => t.outBillNo === outBillNo)).toHaveLength(1);
  });

  it('pays only WeChat users, and an unknown bill number is a GatewayError', async () => {
    const bank = { kind: 'bankcard', cardNo: '6222', holderName: '王', bankName: '工行' } as const;
    const err = await gatewayError(gateway.transfer({ outBillNo: no('B'), amountFen: 100, target: bank, remark: 'x' }));
    expect(err.code).toBe('UNSUPPORTED_TARGET');
    expect((await gatewayError(gateway.queryTransfer(no('B')))).code).toBe('NOT_FOUND');
  });
});

describe('the trade bill', () => {
  it("downloads the day's bill (signed request, unsigned file), checks its SHA1 and reads payments and refunds", async () => {
    const outTradeNo = no('D');
    await gateway.create(order(outTradeNo, 'native', 4_321));
    await fake.scan(outTradeNo);
    const outRefundNo = no('DR');
    await gateway.refund({ outTradeNo, outRefundNo, amountFen: 21, totalFen: 4_321, reason: 'x' });
    const date = (fake.orders.get(outTradeNo)?.successTime ?? '').slice(0, 10);
    const lines = await gateway.tradeBill(date);
    expect(fake.requests.some((r) => r.url.startsWith('/v3/billdownload/file?token='))).toBe(true);
    expect(lines).toContainEqual({
      kind: 'payment',
      outTradeNo,
      tradeNo: fake.orders.get(outTradeNo)?.transactionId,
      amountFen: 4_321,
      at: expect.any(Date),
    });
    expect(lines).toContainEqual(expect.objectContaining({ kind: 'refund', outTradeNo, outRefundNo, amountFen: 21 }));
  });

  it('refuses a file whose SHA1 is not the one the signed answer gave', async () => {
    fake.setTradeBill('2026-01-02', { hashValue: '79bb0f45fc4c42234a918000b2668d689e2bde04' });
    expect((await gatewayError(gateway.tradeBill('2026-01-02'))).code).toBe('HASH_MISMATCH');
  });

  it('reads a day without trades as an empty bill, and refuses a malformed date before asking', async () => {
    expect(await gateway.tradeBill('2020-01-01')).toEqual([]);
    const asked = fake.requests.length;
    await gatewayError(gateway.tradeBill('2020-1-1&bill_type=x'));
    expect(fake.requests.length).toBe(asked);
  });
});

describe("the local WeChat Pay's own checks and controls (what the e2e suite drives)", () => {
  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${fake.url}/__fake/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('answers an unsigned request 401 SIGN_ERROR, signed like every answer', async () => {
    const res = await fetch(`${fake.url}/v3/pay/transactions/out-trade-no/X?mchid=${fake.mchid}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('SIGN_ERROR');
    expect(res.headers.get('wechatpay-serial')).toBe(fake.publicKeyId);
  });

  it('scans, forges a wrong amount, replays, finishes transfers and reports its state over /__fake', async () => {
    const outTradeNo = no('E');
    await gateway.create(order(outTradeNo, 'native', 500));
    expect(await control('scan', { outTradeNo })).toEqual({ status: 200, json: { status: 204 } });
    expect(received[received.length - 1]?.event).toMatchObject({ kind: 'payment', state: { amountFen: 500 } });
    expect((await control('replay', {})).json).toEqual({ status: 204 });
    expect((await control('notify', { outTradeNo, amount: 1 })).json).toEqual({ status: 204 });
    expect(received[received.length - 1]?.event).toMatchObject({ kind: 'payment', state: { amountFen: 1 } });
    expect((await control('notify', { outTradeNo, forgeSignature: true })).json).toEqual({ status: 401 });
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await control('notify', { outTradeNo, timestamp: stale })).json).toEqual({ status: 401 });
    const outBillNo = no('EB');
    await gateway.transfer({ outBillNo, amountFen: 100, target: { kind: 'wechat', openid: 'o5' }, remark: '报酬' });
    expect((await control('notifications', { enabled: false })).json).toEqual({ enabled: false });
    expect((await control('transfers/confirm', { outBillNo })).json).toEqual({ status: null });
    await control('notifications', { enabled: true });
    expect((await gateway.queryTransfer(outBillNo)).status).toBe('done');
    const state = (await control('state')).json as { orders: { outTradeNo: string; state: string }[] };
    expect(state.orders.find((o) => o.outTradeNo === outTradeNo)?.state).toBe('SUCCESS');
    expect((await control('scan', { outTradeNo: 'nope' })).status).toBe(400);
  });

  it('the CLI starts it, writes the keys and prints the variables the api needs, which work', async () => {
    const { spawn } = await import('node:child_process');
    const dir = tempDir();
    const cli = new URL('../../../../../../tooling/fakes/src/wechatpay-cli.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--dir', dir.dir, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await firstLine(child, 'cli');
      const started = JSON.parse(line) as { url: string; env: Record<string, string> };
      const g = createWechatPayGateway(wechatConfig({ ...started.env, PUBLIC_ORIGIN: receiver.url }));
      expect((await g.create(order(no('CLI')))).kind).toBe('qr');
    } finally {
      child.kill('SIGTERM');
      dir.remove();
    }
  });
});
