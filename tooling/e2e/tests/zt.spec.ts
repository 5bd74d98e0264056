/**
 * Issue 8: every thematic page of spec §2 (but zt/tool and zt/clips) renders its CMS content (the guarded
 * ones show their guard); an operator edits a zt page's banner in the console and a visitor sees it after
 * publishing; campaign likes obey their window (the web refuses outside it without calling).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginBySms, newMobile } from './helpers';

const OPERATOR_MOBILE = '13600000000';
const ZT = `2024 ai ai_design artist assist celebrity contract course days diary driving dswk dsxa dv feedback guide
inset match oneyear oppo packing pars qianlong qqworks rank recruit silk strategy support supportplus teach test tiktok
tiktok101 twoyear vivo work works ytm yyz zm`.split(/\s+/);
const GUARDED = new Set(['packing', 'inset']);

test.describe('every zt page renders its content', () => {
  for (const slug of ZT) {
    test(`/zt/${slug}`, async ({ page }) => {
      await page.goto(`/zt/${slug}`);
      if (GUARDED.has(slug)) {
        await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fzt%2F${slug}`));
        return;
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('建设中')).toHaveCount(0);
      await expect(page.locator('main h2').first()).toBeVisible();
    });
  }
});

async function loginOperator(page: Page, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('手机号', { exact: true }).fill(OPERATOR_MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByLabel('验证码', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const statement = page.getByRole('dialog', { name: '平台声明' });
  if (await statement.isVisible().catch(() => false))
    await statement.getByRole('button', { name: '我已阅读并同意' }).click();
}

test('an operator edits a zt banner in the console; a visitor sees it after publishing; rollback restores it', async ({
  page,
  browser,
}) => {
  await loginOperator(page, '/admin/cms?page=zt&position=feedback');
  await expect(page.getByRole('heading', { name: /zt\/feedback/ })).toBeVisible();
  const title = page.getByLabel('横幅标题');
  await expect(title).toHaveValue('意见反馈');
  await title.fill('');
  await expect(page.getByRole('alert').filter({ hasText: '请填写横幅标题' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存并发布' })).toBeDisabled();
  await title.fill('你的意见，我们都听');
  // Every block type has a form: the FAQ's question is a field of its first row, no JSON to type.
  const question = page.getByLabel('问题（第1条）');
  await expect(question).toHaveValue('反馈多久有回复？');
  await question.fill('提交反馈后多久有回复？');
  await page.getByRole('button', { name: '保存并发布' }).click();
  await expect(page.getByText(/第 2 版.*/).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/zt/feedback');
  await expect(visitor.getByRole('heading', { level: 1, name: '你的意见，我们都听' })).toBeVisible();
  await expect(visitor.getByText('提交反馈后多久有回复？')).toBeVisible();

  await page.getByRole('listitem').filter({ hasText: '第 1 版' }).getByRole('button', { name: '回滚到此版' }).click();
  await expect(page.getByText('回滚到第1版')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  await expect(visitor.getByText('反馈多久有回复？')).toBeVisible();
  await visitor.close();
});

test('a visitor cannot like: the like button asks to log in', async ({ page }) => {
  await page.goto('/match');
  await page
    .getByRole('button', { name: /^点赞，当前/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmatch/);
});

test('likes obey the window: refused outside it without a call, counted inside it', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('thumbUpWork')) calls.push(r.url());
  });
  await page.goto('/login?redirect=%2Fzt%2Fvivo');
  await loginBySms(page, newMobile());
  await expect(page).toHaveURL(/\/zt\/vivo$/);
  await expect(page.getByText('已结束')).toBeVisible();
  await page
    .getByRole('button', { name: /^点赞，当前/ })
    .first()
    .click();
  await expect(page.locator('[data-kind="error"]').filter({ hasText: '点赞日期已过' })).toBeVisible();
  expect(calls).toEqual([]);

  await page.goto('/match');
  await expect(page.getByText('点赞进行中')).toBeVisible();
  const first = page.getByRole('button', { name: /^点赞，当前 \d+ 赞/ }).first();
  const before = Number((await first.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await first.click();
  await expect(page.locator('[data-kind="success"]').filter({ hasText: '点赞成功' })).toBeVisible();
  await expect(page.getByRole('button', { name: `今天已点赞，共 ${before + 1} 赞` })).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('an entry page likes in its contest; /zt/rank has no floating toolbar; /qr resolves a code', async ({ page }) => {
  await page.goto('/oppo');
  await page.locator('article a').first().click();
  await expect(page).toHaveURL(/\/oppo\/\d+$/);
  await expect(page.getByText(/第 \d+ 名/)).toBeVisible();
  await page.goto('/zt/rank');
  await expect(page.getByRole('heading', { name: '年度设计大赛 · 人气榜' })).toBeVisible();
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
  await page.goto('/qr/join');
  await expect(page.getByRole('heading', { name: '设计师入驻' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即前往' })).toHaveAttribute('href', '/join');
});
