/**
 * Issue 6: a designer's public homepage (/u/{id}) — a visitor sees it with works; the owner restyles it
 * in place (theme colour, layout) and saves; a visitor in a fresh context sees the change; axe finds no
 * serious or critical violations at 1280 and 375 px, for the visitor's page and the owner's edit panel.
 */
import { test as plainTest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockingViolations, DESIGNER_ID, loginAsDesigner } from './helpers';

/** 湖蓝 (#1d5fd1) as the browser reports it. */
const LAKE_BLUE = 'rgb(29, 95, 209)';

const levelPill = (page: Page) => page.locator('section[aria-labelledby="designer-name"] h1 + span');

test('a visitor sees a designer’s homepage with works, tabs that keep worksType and the figures', async ({ page }) => {
  const visit = page.waitForRequest(
    (r) => r.url().endsWith('/api/common/visit') && r.postDataJSON()?.visitType === 10141020,
  );
  await page.goto(`/u/${DESIGNER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: '林小鹿' })).toBeVisible();
  await expect(page.getByText('成交订单')).toBeVisible();
  await expect(page.getByRole('button', { name: '收藏设计师' })).toBeVisible();
  await expect(page.getByRole('button', { name: '编辑主页' })).toHaveCount(0);
  const works = page.locator('[data-layout] a[href^="/works/"]');
  await expect(works.first()).toBeVisible();
  await visit;

  await page.getByRole('navigation', { name: '作品类型' }).getByRole('link', { name: '图片作品' }).click();
  await expect(page).toHaveURL(`/u/${DESIGNER_ID}?worksType=1`);
  await expect(
    page.getByRole('navigation', { name: '作品类型' }).getByRole('link', { name: '图片作品' }),
  ).toHaveAttribute('aria-current', 'page');
});

// The plain runner, not the console-error fixture: the api's 404 answer and the router's caught 404 are
// logged by the browser on purpose here.
plainTest('an unknown designer id is the 404 page', async ({ page }) => {
  await page.goto('/u/999999');
  await expect(page.getByText('this page is on a space trip')).toBeVisible();
  await page.goto('/u/abc');
  await expect(page.getByText('this page is on a space trip')).toBeVisible();
});

test('/u without an id sends a visitor to the login page', async ({ page }) => {
  await page.goto('/u');
  await expect(page).toHaveURL('/login?redirect=%2Fu');
});

test('the owner changes the theme colour and layout, saves, and a new visitor sees it', async ({ page, browser }) => {
  await loginAsDesigner(page, '/u');
  // /u with no id → the logged-in designer's own homepage.
  await expect(page).toHaveURL(`/u/${DESIGNER_ID}`);
  await page.getByRole('button', { name: '编辑主页' }).click();
  const panel = page.getByRole('dialog', { name: '编辑主页' });
  await expect(panel).toBeVisible();

  // Live preview: the page follows the draft before anything is saved.
  await panel.getByRole('radio', { name: '湖蓝' }).check();
  await panel.getByRole('radio', { name: '瀑布流' }).check();
  await expect(levelPill(page)).toHaveCSS('background-color', LAKE_BLUE);
  await expect(page.locator('[data-layout="masonry"]')).toBeVisible();

  // 取消 puts the saved skin back …
  await panel.getByRole('button', { name: '取消', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-layout="grid"]')).toBeVisible();
  await expect(levelPill(page)).not.toHaveCSS('background-color', LAKE_BLUE);

  // … and 保存 keeps it.
  await page.getByRole('button', { name: '编辑主页' }).click();
  await panel.getByRole('radio', { name: '湖蓝' }).check();
  await panel.getByRole('radio', { name: '瀑布流' }).check();
  await panel.getByRole('textbox', { name: '主页简介' }).fill('专注温暖治愈的商业插画。');
  const saved = page.waitForResponse('**/api/designer/updateHomepageInfo');
  await panel.getByRole('button', { name: '保存', exact: true }).click();
  expect((await (await saved).json()).success).toBe(true);
  await expect(panel).toBeHidden();
  await expect(page.getByText('主页已保存')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/u/${DESIGNER_ID}`);
  await expect(visitor.getByRole('heading', { level: 1, name: '林小鹿' })).toBeVisible();
  await expect(levelPill(visitor)).toHaveCSS('background-color', LAKE_BLUE);
  await expect(visitor.locator('[data-layout="masonry"]')).toBeVisible();
  await expect(visitor.getByText('专注温暖治愈的商业插画。')).toBeVisible();
  await visitorContext.close();
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`no serious or critical axe violations on a homepage at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/u/${DESIGNER_ID + 1}`);
      await expect(page.locator('[data-layout] a').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });

    test(`no serious or critical axe violations on the edit panel at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAsDesigner(page, `/u/${DESIGNER_ID}`);
      await page.getByRole('button', { name: '编辑主页' }).click();
      await expect(page.getByRole('dialog', { name: '编辑主页' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
