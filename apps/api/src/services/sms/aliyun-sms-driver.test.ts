import { ALIYUN_DAY_LIMIT, startAliyunSmsFake, type AliyunSmsFake } from '@bazaar/fakes/aliyun-sms';
import type { FakeRequest } from '@bazaar/fakes/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsDriver, type AliyunSmsOptions } from './aliyun-sms-driver';
import {
  captureRequest,
  failure,
  lastListedMobile,
  replay as replayAs,
  smsDriverFailures,
} from './sms-driver.test-kit';

const KEY_ID = 'LTAI5tFakeKeyId0001';
const SECRET = 'aliyun-test-secret-9f8e7d6c5b4a';
const SIGN = '设计集市';
const TEMPLATE = 'SMS_465000001';

const replay = (url: string, req: FakeRequest, change?: Partial<FakeRequest>) =>
  replayAs<{ Code?: string; Message?: string }>(url, req, change);

describe('the Alibaba Cloud SMS driver against its local server', () => {
  let fake: AliyunSmsFake;
  let clockSkewMs = 0;
  const driver = (overrides: Partial<AliyunSmsOptions> = {}) =>
    new AliyunSmsDriver({
      accessKeyId: KEY_ID,
      accessKeySecret: SECRET,
      signName: SIGN,
      templateCode: TEMPLATE,
      endpoint: fake.url,
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startAliyunSmsFake({
      accessKeyId: KEY_ID,
      accessKeySecret: SECRET,
      signName: SIGN,
      templateCode: TEMPLATE,
      now: () => Date.now() + clockSkewMs,
      refuse: {
        '15500000001': 'isv.MOBILE_NUMBER_ILLEGAL',
        '15500000002': 'isv.BUSINESS_LIMIT_CONTROL',
        '15500000003': ALIYUN_DAY_LIMIT,
        '15500000004': 'isv.AMOUNT_NOT_ENOUGH',
        '15500000005': 'isv.OUT_OF_SERVICE',
      },
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('sends SendSms signed V3 with the sign name, the template and {"code":…}, and answers null (never the code)', async () => {
    expect(await driver().deliver('15612345678', '246810')).toBeNull();
    expect(fake.sent().at(-1)).toMatchObject({
      mobile: '15612345678',
      signName: SIGN,
      template: TEMPLATE,
      params: { code: '246810' },
    });
    // The fake's own list, as e2e reads it.
    expect(await lastListedMobile(fake.url)).toBe('15612345678');
  });

  smsDriverFailures({
    driver,
    sent: () => fake.sent(),
    secret: SECRET,
    wrongSecret: {
      name: 'secret',
      overrides: { accessKeySecret: 'not-the-secret-0123456789' },
      value: 'not-the-secret-0123456789',
      code: 'SignatureDoesNotMatch',
    },
    unknownId: { name: 'key id', overrides: { accessKeyId: 'LTAI5tSomeoneElse' }, code: 'InvalidAccessKeyId.NotFound' },
    refusals: [
      { mobile: '15500000001', answered: 'isv.MOBILE_NUMBER_ILLEGAL', refusal: 'invalid-mobile' },
      { mobile: '15500000002', answered: 'isv.BUSINESS_LIMIT_CONTROL (minute level)', refusal: 'too-frequent' },
      { mobile: '15500000003', answered: 'isv.BUSINESS_LIMIT_CONTROL (day level)', refusal: 'daily-limit' },
      { mobile: '15500000004', answered: 'isv.AMOUNT_NOT_ENOUGH', refusal: 'unavailable' },
      { mobile: '15500000005', answered: 'isv.OUT_OF_SERVICE', refusal: 'unavailable' },
    ],
    timeout: { ms: 300, masked: true },
  });

  it('maps a sign name or template the company has not approved to unavailable', async () => {
    expect((await failure(driver({ signName: '别家' }).deliver('15612345670', '112233'))).message).toContain(
      'isv.SMS_SIGNATURE_ILLEGAL',
    );
    expect((await failure(driver({ templateCode: 'SMS_1' }).deliver('15612345670', '112233'))).refusal).toBe(
      'unavailable',
    );
  });

  it('refuses an endpoint with a path at start (the SDK would drop it)', () => {
    expect(() => driver({ endpoint: `${fake.url}/sms` })).toThrow(/no path/);
  });

  describe('the local server, attacked', () => {
    /** One real signed request of the driver, captured on its way. */
    let captured: FakeRequest;

    beforeAll(async () => {
      captured = await captureRequest((endpoint) => driver({ endpoint }).deliver('15612345672', '777888'), {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"Code":"OK","Message":"OK"}',
      });
    });

    it('takes the captured request once, then refuses its replay with SignatureNonceUsed', async () => {
      const first = await replay(fake.url, captured);
      expect(first.body.Code).toBe('OK');
      const again = await replay(fake.url, captured);
      expect(again.status).toBe(400);
      expect(again.body.Code).toBe('SignatureNonceUsed');
    });

    it('refuses a signed request whose number was changed on the way with SignatureDoesNotMatch', async () => {
      const res = await replay(fake.url, captured, { url: captured.url.replace('15612345672', '15612345673') });
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('SignatureDoesNotMatch');
      expect(fake.sent().some((s) => s.mobile === '15612345673')).toBe(false);
    });

    it('refuses a signed request with a body slipped in: SignatureDoesNotMatch, or IncompleteSignature with an unsigned header', async () => {
      const rawBody = Buffer.from('PhoneNumbers=15612345674');
      expect((await replay(fake.url, captured, { rawBody })).body.Code).toBe('SignatureDoesNotMatch');
      const headers = { ...captured.headers, 'content-type': 'application/x-www-form-urlencoded' };
      expect((await replay(fake.url, captured, { rawBody, headers })).body.Code).toBe('IncompleteSignature');
      expect(fake.sent().some((s) => s.mobile === '15612345674')).toBe(false);
    });

    it('refuses a request without the signature with IncompleteSignature', async () => {
      const { authorization: _dropped, ...headers } = captured.headers;
      expect((await replay(fake.url, captured, { headers })).body.Code).toBe('IncompleteSignature');
    });

    it('refuses a request signed more than 15 minutes ago with InvalidTimeStamp.Expired', async () => {
      clockSkewMs = 16 * 60_000;
      try {
        const err = await failure(driver().deliver('15612345675', '112233'));
        expect(err.message).toContain('InvalidTimeStamp.Expired');
      } finally {
        clockSkewMs = 0;
      }
    });
  });
});
