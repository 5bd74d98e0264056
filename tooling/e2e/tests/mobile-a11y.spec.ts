/**
 * Issue 26 (budgets): on every page of the phone site, for a visitor, the demo designer and the demo employer,
 * axe-core finds no serious or critical violations, and nothing scrolls sideways at 320, 375 and 414 px.
 * The pages are read from the phone site's own route table (apps/mobile/src/app/routes.tsx), so a page added
 * there is walked too, plus the page every other path of the product gets (computer-only, or "open on a
 * computer") and the 404 page. As in a11y-routes.spec.ts, one page per role walks every route by client-side
 * navigation (the router follows popstate), and sessions are the saved ones of helpers.ts, made on the desktop
 * origin and handed to the phone's context (one host, one cookie). The CSP forbids injected scripts, so this
 * context bypasses it to load axe.
 */
import { readFileSync } from 'node:fs';
import { devices, type Browser, type Page } from '@playwright/test';
import { BASE_URL, MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  AXE_SCOPES,
  blockingViolations,
  CheckedMarkup,
  loginAsDesigner,
  loginAsEmployer,
  markupDigest,
  PHONE_DRAWN,
  trackQuiet,
} from './helpers';

/** The phone site's route patterns, as its route table lists them. */
const PATTERNS = [
  ...readFileSync(new URL('../../../apps/mobile/src/app/routes.tsx', import.meta.url), 'utf8').matchAll(
    /\bpath: '([^']+)'/g,
  ),
].map((m) => m[1]!);

/** The seed's ids (apps/api/src/db/seed), as in a11y-routes.spec.ts, for the parameters the routes take. */
const SEEDED: Record<string, string> = {
  '/works/:id': '/works/1',
  '/u/:id?': '/u/2',
  '/task/:id': '/task/63',
  '/search/:id?': '/search/works?keyword=海报',
  '/favorite/:type?': '/favorite/works',
  '/brand/:id': '/brand/1',
  '/activity/:id': '/activity/2',
  '/zt/:slug': '/zt/match',
  '/help/:name': '/help/qa',
  '/pay/cashier/:id?': '/pay/cashier/63',
  '/messages/:id': '/messages/1',
  // Entries of the year's contest and of the OPPO campaign; a growth plan.
  '/match/:id': '/match/282',
  '/oppo/:id': '/oppo/91',
  '/growth/:id?': '/growth/1',
};

/** A pattern as an address: the seeded one, else optional parameters dropped and the others the first id. */
const addressOf = (pattern: string): string =>
  SEEDED[pattern] ?? (pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1') || '/');

/**
 * The deal on a task page (issue 26), for its two sides — 茶颜小馆 and 林小鹿 — in the seed's states: in progress
 * (品牌IP形象设计: the designer's uploads), completed (门店手绘墙绘设计: the review form), decided by the consultant
 * (新春礼盒包装设计: the ruling). The seed's recruiting /task/63 above is the owner's 选TA.
 */
const DEAL_TASKS = ['/task/65', '/task/70', '/task/110'];

/** Every phone page: the table's, a computer-only page, an "open on a computer" page, the 404 page. */
const ROUTES = [...new Set([...PATTERNS.map(addressOf), ...DEAL_TASKS, '/admin/cms', '/qr/join', '/no-such-page'])];

const WIDTHS = [320, 375, 414];

test.use({ bypassCSP: true, reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

/** A phone (Pixel 7: touch, a phone's user agent) with the cookies of `signIn` on the desktop origin, if any. */
async function phonePage(browser: Browser, signIn?: (page: Page) => Promise<void>): Promise<Page> {
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: MOBILE_URL, locale: 'zh-CN' });
  if (signIn) {
    // The helpers log in on the desktop site: a desktop browser, so that it is not sent to the phone site.
    const desk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: BASE_URL, locale: 'zh-CN' });
    await signIn(await desk.newPage());
    await phone.addCookies(await desk.cookies());
    await desk.close();
  }
  return phone.newPage();
}

/** How far the page is wider than the screen at `width` (0: no sideways scroll). */
async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)),
        ),
      ),
  );
}

/** Mains and chromes checked so far, by any role. */
const checked = new CheckedMarkup();

/**
 * Walks every route in this page; answers each axe violation and sideways scroll, prefixed with its route. As on
 * the web, a page whose markup another role's walk already read is not read again, and of a page with only its
 * main or only its chrome new (the visitor's main under a signed-in tab bar), axe reads that part; the widths are
 * measured whenever any of it is new (a page's width is the whole page's).
 */
async function checkEveryRoute(page: Page): Promise<string[]> {
  const quiet = trackQuiet(page, PHONE_DRAWN);
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`${page.url()}: ${error.message}`));
  const landed = new Set<string>();
  await page.goto('/');
  for (const route of ROUTES) {
    await page.setViewportSize({ width: 412, height: 839 });
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await quiet();
    // Sent elsewhere by a guard (a visitor to the login page): that page counts once.
    const where = await page.evaluate(() => window.location.pathname + window.location.search);
    if (landed.has(where)) continue;
    landed.add(where);
    const part = checked.uncheckedPart(await markupDigest(page));
    if (part === 'none') continue;
    for (const violation of await blockingViolations(page, AXE_SCOPES[part])) found.push(`${route}: ${violation}`);
    for (const width of WIDTHS) {
      const over = await overflowAt(page, width);
      if (over > 0) found.push(`${route}: ${over} px sideways scroll at ${width} px`);
    }
  }
  return found;
}

test('the phone route table is read (a page added there is walked)', () => {
  expect(PATTERNS).toEqual(expect.arrayContaining(['/', '/works/:id', '/task', '/my', '/zt/clips', '/my/clips']));
});

test('every route with a required parameter is walked at a seeded address', () => {
  // An optional parameter is walked without it (the page's own "no id" answer); a required one needs a real id.
  expect(PATTERNS.filter((p) => /:\w+(?!\?)(\/|$)/.test(p) && !(p in SEEDED))).toEqual([]);
});

test('the phone site for a visitor', async ({ browser }) => {
  const page = await phonePage(browser);
  expect(await checkEveryRoute(page)).toEqual([]);
  await page.context().close();
});

test('the phone site for the demo designer', async ({ browser }) => {
  const page = await phonePage(browser, (desk) => loginAsDesigner(desk, '/'));
  expect(await checkEveryRoute(page)).toEqual([]);
  await page.context().close();
});

test('the phone site for the demo employer', async ({ browser }) => {
  const page = await phonePage(browser, (desk) => loginAsEmployer(desk, '/uc'));
  expect(await checkEveryRoute(page)).toEqual([]);
  await page.context().close();
});
