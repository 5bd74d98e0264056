/**
 * Issue 8: every /help page renders its heading and text (table-driven over docs/product.md §2's help list), and a
 * new user applies at /join and becomes a designer once the operator (13600000000) approves in the console.
 */
import { expect, test } from './fixtures';
import { loginAsOperator, loginBySms, makePng, newMobile } from './helpers';

const HELP: [string, string][] = [
  ['agreement', '用户协议'],
  ['designer', '设计师帮助'],
  ['designerAdmin', '设计师管理规范'],
  ['entryRules', '入驻规则'],
  ['infringement', '侵权投诉'],
  ['orderRules', '接单规则'],
  ['privacy', '隐私政策'],
  ['qa', '常见问题'],
  ['rules', '平台规则'],
  ['settlement', '结算说明'],
];

for (const [name, title] of HELP) {
  test(`/help/${name} shows ${title} with its sections and the side menu`, async ({ page }) => {
    await page.goto(`/help/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    const text = (await page.locator('article').innerText()).length;
    expect(text).toBeGreaterThan(400);
    const menu = page.getByRole('navigation', { name: '帮助中心' });
    await expect(menu.getByRole('link')).toHaveCount(HELP.length);
    await expect(menu.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(title));
  });
}

test('a help page’s text comes with the HTML (static shell), styled before any script runs', async ({ page }) => {
  const html = await (await page.request.get('/help/qa')).text();
  expect(html).toContain('<div class="boot-help">');
  expect(html).toContain('<dt class="hc-q">如何注册设计集市账号？</dt>');
  expect(html).toMatch(/<style>[^<]*\.hc-a\{/);
  // The page then draws the same article; its anchors still work.
  await page.goto('/help/qa');
  await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
  await expect(page.locator('.boot-help')).toHaveCount(0);
});

test('the footer links reach the help centre and anchors jump to a section', async ({ page }) => {
  await page.goto('/help/qa');
  await page.getByRole('navigation', { name: '本页目录' }).getByRole('link', { name: '付款与发票' }).click();
  await expect(page).toHaveURL(/\/help\/qa#payment$/);
  await expect(page.getByRole('heading', { level: 2, name: /付款与发票/ })).toBeInViewport();
});

test('a visitor sees /join with a prompt to log in to apply', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: '让好设计遇见好需求' })).toBeVisible();
  await page.getByRole('link', { name: '登录后申请入驻' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjoin$/);
});

test('a new user applies at /join and becomes a designer after the operator approves', async ({
  page: applicant,
  browser,
}) => {
  test.setTimeout(180_000);
  const mobile = newMobile();
  await applicant.goto('/login?redirect=%2Fjoin');
  await loginBySms(applicant, mobile);
  await applicant.waitForURL('**/join');
  const form = applicant.getByRole('form', { name: '设计师入驻申请' });
  await expect(form.getByLabel('联系手机')).toHaveValue(mobile);

  // Submitting empty names what is missing, with the server's messages.
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入真实姓名（2-20字）')).toBeVisible();
  await expect(form.getByText('请阅读并同意《入驻规则》')).toBeVisible();

  const realName = `测试${mobile.slice(-4)}`;
  await form.getByLabel('真实姓名').fill(realName);
  await form.getByLabel('插画', { exact: false }).first().check();
  await form.getByLabel('从业年限').selectOption({ label: '3–5年' });
  await form.getByLabel('设计经历').fill('三年插画经验，擅长童书插画与包装插图。');
  await form.locator('input[type=file]').setInputFiles(
    [0, 1, 2].map((i) => ({
      name: `sample-${i}.png`,
      mimeType: 'image/png',
      buffer: makePng(80 + i * 10, 60, [30 * i, 90, 180]),
    })),
  );
  await expect(form.getByRole('img', { name: /代表作品/ })).toHaveCount(3);
  await form.getByLabel('作品集链接').fill('https://www.zcool.com.cn/u/e2e');
  await form.getByLabel(/我已阅读并同意/).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(applicant.getByRole('heading', { level: 2, name: '审核中' })).toBeVisible();

  // The operator approves in the console.
  const operator = await browser.newPage();
  await loginAsOperator(operator, '/admin/join');
  await expect(operator.getByRole('heading', { level: 1, name: '入驻审核' })).toBeVisible();
  const card = operator.getByRole('article').filter({ hasText: realName });
  await expect(card.getByRole('img', { name: /代表作品/ })).toHaveCount(3);
  await card.getByRole('button', { name: '通过', exact: true }).click();
  await operator.getByRole('dialog', { name: '通过入驻申请' }).getByRole('button', { name: '确认通过' }).click();
  await expect(operator.getByRole('article').filter({ hasText: realName })).toHaveCount(0);
  await operator.close();

  // On return the applicant is a designer: /join sends them to their homepage.
  await applicant.goto('/join');
  await expect(applicant).toHaveURL(/\/u\/\d+$/);
  await expect(applicant.getByText(`${realName}的入驻作品集`).first()).toBeVisible();
});
