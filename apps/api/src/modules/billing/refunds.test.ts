/**
 * Refunds through the payment company (issue 33) on every driver: closing a paid task and a dispute's refund
 * or split leave the escrow for refund:{task} with one refunds row per pay order; the employer's 退款 bill
 * comes only with the company's confirmation, once however often it is confirmed; pending answers are
 * followed by the job; a failure is kept for the operators; the ledger stays sound throughout.
 */
import { escrowAccount, refundAccount } from '@bazaar/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../db/transact';
import { ManualClock } from '../../services/clock/clock';
import { GatewayError } from '../../services/payment/gateway';
import { PaymentGateways } from '../../services/payment/gateways';
import { SandboxGateway } from '../../services/payment/sandbox-gateway';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { findTaskMoney } from '../tasks/tasks.repository';
import { EMPLOYER, OTHER_EMPLOYER } from '../tasks/tasks.test-kit';
import { splitEscrow } from './escrow';
import { ledgerMismatches } from './ledger.repository';
import { balanceOf, memoryLog, movementCount, paidTask, ScriptedGateway } from './money-out.test-kit';
import * as refunds from './refunds';
import { RETRY_MIN_MS, outRefundNo } from './refunds';

describe.each(DRIVERS)('refunds through the company on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  const refundsOf = (orderId: number) =>
    db().selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('refund_id').execute();
  const refundBills = (orderId: number) =>
    db()
      .selectFrom('bills')
      .select(['title', 'amount_fen', 'kind'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'refund')
      .execute();
  const close = async (orderId: number) =>
    expect((await post('/api/plat/closeTask', { orderId, reason: '预算调整' }, OTHER_EMPLOYER)).body.success).toBe(
      true,
    );

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closing a paid task: the money waits in refund:{task}, the sandbox confirms, the 退款 bill appears once', async () => {
    const { orderId, payOrder } = await paidTask(post, OTHER_EMPLOYER);
    await close(orderId);
    // The task closed without the company: a refunds row asked for nothing yet, the money on its way.
    const [row, ...more] = await refundsOf(orderId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      status: 'requested',
      out_refund_no: outRefundNo(payOrder.payOrderId, 1),
      provider: 'sandbox',
      pay_order_id: payOrder.payOrderId,
    });
    expect(Number(row!.amount_fen)).toBe(80_000);
    expect(await balanceOf(db(), escrowAccount(orderId))).toBe(0);
    expect(await balanceOf(db(), refundAccount(orderId))).toBe(80_000);
    expect(await refundBills(orderId)).toEqual([]);
    expect(await ledgerMismatches(db())).toEqual([]);

    const sandbox = new SandboxGateway('refunds-test-key');
    const { log } = memoryLog();
    const deps = { db: db(), gateways: new PaymentGateways([sandbox]), clock, log };
    expect(await refunds.runDue(deps)).toBeGreaterThanOrEqual(1);
    const [done] = await refundsOf(orderId);
    expect(done).toMatchObject({ status: 'done' });
    expect(await balanceOf(db(), refundAccount(orderId))).toBe(0);
    const bills = await refundBills(orderId);
    expect(bills.map((b) => [b.title, Number(b.amount_fen)])).toEqual([['任务关闭退款 · 测试退款任务', 80_000]]);
    // The sandbox's own bill lists the refund (reconciliation sees it).
    const day = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await sandbox.tradeBill(day)).filter((l) => l.kind === 'refund').map((l) => l.outRefundNo)).toContain(
      done!.out_refund_no,
    );

    // Confirmed again — by a repeated notification and by the job: nothing more moves.
    const state = { outRefundNo: done!.out_refund_no, status: 'done' as const, amountFen: 80_000 };
    await refunds.onRefund(deps, { provider: 'sandbox', outTradeNo: payOrder.outTradeNo, state });
    await refunds.settle(deps, { refundId: done!.refund_id, state });
    await refunds.runDue(deps);
    expect(await movementCount(db(), 'refund-done', { orderId })).toBe(1);
    expect(await refundBills(orderId)).toHaveLength(1);
    const summary = await get<{ income: number }>('/api/plat/getMyAccountKeepSummary?kind=refund', OTHER_EMPLOYER);
    expect(summary.body.data.income).toBeGreaterThanOrEqual(80_000);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('20 concurrent confirmations of one refund book it once', async () => {
    const { orderId, payOrder } = await paidTask(post, OTHER_EMPLOYER, 300, '并发退款任务');
    await close(orderId);
    const [row] = await refundsOf(orderId);
    const { log } = memoryLog();
    const deps = { db: db(), gateways: new PaymentGateways([new SandboxGateway('k'.repeat(20))]), clock, log };
    const state = { outRefundNo: row!.out_refund_no, status: 'done' as const, amountFen: 30_000 };
    await Promise.all(
      Array.from({ length: 20 }, () =>
        refunds.onRefund(deps, { provider: 'sandbox', outTradeNo: payOrder.outTradeNo, state }),
      ),
    );
    expect(await movementCount(db(), 'refund-done', { orderId })).toBe(1);
    expect(await refundBills(orderId)).toHaveLength(1);
    expect(await balanceOf(db(), refundAccount(orderId))).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a company that cannot be reached, then answers pending, then done: the job follows it to the end', async () => {
    const { orderId, payOrder } = await paidTask(post, OTHER_EMPLOYER, 500, '慢退款任务');
    await close(orderId);
    const [row] = await refundsOf(orderId);
    // The sandbox refunds at once; a real company may be unreachable or answer "processing" first.
    const company = new ScriptedGateway();
    company.refundAnswer = (n) => (n === 1 ? new GatewayError('连接超时', 'TIMEOUT') : 'pending');
    company.queryRefundAnswer = (n) => (n === 1 ? 'pending' : 'done');
    const { log, text } = memoryLog();
    const deps = { db: db(), gateways: new PaymentGateways([company]), clock, log };

    await refunds.dispatch(deps, { refundIds: [row!.refund_id] });
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'requested', tries: 1 });
    expect(text()).toContain('TIMEOUT');
    // Not due yet: the job leaves it alone.
    await refunds.runDue(deps);
    expect(company.calls.refund).toBe(1);
    clock.advance(RETRY_MIN_MS + 1_000);
    await refunds.runDue(deps);
    expect(company.calls.refund).toBe(2);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'pending' });
    expect(await refundBills(orderId)).toEqual([]);
    // Asked again with the same number (idempotent at the company), then queried.
    clock.advance(10 * RETRY_MIN_MS);
    await refunds.runDue(deps);
    expect(company.calls.queryRefund).toBe(1);
    expect(await refundBills(orderId)).toEqual([]);
    clock.advance(10 * RETRY_MIN_MS);
    await refunds.runDue(deps);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'done' });
    expect((await refundBills(orderId)).map((b) => Number(b.amount_fen))).toEqual([50_000]);
    expect(await ledgerMismatches(db())).toEqual([]);
    void payOrder;
  });

  it('a refused refund stays in refund:{task} for the operators; forged and mismatched confirmations move nothing', async () => {
    const { orderId, payOrder } = await paidTask(post, OTHER_EMPLOYER, 400, '失败退款任务');
    await close(orderId);
    const [row] = await refundsOf(orderId);
    const company = new ScriptedGateway();
    company.refundAnswer = 'pending';
    const { log } = memoryLog();
    const deps = { db: db(), gateways: new PaymentGateways([company]), clock, log };
    await refunds.dispatch(deps, { refundIds: [row!.refund_id] });

    // Another company's word, another trade, another amount, a refund that is not ours: nothing moves.
    const no = row!.out_refund_no;
    await refunds.onRefund(deps, {
      provider: 'wechatpay',
      outTradeNo: payOrder.outTradeNo,
      state: { outRefundNo: no, status: 'done' },
    });
    await refunds.onRefund(deps, {
      provider: 'sandbox',
      outTradeNo: 'BZ-OTHER-TRADE',
      state: { outRefundNo: no, status: 'done' },
    });
    await refunds.onRefund(deps, {
      provider: 'sandbox',
      outTradeNo: payOrder.outTradeNo,
      state: { outRefundNo: no, status: 'done', amountFen: 1 },
    });
    await refunds.onRefund(deps, {
      provider: 'sandbox',
      outTradeNo: payOrder.outTradeNo,
      state: { outRefundNo: 'RF999999-1', status: 'done' },
    });
    expect(await movementCount(db(), 'refund-done', { orderId })).toBe(0);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ refundId: row!.refund_id }), expect.any(String));

    await refunds.onRefund(deps, {
      provider: 'sandbox',
      outTradeNo: payOrder.outTradeNo,
      state: { outRefundNo: no, status: 'failed' },
    });
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'failed' });
    expect(await balanceOf(db(), refundAccount(orderId))).toBe(40_000);
    expect(await refundBills(orderId)).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ refundId: row!.refund_id, orderId }),
      'refund failed at the payment company: an operator must act',
    );
    // Final: a late "done" does not book a failed refund (an operator decides).
    await refunds.onRefund(deps, {
      provider: 'sandbox',
      outTradeNo: payOrder.outTradeNo,
      state: { outRefundNo: no, status: 'done' },
    });
    expect(await movementCount(db(), 'refund-done', { orderId })).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it("a dispute's split and full refund go back through the company; the designer's part is released at once", async () => {
    const sandbox = new SandboxGateway('split-test-key');
    const { log } = memoryLog();
    const deps = { db: db(), gateways: new PaymentGateways([sandbox]), clock, log };
    for (const [designerFen, name] of [
      [30_000, '纠纷分配任务'],
      [0, '纠纷退款任务'],
    ] as const) {
      // Another employer: publishing is limited per employer and day.
      const { orderId } = await paidTask(post, EMPLOYER, 800, name);
      const designerBefore = await balanceOf(db(), 'balance:5');
      const ids = await transact(db(), async (trx) => {
        const task = await findTaskMoney(trx, orderId);
        return splitEscrow(trx, task!, { designerId: 5, designerFen, held: 80_000, now: clock.now() });
      });
      expect(await balanceOf(db(), 'balance:5')).toBe(designerBefore + designerFen);
      expect(await balanceOf(db(), refundAccount(orderId))).toBe(80_000 - designerFen);
      expect(await refundBills(orderId)).toEqual([]);
      await refunds.dispatch(deps, { refundIds: ids });
      const bills = await refundBills(orderId);
      expect(bills.map((b) => [b.title, Number(b.amount_fen)])).toEqual([
        [`纠纷裁决退款 · ${name}`, 80_000 - designerFen],
      ]);
      expect(await balanceOf(db(), escrowAccount(orderId))).toBe(0);
      expect(await balanceOf(db(), refundAccount(orderId))).toBe(0);
    }
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
