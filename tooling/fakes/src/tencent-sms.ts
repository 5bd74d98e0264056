/**
 * Tencent Cloud SMS, SendSms of API version 2021-01-11 (issue 33), as the company answers it: API 3.0 over
 * POST with a JSON body, signed TC3-HMAC-SHA256, the timestamp within five minutes; every answer is HTTP 200
 * with `Response.Error` for a refused request and one `SendStatusSet` entry per number otherwise. Each
 * message it accepts is recorded (`sent()`, `GET /__fake/sent`) and never delivered.
 *
 * The signature, as the company documents it (API 3.0 signature v3):
 *   CanonicalRequest = METHOD \n / \n query \n CanonicalHeaders \n SignedHeaders \n hex(sha256(body))
 *   CredentialScope  = yyyy-mm-dd (UTC of X-TC-Timestamp) / sms / tc3_request
 *   StringToSign     = "TC3-HMAC-SHA256" \n timestamp \n CredentialScope \n hex(sha256(CanonicalRequest))
 *   SecretSigning    = HMAC(HMAC(HMAC("TC3" + SecretKey, date), "sms"), "tc3_request")
 *   Signature        = hex(HMAC-SHA256(SecretSigning, StringToSign))
 * with the signed headers (at least content-type and host) as lower-case `name:value` lines.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { startFakeServer, type FakeAnswer, type FakeRequest } from './http';
import { header, sha256Hex, smsFake, type SmsFake } from './sms';

export interface TencentSentSms {
  /** The PhoneNumberSet entry as sent (E.164: +8615500000001). */
  mobile: string;
  signName: string;
  template: string;
  /** TemplateParamSet. */
  params: string[];
  sdkAppId: string;
  serialNo: string;
}

export interface TencentSmsFakeOptions {
  secretId: string;
  secretKey: string;
  /** The application, approved sign name and template; others are refused as the company does. Unset: any. */
  sdkAppId?: string;
  signName?: string;
  templateId?: string;
  /**
   * Numbers (as sent, or their 11 digits) whose SendStatusSet entry carries one of the company's codes
   * instead of Ok (FailedOperation.PhoneNumberInBlacklist, LimitExceeded.PhoneNumberDailyLimit, …).
   */
  refuse?: Record<string, string>;
  /** A code answered as `Response.Error` for every request (FailedOperation.InsufficientBalanceInSmsPackage, …). */
  failAll?: string;
  /** The clock the timestamp is judged by (tests move it). */
  now?: () => number;
  port?: number;
}

/** `refuse(mobile, code)`: from now on, answers `code` in the status of `mobile` (or Ok again with `null`). */
export interface TencentSmsFake extends SmsFake<TencentSentSms, string> {
  /** From now on, answers `code` as `Response.Error` for every request (or serves again with `null`). */
  failAll(code: string | null): void;
}

/** The company's messages for the codes a test is likely to configure (its SMS error code list). */
const MESSAGES: Record<string, string> = {
  'InvalidParameterValue.IncorrectPhoneNumber': 'invalid mobile number',
  'FailedOperation.PhoneNumberInBlacklist': 'the number is in blacklist',
  'LimitExceeded.PhoneNumberDailyLimit':
    'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
  'LimitExceeded.PhoneNumberThirtySecondLimit':
    'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
  'LimitExceeded.PhoneNumberOneHourLimit':
    'the number of sms messages sent from a single mobile number within 1 hour exceeds the upper limit',
  'FailedOperation.InsufficientBalanceInSmsPackage': 'insufficient balance in SMS package',
  'FailedOperation.SignatureIncorrectOrUnapproved': 'signature is not approved or format is wrong',
  'FailedOperation.TemplateIncorrectOrUnapproved':
    'template is not approved or request content does not match the approved template content',
  'InvalidParameterValue.SdkAppIdNotExist': 'the SdkAppId does not exist',
  'AuthFailure.SignatureFailure':
    'The provided credentials could not be validated. Please check your signature is correct.',
  'AuthFailure.SignatureExpire':
    'Signature expired. Timestamp and server time cannot differ by more than five minutes.',
  'AuthFailure.SecretIdNotFound': 'The SecretId is not found, please ensure that your SecretId is correct.',
  'AuthFailure.InvalidAuthorization': 'Authorization in the request header is invalid.',
};

/** X-TC-Timestamp may be this far from the server's clock (AuthFailure.SignatureExpire beyond). */
const FRESHNESS_S = 300;

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** An answer: the company's API 3.0 always answers HTTP 200, a refusal in `Response.Error`. */
function respond(body: Record<string, unknown>): FakeAnswer {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Response: { ...body, RequestId: randomUUID() } }),
  };
}
const refuse = (code: string, message = MESSAGES[code] ?? code): FakeAnswer =>
  respond({ Error: { Code: code, Message: message } });

