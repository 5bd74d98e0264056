/**
 * Issue 25 on phones (apps/mobile): two phones side by side (Chromium's Pixel 7 profile, each its own context) —
 * the demo designer 林小鹿 and the demo employer 茶颜小馆 — in their seeded conversation about 品牌IP形象设计. What
 * one sends the other sees without a reload, with the read receipt; the 我的 tab's unread badge and the top bar's
 * 消息 count move live; the notifications page marks all read; a task page and a homepage lead into conversations.
 */
import { devices, type Browser, type Page } from '@playwright/test';
import { BASE_URL, MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { apiGet, DEMO_PASSWORD, DESIGNER_MOBILE, EMPLOYER_MOBILE, loginWithSavedSession } from './helpers';

test.use({ ...devices['Pixel 7'], hasTouch: true, isMobile: true, baseURL: MOBILE_URL });
test.describe.configure({ timeout: 90_000 });

const TASK = '品牌IP形象设计';

/** The demo designer by password on the phone site, landing on `to`. */
async function designerOnPhone(page: Page, to: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByRole('tab', { name: '密码登录' }).tap();
  await page.getByLabel('手机号').fill(DESIGNER_MOBILE);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** 茶颜小馆 on a second phone: the saved session, made on the desktop site (one host, one cookie). */
async function employerPhone(browser: Browser): Promise<Page> {
  const desktop = await (await browser.newContext({ ...devices['Desktop Chrome'], baseURL: BASE_URL })).newPage();
  await loginWithSavedSession(desktop, EMPLOYER_MOBILE, '/uc/task');
  const cookies = await desktop.context().cookies();
  await desktop.context().close();
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: MOBILE_URL, locale: 'zh-CN' });
  await phone.addCookies(cookies);
  return phone.newPage();
}

/** The number on the 我的 tab (0 when it shows none). */
async function tabCount(page: Page): Promise<number> {
  const badge = page.getByTestId('tab-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace(/\D/g, '') || 0);
}

test('two phones talk live in their conversation; badges, read receipts and notifications follow', async ({
  page: designer,
  browser,
}) => {
  const stamp = Date.now() % 1_000_000;
  await designerOnPhone(designer, '/messages');
  const row = designer.getByTestId('conversation').filter({ hasText: TASK });
  await expect(row).toContainText('茶颜小馆');
  await row.tap();
  await expect(designer).toHaveURL(/\/messages\/\d+$/);
  const path = new URL(designer.url()).pathname;
  await expect(designer.getByRole('link', { name: `任务：${TASK}` })).toBeVisible();
  await expect(designer.getByTestId('message').filter({ hasText: '新品上市' })).toBeVisible();
  // Hired on it: no masking notice; the composer sits at the bottom of the screen, the tab bar is gone.
  await expect(designer.getByRole('note')).toHaveCount(0);
  await expect(designer.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  const send = designer.getByRole('button', { name: '发送' });
  await expect(send).toBeDisabled();
  const box = (await designer.locator('.m-composer').boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(designer.viewportSize()!.height);

  // 茶颜小馆 waits on 我的; the designer's message moves her badge up without a reload.
  const employer = await employerPhone(browser);
  await employer.goto('/my');
  await expect(employer.getByRole('heading', { name: '我的' })).toBeVisible();
  // The count before, from the api, and the tab showing it (the tab loads its count after the heading).
  const counts = await apiGet<{ messages: number; notifications: number }>(
    employer.request,
    '/api/notifications/unread',
  );
  const before = counts.messages + counts.notifications;
  await expect.poll(() => tabCount(employer)).toBe(before);
  const first = `手机上说一句：三视图线稿已上传 ${stamp}`;
  await designer.getByLabel('输入消息').fill(first);
  await send.tap();
  const mine = designer.getByTestId('message').filter({ hasText: first });
  await expect(mine.getByText('未读')).toBeVisible();
  await expect.poll(() => tabCount(employer)).toBeGreaterThan(before);

  // She opens it from the top bar's 消息: the row is unread, the thread shows the message, the designer sees 已读.
  await employer.getByTestId('topbar-inbox').tap();
  await expect(employer).toHaveURL(`${MOBILE_URL}/messages`);
  const hers = employer.getByTestId('conversation').filter({ hasText: TASK });
  await expect(hers).toContainText(first);
  await expect(hers.getByText(/\d+ 条未读/)).toBeVisible();
  await hers.tap();
  await expect(employer).toHaveURL(`${MOBILE_URL}${path}`);
  await expect(employer.getByTestId('message').filter({ hasText: first })).toBeVisible();
  await expect(mine.getByText('已读')).toBeVisible();

  // Her answer reaches the designer's open thread live.
  const answer = `收到，周五前看线稿 ${stamp}`;
  await employer.getByLabel('输入消息').fill(answer);
  await employer.getByLabel('输入消息').press('Enter');
  await expect(designer.getByTestId('message').filter({ hasText: answer })).toBeVisible();

  // Away from the thread, a new message is unread: the list and the 我的 tab say so, live.
  await designer.getByRole('button', { name: '返回' }).tap();
  await expect(designer).toHaveURL(`${MOBILE_URL}/messages`);
  const later = `再加一个举牌动作 ${stamp}`;
  await employer.getByLabel('输入消息').fill(later);
  await employer.getByRole('button', { name: '发送' }).tap();
  await expect(row).toContainText(later);
  await expect(row.getByText('1 条未读')).toBeVisible();
  await expect.poll(() => tabCount(designer)).toBeGreaterThan(0);

  // The notifications page: the 新消息 is unread; 全部标为已读 clears them.
  await designer.getByTestId('notifications-entry').tap();
  await expect(designer).toHaveURL(`${MOBILE_URL}/notifications`);
  await expect(designer.getByTestId('notification').filter({ hasText: '新消息' }).first()).toHaveAttribute(
    'data-unread',
    'true',
  );
  await designer.getByRole('button', { name: '全部标为已读' }).tap();
  await expect(designer.getByText('没有未读通知')).toBeVisible();
  await expect(designer.getByRole('img', { name: '未读' })).toHaveCount(0);
  await expect(designer.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

  // The conversation itself is still unread until it is opened; then the badge is gone.
  const read = designer.waitForResponse((r) => r.url().endsWith('/api/conversations/read'));
  await designer.goto(path);
  await expect(designer.getByTestId('message').filter({ hasText: later })).toBeVisible();
  expect((await read).ok()).toBe(true);
  await designer.goto('/my');
  await expect(designer.getByRole('heading', { name: '我的' })).toBeVisible();
  await expect.poll(() => tabCount(designer)).toBe(0);
  await employer.context().close();
});

test('a task page and a designer’s homepage lead into conversations', async ({ page }) => {
  await designerOnPhone(page, '/u/task');
  // The task 林小鹿 is hired on: 联系雇主 opens the seeded conversation.
  const mine = await (await page.request.get('/api/plat/getMyApplyPage?current=1&pageSize=50')).json();
  const task = (mine.data.rows as { orderId: number; taskName: string }[]).find((t) => t.taskName === TASK);
  expect(task, `林小鹿's application to ${TASK}`).toBeTruthy();
  await page.goto(`/task/${task!.orderId}`);
  await page.getByRole('button', { name: '联系雇主' }).tap();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByRole('link', { name: `任务：${TASK}` })).toBeVisible();

  // 咨询TA on another designer's homepage: a pre-hire inquiry, with the masking notice.
  await page.goto('/u/2');
  await page.getByRole('button', { name: '咨询TA' }).tap();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByText('雇佣前咨询')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('雇佣前消息中的手机号、微信、QQ 和邮箱会被隐藏');
});
