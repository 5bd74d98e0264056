import { request as httpRequest } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { ALIYUN_DAY_LIMIT, startAliyunSmsFake, type AliyunSmsFake } from '@bazaar/fakes/aliyun-sms';
import { startFakeServer, type FakeRequest } from '@bazaar/fakes/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsDriver, type AliyunSmsOptions } from './aliyun-sms-driver';
import { SmsDeliveryError } from './sms-driver';

const KEY_ID = 'LTAI5tFakeKeyId0001';
const SECRET = 'aliyun-test-secret-9f8e7d6c5b4a';
const SIGN = '设计集市';
const TEMPLATE = 'SMS_465000001';

/** What a failed delivery threw (the test fails if it did not throw an SmsDeliveryError). */
async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsDeliveryError);
  return err as SmsDeliveryError;
}

/** Sends a request exactly as captured (its Host header too) and answers the company's body. */
function replay(url: string, req: FakeRequest, change: Partial<FakeRequest> = {}) {
  const r = { ...req, ...change };
  // Node frames the body again (the captured length would not fit a changed body).
  const { 'content-length': _length, 'transfer-encoding': _chunked, ...headers } = r.headers;
  return new Promise<{ status: number; body: { Code?: string; Message?: string } }>((resolve, reject) => {
    const out = httpRequest(new URL(r.url, url), { method: r.method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { Code?: string } }));
    });
    out.on('error', reject);
    out.end(r.rawBody);
  });
}

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
    const listed = (await (await fetch(`${fake.url}/__fake/sent`)).json()) as { mobile: string }[];
    expect(listed.at(-1)?.mobile).toBe('15612345678');
  });

  it('is refused SignatureDoesNotMatch under a wrong secret: unavailable, and the secret and code are in no message', async () => {
    const before = fake.sent().length;
    const wrongSecret = 'not-the-secret-0123456789';
    const err = await failure(driver({ accessKeySecret: wrongSecret }).deliver('15612345679', '135790'));
    expect(err.refusal).toBe('unavailable');
    expect(err.message).toContain('SignatureDoesNotMatch');
    expect(err.message).toContain('156****5679');
    for (const secret of [wrongSecret, SECRET, '135790', '15612345679']) {
      expect(err.message).not.toContain(secret);
      expect(JSON.stringify(err)).not.toContain(secret);
      expect(String(err.stack)).not.toContain(secret);
    }
    expect(fake.sent()).toHaveLength(before);
    // Nor does the driver itself show it to a log that serialises it.
    expect(JSON.stringify(driver())).not.toContain(SECRET);
  });

  it('is refused InvalidAccessKeyId.NotFound for an unknown key id: unavailable', async () => {
    const err = await failure(driver({ accessKeyId: 'LTAI5tSomeoneElse' }).deliver('15612345679', '135790'));
    expect(err.refusal).toBe('unavailable');
    expect(err.message).toContain('InvalidAccessKeyId.NotFound');
  });

  it.each([
    ['15500000001', 'isv.MOBILE_NUMBER_ILLEGAL', 'invalid-mobile'],
    ['15500000002', 'isv.BUSINESS_LIMIT_CONTROL (minute level)', 'too-frequent'],
    ['15500000003', 'isv.BUSINESS_LIMIT_CONTROL (day level)', 'daily-limit'],
    ['15500000004', 'isv.AMOUNT_NOT_ENOUGH', 'unavailable'],
    ['15500000005', 'isv.OUT_OF_SERVICE', 'unavailable'],
  ])('maps %s answered %s to %s, and nothing counts as sent', async (mobile, _code, refusal) => {
    const before = fake.sent().length;
    const err = await failure(driver().deliver(mobile, '112233'));
    expect(err.refusal).toBe(refusal);
    expect(fake.sent()).toHaveLength(before);
  });

  it('maps a sign name or template the company has not approved to unavailable', async () => {
    expect((await failure(driver({ signName: '别家' }).deliver('15612345670', '112233'))).message).toContain(
      'isv.SMS_SIGNATURE_ILLEGAL',
    );
    expect((await failure(driver({ templateCode: 'SMS_1' }).deliver('15612345670', '112233'))).refusal).toBe(
      'unavailable',
    );
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
        driver({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 }).deliver('15612345671', '112233'),
      );
      expect(err.refusal).toBe('unavailable');
      expect(err.message).toContain('156****5671');
      // The SDK's own message names the URL it posted to: neither the number nor the code may survive it.
      expect(err.message).not.toContain('15612345671');
      expect(err.message).not.toContain('112233');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses an endpoint with a path at start (the SDK would drop it)', () => {
    expect(() => driver({ endpoint: `${fake.url}/sms` })).toThrow(/no path/);
  });

  describe('the local server, attacked', () => {
    /** One real signed request of the driver, captured on its way. */
    let captured: FakeRequest;

    beforeAll(async () => {
      const catcher = await startFakeServer((req) => {
        captured = req;
        return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"Code":"OK","Message":"OK"}' };
      });
      await driver({ endpoint: catcher.url }).deliver('15612345672', '777888');
      await catcher.close();
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
