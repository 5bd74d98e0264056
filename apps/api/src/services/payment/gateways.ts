/**
 * The payment companies in use (PAYMENT_DRIVER, issue 33), in the operator's order: the cashier offers them so
 * and the first is the default. A notification names its company by path (`/api/pay/notify/{name}`).
 */
import type { PayProviderName, PaymentGateway } from './gateway';

export class PaymentGateways {
  readonly #byName: Map<string, PaymentGateway>;

  constructor(readonly list: readonly PaymentGateway[]) {
    if (list.length === 0) throw new Error('PaymentGateways needs at least one gateway');
    this.#byName = new Map(list.map((g) => [g.name, g]));
  }

  /** The gateway of a name, or undefined for a company not configured here. */
  get(name: string): PaymentGateway | undefined {
    return this.#byName.get(name);
  }

  /** The first configured: the cashier's default. */
  get default(): PaymentGateway {
    return this.list[0]!;
  }

  has(name: PayProviderName): boolean {
    return this.#byName.has(name);
  }
}
