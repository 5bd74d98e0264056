import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
