import { maskMobile, SmsDeliveryError, type SmsDriver } from './sms-driver';

export interface ProviderSmsOptions {
  url: string;
  key: string;
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Production: posts the code to a paid SMS gateway (`POST {url}` with a bearer key and a JSON body
 * `{ mobile, template, params: { code } }`) and never answers the code — it reaches the user's phone only.
 */
export class ProviderSmsDriver implements SmsDriver {
  readonly name = 'provider' as const;
  readonly #fetch: typeof fetch;

  constructor(private readonly options: ProviderSmsOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async deliver(mobile: string, code: string): Promise<null> {
    let res: Response;
    try {
      res = await this.#fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.key}` },
        body: JSON.stringify({ mobile, template: 'login_code', params: { code } }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (err) {
      throw new SmsDeliveryError(`SMS gateway unreachable for ${maskMobile(mobile)}`, { cause: err });
    }
    if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status} for ${maskMobile(mobile)}`);
    return null;
  }
}
