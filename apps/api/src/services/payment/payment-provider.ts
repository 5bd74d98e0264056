/**
 * The payment provider behind the cashier and payouts (issue 9, docs/decisions/011). A real driver talks
 * to a payment company (a QR code to scan, a signed callback to /api/pay/notify/{name}, bank transfers);
 * the sandbox driver does the same in-process for development and tests: its QR code is a link to the
 * cashier's confirm button, its callbacks are signed with PAYMENT_NOTIFY_KEY, its transfers succeed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface NotifyFields {
  outTradeNo: string;
  tradeNo: string;
  amount: number;
  status: 'SUCCESS' | 'FAIL';
}

export interface TransferRequest {
  payoutId: number;
  amount: number;
  cardNo: string;
  holderName: string;
}

export interface TransferResult {
  status: 'paid' | 'failed';
  ref: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Whether the development "confirm payment" button may make this provider send its callback. */
  readonly sandbox: boolean;
  /** What the cashier's QR code encodes for an order. */
  qrCodeFor(outTradeNo: string, amount: number): string;
  /** Whether a callback's signature is the provider's. */
  verify(fields: NotifyFields, sign: string): boolean;
  /** The signature the provider puts on a callback (the sandbox signs its own; tests forge with it). */
  sign(fields: NotifyFields): string;
  /** Pays a payout out to a bank card. */
  transfer(request: TransferRequest): Promise<TransferResult>;
}

/** The text a callback's signature covers: its fields in a fixed order. */
export const notifyPayload = (f: NotifyFields): string =>
  `amount=${f.amount}&outTradeNo=${f.outTradeNo}&status=${f.status}&tradeNo=${f.tradeNo}`;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly key: string) {}

  qrCodeFor(outTradeNo: string, amount: number): string {
    return `sandbox://pay?outTradeNo=${encodeURIComponent(outTradeNo)}&amount=${amount}`;
  }

  sign(fields: NotifyFields): string {
    return createHmac('sha256', this.key).update(notifyPayload(fields)).digest('hex');
  }

  verify(fields: NotifyFields, sign: string): boolean {
    const expected = Buffer.from(this.sign(fields), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    // A sandbox card number ending in 0000 is refused by the "bank", to exercise the failure path.
    const failed = request.cardNo.endsWith('0000');
    return { status: failed ? 'failed' : 'paid', ref: `SBX-T${request.payoutId}-${Date.now().toString(36)}` };
  }
}
