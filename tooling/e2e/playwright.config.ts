/**
 * End-to-end suite: the real stack (api on a fresh PGlite directory + the BFF serving the built SPA),
 * driven by Debian's Chromium — never a downloaded browser (`playwright install` is not used).
 * Ports 3200/3201 so a running `npm start` (3000/3001) does not collide; `E2E_PORT` moves the pair
 * (gateway on E2E_PORT, api on E2E_PORT + 1, the gateway's phone port on E2E_PORT + 2) so two checkouts can run
 * the suite at once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bazaar-e2e-'));
const PORT = Number(process.env.E2E_PORT || 3200);
const API_PORT = PORT + 1;
/** The gateway's phone port (issue 26, decision 025): the phone site, where phones are redirected. */
const MOBILE_PORT = PORT + 2;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const MOBILE_URL = `http://127.0.0.1:${MOBILE_PORT}`;
/** The api itself (not through the gateway): only the suite's hooks are called here (TEST_HOOKS). */
export const API_URL = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: './tests',
  // Per port: the shards of run-shards.mjs run at once, each with its own servers and cached sessions.
  outputDir: `./test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node dist/server.js',
      cwd: path.join(root, 'apps/api'),
      url: `http://127.0.0.1:${API_PORT}/healthz`,
      env: {
        DATA_DIR: dataDir,
        API_PORT: String(API_PORT),
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Every answer the browser gets is held to its endpoint's schema (issue 23): drift is a 500 here.
        API_CHECK_ANSWERS: '1',
        // The suite's hooks on the api port (apps/api/src/test-hooks.ts): automatic acceptance "7 days later".
        TEST_HOOKS: '1',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node dist/server.js',
      cwd: path.join(root, 'apps/bff'),
      url: `${BASE_URL}/healthz`,
      // The per-IP login limit (tested in apps/bff) would throttle a suite that logs in from one address.
      env: {
        PORT: String(PORT),
        MOBILE_PORT: String(MOBILE_PORT),
        HOST: '127.0.0.1',
        UPSTREAM_URL: `http://127.0.0.1:${API_PORT}`,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '600',
      },
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
