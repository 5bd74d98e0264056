/**
 * Issue 26, the phone site's account corner with phone emulation (Chromium's Pixel 7 profile): a visitor publishes
 * a task from the quick-publish bottom sheet, logging in by SMS inside it; settings refuse with the desktop's
 * messages; the demo designer's bills; the employer pays at the cashier with the sandbox; in WeChat the share
 * button shows the guide to WeChat's own menu; the deal on phones — 选TA once the bounty is held, the designer's
 * upload and delivery, the employer's acceptance and the review form.
 */
import { devices, type Page } from '@playwright/test';
import { BASE_URL, MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  EMPLOYER_MOBILE,
  loginAsDesignerOnPhone,
  loginAsOperator,
  loginWithSavedSession,
  makePng,
  newMobile,
  payEscrowByApi,
  recruitingTaskOfNewEmployer,
} from './helpers';

test.use({ ...devices['Pixel 7'], hasTouch: true, isMobile: true, baseURL: MOBILE_URL });

test('a visitor publishes a task from the bottom sheet, logging in by SMS inside it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '发布任务' }).tap();
  const sheet = page.getByRole('dialog', { name: '一句话说明需求' });
  await expect(sheet).toBeVisible();
  // The sheet sits on the bottom edge of the screen (above the home indicator's safe area).
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);

  // The desktop's messages: every field is checked on submit.
  await sheet.getByRole('button', { name: '登录并发布' }).tap();
  await expect(sheet.getByText('请输入任务名称 3-20字')).toBeVisible();
  await expect(sheet.getByText('请输入正确的手机号')).toBeVisible();

  const taskName = `手机快速发布${Date.now() % 100000}`;
  await sheet.getByLabel('任务名称').fill(taskName);
  await sheet.getByLabel('任务预算（元）').fill('1500');
  await sheet.getByLabel('手机号').fill(newMobile());
  await sheet.getByRole('button', { name: '获取验证码' }).tap();
  // The development SMS driver answers the code and the field is filled in for you.
  await expect(sheet.getByLabel('验证码')).not.toHaveValue('');
  await sheet.getByRole('button', { name: '登录并发布' }).tap();

  const done = page.getByRole('dialog', { name: '恭喜您，任务发布成功！' });
  await expect(done.getByText('平台顾问将在 1 个工作日内与你联系，确认需求细节。')).toBeVisible();
  await done.getByRole('button', { name: '朕知道了' }).tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/uc/task`);
  await expect(page.getByText(taskName)).toBeVisible();
});

test.describe('settings', () => {
  // The server's refusal of the wrong current password is a 400, which Chromium logs.
  test.use({ expectedConsoleErrors: /status of 400/ });
  test('refuse with the desktop’s messages and change nothing', async ({ page }) => {
    await loginAsDesignerOnPhone(page, '/my/setting');
    await expect(page.getByRole('heading', { name: '基本资料' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '接单状态' })).toBeVisible();

    const nickname = page.getByLabel('昵称');
    await nickname.fill('  ');
    await page.getByRole('button', { name: '保存昵称' }).tap();
    await expect(page.getByText('请输入昵称')).toBeVisible();

    await page.getByLabel('新密码').fill('short');
    await page.getByLabel('确认密码').fill('different');
    await page.getByRole('button', { name: '修改密码' }).tap();
    await expect(page.getByText('请输入原密码')).toBeVisible();
    await expect(page.getByText('密码至少8位')).toBeVisible();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    // A well-formed change with the wrong current password: the server refuses, and the password stays.
    await page.getByLabel('原密码').fill('not-the-password');
    await page.getByLabel('新密码').fill('bazaar-new-2026');
    await page.getByLabel('确认密码').fill('bazaar-new-2026');
    await page.getByRole('button', { name: '修改密码' }).tap();
    await expect(page.getByRole('status').getByText('原密码错误')).toBeVisible();
    await page.context().clearCookies();
    await loginAsDesignerOnPhone(page, '/my');
    await expect(page.getByRole('heading', { name: '设计师中心' })).toBeVisible();
  });
});

test('the demo designer’s bills load, filter by kind and account shows the balance and the bank card', async ({
  page,
}) => {
  await loginAsDesignerOnPhone(page, '/u/bill');
  const bills = page.getByRole('list', { name: '账单' });
  await expect(bills.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('收入合计')).toBeVisible();
  await page.getByRole('button', { name: '提现', exact: true }).tap();
  await expect(page).toHaveURL(/\/u\/bill\?kind=payout$/);
  await expect(bills.getByText(/^-￥/).first()).toBeVisible();
  await expect(bills.getByText(/^\+￥/)).toHaveCount(0);

  await page.goto('/u/account');
  await expect(page.getByRole('region', { name: '账户概览' })).toContainText(/可用余额\s*￥[\d,]+\.\d\d元/);
  await expect(page.getByRole('heading', { name: '申请提现' })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
});

test('an employer pays a task’s budget at the cashier with the sandbox', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // 茶颜小馆's saved session, made on the desktop site (one host: the cookie serves the phone port too).
  // A computer's browser: browser.newContext() takes this file's phone options unless told otherwise.
  const desktop = await (await browser.newContext({ ...devices['Desktop Chrome'], baseURL: BASE_URL })).newPage();
  await loginWithSavedSession(desktop, EMPLOYER_MOBILE, '/uc/task');
  await page.context().addCookies(await desktop.context().cookies());
  await desktop.context().close();
  const mine = await (await page.request.get('/api/plat/getMyPublishTaskPage?taskStatus=1&current=1&pageSize=50'))
    .json()
    .then((b: { data: { rows: { orderId: number }[] } }) => b.data.rows);
  let orderId: number | null = null;
  for (const t of mine) {
    const escrow = (await (await page.request.get(`/api/plat/pay/getTaskEscrow?orderId=${t.orderId}`)).json()) as {
      data: { canPay: boolean };
    };
    if (escrow.data.canPay) {
      orderId = t.orderId;
      break;
    }
  }
  expect(orderId, 'an unfunded 招募中 task of 茶颜小馆 (seed: 门店菜单排版设计)').not.toBeNull();

  // The owner's task page offers the cashier while the budget is not held.
  await page.goto(`/task/${orderId}`);
  await page.getByRole('link', { name: '托管赏金 · 去支付' }).tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/pay/cashier/${orderId}`);
  await expect(page.getByText('沙箱支付 · 开发环境不会产生真实扣款')).toBeVisible();
  await expect(page.getByText('剩余支付时间')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付 ￥/ }).tap();
  await expect(page).toHaveURL(/\/pay\/confirm\/\d+$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('link', { name: '查看账单' }).tap();
  await expect(page.getByRole('list', { name: '账单' }).getByText(/^-￥/).first()).toBeVisible();
});

