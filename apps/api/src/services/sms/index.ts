import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../../config';
import { DevSmsDriver } from './dev-sms-driver';
import { ProviderSmsDriver } from './provider-sms-driver';
import type { SmsDriver } from './sms-driver';

export type { SmsDriver } from './sms-driver';

/** The SMS driver SMS_DRIVER names (config validation guarantees the provider's URL and key). */
export function createSmsDriver(
  config: Pick<ApiConfig, 'SMS_DRIVER' | 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_KEY' | 'DATABASE_URL'>,
  log: FastifyBaseLogger,
): SmsDriver {
  if (config.SMS_DRIVER === 'provider') {
    return new ProviderSmsDriver({ url: config.SMS_PROVIDER_URL!, key: config.SMS_PROVIDER_KEY! });
  }
  if (config.DATABASE_URL) {
    log.warn('SMS_DRIVER=dev with DATABASE_URL set: SMS codes are answered to the client, not sent');
  }
  return new DevSmsDriver(log);
}
