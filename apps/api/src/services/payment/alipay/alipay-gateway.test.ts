/**
 * The Alipay gateway against the local Alipay (tooling/fakes/src/alipay.ts), which checks our requests' RSA2
 * signatures with the app's public key and signs its answers and notifications as Alipay does. Every method,
 * with the app key in PKCS#1 and in PKCS#8; the notify URL is a small server that hands the raw body to
 * parseNotify and answers what the gateway says.
 */
import { spawn } from 'node:child_process';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAlipayFake, type AlipayFake } from '@bazaar/fakes/alipay';
import { startFakeServer, type FakeServer } from '@bazaar/fakes/http';
import { loadConfig } from '../../../config';
import { firstLine } from '../../../test/child-process';
import { GatewayError, NotifyRejected, type CreatePayment, type NotifyEvent } from '../gateway';
import { createAlipayGateway, type AlipayGateway } from './index';
import { parseAlipayForm, verifyNotifySign } from './notify-sign';

const APP_ID = '2021000000000077';
const START = new Date('2026-03-01T02:00:00Z'); // 10:00 in China

describe.each(['pkcs1', 'pkcs8'] as const)('AlipayGateway against the local Alipay (app key %s)', (keyType) => {
  let dir: string;
  let fake: AlipayFake;
  let receiver: FakeServer;
  let gateway: AlipayGateway;
  let clock = START.getTime();
  const events: (NotifyEvent | string)[] = [];
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let seq = 0;
  const orderNo = () => `P${keyType}${Date.now().toString(36)}${++seq}`;
  const expiry = () => new Date(clock + 15 * 60_000);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'alipay-gateway-test-'));
    fake = await startAlipayFake({ appId: APP_ID, appPublicKey: appKeys.publicKey, now: () => new Date(clock) });
    const keyFile = path.join(dir, 'app-key.pem');
    await writeFile(keyFile, appKeys.privateKey.export({ type: keyType, format: 'pem' }));
    await writeFile(path.join(dir, 'alipay-public.pem'), fake.alipayPublicKeyPem);
    // The notify URL: raw body in, the gateway's answer out (what the billing route will do).
    receiver = await startFakeServer(async (req) => {
      try {
        events.push(await gateway.parseNotify({ headers: req.headers, rawBody: req.rawBody }));
        const a = gateway.acknowledge();
        return { status: a.status, headers: { 'content-type': a.contentType! }, body: a.body };
      } catch (err) {
        if (!(err instanceof NotifyRejected)) throw err;
        events.push(`rejected: ${err.message}`);
        const a = gateway.reject(err.message);
        return { status: a.status, headers: { 'content-type': a.contentType! }, body: a.body };
      }
    });
    const config = loadConfig(
      {
        PAYMENT_DRIVER: 'alipay',
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_APP_KEY_FILE: keyFile,
        ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay-public.pem'),
        ALIPAY_GATEWAY: fake.url,
        PUBLIC_ORIGIN: receiver.url,
        PGLITE_DIR: 'memory://',
      },
      dir,
    );
    gateway = createAlipayGateway(config);
  });

  afterAll(async () => {
    await fake?.close();
    await receiver?.close();
    await rm(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    events.length = 0;
  });

  /** A new page-pay order the payer has opened at Alipay's cashier (so Alipay knows the trade), by its number. */
  async function openedOrder(amountFen: number, details: Partial<CreatePayment> = {}) {
    const outTradeNo = orderNo();
    const start = await gateway.create({
      outTradeNo,
      amountFen,
      description: 'x',
      channel: 'page',
      expiresAt: expiry(),
      payerIp: '1.1.1.1',
      ...details,
    });
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    fake.controls.open(start.payUrl);
    return outTradeNo;
  }

  async function paidOrder(amountFen: number) {
    const outTradeNo = await openedOrder(amountFen, {
      description: '品牌标志设计',
      payerIp: '127.0.0.1',
      returnUrl: 'https://www.example.com/pay/return',
    });
    await fake.controls.pay(outTradeNo);
    return outTradeNo;
  }

  it('page pay: a signed GET URL the cashier accepts; 确认付款 notifies, returns signed; query says paid', async () => {
    const outTradeNo = orderNo();
    expect(await gateway.query(outTradeNo)).toEqual({ outTradeNo, status: 'pending' });
    const start = await gateway.create({
      outTradeNo,
      amountFen: 1234,
      description: '品牌/标志=设计&VI',
      channel: 'page',
      expiresAt: new Date(clock + 30 * 60_000),
      payerIp: '127.0.0.1',
      returnUrl: 'https://www.example.com/pay/return?o=1',
    });
    expect(start.kind).toBe('redirect');
    const payUrl = start.kind === 'redirect' ? start.payUrl : '';
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(fake.url);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    // China time whatever the process's zone (the SDK alone would write local time).
    const sent = new Date(`${url.searchParams.get('timestamp')!.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.abs(sent - Date.now())).toBeLessThan(60_000);
    expect(url.searchParams.get('notify_url')).toBe(`${receiver.url}/api/pay/notify/alipay`);
    expect(url.searchParams.get('return_url')).toBe('https://www.example.com/pay/return?o=1');
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: outTradeNo,
      total_amount: '12.34',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      subject: '品牌 标志 设计 VI',
      time_expire: '2026-03-01 10:30:00',
    });

    const page = await fetch(payUrl);
    const html = await page.text();
    expect(html).toContain('确认付款');
    expect(html).toContain('￥12.34');
    const pressed = await fetch(new URL('/__fake/cashier', fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: outTradeNo }).toString(),
      redirect: 'manual',
    });
    expect(pressed.status).toBe(302);
    const back = new URL(pressed.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://www.example.com/pay/return');
    expect(back.searchParams.get('method')).toBe('alipay.trade.page.pay.return');
    // Alipay's synchronous parameters (beside our own `o`) are signed like a notification.
    expect(back.searchParams.get('o')).toBe('1');
    back.searchParams.delete('o');
    const form = parseAlipayForm(Buffer.from(back.searchParams.toString()));
    expect(verifyNotifySign(form, createPublicKey(fake.alipayPublicKeyPem))).toBe(true);

    expect(events).toEqual([
      {
        kind: 'payment',
        state: expect.objectContaining({ outTradeNo, status: 'paid', amountFen: 1234, tradeNo: expect.any(String) }),
      },
    ]);
    expect(fake.controls.notifications.at(-1)).toMatchObject({ status: 200, answer: 'success' });
    const state = await gateway.query(outTradeNo);
    expect(state).toMatchObject({ outTradeNo, status: 'paid', amountFen: 1234, paidAt: new Date(clock) });
    expect(state.tradeNo).toBe(fake.controls.trades.get(outTradeNo)!.tradeNo);
  });

  it('wap pay: QUICK_WAP_WAY with quit_url; a pay URL with a changed amount is refused by Alipay', async () => {
    const outTradeNo = orderNo();
    const start = await gateway.create({
      outTradeNo,
      amountFen: 5,
      description: '海报',
      channel: 'wap',
      expiresAt: expiry(),
      payerIp: '127.0.0.1',
      returnUrl: 'https://m.example.com/pay/return',
    });
    const payUrl = start.kind === 'redirect' ? start.payUrl : '';
    const url = new URL(payUrl);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    const biz = JSON.parse(url.searchParams.get('biz_content')!) as Record<string, string>;
    expect(biz).toMatchObject({
      total_amount: '0.05',
      product_code: 'QUICK_WAP_WAY',
      quit_url: 'https://m.example.com/pay/return',
    });
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
    expect(() => fake.controls.open(url.href)).toThrow(/isv.invalid-signature/);
    expect(await (await fetch(url)).text()).toContain('isv.invalid-signature');
    expect(fake.controls.open(payUrl).totalFen).toBe(5);
  });

  it('refuses the channels Alipay does not have', async () => {
    await expect(
      gateway.create({
        outTradeNo: orderNo(),
        amountFen: 1,
        description: 'x',
        channel: 'native',
        expiresAt: expiry(),
        payerIp: '1.1.1.1',
      }),
    ).rejects.toThrow(GatewayError);
  });

  it('close: a trade nobody opened is fine; an open one closes; a paid one is an error', async () => {
    await expect(gateway.close(orderNo())).resolves.toBeUndefined();
    const outTradeNo = await openedOrder(100);
    expect(await gateway.query(outTradeNo)).toEqual({
      outTradeNo,
      status: 'pending',
      tradeNo: expect.any(String),
      amountFen: 100,
    });
    await gateway.close(outTradeNo);
    expect(await gateway.query(outTradeNo)).toMatchObject({ status: 'closed' });
    const paid = await paidOrder(100);
    await expect(gateway.close(paid)).rejects.toMatchObject({ name: 'GatewayError', code: 'ACQ.TRADE_STATUS_ERROR' });
  });

  it('notifications: forged, mis-signed, foreign-app and tampered replays are answered fail; wrong amounts and unknown orders are passed on as read', async () => {
    const outTradeNo = await paidOrder(800);
    events.length = 0;
    for (const signing of ['bad', 'with-sign-type', 'foreign-key', 'none'] as const) {
      const sent = await fake.controls.notify({ outTradeNo, signing });
      expect(sent, signing).toMatchObject({ status: 400, answer: 'fail' });
    }
    expect(await fake.controls.notify({ outTradeNo, fields: { app_id: '2021000000009999' } })).toMatchObject({
      status: 400,
    });
    expect(events).toEqual(Array.from({ length: 5 }, () => expect.stringMatching(/^rejected: /)));

    events.length = 0;
    const genuine = await fake.controls.notify({ outTradeNo });
    expect(genuine).toMatchObject({ status: 200, answer: 'success' });
    expect(await fake.controls.replay()).toMatchObject({ status: 200 }); // authentic twice: billing is idempotent
    expect(await fake.controls.replay({ total_amount: '0.01' })).toMatchObject({ status: 400, answer: 'fail' });
    expect(await fake.controls.notify({ outTradeNo, fields: { total_amount: '0.01' } })).toMatchObject({ status: 200 });
    expect(
      await fake.controls.notify({
        outTradeNo: 'NOSUCHORDER',
        fields: { trade_status: 'TRADE_SUCCESS', total_amount: '1.00' },
        to: `${receiver.url}/api/pay/notify/alipay`,
      }),
    ).toMatchObject({ status: 200 });
    expect(events.slice(0, 2)).toEqual([
      { kind: 'payment', state: expect.objectContaining({ outTradeNo, amountFen: 800 }) },
      { kind: 'payment', state: expect.objectContaining({ outTradeNo, amountFen: 800 }) },
    ]);
    expect(events[2]).toMatch(/^rejected: bad signature/);
    expect(events[3]).toEqual({ kind: 'payment', state: expect.objectContaining({ outTradeNo, amountFen: 1 }) });
    expect(events[4]).toEqual({
      kind: 'payment',
      state: expect.objectContaining({ outTradeNo: 'NOSUCHORDER', amountFen: 100 }),
    });
  });

  it('skipped notifications leave the query as the way to learn of a payment', async () => {
    fake.controls.skipNotifications(true);
    try {
      const outTradeNo = await paidOrder(300);
      expect(events).toEqual([]);
      expect(await gateway.query(outTradeNo)).toMatchObject({ status: 'paid', amountFen: 300 });
    } finally {
      fake.controls.skipNotifications(false);
    }
  });

  it('refund: done at once (fund_change Y), idempotent by out_request_no, pending while Alipay works, notified', async () => {
    const outTradeNo = await paidOrder(1000);
    /** Refund `R…` of the 10-yuan order. */
    const refund = (n: string, amountFen: number, reason: string) =>
      gateway.refund({ outTradeNo, outRefundNo: `${outTradeNo}${n}`, amountFen, totalFen: 1000, reason });
    events.length = 0;
    const first = await refund('R1', 400, '协商退款');
    expect(first).toEqual({ outRefundNo: `${outTradeNo}R1`, status: 'done', amountFen: 400 });
    // Asked again: Alipay answers fund_change N, the query says it is done, and no money moves twice.
    expect(await refund('R1', 400, '协商退款')).toEqual({
      outRefundNo: `${outTradeNo}R1`,
      status: 'done',
      amountFen: 400,
    });
    expect(fake.controls.trades.get(outTradeNo)!.refundedFen).toBe(400);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toEqual({
      kind: 'refund',
      outTradeNo,
      state: { outRefundNo: `${outTradeNo}R1`, status: 'done' },
    });

    fake.controls.holdRefunds(true);
    try {
      expect(await refund('R2', 600, '退款')).toEqual({ outRefundNo: `${outTradeNo}R2`, status: 'pending' });
      expect(await gateway.queryRefund(`${outTradeNo}R2`, outTradeNo)).toMatchObject({ status: 'pending' });
      fake.controls.settleRefunds();
      expect(await gateway.queryRefund(`${outTradeNo}R2`, outTradeNo)).toEqual({
        outRefundNo: `${outTradeNo}R2`,
        status: 'done',
        amountFen: 600,
      });
    } finally {
      fake.controls.holdRefunds(false);
    }
    expect(await gateway.queryRefund('NEVERASKED', outTradeNo)).toEqual({
      outRefundNo: 'NEVERASKED',
      status: 'pending',
    });
    await expect(refund('R3', 1, '多退')).rejects.toMatchObject({ code: 'ACQ.TRADE_STATUS_ERROR' });
    const other = await paidOrder(100);
    await expect(
      gateway.refund({ outTradeNo: other, outRefundNo: `${other}R1`, amountFen: 101, totalFen: 100, reason: '多退' }),
    ).rejects.toMatchObject({ code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
  });

  it('transfer: done, idempotent, refused payee name fails in Chinese, DEALING pending until settled', async () => {
    const target = { kind: 'alipay' as const, account: 'designer@example.com', realName: '张三' };
    const done = await gateway.transfer({
      outBillNo: `T${keyType}1`,
      amountFen: 12345,
      target,
      remark: '设计集市提现',
    });
    expect(done).toEqual({ outBillNo: `T${keyType}1`, status: 'done', ref: expect.stringMatching(/^\d+$/) });
    expect(fake.controls.transfers.get(`T${keyType}1`)).toMatchObject({
      amountFen: 12345,
      identity: 'designer@example.com',
      name: '张三',
    });
    expect(
      await gateway.transfer({ outBillNo: `T${keyType}1`, amountFen: 12345, target, remark: '设计集市提现' }),
    ).toEqual(done);
    expect(await gateway.queryTransfer(`T${keyType}1`)).toEqual(done);

    fake.controls.refusePayee('wrong-name@example.com');
    expect(
      await gateway.transfer({
        outBillNo: `T${keyType}2`,
        amountFen: 500,
        target: { ...target, account: 'wrong-name@example.com' },
        remark: '提现',
      }),
    ).toEqual({
      outBillNo: `T${keyType}2`,
      status: 'failed',
      failReason: '支付宝账号和姓名不匹配，请确认姓名是否正确',
    });

    fake.controls.holdTransfers(true);
    try {
      expect(
        await gateway.transfer({ outBillNo: `T${keyType}3`, amountFen: 500, target, remark: '提现' }),
      ).toMatchObject({ status: 'pending' });
      expect(
        await gateway.transfer({ outBillNo: `T${keyType}4`, amountFen: 500, target, remark: '提现' }),
      ).toMatchObject({ status: 'pending' });
    } finally {
      fake.controls.holdTransfers(false);
    }
    expect(await gateway.queryTransfer(`T${keyType}3`)).toMatchObject({ status: 'pending' });
    fake.controls.settleTransfer(`T${keyType}3`, 'SUCCESS');
    expect(await gateway.queryTransfer(`T${keyType}3`)).toMatchObject({ status: 'done' });
    fake.controls.settleTransfer(`T${keyType}4`, 'FAIL', '收款账户已冻结');
    expect(await gateway.queryTransfer(`T${keyType}4`)).toMatchObject({
      status: 'failed',
      failReason: '收款账户已冻结',
    });
    await expect(gateway.queryTransfer('NEVERSENT')).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' });
    await expect(
      gateway.transfer({
        outBillNo: 'B1',
        amountFen: 100,
        target: { kind: 'bankcard', cardNo: '6222', holderName: '张三', bankName: '招商银行' },
        remark: 'x',
      }),
    ).rejects.toThrow(GatewayError);
    expect(gateway.payoutTargets).toEqual(['alipay']);
  });

  it('trade bill: the day’s payments and refunds from the GBK zip (deflated and stored); a day without trades is empty', async () => {
    clock = new Date('2026-03-05T03:00:00Z').getTime();
    const a = await paidOrder(2500);
    const b = await paidOrder(99);
    await gateway.refund({ outTradeNo: a, outRefundNo: `${a}R`, amountFen: 700, totalFen: 2500, reason: '退款' });
    clock = new Date('2026-03-06T03:00:00Z').getTime();
    await expect(gateway.tradeBill('2026-03-06')).resolves.toEqual([]); // today: no bill yet
    const trades = fake.controls.trades;
    const expected = [
      {
        outTradeNo: a,
        tradeNo: trades.get(a)!.tradeNo,
        kind: 'payment',
        amountFen: 2500,
        at: new Date('2026-03-05T03:00:00Z'),
      },
      {
        outTradeNo: b,
        tradeNo: trades.get(b)!.tradeNo,
        kind: 'payment',
        amountFen: 99,
        at: new Date('2026-03-05T03:00:00Z'),
      },
      {
        outTradeNo: a,
        tradeNo: trades.get(a)!.tradeNo,
        kind: 'refund',
        amountFen: 700,
        outRefundNo: `${a}R`,
        at: new Date('2026-03-05T03:00:00Z'),
      },
    ];
    expect(await gateway.tradeBill('2026-03-05')).toEqual(expected);
    fake.controls.storeBills(true);
    try {
      expect(await gateway.tradeBill('2026-03-05')).toEqual(expected);
    } finally {
      fake.controls.storeBills(false);
    }
    expect(await gateway.tradeBill('2026-03-04')).toEqual([]);
    await expect(gateway.tradeBill('05/03/2026')).rejects.toThrow(GatewayError);
    clock = START.getTime();
  });

  it('a tampered, unsigned or foreign-signed answer is a GatewayError, never an answer', async () => {
    const outTradeNo = await paidOrder(100);
    for (const kind of ['tamper', 'unsigned', 'foreign-key'] as const) {
      fake.controls.corruptAnswers(kind);
      await expect(gateway.query(outTradeNo), kind).rejects.toMatchObject({
        name: 'GatewayError',
        code: 'ALIPAY_UNSIGNED',
      });
    }
    expect(await gateway.query(outTradeNo)).toMatchObject({ status: 'paid' });
    // An unsigned refusal is not believed either (ACQ.TRADE_NOT_EXIST would read as pending); the log sees its claim.
    fake.controls.corruptAnswers('unsigned');
    const unsigned = await gateway.query('NOSUCHTRADE').catch((e: unknown) => e);
    expect(unsigned).toMatchObject({
      code: 'ALIPAY_UNSIGNED',
      message: expect.stringContaining('ACQ.TRADE_NOT_EXIST'),
    });
  });

  it('reads only the signed object: a forged second one appended after the signature is not believed (the SDK’s exec believes it)', async () => {
    const outTradeNo = await openedOrder(900);
    fake.controls.corruptAnswers('duplicate');
    expect(await gateway.query(outTradeNo)).toMatchObject({ status: 'pending', amountFen: 900 });

    const sdk = new AlipaySdk({
      appId: APP_ID,
      privateKey: appKeys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      alipayPublicKey: fake.alipayPublicKeyPem,
      gateway: fake.url,
      camelcase: false,
    });
    fake.controls.corruptAnswers('duplicate');
    const fooled = await sdk.exec(
      'alipay.trade.query',
      { bizContent: { out_trade_no: outTradeNo } },
      { validateSign: true },
    );
    expect(fooled).toMatchObject({ trade_status: 'TRADE_SUCCESS', total_amount: '0.01' });
  });
});

describe('AlipayGateway failures', () => {
  it('requests signed with a key Alipay does not hold are refused (isv.invalid-signature), and no secret reaches the error', async () => {
    const registered = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const fake = await startAlipayFake({ appId: APP_ID, appPublicKey: registered.publicKey });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'alipay-gateway-test-'));
    try {
      const otherPem = other.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
      await writeFile(path.join(dir, 'key.pem'), otherPem);
      await writeFile(path.join(dir, 'alipay.pem'), fake.alipayPublicKeyPem);
      const gateway = createAlipayGateway({
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_APP_KEY_FILE: path.join(dir, 'key.pem'),
        ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay.pem'),
        ALIPAY_GATEWAY: fake.url,
        PUBLIC_ORIGIN: ['https://www.example.com'],
      });
      const err = await gateway.query('P1').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GatewayError);
      expect(err).toMatchObject({ code: 'isv.invalid-signature' });
      expect(fake.controls.calls.at(-1)).toEqual({ method: 'alipay.trade.query', result: 'isv.invalid-signature' });
      const secret = otherPem.split('\n')[5]!;
      const everything = JSON.stringify(err) + String(err) + String((err as Error).stack);
      expect(everything).not.toContain(secret);

      // Alipay unreachable: a GatewayError as well, the key nowhere in it.
      const gone = createAlipayGateway(
        {
          ALIPAY_APP_ID: APP_ID,
          ALIPAY_APP_KEY_FILE: path.join(dir, 'key.pem'),
          ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay.pem'),
          ALIPAY_GATEWAY: 'http://127.0.0.1:1/gateway.do',
          PUBLIC_ORIGIN: ['https://www.example.com'],
        },
        { timeoutMs: 2000 },
      );
      const down = await gone.query('P1').catch((e: unknown) => e);
      expect(down).toBeInstanceOf(GatewayError);
      expect(String(down) + String((down as Error).cause)).not.toContain(secret);
    } finally {
      await fake.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the local Alipay’s command line (what the e2e journey runs)', () => {
  it('writes the key files, prints its URL, and the gateway configured from them works', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'alipay-cli-test-'));
    const cli = path.resolve(import.meta.dirname, '../../../../../../tooling/fakes/src/alipay-cli.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
    const child = spawn(tsx, [cli, dir, '0', APP_ID], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const line = await firstLine(child, 'alipay-cli');
      const ready = JSON.parse(line) as { url: string; appId: string; files: Record<string, string> };
      expect(ready.appId).toBe(APP_ID);
      const config = loadConfig(
        {
          PAYMENT_DRIVER: 'alipay',
          ALIPAY_APP_ID: ready.appId,
          ALIPAY_APP_KEY_FILE: ready.files.appPrivateKey,
          ALIPAY_PUBLIC_KEY_FILE: ready.files.alipayPublicKey,
          ALIPAY_GATEWAY: ready.url,
          PUBLIC_ORIGIN: 'http://127.0.0.1:9',
          PGLITE_DIR: 'memory://',
        },
        dir,
      );
      const gateway = createAlipayGateway(config);
      expect(await gateway.query('P1')).toEqual({ outTradeNo: 'P1', status: 'pending' });
      const state = (await (await fetch(new URL('/__fake/state', ready.url), { method: 'POST' })).json()) as {
        calls: unknown[];
      };
      expect(state.calls).toEqual([{ method: 'alipay.trade.query', result: 'ACQ.TRADE_NOT_EXIST' }]);
    } finally {
      child.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
