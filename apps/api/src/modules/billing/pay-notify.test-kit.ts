/**
 * The attacks on POST /api/pay/notify/{provider} (issue 33) as a suite any gateway runs: the sandbox's in
 * pay-notify.test.ts, and after the merge the WeChat Pay and Alipay gateways against their fakes
 * (tooling/fakes). A gateway brings how its company's notifications are made; the suite checks that nothing
 * but an authentic notification of the right amount moves money, and that it moves it once.
 *
 *   payNotifyAttackSuite({ provider: 'wechatpay', channel: 'native', gateways, paid, forgeries })
 */
import type { PayOrder } from '@bazaar/domain/api';
import { PAY_ORDER_STATUS } from '@bazaar/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import type { NotifyRequest, PayChannel, PayProviderName } from '../../services/payment/gateway';
import type { PaymentGateways } from '../../services/payment/gateways';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { publishAndOpen } from '../tasks/tasks.test-kit';

/** What the company's notification is about. */
export interface NotifiedPayment {
  outTradeNo: string;
  /** What the notification says was taken (the attack with a wrong amount changes it). */
  amountFen: number;
  tradeNo: string;
}

export interface NotifyAttackKit {
  provider: PayProviderName;
  /** The channel the suite's orders are made with (the company's create must answer it). */
  channel: PayChannel;
  /** The app's gateways, this one among them (built once per database; the clock is the app's). */
  gateways: (clock: ManualClock) => PaymentGateways | Promise<PaymentGateways>;
  /** An authentic notification of a payment, exactly as the company sends it. */
  paid: (payment: NotifiedPayment) => NotifyRequest | Promise<NotifyRequest>;
  /** Notifications that must be refused (4xx), by name: a bad signature, a stale timestamp, another key… */
  forgeries: Record<string, (payment: NotifiedPayment) => NotifyRequest | Promise<NotifyRequest>>;
  /** Called after the app starts (a fake server's handle, …); optional. */
  afterStart?: (app: TestApp) => void | Promise<void>;
}

const EMPLOYER = '13900000002';

