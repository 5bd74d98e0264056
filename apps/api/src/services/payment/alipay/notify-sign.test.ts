/**
 * Alipay's RSA2 signatures on notifications: a real notification Alipay signed (kept by the SDK's own test
 * suite, test/alipay.test.ts "with sign_type arguments verify success", with the public key it verifies
 * under), generated keys, and the attacks a notify URL meets. Also the amount and time conversions.
 */
import { constants, createPublicKey, createSign, generateKeyPairSync, sign as rawSign } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { describe, expect, it } from 'vitest';
import { encodeGbk } from '@bazaar/fakes/alipay-bill';
import { NotifyRejected } from '../gateway';
import { AlipayGateway } from './alipay-gateway';
import { chinaTime, fenToYuan, parseChinaTime, yuanToFen } from './amounts';
import { notifySignContent, parseAlipayForm, verifyNotifySign } from './notify-sign';

/** The notification of app 2019073166072302 (语雀空间 500人规模, 0.10 yuan) exactly as Alipay signed it. */
const VECTOR_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB
-----END PUBLIC KEY-----
`;
const VECTOR: Record<string, string> = {
  gmt_create: '2019-08-15 15:56:22',
  charset: 'utf-8',
  seller_email: 'z97-yuquerevenue@service.aliyun.com',
  subject: '语雀空间 500人规模',
  sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
  buyer_id: '2088102534368455',
  invoice_amount: '0.10',
  notify_id: '2019081500222155624068450559358070',
  fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: 'trade_status_sync',
  trade_status: 'TRADE_SUCCESS',
  receipt_amount: '0.10',
  buyer_pay_amount: '0.10',
  sign_type: 'RSA2',
  app_id: '2019073166072302',
  seller_id: '2088531891668739',
  gmt_payment: '2019-08-15 15:56:24',
  notify_time: '2019-08-15 15:56:25',
  version: '1.0',
  out_trade_no: '20190815155618536-564-57',
  total_amount: '0.10',
  trade_no: '2019081522001468450512505578',
  auth_app_id: '2019073166072302',
  buyer_logon_id: 'xud***@126.com',
  point_amount: '0.00',
};

const body = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());
const request = (raw: Buffer) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: raw });

const ours = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ALIPAY = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021000000000042';

function gatewayFor(appId: string, alipayPublicKeyPem: string) {
  return new AlipayGateway({
    appId,
    appPrivateKeyPem: ours.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    alipayPublicKeyPem,
    gateway: 'http://127.0.0.1:9/gateway.do',
    notifyUrl: 'https://www.example.com/api/pay/notify/alipay',
  });
}
const gateway = gatewayFor(APP_ID, ALIPAY.publicKey.export({ type: 'spki', format: 'pem' }).toString());

/** Signs like Alipay: sorted non-empty k=v of everything but sign and sign_type (or, with `keepSignType`, the mistake). */
function signed(fields: Record<string, string>, keepSignType = false, key = ALIPAY.privateKey) {
  const all = { sign_type: 'RSA2', ...fields };
  const content = Object.keys(all)
    .filter((k) => k !== 'sign' && (keepSignType || k !== 'sign_type') && all[k as keyof typeof all] !== '')
    .sort()
    .map((k) => `${k}=${all[k as keyof typeof all]}`)
    .join('&');
  return { ...all, sign: createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64') };
}

const paid = (extra: Record<string, string> = {}) => ({
  notify_type: 'trade_status_sync',
  notify_time: '2026-11-28 17:00:05',
  notify_id: 'n1',
  charset: 'utf-8',
  version: '1.0',
  app_id: APP_ID,
  out_trade_no: 'P20261128000001',
  trade_no: '2026112822001400000000000001',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '12.30',
  subject: '品牌标志设计',
  gmt_payment: '2026-11-28 17:00:04',
  ...extra,
});

describe('the documented vector (a notification Alipay signed)', () => {
  it('verifies over every parameter but sign and sign_type, and reads as a 0.10-yuan payment', async () => {
    const form = parseAlipayForm(body(VECTOR));
    expect(notifySignContent(form.raw).toString('utf8')).toMatch(
      /^app_id=2019073166072302&auth_app_id=.*&version=1\.0$/,
    );
    expect(notifySignContent(form.raw).toString('utf8')).not.toContain('sign_type');
    expect(verifyNotifySign(form, createPublicKey(VECTOR_PUBLIC_KEY))).toBe(true);
    const event = await gatewayFor('2019073166072302', VECTOR_PUBLIC_KEY).parseNotify(request(body(VECTOR)));
    expect(event).toEqual({
      kind: 'payment',
      state: {
        outTradeNo: '20190815155618536-564-57',
        status: 'paid',
        amountFen: 10,
        tradeNo: '2019081522001468450512505578',
        paidAt: new Date('2019-08-15T07:56:24Z'),
      },
    });
  });

  it('fails once one character of it changes', async () => {
    const tampered = { ...VECTOR, total_amount: '0.11' };
    expect(verifyNotifySign(parseAlipayForm(body(tampered)), createPublicKey(VECTOR_PUBLIC_KEY))).toBe(false);
    await expect(
      gatewayFor('2019073166072302', VECTOR_PUBLIC_KEY).parseNotify(request(body(tampered))),
    ).rejects.toThrow(NotifyRejected);
  });

  it('is refused for another app: the same authentic notification is not ours', async () => {
    await expect(gatewayFor(APP_ID, VECTOR_PUBLIC_KEY).parseNotify(request(body(VECTOR)))).rejects.toThrow(/app_id/);
  });
});

describe('parseNotify with generated keys', () => {
  it('reads an authentic payment (amount in fen, China time)', async () => {
    const event = await gateway.parseNotify(request(body(signed(paid()))));
    expect(event).toEqual({
      kind: 'payment',
      state: {
        outTradeNo: 'P20261128000001',
        status: 'paid',
        amountFen: 1230,
        tradeNo: '2026112822001400000000000001',
        paidAt: new Date('2026-11-28T09:00:04Z'),
      },
    });
  });

  it('refuses a bad signature, one by another key, a missing one, an empty body', async () => {
    const good = signed(paid());
    const flipped = { ...good, sign: `${good.sign.startsWith('A') ? 'B' : 'A'}${good.sign.slice(1)}` };
    await expect(gateway.parseNotify(request(body(flipped)))).rejects.toThrow(NotifyRejected);
    const foreign = signed(paid(), false, ours.privateKey);
    await expect(gateway.parseNotify(request(body(foreign)))).rejects.toThrow(NotifyRejected);
    const { sign: _sign, ...unsigned } = good;
    await expect(gateway.parseNotify(request(body(unsigned)))).rejects.toThrow(NotifyRejected);
    await expect(gateway.parseNotify(request(Buffer.alloc(0)))).rejects.toThrow(NotifyRejected);
    await expect(gateway.parseNotify(request(Buffer.from('not a form %zz')))).rejects.toThrow(NotifyRejected);
  });

  it('refuses a signature that covers sign_type (how requests are signed), which the SDK’s checkNotifySignV2 accepts', async () => {
    const mistaken = signed(paid(), true);
    await expect(gateway.parseNotify(request(body(mistaken)))).rejects.toThrow(/bad signature/);
    // Why the SDK's check is not used: it tries with and without sign_type and takes either.
    const sdk = new AlipaySdk({
      appId: APP_ID,
      privateKey: ours.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      alipayPublicKey: ALIPAY.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    expect(sdk.checkNotifySignV2(mistaken)).toBe(true);
  });

  it('refuses the old RSA (SHA1) whatever sign_type says', async () => {
    const fields = { ...paid(), sign_type: 'RSA' };
    const content = Object.keys(fields)
      .filter((k) => k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${fields[k as keyof typeof fields]}`)
      .join('&');
    const sha1 = rawSign('sha1', Buffer.from(content), {
      key: ALIPAY.privateKey,
      padding: constants.RSA_PKCS1_PADDING,
    }).toString('base64');
    await expect(gateway.parseNotify(request(body({ ...fields, sign: sha1 })))).rejects.toThrow(NotifyRejected);
  });

  it('refuses a wrong app_id even when Alipay signed it, and a replay with a tampered amount', async () => {
    await expect(gateway.parseNotify(request(body(signed(paid({ app_id: '2021000000009999' })))))).rejects.toThrow(
      /app_id/,
    );
    const replayed = { ...signed(paid()), total_amount: '0.01' };
    await expect(gateway.parseNotify(request(body(replayed)))).rejects.toThrow(NotifyRejected);
  });

  it('refuses a parameter given twice (which of the two was signed?)', async () => {
    const good = new URLSearchParams(signed(paid()));
    good.append('total_amount', '0.01');
    await expect(gateway.parseNotify(request(Buffer.from(good.toString())))).rejects.toThrow(/twice/);
  });

  it('verifies a gbk notification over its bytes and decodes its Chinese', async () => {
    const fields = signed(paid({ charset: 'gbk' }));
    // Alipay signs the gbk bytes of the content: sign them here the same way.
    const all: Record<string, string> = { ...fields };
    delete all.sign;
    const content = Object.keys(all)
      .filter((k) => k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${all[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(encodeGbk(content)).sign(ALIPAY.privateKey, 'base64');
    const escape = (text: string) =>
      [...encodeGbk(text)]
        .map((b) =>
          /[A-Za-z0-9._-]/.test(String.fromCharCode(b))
            ? String.fromCharCode(b)
            : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
        )
        .join('');
    const raw = Object.entries({ ...all, sign })
      .map(([k, v]) => `${k}=${escape(v)}`)
      .join('&');
    const form = parseAlipayForm(Buffer.from(raw));
    expect(form.fields.get('subject')).toBe('品牌标志设计');
    expect(await gateway.parseNotify(request(Buffer.from(raw)))).toMatchObject({ kind: 'payment' });
  });

  it('ignores authentic notifications of states we do not act on, and reads a refund', async () => {
    expect(await gateway.parseNotify(request(body(signed(paid({ trade_status: 'WAIT_BUYER_PAY' })))))).toEqual({
      kind: 'ignored',
      reason: 'trade_status WAIT_BUYER_PAY',
    });
    expect(await gateway.parseNotify(request(body(signed(paid({ trade_status: 'TRADE_CLOSED' })))))).toMatchObject({
      kind: 'ignored',
    });
    const refund = paid({ out_biz_no: 'R1', gmt_refund: '2026-11-28 18:00:00.123', refund_fee: '2.00' });
    expect(await gateway.parseNotify(request(body(signed(refund))))).toEqual({
      kind: 'refund',
      outTradeNo: 'P20261128000001',
      state: { outRefundNo: 'R1', status: 'done' },
    });
  });

  it('answers success / fail in plain text', () => {
    expect(gateway.acknowledge()).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
    expect(gateway.reject('bad signature')).toEqual({ status: 400, contentType: 'text/plain', body: 'fail' });
  });
});

describe('amounts and times', () => {
  it('writes fen as yuan with two decimals and reads them back without floating point', () => {
    expect([1, 10, 30, 100, 1230, 123456789].map(fenToYuan)).toEqual([
      '0.01',
      '0.10',
      '0.30',
      '1.00',
      '12.30',
      '1234567.89',
    ]);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => fenToYuan(-1)).toThrow(RangeError);
    expect(['0.1', '0.30', '12', '-0.50', '1.005', 'abc', '', '1e3'].map(yuanToFen)).toEqual([
      10,
      30,
      1200,
      -50,
      null,
      null,
      null,
      null,
    ]);
    for (let fen = 0; fen < 5000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });

  it('writes and reads China time (UTC+8)', () => {
    expect(chinaTime(new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-29 00:30:00');
    expect(parseChinaTime('2026-11-29 00:30:00')).toEqual(new Date('2026-11-28T16:30:00Z'));
    expect(parseChinaTime('yesterday')).toBeUndefined();
  });
});
