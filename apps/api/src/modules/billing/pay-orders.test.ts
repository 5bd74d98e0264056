/**
 * The cashier through the companies (issue 33) on every database of the harness: which companies and channels
 * are offered, the choice checked, the company's answer kept and shown again, a company that refuses, and no
 * paid order left unpaid — the payer's polling and the pending-order job ask the company, and expired orders
 * are closed there before they are closed here. A second "company" is the sandbox behind WeChat Pay's name and
 * channels (FakeWechat), so the choice between two is real without a network.
 */
import type { PayChannels, PayOrder } from '@bazaar/domain/api';
import { PAY_ORDER_MESSAGES, PAY_ORDER_STATUS } from '@bazaar/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import {
  GatewayError,
  type CreatePayment,
  type NotifyRequest,
  type PayChannel,
  type PaymentGateway,
  type PaymentStart,
  type RefundRequest,
  type TransferRequest,
} from '../../services/payment/gateway';
import { PaymentGateways } from '../../services/payment/gateways';
import { SandboxGateway } from '../../services/payment/sandbox-gateway';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { publishAndOpen } from '../tasks/tasks.test-kit';
import * as billing from './billing.service';
import { PAY_MESSAGES, type BillingDeps } from './billing.service';

const EMPLOYER = '13900000002';
const KEY = 'pay-orders-test-key-0001';
const ORIGIN = 'https://www.example.cn';
const UA = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40',
};

/** WeChat Pay's name and channels over a sandbox of its own; counts creates, fails on demand. */
class FakeWechat implements PaymentGateway {
  readonly name = 'wechatpay' as const;
  readonly payoutTargets = ['wechat'] as const;
  readonly inner: SandboxGateway;
  creates: CreatePayment[] = [];
  failCreate = false;
  failClose = false;
  constructor(
    now: () => Date,
    readonly channels: readonly PayChannel[] = ['native', 'h5', 'jsapi'],
  ) {
    this.inner = new SandboxGateway(KEY, now);
  }
  async create(order: CreatePayment): Promise<PaymentStart> {
    if (this.failCreate) throw new GatewayError('SYSTEMERROR 系统错误', 'SYSTEMERROR');
    this.creates.push(order);
    await this.inner.create(order);
    if (order.channel === 'native') return { kind: 'qr', qrCode: `weixin://wxpay/bizpayurl?pr=${order.outTradeNo}` };
    if (order.channel === 'h5') return { kind: 'redirect', payUrl: `https://wx.tenpay.com/h5?o=${order.outTradeNo}` };
    return { kind: 'jsapi', jsapiParams: { appId: 'wx0', package: `prepay_id=${order.outTradeNo}` } };
  }
  query = (outTradeNo: string) => this.inner.query(outTradeNo);
  async close(outTradeNo: string) {
    if (this.failClose) throw new GatewayError('ORDERPAID? unreachable', 'SYSTEMERROR');
    return this.inner.close(outTradeNo);
  }
  parseNotify = (request: NotifyRequest) => this.inner.parseNotify(request);
  acknowledge = () => ({ status: 204, body: '' });
  reject = (message: string) => ({
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ code: 'FAIL', message }),
  });
  refund = (request: RefundRequest) => this.inner.refund(request);
  queryRefund = (outRefundNo: string) => this.inner.queryRefund(outRefundNo);
  transfer = (request: TransferRequest) => this.inner.transfer(request);
  queryTransfer = (outBillNo: string) => this.inner.queryTransfer(outBillNo);
  tradeBill = (date: string) => this.inner.tradeBill(date);
}

