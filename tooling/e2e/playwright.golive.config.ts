/**
 * The go-live journeys (issue 33): the real WeChat Pay and Alipay drivers against local servers that speak
 * their protocols (tooling/fakes), on PostgreSQL when DATABASE_URL is set, through the gateway in Debian's
 * Chromium. `golive/stack.mjs` starts the fakes, the api and the gateway on GOLIVE_PORT (3500) and up.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';
import { GOLIVE_URL, GOLIVE_PORT } from './golive/stack-info';

export default defineConfig({
  testDir: './golive',
  outputDir: `./test-results/golive-${GOLIVE_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: GOLIVE_URL,
    locale: 'zh-CN',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node golive/stack.mjs',
    url: `${GOLIVE_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
