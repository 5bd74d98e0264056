/**
 * Shared fixtures: every test fails if the page logs a console error or throws — "no console errors" is
 * an acceptance item of the foundation issue, checked on every journey rather than once.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  /**
   * Errors a test provokes on purpose (an unknown id's 404 answer, which Chromium and the router log);
   * set with `test.use({ expectedConsoleErrors: /…/ })` in that test's describe block only.
   */
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors?.test(e));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
