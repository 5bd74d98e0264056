import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../../config';
import { SandboxPaymentProvider, type PaymentProvider } from './payment-provider';

export type { PaymentProvider } from './payment-provider';

/** The provider PAYMENT_DRIVER names; unset PAYMENT_NOTIFY_KEY → a random key per process. */
export function createPaymentProvider(
  config: Pick<ApiConfig, 'PAYMENT_DRIVER' | 'PAYMENT_NOTIFY_KEY'>,
): PaymentProvider {
  const key = config.PAYMENT_NOTIFY_KEY ?? randomBytes(32).toString('hex');
  // Issue 33: the real gateways (services/payment/gateway.ts) replace this single-provider seam.
  if (!config.PAYMENT_DRIVER.includes('sandbox')) throw new Error('PAYMENT_DRIVER: only sandbox is wired yet');
  return new SandboxPaymentProvider(key);
}
