/**
 * Reconciliation (issue 33) with the sandbox gateway, on every database of the harness: a clean day is exit 0;
 * then each kind of difference — paid there and not here, paid here and not there, an amount that differs —
 * is listed with its order, and the exit is 1. The command line's argument and configuration checks too.
 */
import type { PayOrder } from '@bazaar/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as reconcileCli } from '../../pay-reconcile';
import { ManualClock } from '../../services/clock/clock';
import { PaymentGateways } from '../../services/payment/gateways';
import { SandboxGateway } from '../../services/payment/sandbox-gateway';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { publishAndOpen } from '../tasks/tasks.test-kit';
import { chinaDayOf, printReconciliation, reconcilePayments } from './pay-reconcile';

const EMPLOYER = '13900000002';
const KEY = 'pay-reconcile-test-key-01';

describe.each(DRIVERS)('payment reconciliation on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  // Noon in China, a month after the seed's payments: the day holds only this test's.
  const clock = new ManualClock(new Date(Date.now() + 30 * 86_400_000));
  const sandbox = new SandboxGateway(KEY, () => clock.now());
  const gateways = new PaymentGateways([sandbox]);
  const { post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;

  beforeAll(async () => {
    const noon = new Date(`${chinaDayOf(clock.now())}T12:00:00+08:00`);
    clock.advance(noon.getTime() - clock.now().getTime());
    t = await startTestApp(driver, {}, { clock, paymentGateways: gateways });
    login = new TestLogin(t.app, clock);
    // The seed's decided dispute asks its refund at start (the money-out job): once the sandbox has answered it,
    // move to the next day, so the day under test holds only this file's payments and refunds.
    const unanswered = () =>
      db().selectFrom('refunds').select('status').where('status', 'in', ['requested', 'pending']).execute();
    for (let waited = 0; (await unanswered()).length > 0; waited += 100) {
      if (waited > 20_000) throw new Error('the seed dispute refund was never answered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    clock.advance(86_400_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newOrder = async (): Promise<PayOrder> => {
    const deadline = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    const orderId = await publishAndOpen(post, EMPLOYER, { deadline }, { taskName: '对账测试任务', taskAmount: 250 });
    return (await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, EMPLOYER)).body.data;
  };
  const pay = async (order: PayOrder) =>
    expect(
      (await post<PayOrder>('/api/plat/pay/sandboxPay', { payOrderId: order.payOrderId }, EMPLOYER)).body.data.status,
    ).toBe(1);
  const lines = (report: Parameters<typeof printReconciliation>[0]) => {
    const out: string[] = [];
    return { code: printReconciliation(report, (l) => out.push(l)), out };
  };

  it('finds nothing on a day whose payments agree (exit 0), and lists each kind of difference (exit 1)', async () => {
    const date = chinaDayOf(clock.now());
    const agreed = await newOrder();
    await pay(agreed);
    const clean = await reconcilePayments({ db: db(), gateways }, { date: date });
    expect(clean.differences).toEqual([]);
    expect(clean.providers).toEqual([{ provider: 'sandbox', billLines: 1, ourPayments: 1 }]);
    const printed = lines(clean);
    expect(printed.code).toBe(0);
    expect(printed.out).toContain('  refunds: not compared yet (payments only).');

    // Paid at the company; its notification never came (and nobody asked).
    const there = await newOrder();
    sandbox.receive(there.outTradeNo, there.amount);
    // Settled here by an authentic notification for a payment the company's bill does not list.
    const here = await newOrder();
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: sandbox.notification({
        outTradeNo: here.outTradeNo,
        tradeNo: 'T-HERE',
        amount: here.amount,
        status: 'SUCCESS',
      }).rawBody,
    });
    expect(notified.body).toBe('success');
    // Paid on both sides, but our books say another amount.
    const differs = await newOrder();
    await pay(differs);
    await db()
      .updateTable('pay_orders')
      .set({ amount_fen: differs.amount + 1 })
      .where('pay_order_id', '=', differs.payOrderId)
      .execute();

    const report = await reconcilePayments({ db: db(), gateways }, { date: date });
    const byKind = Object.fromEntries(report.differences.map((d) => [d.kind, d]));
    expect(report.differences).toHaveLength(3);
    expect(byKind.there_not_here).toMatchObject({
      outTradeNo: there.outTradeNo,
      ourFen: there.amount,
      theirFen: there.amount,
      ourStatus: 0,
    });
    expect(byKind.here_not_there).toMatchObject({ outTradeNo: here.outTradeNo, ourFen: here.amount, theirFen: null });
    expect(byKind.amount).toMatchObject({
      outTradeNo: differs.outTradeNo,
      ourFen: differs.amount + 1,
      theirFen: differs.amount,
    });
    const listed = lines(report);
    expect(listed.code).toBe(1);
    expect(listed.out.filter((l) => l.startsWith('  DIFF'))).toHaveLength(3);
    expect(listed.out.join('\n')).toContain(`${there.outTradeNo}: paid there, not here`);
    // Another day: nothing of these.
    const dayAfter = chinaDayOf(new Date(clock.now().getTime() + 86_400_000));
    expect((await reconcilePayments({ db: db(), gateways }, { date: dayAfter })).differences).toEqual([]);
  });

  it('compares refunds once the refunds module answers them', async () => {
    const date = chinaDayOf(clock.now());
    const order = await newOrder();
    await pay(order);
    await sandbox.refund({
      outTradeNo: order.outTradeNo,
      outRefundNo: 'R-1',
      amountFen: order.amount,
      totalFen: order.amount,
      reason: '测试',
    });
    const none = await reconcilePayments({ db: db(), gateways }, { date, ourRefunds: async () => [] });
    expect(none.refundsCompared).toBe(true);
    expect(none.differences.filter((d) => d.what === 'refund')).toEqual([
      expect.objectContaining({ kind: 'there_not_here', outRefundNo: 'R-1', theirFen: order.amount }),
    ]);
    const agreeing = await reconcilePayments(
      { db: db(), gateways },
      { date, ourRefunds: async () => [{ outRefundNo: 'R-1', outTradeNo: order.outTradeNo, amountFen: order.amount }] },
    );
    expect(agreeing.differences.filter((d) => d.what === 'refund')).toEqual([]);
  });

  it('the command line refuses a malformed date and skips the sandbox', async () => {
    const out: string[] = [];
    expect(await reconcileCli({}, ['2026-13-01'], (l) => out.push(l))).toBe(2);
    expect(out[0]).toMatch(/usage: npm run pay:reconcile/);
    expect(await reconcileCli({ PAYMENT_DRIVER: 'sandbox' }, [], (l) => out.push(l))).toBe(0);
    expect(out.at(-1)).toMatch(/only the sandbox/);
  });
});
