/**
 * Issue 33, the go-live journeys: real money through the real drivers, in Chromium, on PostgreSQL (CI sets
 * DATABASE_URL). The WeChat Pay and Alipay drivers talk to local servers that speak their protocols
 * (tooling/fakes), started by golive/stack.mjs; the companies' notifications reach the api through the
 * gateway's public `/api/pay/notify/{provider}`, signed (and for WeChat Pay encrypted) as the companies do.
 *
 * 1. WeChat Pay Native: the cashier draws the QR code, the local WeChat Pay "scans" it and notifies; the hired
 *    designer delivers, the employer accepts, the designer is paid out to an Alipay account (a real transfer).
 * 2. Alipay page pay: the cashier sends the browser to Alipay's page, 确认付款 there, Alipay notifies and sends
 *    the browser back to /pay/confirm; then the employer closes the task and the refund goes back through Alipay.
 * After both the ledger is sound, and no secret of the stack appears in any process's log.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  acceptStatementIfShown,
  apiPost,
  DEMO_PASSWORD,
  DESIGNER_MOBILE,
  makePng,
  OPERATOR_MOBILE,
  recruitingTaskOfNewEmployer,
} from '../tests/helpers';
import { GOLIVE_API_URL, GOLIVE_PHONE_URL, LOG_DIR, stackInfo } from './stack-info';

test.describe.configure({ mode: 'serial' });

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  const body = (await response.json()) as { success: boolean; data: T; resultMessage?: string };
  expect(body.success, `${url}: ${body.resultMessage}`).toBe(true);
  return body.data;
}

async function loggedInContext(browser: Browser, mobile: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const smsCode = await apiPost<string>(page.request, '/api/auth/code/sms', { mobile });
  await apiPost(page.request, '/api/auth/authentication/mobile', { mobile, smsCode });
  return page;
}

let operator: Page;
let designer: Page;

test.beforeAll(async ({ browser }) => {
  operator = await loggedInContext(browser, OPERATOR_MOBILE);
  designer = await (await browser.newContext()).newPage();
  await apiPost(designer.request, '/api/auth/authentication/form', {
    username: DESIGNER_MOBILE,
    password: DEMO_PASSWORD,
  });
});

/** The pay order the cashier shows (its 订单号), read from the page. */
async function outTradeNoOn(page: Page): Promise<string> {
  const text = await page.locator('dt', { hasText: '订单号' }).locator('xpath=following-sibling::dd[1]').innerText();
  expect(text).toMatch(/^BZ\w+$/);
  return text.trim();
}

/** Opens the cashier of a task, past the 平台声明 a new account is shown once. */
async function openCashier(page: Page, orderId: number): Promise<void> {
  await page.goto(`/pay/cashier/${orderId}`);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await acceptStatementIfShown(page, 4_000);
}

/** A new employer's task with 林小鹿 applied, its budget not held (through the gateway, as the site calls it). */
async function newTask(browser: Browser, name: string): Promise<{ employer: Page; orderId: number }> {
  const employer = await (await browser.newContext()).newPage();
  const orderId = await recruitingTaskOfNewEmployer(employer.request, operator.request, designer.request, name);
  return { employer, orderId };
}