export function payNotifyAttackSuite(kit: NotifyAttackKit): void {
  describe.each(DRIVERS)(`${kit.provider} notifications under attack on %s`, (driver) => {
    let t: TestApp;
    let login: TestLogin;
    const clock = new ManualClock(new Date());
    const { post } = userCalls(() => ({ app: t.app, login }));
    const db = () => t.app.database.db;

    beforeAll(async () => {
      t = await startTestApp(driver, {}, { clock, paymentGateways: await kit.gateways(clock) });
      login = new TestLogin(t.app, clock);
      await kit.afterStart?.(t);
    });
    afterAll(async () => {
      await t?.close();
    });

    /** A fresh task of the employer and its pay order at this company. */
    const newOrder = async (): Promise<PayOrder> => {
      const orderId = await publishAndOpen(post, EMPLOYER, {}, { taskName: '通知攻击测试', taskAmount: 321 });
      const res = await post<PayOrder>(
        '/api/plat/pay/createTaskPayOrder',
        { orderId, provider: kit.provider, channel: kit.channel },
        EMPLOYER,
      );
      expect(res.body.success, res.body.resultMessage).toBe(true);
      return res.body.data;
    };
    const send = async (request: NotifyRequest) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers[k] = v;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/pay/notify/${kit.provider}`,
        headers,
        payload: request.rawBody,
      });
      return res.statusCode;
    };
    /** Everything money leaves behind: movements, entries, bills; and the order's status. */
    const moneyOf = async (payOrderId: number) => {
      const count = async (table: 'ledger_movements' | 'ledger_entries' | 'bills') =>
        (
          await db()
            .selectFrom(table)
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const order = await db()
        .selectFrom('pay_orders')
        .select('status')
        .where('pay_order_id', '=', payOrderId)
        .executeTakeFirstOrThrow();
      return {
        movements: await count('ledger_movements'),
        entries: await count('ledger_entries'),
        bills: await count('bills'),
        status: order.status,
      };
    };
    const anomaliesOf = (outTradeNo: string) =>
      db().selectFrom('pay_anomalies').select(['kind', 'times']).where('out_trade_no', '=', outTradeNo).execute();
    const paymentOf = (order: PayOrder, tradeNo: string): NotifiedPayment => ({
      outTradeNo: order.outTradeNo,
      amountFen: order.amount,
      tradeNo,
    });

    it('refuses forged and garbage notifications with a 4xx; nothing moves and nothing is kept', async () => {
      const order = await newOrder();
      const before = await moneyOf(order.payOrderId);
      const payment = paymentOf(order, 'T-FORGED');
      for (const [name, forge] of Object.entries(kit.forgeries)) {
        const status = await send(await forge(payment));
        expect(status, name).toBeGreaterThanOrEqual(400);
        expect(status, name).toBeLessThan(500);
      }
      for (const [type, body] of [
        ['application/json', '{"outTradeNo":'],
        ['application/json', '[]'],
        ['text/plain', 'garbage'],
        ['application/x-www-form-urlencoded', 'out_trade_no=x&sign=y'],
        ['application/octet-stream', ''],
      ] as const) {
        const status = await send({ headers: { 'content-type': type }, rawBody: Buffer.from(body) });
        expect(status, `${type} ${body}`).toBeGreaterThanOrEqual(400);
        expect(status, `${type} ${body}`).toBeLessThan(500);
      }
      expect(await moneyOf(order.payOrderId)).toEqual(before);
      expect(before.status).toBe(PAY_ORDER_STATUS.pending);
      expect(await anomaliesOf(order.outTradeNo)).toEqual([]);
    });

    it('acknowledges an authentic notification of a wrong amount or an unknown order; nothing moves, one anomaly each', async () => {
      const order = await newOrder();
      const before = await moneyOf(order.payOrderId);
      const wrong = await send(await kit.paid({ ...paymentOf(order, 'T-WRONG'), amountFen: order.amount - 1 }));
      expect(wrong).toBeGreaterThanOrEqual(200);
      expect(wrong).toBeLessThan(300);
      const unknownNo = `BZNOPE${Date.now()}`;
      const unknown = await send(await kit.paid({ outTradeNo: unknownNo, amountFen: 100, tradeNo: 'T-UNKNOWN' }));
      expect(unknown).toBeGreaterThanOrEqual(200);
      expect(unknown).toBeLessThan(300);
      expect(await moneyOf(order.payOrderId)).toEqual(before);
      expect(await anomaliesOf(order.outTradeNo)).toEqual([{ kind: 'amount', times: 1 }]);
      expect(await anomaliesOf(unknownNo)).toEqual([{ kind: 'unknown_order', times: 1 }]);
    });

    it('moves the money exactly once for one valid notification posted 20 times at once, and once more after', async () => {
      const order = await newOrder();
      const before = await moneyOf(order.payOrderId);
      const request = await kit.paid(paymentOf(order, 'T-RACE'));
      const statuses = await Promise.all(Array.from({ length: 20 }, () => send(request)));
      expect(
        statuses.every((s) => s >= 200 && s < 300),
        statuses.join(','),
      ).toBe(true);
      const after = await moneyOf(order.payOrderId);
      // One payment into escrow: one movement, its two entries, the payer's one bill.
      expect(after).toEqual({
        movements: before.movements + 1,
        entries: before.entries + 2,
        bills: before.bills + 1,
        status: PAY_ORDER_STATUS.paid,
      });
      // A replay after success: acknowledged, nothing more moves.
      const replay = await send(request);
      expect(replay).toBeGreaterThanOrEqual(200);
      expect(replay).toBeLessThan(300);
      expect(await moneyOf(order.payOrderId)).toEqual(after);
      expect(await anomaliesOf(order.outTradeNo)).toEqual([]);
    });
  });
}
