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

test('every preload hint of the landing pages is used by the page', async ({ page }) => {
  test.setTimeout(90_000);
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  for (const path of PAGES) {
    const hints = (await page.request.get(path)).headers().link ?? '';
    expect(hints, path).toContain('rel=preload; as=fetch');
    await page.goto(path);
    await expect(page.locator('.m-main')).toBeVisible();
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3_500);
  }
  expect(unused).toEqual([]);
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
