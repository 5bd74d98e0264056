/**
 * The Alipay gateway from the api's configuration (issue 33): ALIPAY_APP_ID, the app's private key
 * (ALIPAY_APP_KEY_FILE, PKCS#1 or PKCS#8), Alipay's public key (ALIPAY_PUBLIC_KEY_FILE), ALIPAY_GATEWAY, and
 * the first PUBLIC_ORIGIN for the notify URL. loadConfig has already checked that all are set and the key
 * files hold RSA keys when PAYMENT_DRIVER includes alipay.
 */
import { readFileSync } from 'node:fs';
import type { ApiConfig } from '../../../config';
import { AlipayGateway, type AlipayGatewayOptions } from './alipay-gateway';

export { AlipayGateway, type AlipayGatewayOptions } from './alipay-gateway';

export type AlipayConfig = Pick<
  ApiConfig,
  'ALIPAY_APP_ID' | 'ALIPAY_APP_KEY_FILE' | 'ALIPAY_PUBLIC_KEY_FILE' | 'ALIPAY_GATEWAY' | 'PUBLIC_ORIGIN'
>;

export function createAlipayGateway(
  config: AlipayConfig,
  options?: Pick<AlipayGatewayOptions, 'timeoutMs' | 'maxBillBytes'>,
): AlipayGateway {
  const { ALIPAY_APP_ID: appId, ALIPAY_APP_KEY_FILE: keyFile, ALIPAY_PUBLIC_KEY_FILE: publicKeyFile } = config;
  const origin = config.PUBLIC_ORIGIN?.[0];
  if (!appId || !keyFile || !publicKeyFile || !origin) {
    throw new Error('alipay needs ALIPAY_APP_ID, ALIPAY_APP_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE and PUBLIC_ORIGIN');
  }
  return new AlipayGateway({
    appId,
    appPrivateKeyPem: readFileSync(keyFile, 'utf8'),
    alipayPublicKeyPem: readFileSync(publicKeyFile, 'utf8'),
    gateway: config.ALIPAY_GATEWAY,
    notifyUrl: `${origin}/api/pay/notify/alipay`,
    ...options,
  });
}
