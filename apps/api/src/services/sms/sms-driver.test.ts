import { startAliyunSmsFake } from '@bazaar/fakes/aliyun-sms';
import { startTencentSmsFake } from '@bazaar/fakes/tencent-sms';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSmsDriver } from './index';

const log = Fastify({ logger: false }).log;
const DEV = {
  SMS_DRIVER: 'dev',
  SMS_PROVIDER_URL: undefined,
  SMS_PROVIDER_KEY: undefined,
  DATABASE_URL: undefined,
} as const;

describe('the SMS code in a response (issue 22)', () => {
  it('is answered by the dev driver in development, in tests and in a declared production demo', async () => {
    for (const env of [
      { NODE_ENV: undefined, BAZAAR_DEMO: '0' },
      { NODE_ENV: 'test', BAZAAR_DEMO: '0' },
      { NODE_ENV: 'production', BAZAAR_DEMO: '1' },
    ] as const) {
      expect(await createSmsDriver({ ...DEV, ...env }, log).deliver('13800000001', '123456')).toBe('123456');
    }
  });

  it('is never answered in production without BAZAAR_DEMO=1, even by a dev driver built past loadConfig', async () => {
    const driver = createSmsDriver({ ...DEV, NODE_ENV: 'production', BAZAAR_DEMO: '0' }, log);
    expect(driver.name).toBe('dev');
    expect(await driver.deliver('13800000001', '123456')).toBeNull();
  });
});

describe('the companies SMS_DRIVER names (issue 33)', () => {
  it('builds the Alibaba Cloud driver from the ALIYUN_SMS_* config; it delivers and answers null', async () => {
    const fake = await startAliyunSmsFake({ accessKeyId: 'LTAI5tKey', accessKeySecret: 'aliyun-secret-0001' });
    try {
      const driver = createSmsDriver(
        {
          ...DEV,
          NODE_ENV: 'production',
          BAZAAR_DEMO: '0',
          SMS_DRIVER: 'aliyun',
          ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tKey',
          ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-secret-0001',
          ALIYUN_SMS_SIGN_NAME: '设计集市',
          ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
          ALIYUN_SMS_ENDPOINT: fake.url,
        },
        log,
      );
      expect(driver.name).toBe('aliyun');
      expect(await driver.deliver('13800000001', '123456')).toBeNull();
      expect(fake.sent()).toMatchObject([{ mobile: '13800000001', template: 'SMS_1', params: { code: '123456' } }]);
    } finally {
      await fake.close();
    }
  });

  it('builds the Tencent Cloud driver from the TENCENT_SMS_* config; it delivers and answers null', async () => {
    const fake = await startTencentSmsFake({ secretId: 'AKIDKey', secretKey: 'tencent-secret-0001' });
    try {
      const driver = createSmsDriver(
        {
          ...DEV,
          NODE_ENV: 'production',
          BAZAAR_DEMO: '0',
          SMS_DRIVER: 'tencent',
          TENCENT_SMS_SECRET_ID: 'AKIDKey',
          TENCENT_SMS_SECRET_KEY: 'tencent-secret-0001',
          TENCENT_SMS_SDK_APP_ID: '1400000001',
          TENCENT_SMS_SIGN_NAME: '设计集市',
          TENCENT_SMS_TEMPLATE_ID: '2000001',
          TENCENT_SMS_REGION: 'ap-guangzhou',
          TENCENT_SMS_ENDPOINT: fake.url,
        },
        log,
      );
      expect(driver.name).toBe('tencent');
      expect(await driver.deliver('13800000001', '123456')).toBeNull();
      expect(fake.sent()).toMatchObject([{ mobile: '+8613800000001', template: '2000001', params: ['123456'] }]);
    } finally {
      await fake.close();
    }
  });
});
