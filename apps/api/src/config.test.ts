import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
      // Below the gateway's 10 s upstream timeout (issue 34).
      IMAGE_RENDER_BUDGET_MS: 8_000,
    });
    const c = loadConfig({ IMAGE_CACHE_MAX_BYTES: '5000000', IMAGE_RENDER_CONCURRENCY: '2', IMAGE_RENDER_QUEUE: '0' });
    expect([c.IMAGE_CACHE_MAX_BYTES, c.IMAGE_RENDER_CONCURRENCY, c.IMAGE_RENDER_QUEUE]).toEqual([5_000_000, 2, 0]);
    for (const [key, bad] of [
      ['IMAGE_CACHE_MAX_BYTES', '10'],
      ['IMAGE_RENDER_CONCURRENCY', '0'],
      ['IMAGE_RENDER_QUEUE', '-1'],
      ['IMAGE_RENDER_BUDGET_MS', '50'],
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
      OAUTH_DRIVER: ['dev'],
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
        /^SMS_DRIVER: SMS_DRIVER=dev .*set SMS_DRIVER=aliyun or tencent \(or provider\) with its keys, or BAZAAR_DEMO=1/,
      );
      expect(problems[1]).toMatch(
        /^PAYMENT_DRIVER: PAYMENT_DRIVER=sandbox .*set PAYMENT_DRIVER=wechatpay,alipay .*BAZAAR_DEMO=1/,
      );
      expect(problems[2]).toMatch(
        /^OAUTH_DRIVER: OAUTH_DRIVER=dev .*set OAUTH_DRIVER=wechat,qq .*or off.*BAZAAR_DEMO=1/,
      );
    });

    it('names only the drivers still in development mode', () => {
      const problems = problemsOf({ NODE_ENV: 'production', ...SMS_PROVIDER });
      expect(problems.map((p) => p.split(':')[0])).toEqual(['PAYMENT_DRIVER', 'OAUTH_DRIVER']);
    });

    it('runs them with BAZAAR_DEMO=1 (a demonstration on purpose) and outside production', () => {
      const demo = loadConfig({ NODE_ENV: 'production', BAZAAR_DEMO: '1' }, '/srv');
      expect(demo).toMatchObject({ SMS_DRIVER: 'dev', PAYMENT_DRIVER: ['sandbox'], OAUTH_DRIVER: ['dev'] });
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

  describe('the real drivers (issue 33)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-config-'));
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pkcs1 = path.join(dir, 'pkcs1.pem');
    const pkcs8 = path.join(dir, 'pkcs8.pem');
    const pub = path.join(dir, 'pub.pem');
    const junk = path.join(dir, 'junk.pem');
    writeFileSync(pkcs1, privateKey.export({ type: 'pkcs1', format: 'pem' }));
    writeFileSync(pkcs8, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }));
    // A PEM-shaped file that is not a key: this run's key with its body replaced (no key text lives in the repo).
    const pemLines = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim().split('\n');
    writeFileSync(junk, `${pemLines[0]}\nbm90IGEga2V5\n${pemLines.at(-1)}\n`);
    const WECHATPAY = {
      WECHATPAY_MCHID: '1900000001',
      WECHATPAY_APPID: 'wx0123456789abcdef',
      WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_MERCHANT_KEY_FILE: pkcs1,
      WECHATPAY_APIV3_KEY: 'a'.repeat(32),
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000000012024',
      WECHATPAY_PUBLIC_KEY_FILE: pub,
    };
    const ALIPAY = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_APP_KEY_FILE: pkcs8, ALIPAY_PUBLIC_KEY_FILE: pub };
    const ALIYUN = {
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-top-secret-value',
      ALIYUN_SMS_SIGN_NAME: '设计集市',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456',
    };
    const OAUTH = {
      OAUTH_DRIVER: 'wechat,qq',
      WECHAT_OPEN_APPID: 'wxopen',
      WECHAT_OPEN_SECRET: 'wechat-open-secret-value',
      QQ_APPID: '101000000',
      QQ_APPKEY: 'qq-app-key-value',
    };
    const ORIGIN = { PUBLIC_ORIGIN: 'https://www.example.com,https://example.com' };

    it('starts in production with the real drivers and no BAZAAR_DEMO', () => {
      const c = loadConfig(
        {
          NODE_ENV: 'production',
          PAYMENT_DRIVER: 'wechatpay,alipay',
          ...WECHATPAY,
          ...ALIPAY,
          ...ALIYUN,
          ...OAUTH,
          ...ORIGIN,
        },
        '/srv',
      );
      expect(c).toMatchObject({
        PAYMENT_DRIVER: ['wechatpay', 'alipay'],
        OAUTH_DRIVER: ['wechat', 'qq'],
        SMS_DRIVER: 'aliyun',
        PUBLIC_ORIGIN: ['https://www.example.com', 'https://example.com'],
        WECHATPAY_BASE_URL: 'https://api.mch.weixin.qq.com',
        ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do',
      });
      expect(devDriversAllowed(c)).toBe(false);
      expect(
        loadConfig({
          NODE_ENV: 'production',
          OAUTH_DRIVER: 'off',
          PAYMENT_DRIVER: 'alipay',
          ...ALIPAY,
          ...ALIYUN,
          ...ORIGIN,
        }).OAUTH_DRIVER,
      ).toEqual(['off']);
    });

    it('names every missing variable of a chosen driver, and refuses unknown or mixed lists', () => {
      const problems = problemsOf({ PAYMENT_DRIVER: 'wechatpay', SMS_DRIVER: 'tencent', OAUTH_DRIVER: 'qq' });
      const keys = problems.map((p) => p.split(':')[0]);
      for (const key of [
        'WECHATPAY_MCHID',
        'WECHATPAY_APIV3_KEY',
        'WECHATPAY_MERCHANT_KEY_FILE',
        'WECHATPAY_PUBLIC_KEY_FILE',
        'PUBLIC_ORIGIN',
        'TENCENT_SMS_SECRET_ID',
        'TENCENT_SMS_TEMPLATE_ID',
        'QQ_APPID',
        'QQ_APPKEY',
      ]) {
        expect(keys).toContain(key);
      }
      expect(keys.filter((k) => k === 'PUBLIC_ORIGIN')).toHaveLength(1);
      expect(problemsOf({ PAYMENT_DRIVER: 'paypal' })[0]).toMatch(/^PAYMENT_DRIVER: must be a comma list/);
      expect(problemsOf({ PAYMENT_DRIVER: 'alipay,alipay' })[0]).toMatch(/^PAYMENT_DRIVER: must be a comma list/);
      expect(problemsOf({ OAUTH_DRIVER: 'wechat,off' })[0]).toMatch(/^OAUTH_DRIVER: off cannot be combined/);
      expect(problemsOf({ PAYMENT_DRIVER: 'sandbox,alipay' })[0]).toMatch(
        /^PAYMENT_DRIVER: sandbox cannot be combined/,
      );
    });

    it('reads private keys in PKCS#1 or PKCS#8 and stops on a missing file or one that is not a key, naming the variable', () => {
      expect(problemsOf({ PAYMENT_DRIVER: 'alipay', ...ALIPAY, ...ORIGIN, ALIPAY_APP_KEY_FILE: pkcs1 })).toEqual([]);
      expect(problemsOf({ PAYMENT_DRIVER: 'alipay', ...ALIPAY, ...ORIGIN })).toEqual([]);
      expect(problemsOf({ PAYMENT_DRIVER: 'alipay', ...ALIPAY, ...ORIGIN, ALIPAY_APP_KEY_FILE: junk })).toEqual([
        `ALIPAY_APP_KEY_FILE: ${junk} is not a PEM private key`,
      ]);
      expect(
        problemsOf({
          PAYMENT_DRIVER: 'wechatpay',
          ...WECHATPAY,
          ...ORIGIN,
          WECHATPAY_PUBLIC_KEY_FILE: path.join(dir, 'nope.pem'),
        }),
      ).toEqual([`WECHATPAY_PUBLIC_KEY_FILE: cannot read ${path.join(dir, 'nope.pem')}`]);
      // A private key where the public one belongs is still a key, but not the one asked for.
      expect(problemsOf({ PAYMENT_DRIVER: 'alipay', ...ALIPAY, ...ORIGIN, ALIPAY_PUBLIC_KEY_FILE: junk })[0]).toMatch(
        /^ALIPAY_PUBLIC_KEY_FILE: /,
      );
    });

    it('takes https base URLs, http only on loopback, and https origins in production', () => {
      const base = { PAYMENT_DRIVER: 'wechatpay', ...WECHATPAY, ...ORIGIN };
      expect(loadConfig({ ...base, WECHATPAY_BASE_URL: 'http://127.0.0.1:4100/' }, '/srv').WECHATPAY_BASE_URL).toBe(
        'http://127.0.0.1:4100',
      );
      expect(loadConfig({ ...base, WECHATPAY_BASE_URL: 'http://localhost:4100' }, '/srv').WECHATPAY_BASE_URL).toBe(
        'http://localhost:4100',
      );
      for (const bad of ['http://api.mch.weixin.qq.com', 'http://10.0.0.1:80', 'ftp://x', 'https://x/?a=1', 'nope']) {
        expect(problemsOf({ ...base, WECHATPAY_BASE_URL: bad })[0]).toMatch(
          /^WECHATPAY_BASE_URL: must be an https:\/\//,
        );
      }
      expect(
        problemsOf({ ...base, NODE_ENV: 'production', BAZAAR_DEMO: '1', PUBLIC_ORIGIN: 'http://x.example' }),
      ).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: must be https:\/\/ in production/)]);
      expect(problemsOf({ ...base, PUBLIC_ORIGIN: 'https://x.example/path' })[0]).toMatch(/^PUBLIC_ORIGIN: /);
    });

    it('never repeats a secret in its messages', () => {
      const problems = problemsOf({
        PAYMENT_DRIVER: 'wechatpay',
        ...WECHATPAY,
        WECHATPAY_APIV3_KEY: 'short-secret-apiv3',
        ...ALIYUN,
        ALIYUN_SMS_SIGN_NAME: '',
      }).join('\n');
      expect(problems).toContain('WECHATPAY_APIV3_KEY');
      expect(problems).not.toContain('short-secret-apiv3');
      expect(problems).not.toContain('aliyun-top-secret-value');
    });
  });
});
