/**
 * The WeChat Pay driver (issue 33, decision 026), configured by the WECHATPAY_* variables: loadConfig has
 * already checked that the key files exist and hold the right kind of key, and made their paths absolute.
 */
import { createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApiConfig } from '../../../config';
import { WechatPayGateway } from './gateway';
import { loadPrivateKey, WechatPayVerifier } from './signer';

export { WechatPayGateway, TRANSFER_SCENE_ID, chinaRfc3339 } from './gateway';
export { parseTradeBill } from './bill';

/** The path of WeChat Pay's notifications on our site (payments, refunds and transfers). */
export const WECHATPAY_NOTIFY_PATH = '/api/pay/notify/wechatpay';

export type WechatPayConfig = Pick<
  ApiConfig,
  | 'WECHATPAY_MCHID'
  | 'WECHATPAY_APPID'
  | 'WECHATPAY_MERCHANT_SERIAL'
  | 'WECHATPAY_MERCHANT_KEY_FILE'
  | 'WECHATPAY_APIV3_KEY'
  | 'WECHATPAY_PUBLIC_KEY_ID'
  | 'WECHATPAY_PUBLIC_KEY_FILE'
  | 'WECHATPAY_PLATFORM_CERT_FILE'
  | 'WECHATPAY_BASE_URL'
  | 'WECHAT_MP_APPID'
  | 'PUBLIC_ORIGIN'
>;

export function createWechatPayGateway(
  config: WechatPayConfig,
  options: { fetch?: typeof fetch; now?: () => Date; timeoutMs?: number } = {},
): WechatPayGateway {
  const {
    WECHATPAY_MCHID: mchid,
    WECHATPAY_APPID: appid,
    WECHATPAY_MERCHANT_SERIAL: merchantSerial,
    WECHATPAY_MERCHANT_KEY_FILE: keyFile,
    WECHATPAY_APIV3_KEY: apiV3Key,
  } = config;
  const origin = config.PUBLIC_ORIGIN?.[0];
  const publicKey =
    config.WECHATPAY_PUBLIC_KEY_ID && config.WECHATPAY_PUBLIC_KEY_FILE
      ? { id: config.WECHATPAY_PUBLIC_KEY_ID, pem: readFileSync(config.WECHATPAY_PUBLIC_KEY_FILE) }
      : undefined;
  const certPem = config.WECHATPAY_PLATFORM_CERT_FILE ? readFileSync(config.WECHATPAY_PLATFORM_CERT_FILE) : undefined;
  if (!mchid || !appid || !merchantSerial || !keyFile || !apiV3Key || !origin || (!publicKey && !certPem)) {
    // loadConfig names each missing variable when PAYMENT_DRIVER includes wechatpay; this is a wiring mistake.
    throw new Error('PAYMENT_DRIVER includes wechatpay, but the WECHATPAY_* configuration is incomplete');
  }
  const verifier = new WechatPayVerifier({
    publicKeyId: publicKey?.id,
    publicKeyPem: publicKey?.pem,
    platformCertPem: certPem,
  });
  // Sensitive fields are encrypted with the public key when there is one (WeChat's recommendation), else with
  // the platform certificate; the request names which in Wechatpay-Serial.
  const encryption = publicKey
    ? { serial: publicKey.id, key: createPublicKey(publicKey.pem) }
    : (() => {
        const cert = new X509Certificate(certPem as Buffer);
        return { serial: cert.serialNumber.toUpperCase(), key: cert.publicKey };
      })();
  return new WechatPayGateway({
    mchid,
    appid,
    mpAppid: config.WECHAT_MP_APPID,
    merchantSerial,
    merchantKey: loadPrivateKey(readFileSync(keyFile)),
    apiV3Key,
    verifier,
    encryption,
    baseUrl: config.WECHATPAY_BASE_URL.replace(/\/$/, ''),
    notifyUrl: `${origin}${WECHATPAY_NOTIFY_PATH}`,
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date()),
    timeoutMs: options.timeoutMs,
  });
}
