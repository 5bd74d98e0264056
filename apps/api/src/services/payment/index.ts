import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../../config';
import type { PayProviderName, PaymentGateway } from './gateway';
import { PaymentGateways } from './gateways';
import { createAlipayGateway } from './alipay/index';
import { SandboxGateway } from './sandbox-gateway';
import { createWechatPayGateway } from './wechatpay/index';

export { PaymentGateways } from './gateways';
export { payoutProviderOf, type PaymentProvider } from './payment-provider';

export interface PaymentGatewayOptions {
  /** The sandbox's clock (what it stamps a payment with, so its day's bill follows a test's ManualClock). */
  now?: () => Date;
}

/** Issue 33: how each company's gateway is built (its variables are checked by loadConfig). */
const BUILDERS: Record<PayProviderName, (config: ApiConfig, options: PaymentGatewayOptions) => PaymentGateway> = {
  // Unset PAYMENT_NOTIFY_KEY → a random key per process (nobody outside can forge a sandbox notification).
  sandbox: (config, options) =>
    new SandboxGateway(config.PAYMENT_NOTIFY_KEY ?? randomBytes(32).toString('hex'), options.now),
  wechatpay: (config) => createWechatPayGateway(config),
  alipay: (config) => createAlipayGateway(config),
};

/** The gateways PAYMENT_DRIVER names, in its order (the first is the cashier's default). */
export function createPaymentGateways(config: ApiConfig, options: PaymentGatewayOptions = {}): PaymentGateways {
  return new PaymentGateways(config.PAYMENT_DRIVER.map((name) => BUILDERS[name](config, options)));
}
