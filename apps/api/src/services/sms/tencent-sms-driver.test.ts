import type { FakeRequest } from '@bazaar/fakes/http';
import { startTencentSmsFake, type TencentSmsFake } from '@bazaar/fakes/tencent-sms';
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureRequest,
  failure,
  lastListedMobile,
  replay as replayAs,
  smsDriverFailures,
} from './sms-driver.test-kit';
import { TencentSmsDriver, type TencentSmsOptions } from './tencent-sms-driver';

const SECRET_ID = 'AKIDfakeTencentSecretId0001';
const SECRET_KEY = 'tencent-test-secret-key-1a2b3c4d';
const APP_ID = '1400000001';
const SIGN = '设计集市';
const TEMPLATE = '2000001';

type TencentBody = { Response: { Error?: { Code: string }; SendStatusSet?: { Code: string }[] } };

/** The company's body for a request replayed as captured (or changed); API 3.0 answers HTTP 200 throughout. */
const replay = async (url: string, req: FakeRequest, change?: Partial<FakeRequest>) =>
  (await replayAs<TencentBody>(url, req, change)).body;

describe('the Tencent Cloud SMS driver against its local server', () => {
  let fake: TencentSmsFake;
  let clockSkewMs = 0;
  const driver = (overrides: Partial<TencentSmsOptions> = {}) =>
    new TencentSmsDriver({
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      sdkAppId: APP_ID,
      signName: SIGN,
      templateId: TEMPLATE,
      region: 'ap-guangzhou',
      endpoint: fake.url,
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startTencentSmsFake({
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      sdkAppId: APP_ID,
      signName: SIGN,
      templateId: TEMPLATE,
      now: () => Date.now() + clockSkewMs,
      refuse: {
        '15500000001': 'InvalidParameterValue.IncorrectPhoneNumber',
        '15500000002': 'LimitExceeded.PhoneNumberThirtySecondLimit',
        '15500000003': 'LimitExceeded.PhoneNumberDailyLimit',
        '15500000004': 'FailedOperation.PhoneNumberInBlacklist',
        '15500000005': 'LimitExceeded.PhoneNumberOneHourLimit',
      },
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('sends SendSms signed TC3 to +86 with the app, sign name, template and [code], and answers null (never the code)', async () => {
    expect(await driver().deliver('15612345678', '246810')).toBeNull();
    expect(fake.sent().at(-1)).toMatchObject({
      mobile: '+8615612345678',
      sdkAppId: APP_ID,
      signName: SIGN,
      template: TEMPLATE,
      params: ['246810'],
    });
    expect(await lastListedMobile(fake.url)).toBe('+8615612345678');
  });

  smsDriverFailures({
    driver,
    sent: () => fake.sent(),
    secret: SECRET_KEY,
    wrongSecret: {
      name: 'key',
      overrides: { secretKey: 'not-the-secret-key-0123456789' },
      value: 'not-the-secret-key-0123456789',
      code: 'AuthFailure.SignatureFailure',
    },
    unknownId: { name: 'SecretId', overrides: { secretId: 'AKIDsomeoneElse' }, code: 'AuthFailure.SecretIdNotFound' },
    // The company's code, from SendStatusSet, is named in the message.
    refusals: [
      ['15500000001', 'InvalidParameterValue.IncorrectPhoneNumber', 'invalid-mobile'] as const,
      ['15500000002', 'LimitExceeded.PhoneNumberThirtySecondLimit', 'too-frequent'] as const,
      ['15500000005', 'LimitExceeded.PhoneNumberOneHourLimit', 'too-frequent'] as const,
      ['15500000003', 'LimitExceeded.PhoneNumberDailyLimit', 'daily-limit'] as const,
      ['15500000004', 'FailedOperation.PhoneNumberInBlacklist', 'unavailable'] as const,
    ].map(([mobile, code, refusal]) => ({ mobile, answered: code, refusal, inMessage: code })),
    timeout: { ms: 1_000, masked: false },
  });

  it('maps a Response.Error for the whole request (no balance left, unapproved template) to unavailable', async () => {
    fake.failAll('FailedOperation.InsufficientBalanceInSmsPackage');
    try {
      const err = await failure(driver().deliver('15612345670', '112233'));
      expect(err.refusal).toBe('unavailable');
      expect(err.message).toContain('FailedOperation.InsufficientBalanceInSmsPackage');
    } finally {
      fake.failAll(null);
    }
    const err = await failure(driver({ templateId: '1' }).deliver('15612345670', '112233'));
    expect(err.message).toContain('FailedOperation.TemplateIncorrectOrUnapproved');
  });

  it('is needed for a loopback endpoint: the SDK pointed at 127.0.0.1 itself signs for the service "127" and is refused', async () => {
    const url = new URL(fake.url);
    const bare = new tencentcloud.sms.v20210111.Client({
      credential: { secretId: SECRET_ID, secretKey: SECRET_KEY },
      region: 'ap-guangzhou',
      profile: { httpProfile: { endpoint: url.host, protocol: 'http://' } },
    });
    await expect(
      bare.SendSms({
        SmsSdkAppId: APP_ID,
        SignName: SIGN,
        TemplateId: TEMPLATE,
        TemplateParamSet: ['1'],
        PhoneNumberSet: ['+8615612345672'],
      }),
    ).rejects.toMatchObject({ code: 'AuthFailure.SignatureFailure' });
  });

  describe('the local server, attacked', () => {
    /** One real signed request of the driver, captured on its way. */
    let captured: FakeRequest;

    beforeAll(async () => {
      captured = await captureRequest((endpoint) => driver({ endpoint }).deliver('15612345672', '777888'), {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok' }], RequestId: 'x' } }),
      });
    });

    it('takes the captured request while it is fresh', async () => {
      expect((await replay(fake.url, captured)).Response.SendStatusSet?.[0]?.Code).toBe('Ok');
    });

    it('refuses the captured request replayed after five minutes with AuthFailure.SignatureExpire', async () => {
      clockSkewMs = 6 * 60_000;
      try {
        expect((await replay(fake.url, captured)).Response.Error?.Code).toBe('AuthFailure.SignatureExpire');
      } finally {
        clockSkewMs = 0;
      }
    });

    it('refuses a signed request whose number was changed on the way with AuthFailure.SignatureFailure', async () => {
      const rawBody = Buffer.from(captured.rawBody.toString('utf8').replace('15612345672', '15612345673'));
      expect((await replay(fake.url, captured, { rawBody })).Response.Error?.Code).toBe('AuthFailure.SignatureFailure');
      expect(fake.sent().some((s) => s.mobile === '+8615612345673')).toBe(false);
    });

    it('refuses a signed request whose signed content-type was changed with AuthFailure.SignatureFailure', async () => {
      const headers = { ...captured.headers, 'content-type': 'application/json; charset=utf-8' };
      expect((await replay(fake.url, captured, { headers })).Response.Error?.Code).toBe('AuthFailure.SignatureFailure');
    });

    it('refuses a request without the signature with AuthFailure.InvalidAuthorization', async () => {
      const { authorization: _dropped, ...headers } = captured.headers;
      expect((await replay(fake.url, captured, { headers })).Response.Error?.Code).toBe(
        'AuthFailure.InvalidAuthorization',
      );
    });
  });
});
