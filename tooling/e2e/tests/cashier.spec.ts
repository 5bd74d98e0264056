/**
 * The cashier with the real companies (issue 33). Until the WeChat Pay and Alipay gateways land the api offers only
 * the sandbox (money.spec pays with it), so here the api's answers for the cashier's calls are stood in by
 * page.route, in the contract's shapes (packages/domain/src/api/money.ts): WeChat Pay Native's QR code on a computer
 * paid on the phone (the page asks until the order is paid, then stops), Alipay's page behind a link, a company that
 * is down, WeChat Pay JSAPI inside WeChat through a stand-in WeixinJSBridge, and the operators' anomalies desk.
 */
import { devices, type Page, type Route } from '@playwright/test';
import { MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { EMPLOYER_MOBILE, loginAsOperator, loginWithSavedSession } from './helpers';

const ORDER_ID = 4242;
const ok = (data: unknown) => ({ success: true, data, resultCode: 'S000001', resultMessage: '操作成功' });
const json = (route: Route, body: unknown) =>
  route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });

function payOrder(over: Record<string, unknown>) {
  const now = Date.now();
  return {
    payOrderId: 9001,
    outTradeNo: 'BZ202611280001',
    orderId: ORDER_ID,
    taskName: '品牌主视觉设计',
    amount: 150000,
    status: 0,
    qrCode: null,
    payUrl: null,
    jsapiParams: null,
    channel: 'native',
    provider: 'wechatpay',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    paidAt: null,
    ...over,
  };
}

const WECHAT_NATIVE = payOrder({ qrCode: 'weixin://wxpay/bizpayurl?pr=e2eTest01' });
const ALIPAY_URL = 'https://openapi.alipay.com/gateway.do?charset=utf-8&method=alipay.trade.page.pay&sign=e2e';
const ALIPAY_PAGE = payOrder({ payOrderId: 9002, provider: 'alipay', channel: 'page', payUrl: ALIPAY_URL });

/** Stands in for the cashier's calls; getPayOrderInfo answers pending `pendingFor` times, then paid. */
async function standIn(
  page: Page,
  opts: {
    device: 'desktop' | 'phone' | 'wechat';
    options: { provider: string; name: string; channel: string }[];
    orders: Record<string, unknown>;
    pendingFor?: number;
  },
) {
  const asked: number[] = [];
  const created: { provider?: string; channel?: string }[] = [];
  await page.route('**/api/plat/pay/getPayChannels**', (route) =>
    json(route, ok({ device: opts.device, options: opts.options })),
  );
  await page.route('**/api/plat/pay/createTaskPayOrder', (route) => {
    const input = route.request().postDataJSON() as { provider?: string; channel?: string };
    created.push(input);
    const answer = opts.orders[input.provider ?? ''];
    return json(route, answer ?? ok(null));
  });
  await page.route('**/api/plat/pay/getPayOrderInfo**', (route) => {
    const id = Number(new URL(route.request().url()).searchParams.get('payOrderId'));
    asked.push(Date.now());
    const paid = asked.length > (opts.pendingFor ?? 0);
    return json(
      route,
      ok(payOrder({ payOrderId: id, status: paid ? 1 : 0, paidAt: paid ? new Date().toISOString() : null })),
    );
  });
  return { asked, created };
}

/** Pixel 7 without its browser type (a describe group may not switch browsers). */
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];

const WECHAT = { provider: 'wechatpay', name: '微信支付', channel: 'native' };
const ALIPAY = { provider: 'alipay', name: '支付宝', channel: 'page' };