const PHONE = { ...devices['Pixel 7'], hasTouch: true, isMobile: true, baseURL: MOBILE_URL };
const currentStep = (page: Page) => page.getByRole('list', { name: '任务进度' }).locator('[aria-current="step"]');
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

test('the deal on phones: 选TA once the bounty is held, delivery, acceptance, then the review form', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // Set up through the api: a new employer's task, opened by the consultant, 林小鹿 applied (not yet paid).
  const console = await (await browser.newContext({ ...devices['Desktop Chrome'], baseURL: BASE_URL })).newPage();
  await loginAsOperator(console);
  const designer = await (await browser.newContext(PHONE)).newPage();
  const taskName = `手机选TA${Date.now() % 100000}`;
  const orderId = await recruitingTaskOfNewEmployer(page.request, console.request, designer.request, taskName);
  await console.context().close();

  // Not held: 选TA waits and says why; the cashier is a tap away.
  await page.goto(`/task/${orderId}`);
  const row = page
    .getByRole('region', { name: /^报名设计师/ })
    .getByRole('listitem')
    .filter({ hasText: '林小鹿' });
  await expect(row.getByRole('button', { name: '选TA' })).toBeDisabled();
  await expect(page.getByText('托管赏金后才能选定设计师')).toBeVisible();
  await expect(page.getByRole('link', { name: '托管赏金 · 去支付' })).toBeVisible();
  await payEscrowByApi(page.request, orderId);
  await page.reload();
  await expect(page.getByText('赏金 ￥1,500.00元 已托管至平台。')).toBeVisible();
  await row.getByRole('button', { name: '选TA' }).tap();
  await page
    .getByRole('dialog', { name: '确定选择 林小鹿 完成这个任务吗？' })
    .getByRole('button', { name: '选TA' })
    .tap();
  await expect(toast(page, '已选定设计师，任务进入设计创作')).toBeVisible();
  await expect(currentStep(page)).toContainText('设计创作');

  // 林小鹿 on her phone: a file of the wrong kind is refused before sending; a PNG is uploaded; she delivers.
  await designer.goto(`/task/${orderId}`);
  const files = designer.getByLabel('选择文件（图片或 PDF）');
  await files.setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('说明') });
  await expect(toast(designer, '只支持 PNG、JPEG、WebP、GIF 图片或 PDF 文件')).toBeVisible();
  await designer.getByRole('radio', { name: '交付稿件' }).check();
  await files.setInputFiles({ name: '海报终稿.png', mimeType: 'image/png', buffer: makePng(64, 48, [200, 80, 40]) });
  await expect(designer.getByRole('list', { name: '附件' }).getByText('海报终稿.png')).toBeVisible();
  await designer.getByRole('button', { name: '提交交付' }).tap();
  await designer
    .getByRole('dialog', { name: '确定提交交付吗？雇主将进行验收' })
    .getByRole('button', { name: '提交交付' })
    .tap();
  await expect(currentStep(designer)).toContainText('交付验收');
  await designer.context().close();

  // The employer: the automatic acceptance date and the rounds; 验收通过; then the review form.
  await page.reload();
  await expect(page.getByText(/^若 7 天内未处理，将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 自动验收$/)).toBeVisible();
  await expect(page.getByText('已修改 0/3 轮 · 还可要求修改 3 次')).toBeVisible();
  await page.getByRole('button', { name: '验收通过' }).tap();
  await page
    .getByRole('dialog', { name: '确认验收通过吗？验收后任务完成' })
    .getByRole('button', { name: '验收通过' })
    .tap();
  await expect(toast(page, '已验收，任务完成')).toBeVisible();
  await expect(page.getByRole('form', { name: '评价设计师' }).getByRole('group')).toHaveCount(3);
});

test.describe('in WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI Language/zh_CN',
  });
  test('分享 shows the guide to WeChat’s top-right menu', async ({ page }) => {
    await page.goto('/works');
    await page.locator('.m-work-card').first().tap();
    await expect(page.locator('.m-detail-title')).toBeVisible();
    await page.getByRole('button', { name: '分享' }).tap();
    const guide = page.getByRole('dialog', { name: '分享到微信' });
    await expect(guide.getByText('点击右上角「···」')).toBeVisible();
    await expect(guide.getByText('选择「发送给朋友」或「分享到朋友圈」')).toBeVisible();
    await guide.getByRole('button', { name: '我知道了' }).tap();
    await expect(guide).toBeHidden();
  });
});
