/**
 * Money (issue 9) on every driver of the harness: the seeded ledger, the cashier and the companies'
 * notifications (signed, checked, idempotent, out of order), escrow in the task lifecycle, bills and payouts.
 * The attacks on the notify route are pay-notify.test.ts; the companies' choice and the pending-order job are
 * pay-orders.test.ts.
 */
import type { AccountSummary, BillRow, PayOrder, Payout, TaskEscrow } from '@bazaar/domain/api';
import { PAY_ORDER_STATUS, PAYOUT_STATUS } from '@bazaar/domain/api';
import { TASK_ATTACHMENT_KIND } from '@bazaar/domain/constants';
import type { Page } from '@bazaar/domain/entities';
import { LEDGER_MESSAGES, taskPagePath } from '@bazaar/domain/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { PaymentGateways } from '../../services/payment/gateways';
import { SandboxGateway, type SandboxNotifyFields as NotifyFields } from '../../services/payment/sandbox-gateway';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { newestTaskNamed, publishAndOpen as publishTaskAndOpen } from '../tasks/tasks.test-kit';
import { PAY_MESSAGES } from './billing.service';
import { ESCROW_MESSAGES } from './escrow';
import { ledgerMismatches } from './ledger.repository';
import { runDue as runRefundsDue } from './refunds';

const EMPLOYER = '13900000001';
const OTHER_EMPLOYER = '13900000002';
const DESIGNER = '13800000001';
const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
const KEY = 'billing-test-notify-key';

