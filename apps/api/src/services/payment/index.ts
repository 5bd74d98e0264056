import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../../config';
import type { PayProviderName, PaymentGateway } from './gateway';
import { PaymentGateways } from './gateways';
import { SandboxGateway } from './sandbox-gateway';

export { PaymentGateways } from './gateways';

export interface PaymentGatewayOptions {
  /** The sandbox's clock (what it stamps a payment with, so its day's bill follows a test's ManualClock). */
  now?: () => Date;
}

/**
 * Issue 33: how each company's gateway is built (its variables are checked by loadConfig). A company's
 * module is imported only when PAYMENT_DRIVER names it: `alipay-sdk` alone takes ~0.4 s to import, which
 * every api start — and every test file that builds the app on the sandbox — would otherwise pay.
 */
const BUILDERS: Record<
  PayProviderName,
  (config: ApiConfig, options: PaymentGatewayOptions) => PaymentGateway | Promise<PaymentGateway>
> = {
  // Unset PAYMENT_NOTIFY_KEY → a random key per process (nobody outside can forge a sandbox notification).
  sandbox: (config, options) =>
    new SandboxGateway(config.PAYMENT_NOTIFY_KEY ?? randomBytes(32).toString('hex'), options.now),
  wechatpay: async (config) => (await import('./wechatpay/index')).createWechatPayGateway(config),
  alipay: async (config) => (await import('./alipay/index')).createAlipayGateway(config),
};

/** The gateways PAYMENT_DRIVER names, in its order (the first is the cashier's default). */
export async function createPaymentGateways(
  config: ApiConfig,
  options: PaymentGatewayOptions = {},
): Promise<PaymentGateways> {
  return new PaymentGateways(await Promise.all(config.PAYMENT_DRIVER.map((name) => BUILDERS[name](config, options))));
}
