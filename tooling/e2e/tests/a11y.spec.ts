/**
 * Accessibility (docs/design.md): axe-core finds no serious or critical violations on the browse pages and the
 * login page, at 1280 px and at 375 px. The CSP forbids injected scripts, so this context bypasses it to
 * load axe — only here.
 */
import { expect, test } from '@playwright/test';
import { blockingViolations } from './helpers';

test.use({ bypassCSP: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const path of [
    '/',
    '/works',
    '/works/1',
    '/designer',
    '/share/weixin?url=%2Fworks%2F1',
    '/login',
    '/no/such/page',
  ]) {
    test(`no serious or critical axe violations on ${path} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}