describe.each(DRIVERS)('money on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const sandbox = new SandboxGateway(KEY, () => clock.now());
  const { get, post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  const taskNamed = (name: string) => newestTaskNamed(db(), name);
  const ledgerShape = async () => {
    const entries = await db().selectFrom('ledger_entries').select(['movement_id', 'account', 'amount_fen']).execute();
    const movements = await db()
      .selectFrom('ledger_movements')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const bills = await db()
      .selectFrom('bills')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return { entries: entries.length, movements: movements.n, bills: bills.n, rows: entries };
  };
  /** A notification posted as the company sends it (raw JSON); answers the status and the body's text. */
  const notify = async (fields: NotifyFields, sign = sandbox.sign(fields), provider = 'sandbox') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/${provider}`,
      headers: { 'content-type': 'application/json' },
      payload: sandbox.notification(fields, sign).rawBody,
    });
    return { status: res.statusCode, body: res.body };
  };
  const anomalies = () => db().selectFrom('pay_anomalies').select(['kind', 'out_trade_no', 'times']).execute();
  const escrowOf = async (orderId: number, mobile = EMPLOYER) =>
    (await get<TaskEscrow>(`/api/plat/pay/getTaskEscrow?orderId=${orderId}`, mobile)).body.data;
  const account = async (mobile: string) => (await get<AccountSummary>('/api/plat/getMyAccountInfo', mobile)).body.data;
  /** A user's notifications of one kind about one task (issue 25). */
  const notices = async (mobile: string, kind: string, orderId: number) =>
    db()
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.user_id', 'n.user_id')
      .select(['n.title', 'n.body'])
      .where('u.mobile', '=', mobile)
      .where('n.kind', '=', kind)
      .where('n.link', '=', taskPagePath(orderId))
      .execute();
  const deliverAndAccept = async (orderId: number, designerId: number, designerMobile: string) => {
    await db()
      .insertInto('task_attachments')
      .values({
        order_id: orderId,
        user_id: designerId,
        uploader_role: 'designer',
        kind: TASK_ATTACHMENT_KIND.delivery,
        file_name: '终稿.png',
        url: '/img/works/1-1.svg',
        mime_type: 'image/png',
        size: 100,
        created_at: new Date(),
      })
      .execute();
    expect((await post('/api/plat/task/subcontract/deliverTask', { orderId }, designerMobile)).body.success).toBe(true);
    return post('/api/plat/task/subcontract/acceptTask', { orderId }, EMPLOYER);
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock, paymentGateways: new PaymentGateways([sandbox]) });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds a balanced ledger: escrow for tasks at work, income for 林小鹿, payments for 茶颜小馆', async () => {
    const { rows } = await ledgerShape();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.reduce((s, r) => s + Number(r.amount_fen), 0)).toBe(0);
    const perMovement = new Map<number, number>();
    for (const r of rows) perMovement.set(r.movement_id, (perMovement.get(r.movement_id) ?? 0) + Number(r.amount_fen));
    expect([...perMovement.values()].every((v) => v === 0)).toBe(true);
    // The running balances are the sums of their entries, compared in one statement: the start-up refund job
    // may pay a seeded refund out between two separate reads (it did once in CI, on PostgreSQL under load).
    expect(await ledgerMismatches(db())).toEqual([]);
    const me = await account(DESIGNER);
    expect(me.totalIncome).toBeGreaterThan(0);
    expect(me.balance).toBeGreaterThan(0);
    // 品牌IP形象设计 is in progress with her, 外卖杯套插画设计 awaits acceptance (seed/deals.ts).
    expect(me.incoming).toBe(1_200_000 + 500_000);
    const bills = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?kind=income', DESIGNER);
    expect(bills.body.data.rows.length).toBeGreaterThan(0);
    expect(bills.body.data.rows.every((b) => b.kind === 'income' && b.amount > 0)).toBe(true);
    const employer = await account(EMPLOYER);
    expect(employer.totalPaid).toBeGreaterThan(0);
    expect(employer.frozen).toBeGreaterThan(0);
    const funded = await escrowOf(await taskNamed('秋冬新品海报设计'));
    expect(funded).toMatchObject({ status: 'held', canPay: false, amount: 450_000 });
  });

  it('refuses assignment without escrow; pays at the cashier with checked, idempotent callbacks; accept releases', async () => {
    const orderId = await taskNamed('门店菜单排版设计');
    expect(await escrowOf(orderId)).toMatchObject({ status: 'unpaid', canPay: true, amount: 200_000 });
    const refusedAssign = await post('/api/plat/assignDesignerTask', { orderId, designerId: 5 }, EMPLOYER);
    expect(refusedAssign.body).toMatchObject({ success: false, resultMessage: ESCROW_MESSAGES.notFunded });

    expect((await post('/api/plat/pay/createTaskPayOrder', { orderId }, OTHER_EMPLOYER)).body.resultCode).toBe(
      'E010403',
    );
    expect((await post('/api/plat/pay/createTaskPayOrder', { orderId })).status).toBe(401);
    const created = await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, EMPLOYER);
    expect(created.body.data).toMatchObject({
      orderId,
      amount: 200_000,
      status: PAY_ORDER_STATUS.pending,
      taskName: '门店菜单排版设计',
    });
    // The cashier reopened: the same pending order.
    const again = await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, EMPLOYER);
    expect(again.body.data.payOrderId).toBe(created.body.data.payOrderId);
    expect(
      (await get(`/api/plat/pay/getPayOrderInfo?payOrderId=${created.body.data.payOrderId}`, OTHER_EMPLOYER)).status,
    ).toBe(404);

    const before = await ledgerShape();
    const ok: NotifyFields = {
      outTradeNo: created.body.data.outTradeNo,
      tradeNo: 'T-1',
      amount: 200_000,
      status: 'SUCCESS',
    };
    // Forged: refused in the company's format (4xx); unknown company: 404. Nothing written.
    const forged = await notify(ok, 'a'.repeat(64));
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ code: 'FAIL', message: '回调签名校验失败' });
    const elsewhere = await notify(ok, sandbox.sign(ok), 'alipay');
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body)).toEqual({ code: 'FAIL', message: PAY_MESSAGES.unknownProvider });
    // Authentic but wrong amount or unknown order: acknowledged (the company stops retrying), kept, nothing moves.
    const anomaliesBefore = (await anomalies()).length;
    expect(await notify({ ...ok, amount: 1 })).toEqual({ status: 200, body: 'success' });
    expect(await notify({ ...ok, outTradeNo: 'BZNOPE' })).toEqual({ status: 200, body: 'success' });
    expect((await anomalies()).length).toBe(anomaliesBefore + 2);
    expect(await ledgerShape()).toMatchObject({ entries: before.entries, bills: before.bills });

    expect(await notify(ok)).toEqual({ status: 200, body: 'success' });
    const paid = await ledgerShape();
    expect(paid.movements).toBe(before.movements + 1);
    // Repeated, and a FAIL arriving after the SUCCESS: acknowledged, nothing changes.
    expect((await notify(ok)).body).toBe('success');
    expect((await notify({ ...ok, tradeNo: 'T-2' })).body).toBe('success');
    expect((await notify({ ...ok, status: 'FAIL' })).body).toBe('success');
    expect(await ledgerShape()).toMatchObject({ entries: paid.entries, bills: paid.bills });
    const info = await get<PayOrder>(
      `/api/plat/pay/getPayOrderInfo?payOrderId=${created.body.data.payOrderId}`,
      EMPLOYER,
    );
    expect(info.body.data.status).toBe(PAY_ORDER_STATUS.paid);
    expect(await escrowOf(orderId)).toMatchObject({ status: 'held', canPay: false });
    // Issue 25: the payer is told once (the repeated callbacks add nothing).
    expect(await notices(EMPLOYER, 'escrow.paid', orderId)).toEqual([
      { title: '托管赏金已支付：门店菜单排版设计', body: '￥2,000.00元 已由平台托管，验收通过后支付给设计师' },
    ]);
    expect((await post('/api/plat/pay/createTaskPayOrder', { orderId }, EMPLOYER)).body.resultMessage).toBe(
      PAY_MESSAGES.funded,
    );

    const designerBefore = await account(designer(5));
    expect((await post('/api/plat/assignDesignerTask', { orderId, designerId: 5 }, EMPLOYER)).body.success).toBe(true);
    expect((await account(designer(5))).incoming).toBe(designerBefore.incoming + 200_000);
    expect((await deliverAndAccept(orderId, 5, designer(5))).body.success).toBe(true);
    const designerAfter = await account(designer(5));
    expect(designerAfter.balance).toBe(designerBefore.balance + 200_000);
    expect(designerAfter.totalIncome).toBe(designerBefore.totalIncome + 200_000);
    expect(await escrowOf(orderId)).toMatchObject({ status: 'released' });
    // Issue 25: hired, delivered, accepted and the released money, each once, linking to the task.
    expect(await notices(designer(5), 'task.hired', orderId)).toHaveLength(1);
    expect(await notices(EMPLOYER, 'task.delivered', orderId)).toHaveLength(1);
    expect(await notices(designer(5), 'task.accepted', orderId)).toHaveLength(1);
    expect(await notices(designer(5), 'escrow.released', orderId)).toEqual([
      {
        title: '托管赏金已释放 ￥2,000.00元',
        body: '任务「门店菜单排版设计」的赏金已转入你的余额，可在账单中查看或提现',
      },
    ]);
    const bills = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?current=1&pageSize=5', designer(5));
    expect(bills.body.data.rows[0]).toMatchObject({
      kind: 'income',
      amount: 200_000,
      title: '任务收入 · 门店菜单排版设计',
      orderId,
    });
    const { rows } = await ledgerShape();
    expect(rows.reduce((s, r) => s + Number(r.amount_fen), 0)).toBe(0);
  });

  const publishAndOpen = (mobile: string, taskAmount = 800) =>
    publishTaskAndOpen(post, mobile, {}, { taskName: '测试托管任务', taskAmount });

  it('takes a SUCCESS after a FAIL; refunds a late second payment at once; closing refunds the escrow', async () => {
    const orderId = await publishAndOpen(OTHER_EMPLOYER, 800);
    const first = (await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, OTHER_EMPLOYER)).body.data;
    const fields: NotifyFields = { outTradeNo: first.outTradeNo, tradeNo: 'F-1', amount: 80_000, status: 'FAIL' };
    // A FAIL is acknowledged and changes nothing: the payer may still pay the same code.
    expect((await notify(fields)).body).toBe('success');
    expect((await escrowOf(orderId, OTHER_EMPLOYER)).status).toBe('unpaid');
    // The cashier's QR code expires; a new order is made.
    clock.advance(16 * 60_000);
    const expired = await get<PayOrder>(`/api/plat/pay/getPayOrderInfo?payOrderId=${first.payOrderId}`, OTHER_EMPLOYER);
    expect(expired.body.data.status).toBe(PAY_ORDER_STATUS.expired);
    const second = (await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, OTHER_EMPLOYER)).body.data;
    expect(second.payOrderId).not.toBe(first.payOrderId);
    const paid = await post<PayOrder>('/api/plat/pay/sandboxPay', { payOrderId: second.payOrderId }, OTHER_EMPLOYER);
    expect(paid.body.data.status).toBe(PAY_ORDER_STATUS.paid);
    // The first order's money arrives after all (out of order): booked, and returned at once.
    expect((await notify({ ...fields, tradeNo: 'F-2', status: 'SUCCESS' })).body).toBe('success');
    const late = await get<PayOrder>(`/api/plat/pay/getPayOrderInfo?payOrderId=${first.payOrderId}`, OTHER_EMPLOYER);
    expect(late.body.data.status).toBe(PAY_ORDER_STATUS.refunded);
    expect(await escrowOf(orderId, OTHER_EMPLOYER)).toMatchObject({ status: 'held' });
    expect((await account(OTHER_EMPLOYER)).frozen).toBeGreaterThanOrEqual(80_000);

    const frozenBefore = (await account(OTHER_EMPLOYER)).frozen;
    expect((await post('/api/plat/closeTask', { orderId, reason: '预算调整' }, OTHER_EMPLOYER)).body.success).toBe(
      true,
    );
    expect(await escrowOf(orderId, OTHER_EMPLOYER)).toMatchObject({ status: 'refunded', canPay: false });
    expect((await account(OTHER_EMPLOYER)).frozen).toBe(frozenBefore - 80_000);
    // Issue 33: the closing's refund goes through the company after the commit; the sandbox confirms it.
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    await runRefundsDue({ db: db(), gateways: new PaymentGateways([new SandboxGateway(KEY)]), clock, log });
    const refunds = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?kind=refund', OTHER_EMPLOYER);
    expect(refunds.body.data.rows.map((r) => r.title).sort()).toEqual([
      '任务关闭退款 · 测试托管任务',
      '重复支付退款 · 测试托管任务',
    ]);
    const summary = await get<{ income: number; expense: number }>(
      '/api/plat/getMyAccountKeepSummary?kind=refund',
      OTHER_EMPLOYER,
    );
    expect(summary.body.data).toEqual({ income: 160_000, expense: 0 });
    const payments = await get<{ income: number; expense: number }>(
      '/api/plat/getMyAccountKeepSummary?kind=payment',
      OTHER_EMPLOYER,
    );
    expect(payments.body.data.income).toBe(0);
    expect(payments.body.data.expense).toBeGreaterThanOrEqual(160_000);
    // An expired pending order cannot be paid in the sandbox.
    const orderId2 = await publishAndOpen(OTHER_EMPLOYER, 100);
    const stale = (await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId: orderId2 }, OTHER_EMPLOYER)).body
      .data;
    clock.advance(16 * 60_000);
    expect(
      (await post('/api/plat/pay/sandboxPay', { payOrderId: stale.payOrderId }, OTHER_EMPLOYER)).body.resultMessage,
    ).toBe(PAY_MESSAGES.expired);
    expect(
      (await post('/api/plat/pay/createTaskPayOrder', { orderId: await taskNamed('品牌IP形象设计') }, EMPLOYER)).body
        .resultMessage,
    ).toBe(PAY_MESSAGES.notRecruiting);
  });

  it('filters bills by month and kind, and refuses a malformed month', async () => {
    const all = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?pageSize=50', DESIGNER);
    const month = all.body.data.rows.at(-1)!.createdAt.slice(0, 7);
    const inMonth = await get<Page<BillRow>>(`/api/plat/getMyAccountKeepPage?pageSize=50&month=${month}`, DESIGNER);
    expect(inMonth.body.data.total).toBeGreaterThan(0);
    expect(inMonth.body.data.total).toBeLessThanOrEqual(all.body.data.total);
    const none = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?month=2001-01', DESIGNER);
    expect(none.body.data).toMatchObject({ rows: [], total: 0 });
    const bad = await get('/api/plat/getMyAccountKeepPage?month=2025-13', DESIGNER);
    expect(bad.body).toMatchObject({ success: false, resultMessage: '月份格式应为YYYY-MM' });
    expect((await get('/api/plat/getMyAccountKeepSummary?kind=gift', DESIGNER)).status).toBe(400);
    const payouts = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?kind=payout', DESIGNER);
    expect(payouts.body.data.rows.every((r) => r.kind === 'payout')).toBe(true);
  });

  it('pays out to a bank card: never more than the balance; a failed transfer comes back', async () => {
    expect(
      (
        await post(
          '/api/plat/pay/saveBankCard',
          { holderName: '林小鹿', bankName: '工商银行', cardNo: '1234' },
          DESIGNER,
        )
      ).body.resultMessage,
    ).toBe('请输入正确的银行卡号（16-19位数字）');
    expect(
      (
        await post(
          '/api/plat/pay/saveBankCard',
          { holderName: '茶颜', bankName: '工商银行', cardNo: '6222020000000001' },
          EMPLOYER,
        )
      ).body.resultMessage,
    ).toBe(PAY_MESSAGES.notDesigner);
    const good = await post<{ cardId: number; cardNoMasked: string }>(
      '/api/plat/pay/saveBankCard',
      { holderName: '林小鹿', bankName: '工商银行', cardNo: '6222020200112233' },
      DESIGNER,
    );
    expect(good.body.data.cardNoMasked).toBe('**** **** **** 2233');
    const failing = await post<{ cardId: number }>(
      '/api/plat/pay/saveBankCard',
      { holderName: '林小鹿', bankName: '测试银行', cardNo: '6222020200110000' },
      DESIGNER,
    );
    const start = await account(DESIGNER);
    const tooMuch = await post(
      '/api/plat/pay/requestPayout',
      { cardId: good.body.data.cardId, amount: start.balance + 100 },
      DESIGNER,
    );
    expect(tooMuch.body.resultMessage).toBe(LEDGER_MESSAGES.insufficient);
    expect(
      (await post('/api/plat/pay/requestPayout', { cardId: 999_999, amount: 100 }, DESIGNER)).body.resultMessage,
    ).toBe(PAY_MESSAGES.cardNotFound);
    expect(
      (await post('/api/plat/pay/requestPayout', { cardId: good.body.data.cardId, amount: 12.5 }, DESIGNER)).status,
    ).toBe(400);
    const paid = await post<Payout>(
      '/api/plat/pay/requestPayout',
      { cardId: good.body.data.cardId, amount: 10_000 },
      DESIGNER,
    );
    expect(paid.body.data.status).toBe(PAYOUT_STATUS.paid);
    expect((await account(DESIGNER)).balance).toBe(start.balance - 10_000);
    // Issue 25: only the transfer that arrived is announced (the failed one below is not).
    const payoutNotes = () =>
      db()
        .selectFrom('notifications')
        .select(['title', 'body', 'link'])
        .where('kind', '=', 'payout.done')
        .where('user_id', '=', 1)
        .execute();
    expect(await payoutNotes()).toEqual([
      { title: '提现已到账 ￥100.00元', body: '已转入 工商银行 尾号2233', link: '/u/bill' },
    ]);
    const failed = await post<Payout>(
      '/api/plat/pay/requestPayout',
      { cardId: failing.body.data.cardId, amount: 10_000 },
      DESIGNER,
    );
    expect(failed.body.data.status).toBe(PAYOUT_STATUS.failed);
    const end = await account(DESIGNER);
    expect(end).toMatchObject({ balance: start.balance - 10_000, payoutPending: 0 });
    expect(await payoutNotes()).toHaveLength(1);
    const bills = await get<Page<BillRow>>('/api/plat/getMyAccountKeepPage?kind=payout&pageSize=3', DESIGNER);
    expect(bills.body.data.rows.map((r) => r.amount)).toEqual([10_000, -10_000, -10_000]);
    const { rows } = await ledgerShape();
    expect(rows.reduce((s, r) => s + Number(r.amount_fen), 0)).toBe(0);
  });
});
