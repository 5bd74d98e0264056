/**
 * Accessibility (docs/design.md): axe-core finds no serious or critical violations on the browse pages and
 * the login page at 375 px (a11y-routes.spec.ts covers every page at 1280 px). The CSP forbids injected
 * scripts, so this context bypasses it to load axe — only here.
 */
import { expect, test } from '@playwright/test';
import { blockingViolations, trackQuiet } from './helpers';

test.use({ bypassCSP: true });

/** At 1280 px every page of the app is checked by a11y-routes.spec.ts; here the phone width, and the 404 page. */
const CASES: { path: string; widths: number[] }[] = [
  { path: '/', widths: [375] },
  { path: '/works', widths: [375] },
  { path: '/works/1', widths: [375] },
  { path: '/designer', widths: [375] },
  { path: '/share/weixin?url=%2Fworks%2F1', widths: [375] },
  { path: '/login', widths: [375] },
  { path: '/no/such/page', widths: [1280, 375] },
];

for (const { path, widths } of CASES) {
  for (const width of widths) {
    test(`no serious or critical axe violations on ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      const quiet = trackQuiet(page);
      await page.goto(path);
      await quiet();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}