/** The canonical request of TC3, from what actually arrived. */
export function tencentCanonicalRequest(request: FakeRequest, signedHeaders: string[]): string {
  const url = new URL(request.url, 'http://fake');
  const headers = signedHeaders
    .map((name) => {
      let value = (header(request, name) ?? '').trim().toLowerCase();
      // The company's host never has a port; the SDK signs the URL's host name, so a local port is not signed.
      if (name === 'host') value = value.replace(/:\d+$/, '');
      return `${name}:${value}\n`;
    })
    .join('');
  return [
    request.method,
    url.pathname,
    url.search.slice(1),
    headers,
    signedHeaders.join(';'),
    sha256Hex(request.rawBody),
  ].join('\n');
}

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/\s]+)\/(\d{4}-\d{2}-\d{2})\/([^/\s]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/** The 11 digits of a mainland number given as +86…, 0086…, 86… or bare. */
const mainland = (n: string): string | null => /^(?:\+86|0086|86)?(1[3-9]\d{9})$/.exec(n)?.[1] ?? null;

export async function startTencentSmsFake(options: TencentSmsFakeOptions): Promise<TencentSmsFake> {
  const now = options.now ?? Date.now;
  const refusals = new Map(Object.entries(options.refuse ?? {}));
  let failAll = options.failAll ?? null;
  const sent: TencentSentSms[] = [];

  const handle = (request: FakeRequest): FakeAnswer => {
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'GET' && url.pathname === '/__fake/sent') {
      return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) };
    }

    const auth = AUTHORIZATION.exec(header(request, 'authorization') ?? '');
    if (!auth) return refuse('AuthFailure.InvalidAuthorization');
    const [, secretId, , , signedList, signature] = auth as unknown as [string, string, string, string, string, string];
    const signedHeaders = signedList.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('content-type')) {
      return refuse('AuthFailure.InvalidAuthorization');
    }
    if (secretId !== options.secretId) return refuse('AuthFailure.SecretIdNotFound');
    const timestamp = Number(header(request, 'x-tc-timestamp'));
    if (!Number.isInteger(timestamp))
      return refuse('MissingParameter', 'The request is missing a required parameter `Timestamp`.');
    if (Math.abs(now() / 1000 - timestamp) > FRESHNESS_S) return refuse('AuthFailure.SignatureExpire');
    // The scope is the server's own: the UTC date of the timestamp and this product's service name. A
    // client that signed another date or service (the Credential says which) computed another signature.
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const scope = `${date}/sms/tc3_request`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(tencentCanonicalRequest(request, signedHeaders))}`;
    const signing = hmac(hmac(hmac(`TC3${options.secretKey}`, date), 'sms'), 'tc3_request');
    const expected = hmac(signing, stringToSign);
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return refuse('AuthFailure.SignatureFailure');

    if (header(request, 'x-tc-action') !== 'SendSms')
      return refuse('InvalidAction', 'The action requested is invalid.');
    if (header(request, 'x-tc-version') !== '2021-01-11')
      return refuse('NoSuchVersion', 'The requested version does not exist.');
    if (!header(request, 'x-tc-region'))
      return refuse('MissingParameter', 'The request is missing a required parameter `Region`.');

    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(request.rawBody.toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return refuse('FailedOperation.FailResolvePacket', 'request packet could not be resolved');
    }
    const strings = (v: unknown): string[] | null =>
      Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : null;
    const phoneNumbers = strings(body.PhoneNumberSet);
    const params = body.TemplateParamSet === undefined ? [] : strings(body.TemplateParamSet);
    const { SmsSdkAppId: sdkAppId, TemplateId: template, SignName: signName } = body;
    if (!phoneNumbers?.length || typeof sdkAppId !== 'string' || typeof template !== 'string') {
      return refuse('MissingParameter', 'The request is missing a required parameter.');
    }
    if (params === null || (signName !== undefined && typeof signName !== 'string')) {
      return refuse('InvalidParameter', 'The parameter format is incorrect.');
    }
    if (options.sdkAppId !== undefined && sdkAppId !== options.sdkAppId)
      return refuse('InvalidParameterValue.SdkAppIdNotExist');
    if (options.signName !== undefined && signName !== options.signName) {
      return refuse('FailedOperation.SignatureIncorrectOrUnapproved');
    }
    if (options.templateId !== undefined && template !== options.templateId) {
      return refuse('FailedOperation.TemplateIncorrectOrUnapproved');
    }
    if (failAll) return refuse(failAll);

    const SendStatusSet = phoneNumbers.map((phone) => {
      const digits = mainland(phone);
      const code =
        refusals.get(phone) ??
        (digits ? refusals.get(digits) : undefined) ??
        (digits ? 'Ok' : 'InvalidParameterValue.IncorrectPhoneNumber');
      const serialNo = `${Date.now()}:${randomUUID().slice(0, 8)}`;
      if (code === 'Ok') sent.push({ mobile: phone, signName: signName ?? '', template, params, sdkAppId, serialNo });
      return {
        SerialNo: code === 'Ok' ? serialNo : '',
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: typeof body.SessionContext === 'string' ? body.SessionContext : '',
        Code: code,
        Message: code === 'Ok' ? 'send success' : (MESSAGES[code] ?? code),
        IsoCode: digits ? 'CN' : '',
      };
    });
    return respond({ SendStatusSet });
  };

  return {
    ...smsFake(await startFakeServer(handle, options.port), sent, refusals),
    failAll(code) {
      failAll = code;
    },
  };
}
