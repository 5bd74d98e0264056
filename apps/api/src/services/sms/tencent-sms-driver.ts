/**
 * Tencent Cloud SMS (issue 33): SendSms of API version 2021-01-11 through the company's own SDK
 * (`tencentcloud-sdk-nodejs-sms`, client `sms.v20210111`, which signs with TC3-HMAC-SHA256). The code
 * reaches the user's phone only; `deliver` never answers it.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { sms } from 'tencentcloud-sdk-nodejs-sms';
import { describeFailure, redact } from './delivery-failure';
import { maskMobile, SmsDeliveryError, type SmsDriver, type SmsRefusal } from './sms-driver';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** TENCENT_SMS_ENDPOINT: scheme, host and port (`https://sms.tencentcloudapi.com`, a local server's http://127.0.0.1:PORT). */
  endpoint: string;
  /** The whole request; the user waits on this, so seconds, not the SDK's minute. */
  timeoutMs?: number;
}

type SmsClient = InstanceType<typeof sms.v20210111.Client>;

/**
 * The SDK, loaded only by this driver: importing it took 0.9–1.1 s on the shared two-core machine
 * (measured), which every api start and test app would pay if the module imported it at the top whatever
 * SMS_DRIVER says.
 */
const loadSdk = async () => (await import('tencentcloud-sdk-nodejs-sms')).sms.v20210111.Client;

/** The company's own host: the SDK names the signed service after its first label (`sms`). */
const TENCENT_SMS_HOST = 'sms.tencentcloudapi.com';

/**
 * The status codes the user can act on (the company's SendSms error code list); each number's status
 * carries one, and a whole request's `Response.Error` the same kind. The rest — balance
 * (FailedOperation.InsufficientBalanceInSmsPackage), sign name, template, app id, a number that unsubscribed
 * (FailedOperation.PhoneNumberInBlacklist), internal errors — is ours to fix or nobody's, and the user can
 * only wait.
 */
export function tencentRefusal(code: string): SmsRefusal {
  switch (code) {
    case 'InvalidParameterValue.IncorrectPhoneNumber':
      return 'invalid-mobile';
    case 'LimitExceeded.PhoneNumberDailyLimit':
      return 'daily-limit';
    case 'LimitExceeded.PhoneNumberThirtySecondLimit':
    case 'LimitExceeded.PhoneNumberOneHourLimit':
    case 'LimitExceeded.PhoneNumberSameContentDailyLimit':
    case 'LimitExceeded.DeliveryFrequencyLimit':
      return 'too-frequent';
    default:
      return 'unavailable';
  }
}

/**
 * An agent whose every connection goes to `host:port`, whatever the URL's host says. The SDK derives the
 * signature's credential scope from its endpoint's first label (`sms.tencentcloudapi.com` → `sms`), and
 * the company refuses any other service there; an endpoint such as http://127.0.0.1:PORT would sign for
 * the service `127`. So such an endpoint keeps the company's host name for the SDK and the signature, and
 * only the connection goes to the configured address — what `curl --resolve` does.
 */
function pinnedAgent(url: URL): http.Agent {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'https:') {
    const agent = new https.Agent();
    agent.createConnection = () => tls.connect({ host, port, servername: net.isIP(host) ? undefined : host });
    return agent;
  }
  const agent = new http.Agent();
  agent.createConnection = () => net.connect({ host, port });
  return agent;
}

export class TencentSmsDriver implements SmsDriver {
  readonly name = 'tencent' as const;
  readonly #client: Promise<SmsClient>;

  /** In a private field, so no log or JSON of the driver can carry the secret. */
  readonly #options: TencentSmsOptions;

  constructor(options: TencentSmsOptions) {
    this.#options = options;
    const url = new URL(options.endpoint);
    // The SDK always posts to `/`: a path would be dropped without a word, so it is refused at start instead.
    if (url.pathname !== '/') throw new Error('TENCENT_SMS_ENDPOINT must be scheme, host and port only (no path)');
    const ownHost = url.hostname.split('.')[0] === 'sms';
    // Loading starts now, in the background; a failure to load surfaces at the first delivery.
    this.#client = loadSdk().then(
      (Client) =>
        new Client({
          credential: { secretId: options.secretId, secretKey: options.secretKey },
          region: options.region,
          profile: {
            httpProfile: {
              endpoint: ownHost ? url.host : TENCENT_SMS_HOST,
              protocol: `${url.protocol}//`,
              reqMethod: 'POST',
              // In seconds; the SDK's default is 60.
              reqTimeout: Math.max(1, Math.ceil((options.timeoutMs ?? 5_000) / 1000)),
              // An explicit agent also keeps a stray http_proxy in the environment from rerouting a local server.
              ...(ownHost ? {} : { agent: pinnedAgent(url) }),
            },
          },
        }),
    );
    this.#client.catch(() => undefined);
  }

  async deliver(mobile: string, code: string): Promise<null> {
    const scrub = (text: string) => redact(text, [this.#options.secretKey, code, mobile]);
    let statuses: { Code?: string; Message?: string; PhoneNumber?: string }[] | undefined;
    let requestId: string | undefined;
    try {
      const client = await this.#client;
      const answer = await client.SendSms({
        SmsSdkAppId: this.#options.sdkAppId,
        SignName: this.#options.signName,
        TemplateId: this.#options.templateId,
        TemplateParamSet: [code],
        // E.164 (the company's PhoneNumberSet); checkMobile has made it 11 digits of a mainland number.
        PhoneNumberSet: [`+86${mobile}`],
      });
      statuses = answer.SendStatusSet;
      requestId = answer.RequestId;
    } catch (err) {
      // The SDK throws for Response.Error (signature, key, parameters, limits), HTTP errors and the network.
      const e = (err ?? {}) as { code?: unknown; message?: unknown; requestId?: unknown; httpCode?: unknown };
      const failure = describeFailure({ ...e, statusCode: e.httpCode });
      throw new SmsDeliveryError(scrub(`Tencent Cloud SendSms failed for ${maskMobile(mobile)}: ${failure}`), {
        refusal: tencentRefusal(typeof e.code === 'string' ? e.code : ''),
      });
    }
    const status = statuses?.[0];
    if (status?.Code === 'Ok') return null;
    const what = `${status?.Code ?? '(no status)'} ${status?.Message ?? ''} (request ${requestId ?? '?'})`;
    throw new SmsDeliveryError(scrub(`Tencent Cloud SendSms refused ${maskMobile(mobile)}: ${what}`), {
      refusal: tencentRefusal(status?.Code ?? ''),
    });
  }
}
