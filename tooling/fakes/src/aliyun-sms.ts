/**
 * Alibaba Cloud SMS, SendSms of API version 2017-05-25 (issue 33), as the company answers it: the request
 * must carry a valid V3 signature (ACS3-HMAC-SHA256 — the one its current SDKs send), a fresh x-acs-date
 * and an unused x-acs-signature-nonce; refusals use the company's codes and HTTP statuses. Each message it
 * accepts is recorded (`sent()`, `GET /__fake/sent`) and never delivered.
 *
 * The signature, as the company documents it (V3 request structure and signature):
 *   CanonicalRequest = METHOD \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders \n
 *                      hex(sha256(body))
 *   StringToSign     = "ACS3-HMAC-SHA256" \n hex(sha256(CanonicalRequest))
 *   Signature        = hex(HMAC-SHA256(AccessKeySecret, StringToSign))
 * with the query's names and values RFC 3986-encoded and sorted, and the signed headers (host, content-type
 * and every x-acs-* header present) lower-cased, sorted and trimmed.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { startFakeServer, type FakeAnswer, type FakeRequest } from './http';
import { header, sha256Hex, smsFake, type SmsFake } from './sms';

export interface AliyunSentSms {
  /** PhoneNumbers as sent (11 digits for a mainland number). */
  mobile: string;
  signName: string;
  template: string;
  /** TemplateParam, parsed. */
  params: Record<string, string>;
  bizId: string;
}

export interface AliyunSmsFakeOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name and template; others are refused as the company does. Unset: any. */
  signName?: string;
  templateCode?: string;
  /**
   * Numbers answered with one of the company's codes instead of OK (isv.MOBILE_NUMBER_ILLEGAL, …), with its
   * usual message or the one given (the day-level isv.BUSINESS_LIMIT_CONTROL: ALIYUN_DAY_LIMIT).
   */
  refuse?: Record<string, AliyunRefusal>;
  /** The clock the freshness of x-acs-date is judged by (tests move it). */
  now?: () => number;
  port?: number;
}

export type AliyunRefusal = string | { code: string; message: string };

/** `refuse(mobile, refusal)`: from now on, answers `refusal` for `mobile` (or OK again with `null`). */
export type AliyunSmsFake = SmsFake<AliyunSentSms, AliyunRefusal>;

/** The company's messages for the codes a test is likely to configure (its SendSms error code list). */
const MESSAGES: Record<string, string> = {
  'isv.MOBILE_NUMBER_ILLEGAL': '非法手机号',
  'isv.BUSINESS_LIMIT_CONTROL': '触发分钟级流控Permits:1',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isv.OUT_OF_SERVICE': '业务停机',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
  'isv.INVALID_JSON_PARAM': 'JSON参数不合法，只接受字符串值',
  'isv.DAY_LIMIT_CONTROL': '触发日发送限额',
  'isp.SYSTEM_ERROR': 'isp.SYSTEM_ERROR',
};

/** The company's day-level flow control: the minute-level code with another message. */
export const ALIYUN_DAY_LIMIT: AliyunRefusal = {
  code: 'isv.BUSINESS_LIMIT_CONTROL',
  message: '触发天级流控Permits:10',
};

/** x-acs-date may be this far from the server's clock, and a nonce is remembered this long. */
const FRESHNESS_MS = 15 * 60_000;

/** RFC 3986 percent-encoding (unreserved A-Z a-z 0-9 - _ . ~ kept), as the V3 canonical forms ask. */
export const rfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function json(status: number, body: unknown): FakeAnswer {
  return { status, headers: { 'content-type': 'application/json;charset=utf-8' }, body: JSON.stringify(body) };
}

/** A refusal before the API runs: the company answers these with an HTTP error status. */
function apiError(status: number, code: string, message: string): FakeAnswer {
  return json(status, {
    RequestId: randomUUID().toUpperCase(),
    HostId: 'dysmsapi.aliyuncs.com',
    Code: code,
    Message: message,
  });
}

