/**
 * Issue 22, "failures that say what they are": a detail page whose data fails to load (the api answers
 * 500, or the network drops) shows 加载失败 with 重试 — and 重试 asks again — while an unknown id keeps the
 * 404 page; /my/home for a non-designer explains how to become one; /pay/* without an id says what is
 * missing; the header's tab bar is asked for again on navigation once stale; the quick-publish success
 * dialog shows the consultant QR an operator set in the CMS; the demo designer's own pages are not empty.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESIGNER_ID, loginAsDesigner, loginBySms, newMobile } from './helpers';

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      success: false,
      data: null,
      resultCode: 'E050000',
      resultMessage: '服务器开小差了，请稍后再试',
    }),
  });

async function firstWorkId(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/common/getAllWorksPage?current=1&pageSize=1')).json()) as {
    data: { rows: { worksId: number }[] };
  };
  return body.data.rows[0]!.worksId;
}

async function recruitingTaskId(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/common/getTaskPage?current=1&pageSize=1&taskStatus=1')).json()) as {
    data: { rows: { orderId: number }[] };
  };
  return body.data.rows[0]!.orderId;
}

/** 加载失败 with the reason, then 重试 (the api answers again) brings the page. */
async function expectLoadFailedThenRetry(page: Page, reason: string, pattern: string, loaded: () => Promise<void>) {
  const failed = page.getByRole('heading', { name: '加载失败', level: 1 });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText('这个页面去太空旅行了')).toHaveCount(0);
  await page.unroute(pattern);
  await page.getByRole('button', { name: '重试' }).click();
  await loaded();
  await expect(failed).toHaveCount(0);
}

test.describe('a detail page whose data fails to load', () => {
  // Chromium logs the refused requests (the 500 answers, the aborted fetches) and React the caught error.
  test.use({
    expectedConsoleErrors:
      /status of 500|net::ERR_FAILED|Failed to fetch|LoadError|加载失败|服务器开小差了|网络连接失败|status(:| of) 40[34]/,
  });

  test('a work answered with 500 shows 加载失败; 重试 loads it; an unknown work is still the 404 page', async ({
    page,
  }) => {
    const worksId = await firstWorkId(page);
    const pattern = '**/api/common/getWorksInfo?*';
    await page.route(pattern, serverError);
    await page.goto(`/works/${worksId}`);
    await expectLoadFailedThenRetry(page, '服务器开小差了，请稍后再试', pattern, () =>
      expect(page.getByRole('heading', { level: 1 })).not.toHaveText('加载失败'),
    );
    await expect(page.getByRole('button', { name: /点赞/ })).toBeVisible();

    await page.goto('/works/2000000000');
    await expect(page.getByText('this page is on a space trip')).toBeVisible();
    await expect(page.getByRole('heading', { name: '加载失败' })).toHaveCount(0);
  });

  test('a task whose request never arrives (network) shows 网络连接失败 and 重试', async ({ page }) => {
    const orderId = await recruitingTaskId(page);
    const pattern = '**/api/common/getTaskInfo?*';
    await page.route(pattern, (route) => route.abort('failed'));
    await page.goto(`/task/${orderId}?all=1`);
    await expectLoadFailedThenRetry(page, '网络连接失败，请检查网络后重试', pattern, () =>
      expect(page.getByRole('heading', { name: '需求描述' })).toBeVisible(),
    );
  });

  test('a designer homepage answered with 500 shows 加载失败; 重试 loads it', async ({ page }) => {
    const pattern = '**/api/common/getTalentHomepageInfo?*';
    await page.route(pattern, serverError);
    await page.goto(`/u/${DESIGNER_ID}`);
    await expectLoadFailedThenRetry(page, '服务器开小差了，请稍后再试', pattern, () =>
      expect(page.getByRole('button', { name: '雇佣TA' })).toBeVisible(),
    );
  });

  test('the cashier whose order call fails shows 加载失败; 重试 asks again (and shows the refusal)', async ({
    page,
  }) => {
    const orderId = await recruitingTaskId(page);
    await page.goto('/login');
    await loginBySms(page, newMobile());
    const pattern = '**/api/plat/pay/createTaskPayOrder';
    await page.route(pattern, (route) => route.abort('failed'));
    await page.goto(`/pay/cashier/${orderId}`);
    // Not this employer's task: once the call arrives, the server's refusal is the answer.
    await expectLoadFailedThenRetry(page, '网络连接失败，请检查网络后重试', pattern, () =>
      expect(page.getByRole('heading', { name: '无法发起支付' })).toBeVisible(),
    );
  });
});

