/**
 * The notify route's attack suite (pay-notify.test-kit.ts) against the sandbox gateway, on every database of
 * the harness: forged signatures, another key, garbage, wrong amounts, unknown orders, 20 concurrent
 * deliveries and replays.
 */
import { PaymentGateways } from '../../services/payment/gateways';
import { SandboxGateway } from '../../services/payment/sandbox-gateway';
import { payNotifyAttackSuite, type NotifiedPayment } from './pay-notify.test-kit';

const KEY = 'pay-notify-test-key-0001';
let sandbox: SandboxGateway;
const fields = (p: NotifiedPayment) =>
  ({ outTradeNo: p.outTradeNo, tradeNo: p.tradeNo, amount: p.amountFen, status: 'SUCCESS' }) as const;

payNotifyAttackSuite({
  provider: 'sandbox',
  channel: 'sandbox',
  gateways: (clock) => {
    sandbox = new SandboxGateway(KEY, () => clock.now());
    return new PaymentGateways([sandbox]);
  },
  paid: (p) => sandbox.notification(fields(p)),
  forgeries: {
    'a made-up signature': (p) => sandbox.notification(fields(p), 'a'.repeat(64)),
    'signed under another key': (p) =>
      sandbox.notification(fields(p), new SandboxGateway('another-key-entirely-0001').sign(fields(p))),
    'the amount changed after signing': (p) => {
      const signed = sandbox.sign(fields(p));
      return sandbox.notification({ ...fields(p), amount: p.amountFen * 100 }, signed);
    },
    'no signature': (p) => ({
      headers: { 'content-type': 'application/json' },
      rawBody: Buffer.from(JSON.stringify(fields(p))),
    }),
  },
});
