import { request as httpRequest } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { startFakeServer, type FakeRequest } from '@bazaar/fakes/http';
import { startTencentSmsFake, type TencentSmsFake } from '@bazaar/fakes/tencent-sms';
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from './sms-driver';
import { TencentSmsDriver, type TencentSmsOptions } from './tencent-sms-driver';

const SECRET_ID = 'AKIDfakeTencentSecretId0001';
const SECRET_KEY = 'tencent-test-secret-key-1a2b3c4d';
const APP_ID = '1400000001';
const SIGN = '设计集市';
const TEMPLATE = '2000001';

async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsDeliveryError);
  return err as SmsDeliveryError;
}

type TencentBody = { Response: { Error?: { Code: string }; SendStatusSet?: { Code: string }[] } };

/** Sends a request exactly as captured (its Host header too) and answers the company's body. */
function replay(url: string, req: FakeRequest, change: Partial<FakeRequest> = {}) {
  const r = { ...req, ...change };
  // Node frames the body again (the captured length would not fit a changed body).
  const { 'content-length': _length, 'transfer-encoding': _chunked, ...headers } = r.headers;
  return new Promise<TencentBody>((resolve, reject) => {
    const out = httpRequest(new URL(r.url, url), { method: r.method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve(JSON.parse(text) as TencentBody));
    });
    out.on('error', reject);
    out.end(r.rawBody);
  });
}

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
    const listed = (await (await fetch(`${fake.url}/__fake/sent`)).json()) as { mobile: string }[];
    expect(listed.at(-1)?.mobile).toBe('+8615612345678');
  });

  it('is refused AuthFailure.SignatureFailure under a wrong key: unavailable, and the key and code are in no message', async () => {
    const before = fake.sent().length;
    const wrongKey = 'not-the-secret-key-0123456789';
    const err = await failure(driver({ secretKey: wrongKey }).deliver('15612345679', '135790'));
    expect(err.refusal).toBe('unavailable');
    expect(err.message).toContain('AuthFailure.SignatureFailure');
    expect(err.message).toContain('156****5679');
    for (const secret of [wrongKey, SECRET_KEY, '135790', '15612345679']) {
      expect(err.message).not.toContain(secret);
      expect(JSON.stringify(err)).not.toContain(secret);
      expect(String(err.stack)).not.toContain(secret);
    }
    expect(fake.sent()).toHaveLength(before);
    // Nor does the driver itself show it to a log that serialises it.
    expect(JSON.stringify(driver())).not.toContain(SECRET_KEY);
  });

  it('is refused AuthFailure.SecretIdNotFound for an unknown SecretId: unavailable', async () => {
    const err = await failure(driver({ secretId: 'AKIDsomeoneElse' }).deliver('15612345679', '135790'));
    expect(err.refusal).toBe('unavailable');
    expect(err.message).toContain('AuthFailure.SecretIdNotFound');
  });

  it.each([
    ['15500000001', 'InvalidParameterValue.IncorrectPhoneNumber', 'invalid-mobile'],
    ['15500000002', 'LimitExceeded.PhoneNumberThirtySecondLimit', 'too-frequent'],
    ['15500000005', 'LimitExceeded.PhoneNumberOneHourLimit', 'too-frequent'],
    ['15500000003', 'LimitExceeded.PhoneNumberDailyLimit', 'daily-limit'],
    ['15500000004', 'FailedOperation.PhoneNumberInBlacklist', 'unavailable'],
  ])('maps %s answered %s in SendStatusSet to %s, and nothing counts as sent', async (mobile, code, refusal) => {
    const before = fake.sent().length;
    const err = await failure(driver().deliver(mobile, '112233'));
    expect(err.refusal).toBe(refusal);
    expect(err.message).toContain(code);
    expect(fake.sent()).toHaveLength(before);
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

  it('answers unavailable when nothing listens, and when the company does not answer within the timeout', async () => {
    const closed = await startFakeServer(() => ({ status: 200 }));
    await closed.close();
    expect((await failure(driver({ endpoint: closed.url }).deliver('15612345671', '112233'))).refusal).toBe(
      'unavailable',
    );

    // Accepts the connection and never answers.
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    try {
      const err = await failure(
        driver({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 1_000 }).deliver('15612345671', '112233'),
      );
      expect(err.refusal).toBe('unavailable');
      expect(err.message).not.toContain('15612345671');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
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
      const catcher = await startFakeServer((req) => {
        captured = req;
        return {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok' }], RequestId: 'x' } }),
        };
      });
      await driver({ endpoint: catcher.url }).deliver('15612345672', '777888');
      await catcher.close();
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
