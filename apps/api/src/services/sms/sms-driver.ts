/**
 * Delivers SMS verification codes. The api decides what a code is and when one may be sent; a driver
 * only delivers it. `deliver` answers what the caller may reveal to the client: the dev driver the code
 * itself (docs/product.md §7: the web fills it into the field), a real gateway null — always.
 */
export interface SmsDriver {
  readonly name: 'dev' | 'provider' | 'aliyun' | 'tencent';
  deliver(mobile: string, code: string): Promise<string | null>;
}

/**
 * Why a delivery failed, as far as the user can act on it: the company refused the number, its own
 * frequency or daily limit for the number was hit, or anything else (our account, balance, signature,
 * template, network, timeout) — which the user can only wait out.
 */
export type SmsRefusal = 'invalid-mobile' | 'too-frequent' | 'daily-limit' | 'unavailable';

/**
 * A delivery the gateway refused or could not take; the caller answers a Chinese failure. The message is
 * for the log: it names the company's code and the masked mobile, never a key or the code sent.
 */
export class SmsDeliveryError extends Error {
  readonly refusal: SmsRefusal;

  constructor(message: string, options?: { cause?: unknown; refusal?: SmsRefusal }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SmsDeliveryError';
    this.refusal = options?.refusal ?? 'unavailable';
  }
}

/** Masks a mobile for logs: 138****0001. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
