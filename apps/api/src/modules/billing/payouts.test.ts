/**
 * Payouts to WeChat, Alipay and bank cards through the payment companies (issue 33) on every driver: the
 * Alipay account's checks and mask, targets per configured company, the transfer asked after the commit and
 * booked once — paid, failed (back in the balance exactly once, however often reported), pending (the job
 * follows it), awaiting the designer's confirmation inside WeChat (then a notification's SUCCESS pays it).
 */
import type { Payout, PayoutAccounts } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { balanceAccount, PAYOUT_ACCOUNT_MESSAGES, PAYOUT_STATUS, payoutAccount } from '@bazaar/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/auth';
import { ManualClock } from '../../services/clock/clock';
import { GatewayError } from '../../services/payment/gateway';
import { PaymentGateways } from '../../services/payment/gateways';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { EMPLOYER } from '../tasks/tasks.test-kit';
import * as payouts from './billing.payouts';
import { outBillNo, PAYOUT_MESSAGES, type PayoutsDeps } from './billing.payouts';
import { ledgerMismatches } from './ledger.repository';
import { balanceOf, memoryLog, movementCount, ScriptedGateway } from './money-out.test-kit';
import { RETRY_MIN_MS } from './refunds';

const DESIGNER = '13800000001';
const ALIPAY = '13812345678';
const OPENID = 'oMpTestOpenId0123456789abcdef';