test.describe('on a computer', () => {
  test.beforeEach(async ({ page }) => {
    await loginWithSavedSession(page, EMPLOYER_MOBILE, '/uc/task');
  });

  test('WeChat Pay’s QR code is scanned on the phone: the page asks until paid, shows 支付成功, then stops asking', async ({
    page,
  }) => {
    const calls = await standIn(page, {
      device: 'desktop',
      options: [WECHAT, ALIPAY],
      orders: { wechatpay: ok(WECHAT_NATIVE), alipay: ok(ALIPAY_PAGE) },
      pendingFor: 2,
    });
    await page.goto(`/pay/cashier/${ORDER_ID}`);
    await expect(page.getByRole('radio', { name: '微信支付' })).toBeChecked();
    expect(calls.created[0]).toEqual({ orderId: ORDER_ID, provider: 'wechatpay', channel: 'native' });
    // A real QR code of code_url (drawn, not the text), with what to do.
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await expect(qr.locator('svg')).toBeVisible();
    await expect(page.getByText('请使用微信扫一扫')).toBeVisible();
    await expect(page.getByText('剩余支付时间')).toBeVisible();
    await expect(page.getByText('weixin://')).toHaveCount(0);
    // Paid on the phone: the third answer says so, and the result page follows by itself.
    await page.waitForURL(/\/pay\/confirm\/9001$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(calls.asked.length).toBeGreaterThanOrEqual(3);
    // Between asks: 2–3 s (never a hammering loop).
    const gaps = calls.asked.slice(1, 3).map((t, i) => t - calls.asked[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThan(1800);
    const settled = calls.asked.length;
    await page.waitForTimeout(3500);
    expect(calls.asked.length).toBe(settled);
  });

  test('Alipay is chosen: its page is behind 前往支付宝支付, and the choice stays in the address', async ({ page }) => {
    const calls = await standIn(page, {
      device: 'desktop',
      options: [WECHAT, ALIPAY],
      orders: { wechatpay: ok(WECHAT_NATIVE), alipay: ok(ALIPAY_PAGE) },
      pendingFor: 1000,
    });
    await page.goto(`/pay/cashier/${ORDER_ID}`);
    await page.getByText('支付宝', { exact: true }).click();
    await expect(page).toHaveURL(/\?provider=alipay$/);
    await expect(page.getByRole('link', { name: '前往支付宝支付' })).toHaveAttribute('href', ALIPAY_URL);
    expect(calls.created.at(-1)).toEqual({ orderId: ORDER_ID, provider: 'alipay', channel: 'page' });
    await page.reload();
    await expect(page.getByRole('radio', { name: '支付宝' })).toBeChecked();
  });

  test('a company that is down is said in the page, with 重试 and the other company', async ({ page }) => {
    const down = {
      success: false,
      data: null,
      resultCode: 'E050002',
      resultMessage: '支付渠道暂时不可用，请稍后再试或更换支付方式',
    };
    const calls = await standIn(page, {
      device: 'desktop',
      options: [WECHAT, ALIPAY],
      orders: { wechatpay: down, alipay: ok(ALIPAY_PAGE) },
      pendingFor: 1000,
    });
    await page.goto(`/pay/cashier/${ORDER_ID}`);
    await expect(page.getByRole('alert')).toHaveText('支付渠道暂时不可用，请稍后再试或更换支付方式');
    await page.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => calls.created.length).toBe(2);
    await page.getByText('支付宝', { exact: true }).click();
    await expect(page.getByRole('link', { name: '前往支付宝支付' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('inside WeChat on a phone', () => {
  test.use({
    ...PHONE,
    baseURL: MOBILE_URL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI Language/zh_CN',
  });

  test('WeChat Pay opens WeChat’s own sheet with the api’s parameters; Alipay is left out with a hint', async ({
    page,
    browser,
  }) => {
    const desktop = await (await browser.newContext({ ...devices['Desktop Chrome'] })).newPage();
    await loginWithSavedSession(desktop, EMPLOYER_MOBILE, '/uc/task');
    await page.context().addCookies(await desktop.context().cookies());
    await desktop.context().close();
    const params = {
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: 'e2eSignature',
    };
    // WeChat's bridge arrives after the page, as in WeChat: WeixinJSBridgeReady is fired 300 ms in.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__invoked = [];
      setTimeout(() => {
        w.WeixinJSBridge = {
          invoke: (name: string, p: unknown, done: (r: { err_msg: string }) => void) => {
            (w.__invoked as unknown[]).push({ name, p });
            done({ err_msg: 'get_brand_wcpay_request:ok' });
          },
        };
        document.dispatchEvent(new Event('WeixinJSBridgeReady'));
      }, 300);
    });
    await standIn(page, {
      device: 'wechat',
      options: [{ provider: 'wechatpay', name: '微信支付', channel: 'jsapi' }],
      orders: { wechatpay: ok(payOrder({ channel: 'jsapi', jsapiParams: params })) },
      pendingFor: 0,
    });
    await page.goto(`/pay/cashier/${ORDER_ID}`);
    await expect(page.getByText('支付宝请在浏览器中打开')).toBeVisible();
    await expect(page.getByRole('radio', { name: '支付宝' })).toHaveCount(0);
    await page.getByRole('button', { name: /^微信支付 ￥/ }).tap();
    await expect(page).toHaveURL(/\/pay\/confirm\/9001$/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __invoked: unknown[] }).__invoked)).toEqual([
      { name: 'getBrandWCPayRequest', p: params },
    ]);
  });
});

test.describe('the operators’ payment anomalies', () => {
  test('an empty desk says 暂无异常通知; rows show each column and link the task', async ({ page }) => {
    await loginAsOperator(page, '/admin/payments');
    await expect(page.getByRole('heading', { name: '支付异常', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /支付异常/ })).toBeVisible();
    // The seed has no anomaly: the real api's empty page.
    await expect(page.getByText('暂无异常通知')).toBeVisible();

    const rows = [
      {
        anomalyId: 2,
        provider: 'alipay',
        kind: 'amount',
        outTradeNo: 'BZ202611280007',
        tradeNo: '2026112822001400000000000001',
        notifiedAmount: 1,
        orderAmount: 150000,
        orderId: 3,
        times: 4,
        createdAt: '2026-11-28T01:00:00Z',
        lastSeenAt: '2026-11-28T02:30:00Z',
      },
      {
        anomalyId: 1,
        provider: 'wechatpay',
        kind: 'unknown_order',
        outTradeNo: 'BZ999',
        tradeNo: null,
        notifiedAmount: 500,
        orderAmount: null,
        orderId: null,
        times: 1,
        createdAt: '2026-11-27T01:00:00Z',
        lastSeenAt: '2026-11-27T01:00:00Z',
      },
    ];
    await page.route('**/api/admin/pay/getPayAnomalyPage**', (route) =>
      json(route, ok({ rows, total: 2, current: 1, pageSize: 20 })),
    );
    await page.reload();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      '渠道',
      '类型',
      '商户订单号',
      '平台交易号',
      '通知金额',
      '订单金额',
      '次数',
      '最近时间',
      '任务',
    ]);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell')).toHaveText([
      '支付宝',
      '金额不符',
      'BZ202611280007',
      '2026112822001400000000000001',
      '￥0.01元',
      '￥1,500.00元',
      '4',
      '2026-11-28 10:30',
      '查看任务',
    ]);
    await expect(first.getByRole('link', { name: '查看任务' })).toHaveAttribute('href', '/task/3');
    await expect(table.getByRole('row').nth(2).getByRole('cell').nth(1)).toHaveText('订单不存在');
  });
});