test('WeChat Pay Native: the cashier QR code is paid, the work delivered and accepted, the designer paid out', async ({
  browser,
}) => {
  const info = stackInfo();
  const { employer, orderId } = await newTask(browser, '微信支付上线验收海报');

  await openCashier(employer, orderId);
  // The choice is kept in the address (?provider=): the radio turns once the page has navigated.
  await employer.getByRole('radio', { name: /微信支付/ }).click();
  await expect(employer.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await expect(employer.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  await expect(employer.getByText('请使用微信扫一扫')).toBeVisible();
  const outTradeNo = await outTradeNoOn(employer);

  // The payer scans with WeChat: the local WeChat Pay takes the money and notifies our public notify URL.
  const scan = await employer.request.post(`${info.wechatpay.url}/__fake/scan`, { data: { outTradeNo } });
  expect(((await scan.json()) as { status: number }).status).toBe(204);
  // The cashier, asking every few seconds, sees it paid.
  await employer.waitForURL(/\/pay\/confirm\/\d+(\?|$)/, { timeout: 20_000 });
  await expect(employer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  const escrow = await data<{ status: string; amount: number }>(
    employer.request,
    `/api/plat/pay/getTaskEscrow?orderId=${orderId}`,
  );
  expect(escrow.status).toBe('held');

  // A replay of the same notification moves nothing more.
  const replay = await employer.request.post(`${info.wechatpay.url}/__fake/replay`, { data: {} });
  expect(replay.ok()).toBe(true);
  expect(
    (await data<{ status: string }>(employer.request, `/api/plat/pay/getTaskEscrow?orderId=${orderId}`)).status,
  ).toBe('held');

  // The employer hires 林小鹿, who delivers; the employer accepts: the budget is 林小鹿's.
  const applicants = await data<{ rows: { designer: { userId: number } }[] }>(
    employer.request,
    `/api/plat/getTaskApplyDesignerPage?orderId=${orderId}&current=1&pageSize=20`,
  );
  await apiPost(employer.request, '/api/plat/assignDesignerTask', {
    orderId,
    designerId: applicants.rows[0]!.designer.userId,
  });
  const before = await data<{ balance: number }>(designer.request, '/api/plat/getMyAccountInfo');
  await designer.goto(`/task/${orderId}`);
  await designer.getByRole('radio', { name: '交付稿件' }).check();
  await designer
    .getByLabel('选择文件')
    .setInputFiles({ name: 'final.png', mimeType: 'image/png', buffer: makePng(320, 240, [40, 160, 90]) });
  await expect(designer.getByText('已上传交付稿件')).toBeVisible();
  await designer.getByRole('button', { name: '提交交付' }).click();
  await designer.getByRole('dialog').getByRole('button', { name: '提交交付' }).click();
  await expect(designer.getByRole('list', { name: '任务进度' }).locator('[aria-current="step"]')).toContainText(
    '交付验收',
  );
  await apiPost(employer.request, '/api/plat/task/subcontract/acceptTask', { orderId });
  const after = await data<{ balance: number }>(designer.request, '/api/plat/getMyAccountInfo');
  expect(after.balance - before.balance).toBe(escrow.amount);

  // Paid out to the designer's Alipay account: a real transfer, which Alipay checks by the real name.
  await apiPost(designer.request, '/api/plat/pay/savePayoutAlipay', {
    account: 'linxiaolu@example.com',
    realName: '林小鹿',
  });
  const payout = await apiPost<{ status: number; amount: number }>(designer.request, '/api/plat/pay/requestPayout', {
    target: 'alipay',
    amount: escrow.amount,
  });
  expect(payout).toMatchObject({ status: 1, amount: escrow.amount });
  await designer.goto('/u/account');
  await expect(designer.getByText('可用余额', { exact: true })).toBeVisible();
  // The phone offers only where the configured companies pay: the Alipay account, not the demo's bank card
  // (neither WeChat Pay nor Alipay pays to one, and the api would refuse it).
  await designer.goto(`${GOLIVE_PHONE_URL}/u/account`);
  const targets = designer.getByRole('group', { name: '提现到' });
  await expect(targets.getByRole('radio', { name: /支付宝/ })).toBeVisible();
  await expect(targets.getByText('招商银行')).toHaveCount(0);
  await expect(targets.getByRole('button', { name: '添加银行卡' })).toHaveCount(0);
  await employer.context().close();
});

test('Alipay page pay: paid on Alipay’s page and back at /pay/confirm; closing the task refunds through Alipay', async ({
  browser,
}) => {
  const { employer, orderId } = await newTask(browser, '支付宝上线验收海报');
  await openCashier(employer, orderId);
  // The choice is kept in the address (?provider=): the radio turns once the page has navigated.
  await employer.getByRole('radio', { name: /支付宝/ }).click();
  await expect(employer.getByRole('radio', { name: /支付宝/ })).toBeChecked();
  const go = employer.getByRole('link', { name: '前往支付宝支付' });
  await expect(go).toBeVisible();
  await go.click();
  // Alipay's page (the local one), reached with our signed request.
  await expect(employer.getByRole('button', { name: '确认付款' })).toBeVisible();
  await employer.getByRole('button', { name: '确认付款' }).click();
  await employer.waitForURL(/\/pay\/confirm\/\d+(\?|$)/, { timeout: 20_000 });
  await expect(employer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(
    (await data<{ status: string }>(employer.request, `/api/plat/pay/getTaskEscrow?orderId=${orderId}`)).status,
  ).toBe('held');

  // Closed before anyone is hired: the budget goes back through Alipay (answered at once), and the bill says so.
  await apiPost(employer.request, '/api/plat/closeTask', { orderId, reason: '需求取消，改期再发' });
  await expect
    .poll(
      async () =>
        (await data<{ status: string }>(employer.request, `/api/plat/pay/getTaskEscrow?orderId=${orderId}`)).status,
      {
        timeout: 60_000,
        intervals: [1_000],
      },
    )
    .toBe('refunded');
  await employer.context().close();
});

test('after both journeys the ledger is sound and no secret is in any log', async ({ request }) => {
  const check = await request.get(`${GOLIVE_API_URL}/test/ledger-check`);
  expect(((await check.json()) as { data: { mismatches: unknown[] } }).data.mismatches).toEqual([]);

  const info = stackInfo();
  const keyLines = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.length > 40 && !line.startsWith('-----'));
  const secrets = [
    info.api.env.WECHATPAY_APIV3_KEY!,
    ...keyLines(info.api.env.WECHATPAY_MERCHANT_KEY_FILE!).slice(0, 3),
    ...keyLines(info.alipay.files.appPrivateKey!).slice(0, 3),
  ];
  expect(secrets.every((s) => s.length >= 32)).toBe(true);
  const logs = readdirSync(LOG_DIR).filter((f) => f.endsWith('.log'));
  expect(logs).toEqual(expect.arrayContaining(['api.log', 'gateway.log']));
  for (const log of logs) {
    const text = readFileSync(path.join(LOG_DIR, log), 'utf8');
    for (const secret of secrets) expect(text.includes(secret), `${log} holds a secret`).toBe(false);
  }
  // The api did log the journeys (so an empty log is not what passed).
  expect(readFileSync(path.join(LOG_DIR, 'api.log'), 'utf8')).toMatch(/notify|pay/i);
});
