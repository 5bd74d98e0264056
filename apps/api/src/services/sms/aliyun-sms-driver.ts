/**
 * Alibaba Cloud SMS (issue 33): SendSms of API version 2017-05-25 through the company's own SDK
 * (`@alicloud/dysmsapi20170525` over `@alicloud/openapi-core`, which signs with ACS3-HMAC-SHA256, the V3
 * signature). The code reaches the user's phone only; `deliver` never answers it.
 */
import type DysmsapiClient from '@alicloud/dysmsapi20170525';
import type { SendSmsRequest as SendSmsRequestModel } from '@alicloud/dysmsapi20170525';
import { describeFailure, redact } from './delivery-failure';
import { maskMobile, SmsDeliveryError, type SmsDriver, type SmsRefusal } from './sms-driver';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** ALIYUN_SMS_ENDPOINT: scheme, host and port (`https://dysmsapi.aliyuncs.com`, a local server's http://127.0.0.1:PORT). */
  endpoint: string;
  /** Connect and read timeouts; the user waits on this, so seconds, not the SDK's minute. */
  timeoutMs?: number;
}

/**
 * The SDK, loaded only by this driver: importing it took 2.7–3.4 s on the shared two-core machine (measured,
 * and `@alicloud/openapi-core` 0.2 s more), which every api start and test app would pay if the module
 * imported it at the top whatever SMS_DRIVER says.
 */
async function loadSdk() {
  const [dysmsapi, core] = await Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-core')]);
  // Node's ESM import of this CommonJS package hands over its whole exports object as the default (the
  // class is one level down); bundlers and TypeScript's interop give the class itself.
  const sdkDefault = dysmsapi.default as unknown as { default?: typeof dysmsapi.default };
  return {
    Client: sdkDefault.default ?? dysmsapi.default,
    SendSmsRequest: dysmsapi.SendSmsRequest,
    Config: core.$OpenApiUtil.Config,
  };
}

/**
 * The company's answer codes that the user can act on (its SendSms error code list). isv.BUSINESS_LIMIT_CONTROL
 * is the per-number flow control at minute, hour and day level; its message says which (触发天级流控 for the day).
 * Everything else — balance (isv.AMOUNT_NOT_ENOUGH, isv.OUT_OF_SERVICE), sign name, template, account, RAM,
 * isp.SYSTEM_ERROR — is ours to fix, and the user can only wait.
 */
export function aliyunRefusal(code: string, message: string): SmsRefusal {
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL') return 'invalid-mobile';
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return /天级|day/i.test(message) ? 'daily-limit' : 'too-frequent';
  return 'unavailable';
}

interface SdkError {
  code?: unknown;
  message?: unknown;
  requestId?: unknown;
  statusCode?: unknown;
}

export class AliyunSmsDriver implements SmsDriver {
  readonly name = 'aliyun' as const;
  readonly #sdk: Promise<{
    client: DysmsapiClient;
    SendSmsRequest: typeof SendSmsRequestModel;
  }>;

  /** In a private field, so no log or JSON of the driver can carry the secret. */
  readonly #options: AliyunSmsOptions;

  constructor(options: AliyunSmsOptions) {
    this.#options = options;
    const url = new URL(options.endpoint);
    // The SDK always posts to `/`: a path would be dropped without a word, so it is refused at start instead.
    if (url.pathname !== '/') throw new Error('ALIYUN_SMS_ENDPOINT must be scheme, host and port only (no path)');
    const timeout = options.timeoutMs ?? 5_000;
    // Loading starts now, in the background; a failure to load surfaces at the first delivery.
    this.#sdk = loadSdk().then(({ Client, SendSmsRequest, Config }) => ({
      SendSmsRequest,
      client: new Client(
        new Config({
          accessKeyId: options.accessKeyId,
          accessKeySecret: options.accessKeySecret,
          // The SDK builds `${protocol}://${endpoint}` and signs `host` as the endpoint, so host:port goes here.
          endpoint: url.host,
          protocol: url.protocol.slice(0, -1),
          connectTimeout: timeout,
          readTimeout: timeout,
        }),
      ),
    }));
    this.#sdk.catch(() => undefined);
  }

  async deliver(mobile: string, code: string): Promise<null> {
    const { client, SendSmsRequest } = await this.#sdk;
    const request = new SendSmsRequest({
      phoneNumbers: mobile,
      signName: this.#options.signName,
      templateCode: this.#options.templateCode,
      templateParam: JSON.stringify({ code }),
    });
    let body: { code?: string; message?: string; requestId?: string } | undefined;
    try {
      body = (await client.sendSms(request)).body;
    } catch (err) {
      // The SDK throws for HTTP 4xx/5xx (signature, key, throttling of the API itself) and for the network.
      const e = (err ?? {}) as SdkError;
      const what = describeFailure(e);
      throw new SmsDeliveryError(
        redact(`Alibaba Cloud SendSms failed for ${maskMobile(mobile)}: ${what}`, [
          this.#options.accessKeySecret,
          code,
          mobile,
        ]),
      );
    }
    if (body?.code === 'OK') return null;
    const answer = `${body?.code ?? '(no code)'} ${body?.message ?? ''} (request ${body?.requestId ?? '?'})`;
    throw new SmsDeliveryError(
      redact(`Alibaba Cloud SendSms refused ${maskMobile(mobile)}: ${answer}`, [
        this.#options.accessKeySecret,
        code,
        mobile,
      ]),
      {
        refusal: aliyunRefusal(body?.code ?? '', body?.message ?? ''),
      },
    );
  }
}
