/**
 * Delivers SMS verification codes. The api decides what a code is and when one may be sent; a driver
 * only delivers it. `deliver` answers what the caller may reveal to the client: the dev driver the code
 * itself (docs/product.md §7: the web fills it into the field), a real gateway null — always.
 */
export interface SmsDriver {
  readonly name: 'dev' | 'provider';
  deliver(mobile: string, code: string): Promise<string | null>;
}

/** A delivery the gateway refused or could not take; the caller answers a Chinese failure. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** Masks a mobile for logs: 138****0001. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