test.describe('pages that exist but cannot show anything yet say why', () => {
  test('/my/home for a logged-in non-designer explains 入驻 with a link to /join; /pay/* without an id names what is missing', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2Fmy%2Fhome');
    await loginBySms(page, newMobile());
    await expect(page).toHaveURL(/\/my\/home$/);
    await expect(page.getByRole('heading', { name: '你还不是设计师，暂时没有设计师主页' })).toBeVisible();
    await expect(page.getByText('这个页面去太空旅行了')).toHaveCount(0);
    const join = page.getByRole('link', { name: '申请入驻' });
    await expect(join).toHaveAttribute('href', '/join?redirect=%2Fmy%2Fhome');
    // /u without an id leads there too, not to a 404.
    await page.goto('/u');
    await expect(page).toHaveURL(/\/my\/home$/);

    await page.goto('/pay/cashier');
    await expect(page.getByRole('heading', { name: '缺少任务编号' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去我的任务' })).toHaveAttribute('href', '/uc/task');
    await page.goto('/pay/confirm');
    await expect(page.getByRole('heading', { name: '缺少支付订单编号' })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看账单明细' })).toHaveAttribute('href', '/uc/bill');
  });
});

test('the header asks for the tab bar again on navigation once its copy is five minutes old', async ({ page }) => {
  await page.clock.install();
  const tabBarCalls: string[] = [];
  page.on('request', (r) => {
    if (/getCmsConfigInfos\?.*position=tabbar/.test(r.url())) tabBarCalls.push(r.url());
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expect.poll(() => tabBarCalls.length).toBeGreaterThan(0);
  const first = tabBarCalls.length;

  // A fresh copy: navigating does not ask again.
  await page.getByRole('banner').getByRole('link', { name: '作品', exact: true }).first().click();
  await expect(page).toHaveURL(/\/works/);
  await page.waitForLoadState('networkidle');
  expect(tabBarCalls.length).toBe(first);

  // Six minutes later the next navigation does.
  // Counted by the listener above rather than a waitForRequest set up after the fast-forward: in one CI
  // run (2026-11-26) the request was not seen by a waiter registered that late.
  await page.clock.fastForward('06:00');
  await page.getByRole('banner').getByRole('link', { name: '设计师', exact: true }).first().click();
  await expect(page).toHaveURL(/\/designer/);
  await expect.poll(() => tabBarCalls.length).toBeGreaterThan(first);
});

test('the quick-publish success dialog shows the consultant QR set in the CMS', async ({ page }) => {
  await page.goto('/login?redirect=%2Ftask');
  await loginBySms(page, newMobile());
  const qr = page.waitForResponse((r) => r.url().includes('/api/common/getConsultantQr'));
  const toolbar = page.getByRole('complementary', { name: '快捷工具' });
  const more = toolbar.getByRole('button', { name: '展开快捷工具' });
  await expect(more.or(toolbar.getByRole('button', { name: '发布任务' })).first()).toBeVisible();
  if (await more.isVisible()) await more.click();
  await toolbar.getByRole('button', { name: '发布任务' }).click();
  const setting = (await (await qr).json()) as { data: { image: string; caption: string } };
  expect(setting.data.image).toBe('/img/setting/consultant-qr.svg');

  const dialog = page.getByRole('dialog', { name: '一句话说明需求' });
  await dialog.getByLabel('任务名称').fill(`门头招牌设计${Date.now() % 100000}`);
  await dialog.getByLabel('任务预算（元）').fill('1800');
  await dialog.getByRole('button', { name: '立即发布' }).click();
  const success = page.getByRole('dialog', { name: '恭喜您，任务发布成功！' });
  const image = success.getByRole('img', { name: '平台顾问微信二维码' });
  await expect(image).toHaveAttribute('src', setting.data.image);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(success.getByText(setting.data.caption)).toBeVisible();
});

test('the demo designer’s favourites, followed designers and bills are not empty', async ({ page }) => {
  await loginAsDesigner(page, '/uc/works');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="/works/"]').first()).toBeVisible();
  await page.goto('/uc/designer');
  await expect(main.getByRole('article').first()).toBeVisible();
  await page.goto('/u/bill');
  await expect(main.getByRole('listitem').first()).toBeVisible();
});