describe.each(DRIVERS)('payouts through the companies on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  let me: SessionUser;
  const service = (gateway: ScriptedGateway) => {
    const { log, text } = memoryLog();
    const deps: PayoutsDeps = {
      db: db(),
      clock,
      gateways: new PaymentGateways([gateway]),
      payments: {
        openIdOf: async (userId) => (userId === me.userId ? OPENID : null),
        publicOrigin: undefined,
        wechatConfirm: { mchId: '1900000109', appId: 'wxMpAppId' },
      },
      log,
    };
    return { deps, log, text };
  };
  const balance = () => balanceOf(db(), balanceAccount(me.userId));
  const inFlight = () => balanceOf(db(), payoutAccount(me.userId));

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    const user = await db()
      .selectFrom('users')
      .select('user_id')
      .where('mobile', '=', DESIGNER)
      .executeTakeFirstOrThrow();
    me = { userId: user.user_id, isDesigner: true } as SessionUser;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves the Alipay account checked and shows it masked; payouts go to Alipay, a card (cardId alone) or are refused', async () => {
    const bad = await post('/api/plat/pay/savePayoutAlipay', { account: '1381234', realName: '林小鹿' }, DESIGNER);
    expect(bad.status).toBe(400);
    expect(bad.body.resultMessage).toBe(PAYOUT_ACCOUNT_MESSAGES.alipayAccount);
    const badName = await post('/api/plat/pay/savePayoutAlipay', { account: ALIPAY, realName: '林' }, DESIGNER);
    expect(badName.body.resultMessage).toBe(PAYOUT_ACCOUNT_MESSAGES.realName);
    expect(
      (await post('/api/plat/pay/savePayoutAlipay', { account: ALIPAY, realName: '茶颜' }, EMPLOYER)).body.resultCode,
    ).toBe('E010403');
    const saved = await post<PayoutAccounts>(
      '/api/plat/pay/savePayoutAlipay',
      { account: ` ${ALIPAY} `, realName: '林小鹿' },
      DESIGNER,
    );
    expect(saved.body.data).toEqual({
      alipay: { accountMasked: '138****5678', realNameMasked: '**鹿' },
      // The app's own deps on this branch know no openid (the login side's mpOpenIdOf is wired at merge).
      wechatBound: false,
      targets: ['bankcard', 'alipay', 'wechat'],
    });
    // Nothing but the mask ever leaves the api.
    const read = await get<PayoutAccounts>('/api/plat/pay/getMyPayoutAccounts', DESIGNER);
    expect(JSON.stringify(read.body)).not.toContain(ALIPAY);

    const start = await balance();
    const toAlipay = await post<Payout>('/api/plat/pay/requestPayout', { target: 'alipay', amount: 12_300 }, DESIGNER);
    expect(toAlipay.body.data).toMatchObject({
      status: PAYOUT_STATUS.paid,
      target: 'alipay',
      cardNoMasked: '支付宝 138****5678',
    });
    expect(await balance()).toBe(start - 12_300);
    expect(await inFlight()).toBe(0);
    // Issue 25 as before: the designer is told where it arrived.
    const notes = await db()
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', me.userId)
      .where('kind', '=', 'payout.done')
      .execute();
    expect(notes.map((n) => n.body)).toContain('已转入 支付宝 138****5678');

    const wechat = await post('/api/plat/pay/requestPayout', { target: 'wechat', amount: 100 }, DESIGNER);
    expect(wechat.body.resultMessage).toBe(PAYOUT_MESSAGES.noWechat);
    const noCard = await post('/api/plat/pay/requestPayout', { target: 'bankcard', amount: 100 }, DESIGNER);
    expect(noCard.status).toBe(400);
    expect(noCard.body.resultMessage).toBe(PAYOUT_ACCOUNT_MESSAGES.cardMissing);
    expect((await post('/api/plat/pay/requestPayout', { target: 'paypal', amount: 100 }, DESIGNER)).status).toBe(400);
    const card = await post<{ cardId: number }>(
      '/api/plat/pay/saveBankCard',
      { holderName: '林小鹿', bankName: '招商银行', cardNo: '6225880112345678' },
      DESIGNER,
    );
    const byCard = await post<Payout>(
      '/api/plat/pay/requestPayout',
      { cardId: card.body.data.cardId, amount: 100 },
      DESIGNER,
    );
    expect(byCard.body.data).toMatchObject({
      status: PAYOUT_STATUS.paid,
      target: 'bankcard',
      cardNoMasked: '招商银行 尾号5678',
    });

    const page = await get<Page<Payout>>('/api/plat/pay/getMyPayoutPage?current=1&pageSize=2', DESIGNER);
    expect(page.body.data.rows.map((r) => r.target)).toEqual(['bankcard', 'alipay']);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a company without the target refuses it (WeChat Pay pays no bank card)', async () => {
    const noCards = new ScriptedGateway();
    Object.defineProperty(noCards, 'payoutTargets', { value: ['wechat'] });
    const { deps } = service(noCards);
    await expect(payouts.requestPayout(deps, me, { target: 'alipay', amount: 100 })).rejects.toThrow(
      PAYOUT_MESSAGES.targetUnavailable('alipay'),
    );
    expect((await payouts.payoutAccounts(deps, me)).targets).toEqual(['wechat']);
  });

  it('to WeChat from ¥2,000 only with the payee’s real name, which goes to the company with the transfer', async () => {
    const start = await balance();
    expect(start).toBeGreaterThanOrEqual(200_000);
    const refused = await post('/api/plat/pay/requestPayout', { target: 'wechat', amount: 200_000 }, DESIGNER);
    expect(refused.status).toBe(400);
    expect(refused.body.resultMessage).toBe(PAYOUT_ACCOUNT_MESSAGES.wechatRealName);
    expect(await balance()).toBe(start);

    const company = new ScriptedGateway();
    company.transferAnswer = { status: 'awaiting_confirm', packageInfo: 'PKG2000', ref: 'W2' };
    const { deps } = service(company);
    const p = await payouts.requestPayout(deps, me, { target: 'wechat', amount: 200_000, realName: '林小鹿' });
    expect(company.transfers[0]).toMatchObject({
      outBillNo: outBillNo(p.payoutId),
      amountFen: 200_000,
      target: { kind: 'wechat', openid: OPENID, realName: '林小鹿' },
    });
    expect(await balance()).toBe(start - 200_000);
    // Back to where it was for the tests after this one: the payee does not confirm, WeChat cancels it.
    await payouts.onTransfer(deps, {
      provider: 'sandbox',
      state: { outBillNo: outBillNo(p.payoutId), status: 'failed', failReason: '用户未确认' },
    });
    expect(await balance()).toBe(start);
  });

  it('to WeChat awaiting the confirmation inside WeChat: 待确认收款 with its package for the owner, then SUCCESS pays it once', async () => {
    const company = new ScriptedGateway();
    // The sandbox transfers at once; WeChat's merchant transfer waits for the payee's confirmation.
    company.transferAnswer = { status: 'awaiting_confirm', packageInfo: 'ABBQO+oYAAABAAAAAAAk+yPZGA==', ref: 'W1' };
    const { deps, text } = service(company);
    const start = await balance();
    const p = await payouts.requestPayout(deps, me, { target: 'wechat', amount: 5_000 });
    expect(p).toMatchObject({
      status: PAYOUT_STATUS.awaitingConfirm,
      target: 'wechat',
      cardNoMasked: '微信零钱',
      confirm: { mchId: '1900000109', appId: 'wxMpAppId', package: 'ABBQO+oYAAABAAAAAAAk+yPZGA==' },
    });
    expect(company.transfers[0]).toMatchObject({
      outBillNo: outBillNo(p.payoutId),
      amountFen: 5_000,
      target: { kind: 'wechat', openid: OPENID },
    });
    expect(await balance()).toBe(start - 5_000);
    expect(await inFlight()).toBe(5_000);
    const page = await payouts.payoutPage(deps, me, { current: 1, pageSize: 1 });
    expect(page.rows[0]?.confirm?.package).toBe('ABBQO+oYAAABAAAAAAAk+yPZGA==');

    // The notification: SUCCESS, twice, and the job's query agreeing: paid once.
    const done = { outBillNo: outBillNo(p.payoutId), status: 'done' as const, ref: 'W1' };
    await payouts.onTransfer(deps, { provider: 'sandbox', state: done });
    await payouts.onTransfer(deps, { provider: 'sandbox', state: done });
    company.queryTransferAnswer = { status: 'done' };
    clock.advance(2 * RETRY_MIN_MS);
    await payouts.runDue(deps);
    expect(await movementCount(db(), 'payout-done', { payoutId: p.payoutId })).toBe(1);
    expect(await inFlight()).toBe(0);
    expect(await balance()).toBe(start - 5_000);
    expect((await payouts.payoutPage(deps, me, { current: 1, pageSize: 1 })).rows[0]).toMatchObject({
      status: PAYOUT_STATUS.paid,
      confirm: null,
    });
    // The openid never reaches a log line.
    expect(text()).not.toContain(OPENID);
  });

  it('pending, then the job: a company that did not answer is asked again with the same bill number, then queried', async () => {
    const company = new ScriptedGateway();
    company.transferAnswer = (n) => (n === 1 ? new GatewayError('连接被重置', 'ECONNRESET') : { status: 'pending' });
    company.queryTransferAnswer = (n) => (n === 1 ? { status: 'pending' } : { status: 'done', ref: 'A9' });
    const { deps } = service(company);
    const p = await payouts.requestPayout(deps, me, { target: 'alipay', amount: 700 });
    expect(p.status).toBe(PAYOUT_STATUS.processing);
    await payouts.runDue(deps);
    expect(company.calls.transfer).toBe(1);
    clock.advance(RETRY_MIN_MS + 1);
    await payouts.runDue(deps);
    expect(company.transfers.map((r) => r.outBillNo)).toEqual([outBillNo(p.payoutId), outBillNo(p.payoutId)]);
    expect(company.transfers[1]?.target).toEqual({ kind: 'alipay', account: ALIPAY, realName: '林小鹿' });
    for (let i = 0; i < 2; i++) {
      clock.advance(10 * RETRY_MIN_MS);
      await payouts.runDue(deps);
    }
    expect(company.calls.queryTransfer).toBe(2);
    expect((await payouts.payoutPage(deps, me, { current: 1, pageSize: 1 })).rows[0]).toMatchObject({
      payoutId: p.payoutId,
      status: PAYOUT_STATUS.paid,
    });
    expect(await movementCount(db(), 'payout-done', { payoutId: p.payoutId })).toBe(1);
  });

  it('a failure reported 20 times at once (job and notifications) returns the money once', async () => {
    const company = new ScriptedGateway();
    company.transferAnswer = { status: 'pending' };
    company.queryTransferAnswer = { status: 'failed', failReason: '收款账户姓名不符' };
    const { deps } = service(company);
    const start = await balance();
    const p = await payouts.requestPayout(deps, me, { target: 'alipay', amount: 2_000 });
    expect(await balance()).toBe(start - 2_000);
    clock.advance(2 * RETRY_MIN_MS);
    const failed = { outBillNo: outBillNo(p.payoutId), status: 'failed' as const, failReason: '收款账户姓名不符' };
    await Promise.all([
      ...Array.from({ length: 19 }, () => payouts.onTransfer(deps, { provider: 'sandbox', state: failed })),
      payouts.runDue(deps),
    ]);
    expect(await movementCount(db(), 'payout-failed', { payoutId: p.payoutId })).toBe(1);
    expect(await balance()).toBe(start);
    expect(await inFlight()).toBe(0);
    const row = (await payouts.payoutPage(deps, me, { current: 1, pageSize: 1 })).rows[0];
    expect(row).toMatchObject({ status: PAYOUT_STATUS.failed, failReason: '收款账户姓名不符' });
    // A late SUCCESS for a failed payout moves nothing (the money is already back).
    await payouts.onTransfer(deps, { provider: 'sandbox', state: { ...failed, status: 'done' } });
    expect(await movementCount(db(), 'payout-done', { payoutId: p.payoutId })).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('the sandbox bank refuses a card ending 0000: back once; forged results move nothing', async () => {
    const company = new ScriptedGateway();
    const { deps } = service(company);
    const card = await post<{ cardId: number }>(
      '/api/plat/pay/saveBankCard',
      { holderName: '林小鹿', bankName: '测试银行', cardNo: '6222020200110000' },
      DESIGNER,
    );
    const start = await balance();
    const p = await payouts.requestPayout(deps, me, { cardId: card.body.data.cardId, amount: 900 });
    expect(p).toMatchObject({ status: PAYOUT_STATUS.failed, failReason: '沙箱银行拒绝了该卡号' });
    expect(await balance()).toBe(start);

    company.transferAnswer = { status: 'pending' };
    const q = await payouts.requestPayout(deps, me, { target: 'alipay', amount: 800 });
    // Another company's word, a bill number not ours: nothing moves.
    await payouts.onTransfer(deps, {
      provider: 'wechatpay',
      state: { outBillNo: outBillNo(q.payoutId), status: 'done' },
    });
    await payouts.onTransfer(deps, { provider: 'sandbox', state: { outBillNo: 'PO12', status: 'failed' } });
    await payouts.onTransfer(deps, {
      provider: 'sandbox',
      state: { outBillNo: `${outBillNo(q.payoutId)}x`, status: 'failed' },
    });
    expect(await movementCount(db(), 'payout-done', { payoutId: q.payoutId })).toBe(0);
    expect(await movementCount(db(), 'payout-failed', { payoutId: q.payoutId })).toBe(0);
    expect(await inFlight()).toBe(800);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
