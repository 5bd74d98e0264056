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
