/** Foundation journeys (issue 2): home with real works and images, tab bar, /works paging, 404. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every <img> in `scope` has finished loading with real pixels (not a broken image). */
async function expectImagesLoaded(scope: Locator, atLeast: number) {
  const images = scope.locator('img[src*="/img/"]');
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(() => images.evaluateAll((els) => els.filter((e) => (e as HTMLImageElement).naturalWidth > 0).length), {
      message: 'images decoded',
    })
    .toBeGreaterThanOrEqual(atLeast);
}

async function scrollThrough(page: Page) {
  // Below-the-fold images are lazy: bring them into view the way a reader would.
  for (let y = 0; y < 6000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}

test('home renders CMS sections with real works, designers and tasks, and their images load', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/设计集市/);
  const works = page.getByRole('region', { name: '精选作品' });
  await expect(works).toBeVisible();
  const workLinks = works.locator('a[href^="/works/"]');
  await expect.poll(() => workLinks.count()).toBeGreaterThanOrEqual(8);
  // docs/product.md §9: the home works list is truncated to 16 (the seeded config lists 20).
  expect(await workLinks.count()).toBeLessThanOrEqual(16);
  await scrollThrough(page);
  await expectImagesLoaded(works, 8);
  await expect(page.getByRole('region', { name: '推荐设计师' })).toBeVisible();
  await expect(page.getByRole('region', { name: '最新任务' })).toBeVisible();
  // Prices use the domain's formatPrice: ￥1,234.00元.
  await expect(
    page
      .getByRole('region', { name: '最新任务' })
      .getByText(/￥[\d,]+\.\d{2}元/)
      .first(),
  ).toBeVisible();
  // The footer of docs/product.md §1.
  await expect(page.getByText('周一至周五 9:30-18:30')).toBeVisible();
});

test('the header shows the CMS tab bar: nonzero sort only, at most 6 items, with dropdown sub-items', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '作品', exact: true })).toBeVisible();
  const topLevel = nav.locator(':scope > ul > li');
  await expect.poll(() => topLevel.count()).toBeGreaterThan(0);
  expect(await topLevel.count()).toBeLessThanOrEqual(6);
  // A dropdown opens on hover and lists sub-items.
  await nav.getByRole('link', { name: '作品', exact: true }).hover();
  await expect(nav.getByRole('link', { name: /插画/ }).first()).toBeVisible();
});

test('clicking 作品 in the tab bar opens /works, which pages through the seeded works', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '作品', exact: true }).click();
  await expect(page).toHaveURL(/\/works$/);
  await expect(page.getByRole('heading', { level: 1, name: '作品' })).toBeVisible();
  await expect(page.getByText(/共 \d+ 件作品/)).toBeVisible();
  const cards = page.locator('main a[href^="/works/"]');
  await expect.poll(() => cards.count()).toBe(16);
  const firstOnPage1 = await cards.first().getAttribute('href');
  await expectImagesLoaded(page.locator('main'), 4);

  const paging = page.getByRole('navigation', { name: '分页' });
  await paging.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
  await expect.poll(() => cards.first().getAttribute('href')).not.toBe(firstOnPage1);
  await expect.poll(() => cards.count()).toBe(16);
});

test('the category filter narrows /works and keeps it in the URL', async ({ page }) => {
  await page.goto('/works');
  const total = async () => Number((await page.getByText(/共 \d+ 件作品/).textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText(/共 \d+ 件作品/)).toBeVisible();
  const all = await total();
  await page.getByRole('link', { name: 'LOGO设计', exact: true }).click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await expect.poll(total).toBeLessThan(all);
  expect(await total()).toBeGreaterThan(0);
});

test.describe('an unknown path', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ expectedConsoleErrors: /status of 404 \(Not Found\) \(http:\/\/[^)]+\/this\/page\/does-not-exist\)/ });

  test('an unknown path shows the 404 page with the spec strings and a way home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    // The gateway answers the app with status 404 (no soft 404); the client router draws the page.
    expect(response?.status()).toBe(404);
    await expect(page.getByText('这个页面去太空旅行了')).toBeVisible();
    await expect(page.getByText('this page is on a space trip')).toBeVisible();
    await expect(page.getByText('It looks like you’re lost...')).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 设计集市');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a new page starts at the top; back returns to where the reader was (docs/product.md §2)', async ({ page }) => {
  await page.goto('/works');
  const cards = page.locator('main a[href^="/works/"]');
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await cards.nth(12).scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => window.scrollY);
  expect(listY).toBeGreaterThan(300);
  await cards.nth(12).click();
  await expect(page).toHaveURL(/\/works\/\d+$/);
  await expect(page).toHaveTitle(/作品详情/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/works$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listY - 50);
});

test('an address opened anew starts at the top; a reload keeps the place', async ({ page }) => {
  await page.goto('/works');
  const cards = page.locator('main a[href^="/works/"]');
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await cards.nth(12).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // A typed address is a new document whose first entry react-router also calls "default" and a POP.
  await page.goto('/task');
  await expect(page.locator('main a[href^="/task/"]').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await page.reload();
  await expect(page.locator('main a[href^="/task/"]').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(350);
});

for (const width of [1280, 375]) {
  test(`the floating toolbar rises above the footer instead of covering it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/works');
    await expect.poll(() => page.locator('main a[href^="/works/"]').count()).toBeGreaterThan(8);
    const toolbar = page.getByRole('complementary', { name: '快捷工具' });
    const bottomOf = async (l: Locator) => (await l.boundingBox())!.y + (await l.boundingBox())!.height;
    // Mid-page: 120 px above the window's bottom edge (docs/design.md).
    expect(Math.round(800 - (await bottomOf(toolbar)))).toBe(120);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('footer');
    await expect
      .poll(async () => (await footer.boundingBox())!.y - (await bottomOf(toolbar)))
      .toBeGreaterThanOrEqual(16);
    await expect(footer.getByText('客服时间')).toBeVisible();
  });
}

test('at 375 px the tab strip scrolls the current tab into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/activity');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const current = nav.locator('li[data-active]').first();
  await expect(current).toContainText('活动');
  await expect
    .poll(async () => {
      const tab = (await current.boundingBox())!;
      return tab.x >= 0 && tab.x + tab.width <= 375;
    })
    .toBe(true);
});

test('every spec route answers inside its layout (sample of dynamic and optional segments)', async ({ page }) => {
  for (const path of [
    '/designer',
    '/task',
    '/search/works?keyword=插画',
    '/help/qa',
    '/zt/ai',
    '/u/12',
    '/activity/3',
  ]) {
    await page.goto(path);
    await expect(page.getByText('这个页面去太空旅行了'), path).toHaveCount(0);
    // The footer's service hours (the help pages quote them too).
    await expect(page.getByRole('contentinfo').getByText('周一至周五 9:30-18:30'), path).toBeVisible();
  }
});