describe.each(DRIVERS)('the cashier through the companies on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const sandbox = new SandboxGateway(KEY, () => clock.now());
  const wechat = new FakeWechat(() => clock.now());
  const gateways = new PaymentGateways([sandbox, wechat]);
  const { get, post, tokenOf } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  const silent = { warn: () => undefined } as unknown as BillingDeps['log'];
  /** The service's deps as the app builds them, with a payer who has an openid, for what HTTP cannot reach. */
  const deps = (openid: string | null = null): BillingDeps => ({
    db: db(),
    clock,
    gateways,
    payments: { openIdOf: async () => openid, publicOrigin: ORIGIN },
    log: silent,
  });
  const create = async (payload: object, ua = UA.desktop) =>
    call<PayOrder>('/api/plat/pay/createTaskPayOrder', payload, ua);
  const call = async <T>(url: string, payload: object, ua: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${await tokenOf(EMPLOYER)}`, 'user-agent': ua },
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; data: T; resultMessage: string } };
  };
  const info = async (payOrderId: number) =>
    (await get<PayOrder>(`/api/plat/pay/getPayOrderInfo?payOrderId=${payOrderId}`, EMPLOYER)).body.data;
  const statusInDb = async (payOrderId: number) =>
    (
      await db()
        .selectFrom('pay_orders')
        .select('status')
        .where('pay_order_id', '=', payOrderId)
        .executeTakeFirstOrThrow()
    ).status;
  const movements = async () =>
    (
      await db()
        .selectFrom('ledger_movements')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const newTask = () => publishAndOpen(post, EMPLOYER, {}, { taskName: '收银台测试任务', taskAmount: 500 });

  beforeAll(async () => {
    t = await startTestApp(driver, { PUBLIC_ORIGIN: ORIGIN }, { clock, paymentGateways: gateways });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers each configured company with the channel of the device, and omits one that has none', async () => {
    const channels = async (ua: string) => {
      const res = await t.app.inject({
        url: '/api/plat/pay/getPayChannels',
        headers: { authorization: `Bearer ${await tokenOf(EMPLOYER)}`, 'user-agent': ua },
      });
      return (res.json() as { data: PayChannels }).data;
    };
    expect(await channels(UA.desktop)).toEqual({
      device: 'desktop',
      options: [
        { provider: 'sandbox', name: '沙箱支付', channel: 'sandbox' },
        { provider: 'wechatpay', name: '微信支付', channel: 'native' },
      ],
    });
    expect((await channels(UA.phone)).options.map((o) => o.channel)).toEqual(['sandbox', 'h5']);
    expect((await channels(UA.wechat)).options.map((o) => o.channel)).toEqual(['sandbox', 'jsapi']);
    // A WeChat Pay without an official account offers nothing inside WeChat; Alipay is not configured at all.
    const noMp: BillingDeps = {
      ...deps(),
      gateways: new PaymentGateways([new FakeWechat(() => clock.now(), ['native', 'h5'])]),
      payments: { openIdOf: async () => null, publicOrigin: undefined },
    };
    expect(await billing.payChannels(noMp, { userAgent: UA.wechat })).toEqual({ device: 'wechat', options: [] });
  });

  it('refuses a company not configured, a channel the company does not offer, and JSAPI without an openid', async () => {
    const orderId = await newTask();
    const alipay = await create({ orderId, provider: 'alipay' });
    expect(alipay).toMatchObject({ status: 400, body: { success: false, resultMessage: PAY_ORDER_MESSAGES.provider } });
    const page = await create({ orderId, provider: 'wechatpay', channel: 'page' });
    expect(page).toMatchObject({ status: 400, body: { resultMessage: PAY_ORDER_MESSAGES.channel } });
    expect((await create({ orderId, provider: 'bank' })).status).toBe(400);
    const jsapi = await create({ orderId, provider: 'wechatpay', channel: 'jsapi' }, UA.wechat);
    expect(jsapi.body).toMatchObject({ success: false, resultMessage: PAY_MESSAGES.needOpenId });
    expect(wechat.creates.filter((c) => c.channel === 'jsapi')).toEqual([]);
  });

  it('opens the order at the company once, keeps its answer and shows it again; another channel is another order', async () => {
    const orderId = await newTask();
    const before = wechat.creates.length;
    const first = await create({ orderId, provider: 'wechatpay' });
    expect(first.body.data).toMatchObject({
      provider: 'wechatpay',
      channel: 'native',
      status: PAY_ORDER_STATUS.pending,
      payUrl: null,
      jsapiParams: null,
    });
    expect(first.body.data.qrCode).toBe(`weixin://wxpay/bizpayurl?pr=${first.body.data.outTradeNo}`);
    const opened = wechat.creates.at(-1)!;
    expect(opened).toMatchObject({
      outTradeNo: first.body.data.outTradeNo,
      amountFen: 50_000,
      channel: 'native',
      returnUrl: `${ORIGIN}/pay/confirm/${first.body.data.payOrderId}`,
    });
    expect(opened.description).toContain('收银台测试任务');
    expect(opened.expiresAt.toISOString()).toBe(first.body.data.expiresAt);
    // Reopened: the same order and code, the company not asked again; read again: the same.
    const again = await create({ orderId, provider: 'wechatpay' });
    expect(again.body.data.payOrderId).toBe(first.body.data.payOrderId);
    expect(again.body.data.qrCode).toBe(first.body.data.qrCode);
    expect((await info(first.body.data.payOrderId)).qrCode).toBe(first.body.data.qrCode);
    expect(wechat.creates.length).toBe(before + 1);
    // On a phone: H5, a new order with a pay URL.
    const phone = await create({ orderId, provider: 'wechatpay' }, UA.phone);
    expect(phone.body.data.payOrderId).not.toBe(first.body.data.payOrderId);
    expect(phone.body.data).toMatchObject({ channel: 'h5', qrCode: null });
    expect(phone.body.data.payUrl).toContain(phone.body.data.outTradeNo);
    // No company named: the first configured (the sandbox here).
    expect((await create({ orderId })).body.data).toMatchObject({ provider: 'sandbox', channel: 'sandbox' });
  });

  it('opens JSAPI with the payer openid and answers the signed parameters', async () => {
    const orderId = await newTask();
    const userId = (
      await db().selectFrom('users').select('user_id').where('mobile', '=', EMPLOYER).executeTakeFirstOrThrow()
    ).user_id;
    const order = await billing.createTaskPayOrder(
      deps('o-openid-1'),
      { userId } as Parameters<typeof billing.createTaskPayOrder>[1],
      { orderId, provider: 'wechatpay', channel: 'jsapi', payerIp: '203.0.113.9', userAgent: UA.wechat },
    );
    expect(order).toMatchObject({ channel: 'jsapi', qrCode: null, payUrl: null });
    expect(order.jsapiParams).toEqual({ appId: 'wx0', package: `prepay_id=${order.outTradeNo}` });
    expect(wechat.creates.at(-1)).toMatchObject({ openid: 'o-openid-1', payerIp: '203.0.113.9' });
  });

  it('tells the payer the channel is unavailable when the company refuses, and never leaves that order payable', async () => {
    const orderId = await newTask();
    wechat.failCreate = true;
    try {
      const refused = await create({ orderId, provider: 'wechatpay' });
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ success: false, resultMessage: PAY_MESSAGES.channelDown });
      const row = await db()
        .selectFrom('pay_orders')
        .select(['status', 'pay_start'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: PAY_ORDER_STATUS.failed, pay_start: null });
    } finally {
      wechat.failCreate = false;
    }
    // The next try is a new order that the company opens.
    const next = await create({ orderId, provider: 'wechatpay' });
    expect(next.body.data.qrCode).toMatch(/^weixin:/);
  });

  it('settles a payment whose notification never came when the payer polls, asking the company at most every 3 s', async () => {
    const orderId = await newTask();
    const order = (await create({ orderId })).body.data;
    expect((await info(order.payOrderId)).status).toBe(PAY_ORDER_STATUS.pending);
    const before = await movements();
    sandbox.receive(order.outTradeNo, order.amount); // paid there; the notification is lost
    // Asked a moment ago: not asked again yet.
    expect((await info(order.payOrderId)).status).toBe(PAY_ORDER_STATUS.pending);
    clock.advance(3_001);
    expect((await info(order.payOrderId)).status).toBe(PAY_ORDER_STATUS.paid);
    expect(await movements()).toBe(before + 1);
    clock.advance(3_001);
    expect((await info(order.payOrderId)).status).toBe(PAY_ORDER_STATUS.paid);
    expect(await movements()).toBe(before + 1);
  });

  it('the pending-order job pays what the company took, closes expired orders there first, and retries a failed close', async () => {
    clock.advance(60 * 60_000); // past the hourly publishing limit of the tasks before
    const lost = (await create({ orderId: await newTask() })).body.data;
    const expiring = (await create({ orderId: await newTask() })).body.data;
    const stuck = (await create({ orderId: await newTask(), provider: 'wechatpay' })).body.data;
    const lateButPaid = (await create({ orderId: await newTask() })).body.data;
    sandbox.receive(lost.outTradeNo, lost.amount);
    const before = await movements();
    // Younger than a minute: left to its notification. (Asserted by the rows, not the job's counts: the app's
    // own job runs on the same clock every 30 s and may take an order first.)
    await billing.sweepPendingPayOrders(deps());
    expect(await statusInDb(lost.payOrderId)).toBe(PAY_ORDER_STATUS.pending);
    clock.advance(61_000);
    await billing.sweepPendingPayOrders(deps());
    expect(await statusInDb(lost.payOrderId)).toBe(PAY_ORDER_STATUS.paid);
    expect(await movements()).toBe(before + 1);
    expect(await statusInDb(expiring.payOrderId)).toBe(PAY_ORDER_STATUS.pending);

    // Past expiry: one paid in the meantime (a payment wins over expiry), the others closed at the company.
    sandbox.receive(lateButPaid.outTradeNo, lateButPaid.amount);
    clock.advance(15 * 60_000);
    wechat.failClose = true;
    try {
      await billing.sweepPendingPayOrders(deps());
      expect(await statusInDb(lateButPaid.payOrderId)).toBe(PAY_ORDER_STATUS.paid);
      expect(await statusInDb(expiring.payOrderId)).toBe(PAY_ORDER_STATUS.expired);
      expect((await sandbox.query(expiring.outTradeNo)).status).toBe('closed');
      // The company could not close it: still pending here, tried again at the next run.
      expect(await statusInDb(stuck.payOrderId)).toBe(PAY_ORDER_STATUS.pending);
      expect((await wechat.query(stuck.outTradeNo)).status).toBe('pending');
    } finally {
      wechat.failClose = false;
    }
    clock.advance(30_000);
    await billing.sweepPendingPayOrders(deps());
    expect(await statusInDb(stuck.payOrderId)).toBe(PAY_ORDER_STATUS.expired);
    expect((await wechat.query(stuck.outTradeNo)).status).toBe('closed');
    expect(await movements()).toBe(before + 2);
  });
});
