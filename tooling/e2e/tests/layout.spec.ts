/**
 * Layout (docs/design.md; non-negotiable 7): on the browse pages, at 1280, 1024, 768 and 375 px, no text of the
 * page's main content lies under another element, and nothing widens the page sideways. It caught a
 * campaign cover that had grown over the first characters of its card's title at ≥ 900 px, which every
 * functional test passed (the title was in the DOM, visible and clickable).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { coveredText, loginAsDesigner, loginAsOperator, trackQuiet } from './helpers';

const PATHS = [
  '/',
  '/works',
  '/works/1',
  '/designer',
  '/task',
  '/activity',
  '/activity/2',
  '/brand',
  '/brand/1',
  '/match',
  '/oppo',
  '/search/works?keyword=%E6%8F%92%E7%94%BB',
  '/u/18',
  '/join',
  '/login',
  '/help/qa',
  '/zt/rank',
];

/** The signed-in pages, as the demo designer (who is an employer too: both centres). */
const SIGNED_IN_PATHS = [
  '/my',
  '/my/setting',
  '/my/growth',
  '/uc',
  '/uc/task',
  '/uc/designer',
  '/uc/account',
  '/u/works',
  '/u/task',
  '/u/bill',
  '/growth',
  '/ability',
  '/favorite/works',
  '/task/1',
  // Issue 25: the seeded conversation with 茶颜小馆 is the first of the database.
  '/messages',
  '/messages/1',
  '/notifications',
];

const ADMIN_PATHS = [
  '/admin/tasks',
  '/admin/join',
  '/admin/reports',
  '/admin/exams',
  '/admin/cms',
  '/admin/campaigns',
  '/admin/disputes',
  '/admin/disputes/1',
  // Issue 33: the payment anomalies (the seed has none: the empty desk; the table is admin.spec's).
  '/admin/payments',
];

/** Opens each page at `width` (one browser context for all) and expects no covered text on any. */
async function expectReadable(page: Page, paths: string[], width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const quiet = trackQuiet(page);
  for (const path of paths) {
    await page.goto(path);
    await quiet();
    expect(await coveredText(page), `${path} at ${width}px`).toEqual([]);
  }
}

for (const width of [1280, 1024, 768, 375]) {
  test(`no covered text and no sideways scroll on the browse pages at ${width}px`, async ({ page }) => {
    test.slow(); // 17 pages in one test
    await expectReadable(page, PATHS, width);
  });
}

for (const width of [1280, 375]) {
  test(`no covered text and no sideways scroll on the signed-in pages at ${width}px`, async ({ page }) => {
    test.slow();
    await loginAsDesigner(page, '/my');
    await expectReadable(page, SIGNED_IN_PATHS, width);
  });
}

test('no covered text and no sideways scroll on the consultant’s console at 1280 and 375 px', async ({ page }) => {
  test.slow();
  // One login for both widths: the operator signs in by SMS, once a minute at most.
  await loginAsOperator(page);
  await expectReadable(page, ADMIN_PATHS, 1280);
  await expectReadable(page, ADMIN_PATHS, 375);
});