/** The canonical request of V3, from what actually arrived (the body's own hash, not the header's claim). */
export function aliyunCanonicalRequest(request: FakeRequest, signedHeaders: string[]): string {
  const url = new URL(request.url, 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = url.pathname
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const headers = signedHeaders.map((name) => `${name}:${(header(request, name) ?? '').trim()}\n`).join('');
  return [request.method, path, query, headers, signedHeaders.join(';'), sha256Hex(request.rawBody)].join('\n');
}

const AUTHORIZATION = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/;

export async function startAliyunSmsFake(options: AliyunSmsFakeOptions): Promise<AliyunSmsFake> {
  const now = options.now ?? Date.now;
  const refusals = new Map(Object.entries(options.refuse ?? {}));
  const nonces = new Map<string, number>();
  const sent: AliyunSentSms[] = [];

  const handle = (request: FakeRequest): FakeAnswer => {
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'GET' && url.pathname === '/__fake/sent') return json(200, sent);

    const auth = AUTHORIZATION.exec(header(request, 'authorization') ?? '');
    if (!auth)
      return apiError(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    const [, keyId, signedList, signature] = auth as unknown as [string, string, string, string];
    if (keyId !== options.accessKeyId)
      return apiError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    // Sorted here: a client that signed them in another order computed another canonical request.
    const signedHeaders = signedList.toLowerCase().split(';').sort();
    const mustSign = Object.keys(request.headers).filter(
      (h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'),
    );
    if (mustSign.some((h) => !signedHeaders.includes(h))) {
      return apiError(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    }
    if (header(request, 'x-acs-content-sha256') !== sha256Hex(request.rawBody)) {
      return apiError(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    }
    const canonical = aliyunCanonicalRequest(request, signedHeaders);
    const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`;
    const expected = createHmac('sha256', options.accessKeySecret).update(stringToSign).digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return apiError(
        400,
        'SignatureDoesNotMatch',
        `Specified signature does not match our calculation. server string to sign is:${stringToSign}`,
      );
    }
    // Only a signed request is judged for freshness and replay, as the company does.
    const date = Date.parse(header(request, 'x-acs-date') ?? '');
    if (!Number.isFinite(date) || Math.abs(now() - date) > FRESHNESS_MS) {
      return apiError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    const nonce = header(request, 'x-acs-signature-nonce');
    for (const [seen, at] of nonces) if (now() - at > FRESHNESS_MS) nonces.delete(seen);
    if (!nonce) return apiError(400, 'MissingSignatureNonce', 'SignatureNonce is mandatory for this action.');
    if (nonces.has(nonce)) return apiError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.set(nonce, now());

    if (header(request, 'x-acs-action') !== 'SendSms') {
      return apiError(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    if (header(request, 'x-acs-version') !== '2017-05-25') {
      return apiError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
    }
    // SendSms takes its parameters in the query; a form body is read as well, as the company does.
    const params = new URLSearchParams(url.search);
    if ((header(request, 'content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(request.rawBody.toString('utf8'))) params.set(k, v);
    }
    const answer = (code: string, message = MESSAGES[code] ?? code) =>
      json(200, { RequestId: randomUUID().toUpperCase(), Code: code, Message: message });
    const mobile = params.get('PhoneNumbers') ?? '';
    const signName = params.get('SignName') ?? '';
    const template = params.get('TemplateCode') ?? '';
    for (const [name, value] of [
      ['PhoneNumbers', mobile],
      ['SignName', signName],
      ['TemplateCode', template],
    ] as const) {
      if (!value) return apiError(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    if (options.signName !== undefined && signName !== options.signName) return answer('isv.SMS_SIGNATURE_ILLEGAL');
    if (options.templateCode !== undefined && template !== options.templateCode)
      return answer('isv.SMS_TEMPLATE_ILLEGAL');
    let templateParams: Record<string, string>;
    try {
      const parsed: unknown = JSON.parse(params.get('TemplateParam') ?? '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      if (Object.values(parsed).some((v) => typeof v !== 'string')) throw new Error('not strings');
      templateParams = parsed as Record<string, string>;
    } catch {
      return answer('isv.INVALID_JSON_PARAM');
    }
    const refusal = refusals.get(mobile);
    if (typeof refusal === 'string') return answer(refusal);
    if (refusal) return answer(refusal.code, refusal.message);
    // One mainland number (the fake takes no batch): the company refuses anything else as illegal.
    if (!/^1[3-9]\d{9}$/.test(mobile)) return answer('isv.MOBILE_NUMBER_ILLEGAL');
    const bizId = `${Date.now()}${String(sent.length).padStart(6, '0')}^0`;
    sent.push({ mobile, signName, template, params: templateParams, bizId });
    return json(200, { RequestId: randomUUID().toUpperCase(), Code: 'OK', Message: 'OK', BizId: bizId });
  };

  return smsFake(await startFakeServer(handle, options.port), sent, refusals);
}
