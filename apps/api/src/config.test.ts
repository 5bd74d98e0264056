import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, devDriversAllowed, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};
const SMS_PROVIDER = {
  SMS_DRIVER: 'provider',
  SMS_PROVIDER_URL: 'https://sms.example.com/send',
  SMS_PROVIDER_KEY: 'k'.repeat(16),
};

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3001, PGlite under .data, seeding on', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      DATABASE_URL: undefined,
      DATA_DIR: path.resolve('/srv/app/.data'),
      PGLITE_DIR: path.resolve('/srv/app/.data/pglite'),
      STORAGE_DIR: path.resolve('/srv/app/.data/storage'),
      IMAGE_CACHE_DIR: path.resolve('/srv/app/.data/img-cache'),
      SEED: 'auto',
      LOG_LEVEL: 'info',
      DATABASE_POOL_MAX: 10,
    });
  });

  it('bounds the image cache and renders by default (issue 22) and refuses nonsense', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({
      IMAGE_CACHE_MAX_BYTES: 1024 ** 3,
      IMAGE_RENDER_CONCURRENCY: 1,
      IMAGE_RENDER_QUEUE: 32,
    });
    const c = loadConfig({ IMAGE_CACHE_MAX_BYTES: '5000000', IMAGE_RENDER_CONCURRENCY: '2', IMAGE_RENDER_QUEUE: '0' });
    expect([c.IMAGE_CACHE_MAX_BYTES, c.IMAGE_RENDER_CONCURRENCY, c.IMAGE_RENDER_QUEUE]).toEqual([5_000_000, 2, 0]);
    for (const [key, bad] of [
      ['IMAGE_CACHE_MAX_BYTES', '10'],
      ['IMAGE_RENDER_CONCURRENCY', '0'],
      ['IMAGE_RENDER_QUEUE', '-1'],
    ] as const) {
      expect(() => loadConfig({ [key]: bad }, '/srv')).toThrow(new RegExp(key));
    }
  });

  it('takes a PostgreSQL pool size between 1 and 200', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }, '/srv').DATABASE_POOL_MAX).toBe(4);
    for (const bad of ['0', '201', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad }, '/srv')).toThrow(/DATABASE_POOL_MAX/);
    }
  });

  it('keeps memory:// for PGlite and treats empty values as unset', () => {
    const c = loadConfig({ PGLITE_DIR: 'memory://', API_PORT: '', DATA_DIR: '/tmp/x' }, '/srv');
    expect(c.PGLITE_DIR).toBe('memory://');
    expect(c.API_PORT).toBe(3001);
    expect(c.STORAGE_DIR).toBe(path.resolve('/tmp/x/storage'));
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ API_PORT: 'http', DATABASE_URL: 'mysql://x', SEED: 'sometimes', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['API_PORT', 'DATABASE_URL', 'SEED', 'LOG_LEVEL']) expect(problems).toContain(name);
    }
  });

  it('defaults the account settings: BFF client pair, dev SMS and OAuth, loopback proxy, 30 SMS per IP per hour', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({
      CLIENT_ID: 'bazaar-web',
      CLIENT_SECRET: 'bazaar-web-dev-secret',
      SMS_DRIVER: 'dev',
      SMS_PER_IP_PER_HOUR: 30,
      API_TRUST_PROXY: 'loopback',
      OAUTH_DRIVER: 'dev',
    });
  });

  it('requires SMS_PROVIDER_URL and SMS_PROVIDER_KEY when SMS_DRIVER=provider', () => {
    try {
      loadConfig({ SMS_DRIVER: 'provider' });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('SMS_PROVIDER_URL');
      expect(problems).toContain('SMS_PROVIDER_KEY');
    }
    const c = loadConfig({
      SMS_DRIVER: 'provider',
      SMS_PROVIDER_URL: 'https://sms.example.com/send',
      SMS_PROVIDER_KEY: 'k'.repeat(16),
    });
    expect(c.SMS_DRIVER).toBe('provider');
  });

  describe('the development drivers in production (issue 22)', () => {
    it('refuses SMS_DRIVER=dev, PAYMENT_DRIVER=sandbox and OAUTH_DRIVER=dev with NODE_ENV=production, naming each and what to set', () => {
      const problems = problemsOf({ NODE_ENV: 'production' });
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(
        /^SMS_DRIVER: SMS_DRIVER=dev .*set SMS_DRIVER=provider with SMS_PROVIDER_URL and SMS_PROVIDER_KEY, or BAZAAR_DEMO=1/,
      );
      expect(problems[1]).toMatch(
        /^PAYMENT_DRIVER: PAYMENT_DRIVER=sandbox .*no production payment provider.*BAZAAR_DEMO=1/,
      );
      expect(problems[2]).toMatch(/^OAUTH_DRIVER: OAUTH_DRIVER=dev .*no production WeChat\/QQ provider.*BAZAAR_DEMO=1/);
    });

    it('names only the drivers still in development mode', () => {
      const problems = problemsOf({ NODE_ENV: 'production', ...SMS_PROVIDER });
      expect(problems.map((p) => p.split(':')[0])).toEqual(['PAYMENT_DRIVER', 'OAUTH_DRIVER']);
    });

    it('runs them with BAZAAR_DEMO=1 (a demonstration on purpose) and outside production', () => {
      const demo = loadConfig({ NODE_ENV: 'production', BAZAAR_DEMO: '1' }, '/srv');
      expect(demo).toMatchObject({ SMS_DRIVER: 'dev', PAYMENT_DRIVER: 'sandbox', OAUTH_DRIVER: 'dev' });
      expect(devDriversAllowed(demo)).toBe(true);
      for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
        expect(devDriversAllowed(loadConfig(env, '/srv'))).toBe(true);
      }
      expect(devDriversAllowed({ NODE_ENV: 'production', BAZAAR_DEMO: '0' })).toBe(false);
      expect(problemsOf({ NODE_ENV: 'production', BAZAAR_DEMO: '0' })).toHaveLength(3);
      expect(problemsOf({ BAZAAR_DEMO: 'yes' })).toEqual(['BAZAAR_DEMO: must be 0 or 1']);
    });

    it('refuses the end-to-end hooks (TEST_HOOKS=1) in production, even in a demonstration', () => {
      expect(problemsOf({ NODE_ENV: 'production', BAZAAR_DEMO: '1', TEST_HOOKS: '1' })).toEqual([
        expect.stringMatching(/^TEST_HOOKS: TEST_HOOKS=1 .*refused with NODE_ENV=production$/),
      ]);
      expect(loadConfig({ TEST_HOOKS: '1' }, '/srv').TEST_HOOKS).toBe('1');
      expect(loadConfig({}, '/srv').TEST_HOOKS).toBe('0');
    });

    it('stops the api process before it opens a database or a port, printing what to set', () => {
      const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          ...SMS_PROVIDER,
          API_PORT: '0',
          DATA_DIR: '/nonexistent/x',
        },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Invalid configuration');
      expect(run.stderr).toContain('PAYMENT_DRIVER: PAYMENT_DRIVER=sandbox');
      expect(run.stderr).toContain('OAUTH_DRIVER: OAUTH_DRIVER=dev');
      expect(run.stderr).not.toContain('SMS_DRIVER: ');
    });
  });
});
