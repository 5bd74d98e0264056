import type { FastifyBaseLogger } from 'fastify';
import { devDriversAllowed, type ApiConfig } from '../../config';
import { AliyunSmsDriver } from './aliyun-sms-driver';
import { DevSmsDriver } from './dev-sms-driver';
import { ProviderSmsDriver } from './provider-sms-driver';
import { TencentSmsDriver } from './tencent-sms-driver';
import type { SmsDriver } from './sms-driver';

export type { SmsDriver } from './sms-driver';

/**
 * The SMS driver SMS_DRIVER names (config validation guarantees the provider's URL and key, and each
 * company's keys, sign name and template: DRIVER_NEEDS in config.ts). The dev
 * driver answers the code to the client only where the development drivers are allowed (not production,
 * or a declared demonstration: `devDriversAllowed`); loadConfig refuses the rest, and a config built some
 * other way still never sends a code back (issue 22).
 */
export function createSmsDriver(
  config: Pick<
    ApiConfig,
    'SMS_DRIVER' | 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_KEY' | 'DATABASE_URL' | 'NODE_ENV' | 'BAZAAR_DEMO'
  > &
    Partial<Pick<ApiConfig, Extract<keyof ApiConfig, `ALIYUN_SMS_${string}` | `TENCENT_SMS_${string}`>>>,
  log: FastifyBaseLogger,
): SmsDriver {
  if (config.SMS_DRIVER === 'provider') {
    return new ProviderSmsDriver({ url: config.SMS_PROVIDER_URL!, key: config.SMS_PROVIDER_KEY! });
  }
  if (config.SMS_DRIVER === 'aliyun') {
    return new AliyunSmsDriver({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: config.ALIYUN_SMS_ENDPOINT!,
    });
  }
  if (config.SMS_DRIVER === 'tencent') {
    return new TencentSmsDriver({
      secretId: config.TENCENT_SMS_SECRET_ID!,
      secretKey: config.TENCENT_SMS_SECRET_KEY!,
      sdkAppId: config.TENCENT_SMS_SDK_APP_ID!,
      signName: config.TENCENT_SMS_SIGN_NAME!,
      templateId: config.TENCENT_SMS_TEMPLATE_ID!,
      region: config.TENCENT_SMS_REGION!,
      endpoint: config.TENCENT_SMS_ENDPOINT!,
    });
  }
  const answerCode = devDriversAllowed(config);
  if (!answerCode) log.error('SMS_DRIVER=dev in production: codes are logged only, never answered');
  else if (config.DATABASE_URL) {
    log.warn('SMS_DRIVER=dev with DATABASE_URL set: SMS codes are answered to the client, not sent');
  }
  return new DevSmsDriver(log, answerCode);
}
