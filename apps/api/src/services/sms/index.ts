import type { FastifyBaseLogger } from 'fastify';
import { devDriversAllowed, type ApiConfig } from '../../config';
import { DevSmsDriver } from './dev-sms-driver';
import { ProviderSmsDriver } from './provider-sms-driver';
import type { SmsDriver } from './sms-driver';

export type { SmsDriver } from './sms-driver';

/**
 * The SMS driver SMS_DRIVER names (config validation guarantees the provider's URL and key). The dev
 * driver answers the code to the client only where the development drivers are allowed (not production,
 * or a declared demonstration: `devDriversAllowed`); loadConfig refuses the rest, and a config built some
 * other way still never sends a code back (issue 22).
 */
export function createSmsDriver(
  config: Pick<
    ApiConfig,
    'SMS_DRIVER' | 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_KEY' | 'DATABASE_URL' | 'NODE_ENV' | 'BAZAAR_DEMO'
  >,
  log: FastifyBaseLogger,
): SmsDriver {
  if (config.SMS_DRIVER === 'provider') {
    return new ProviderSmsDriver({ url: config.SMS_PROVIDER_URL!, key: config.SMS_PROVIDER_KEY! });
  }
  // Issue 33: the Alibaba Cloud and Tencent Cloud drivers go here.
  if (config.SMS_DRIVER !== 'dev') throw new Error(`SMS_DRIVER=${config.SMS_DRIVER} is not wired yet`);
  const answerCode = devDriversAllowed(config);
  if (!answerCode) log.error('SMS_DRIVER=dev in production: codes are logged only, never answered');
  else if (config.DATABASE_URL) {
    log.warn('SMS_DRIVER=dev with DATABASE_URL set: SMS codes are answered to the client, not sent');
  }
  return new DevSmsDriver(log, answerCode);
}
