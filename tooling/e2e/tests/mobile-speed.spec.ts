/**
 * Issue 26 LCP budget (docs/decisions/025): the gateway's phone port sends each landing page's chunks, first
 * data calls and — on the home page — the first banner with the HTML, and paints that banner in a static shell.
 * A hint only helps when the page then uses exactly what was preloaded: Chromium says so in the console when a
 * preload goes unused, so these pages must load with no such warning, and the home banner is fetched once.
 * (The timings themselves are measured by tooling/bench/lighthouse.mjs --phone, not here.)
 */
import { devices } from '@playwright/test';
import { MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

test.use({ ...devices['Pixel 7'], hasTouch: true, isMobile: true, baseURL: MOBILE_URL });

const PAGES = [
  '/',
  '/works',
  '/works/1',
  '/designer',
  '/u/2',
  '/task',
  '/task/2?all=1',
  '/search/works?keyword=插画',
  '/zt/2024',
];

test('every preload hint of the landing pages is used by the page', async ({ page, context }) => {
  test.setTimeout(90_000);
  const unused: string[] = [];
  const errors: string[] = [];
  // Chromium reports an unused preload a few seconds after the load event: the pages load side by side, each in a
  // tab of its own that stays open, and are read once the last has had that long (one wait, not one a page).
  const tabs = [page, ...(await Promise.all(PAGES.slice(1).map(() => context.newPage())))];
  for (const tab of tabs) {
    tab.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
      // The fixture reads only its own page's console: the other tabs' errors are read here.
      else if (tab !== page && message.type() === 'error') errors.push(message.text());
    });
  }
  await Promise.all(
    PAGES.map(async (path, i) => {
      const hints = (await page.request.get(path)).headers().link ?? '';
      expect(hints, path).toContain('rel=preload; as=fetch');
      const tab = tabs[i]!;
      await tab.goto(path);
      await expect(tab.locator('.m-main')).toBeVisible();
    }),
  );
  await page.waitForTimeout(3_500);
  expect(unused).toEqual([]);
  expect(errors).toEqual([]);
});

test('the home page paints its first banner from the static shell, and the app reuses the same file', async ({
  page,
}) => {
  const banners: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/banners/')) banners.push(request.url());
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<div class="boot-banner"><div><img src="\/img\/banners\/[^"]+" srcset="[^"]+"/);
  await page.goto('/');
  const first = page.getByRole('region', { name: '精选推荐' }).locator('img').first();
  await expect(first).toHaveJSProperty('complete', true);
  const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(banners.filter((url) => url === shown)).toHaveLength(1);
});
