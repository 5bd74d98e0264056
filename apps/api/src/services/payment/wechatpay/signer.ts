/**
 * WeChat Pay API v3's cryptography on node:crypto alone (decision 026): the request signature
 * (`Authorization: WECHATPAY2-SHA256-RSA2048 …`), the verification of answers and notifications
 * (`Wechatpay-Timestamp/-Nonce/-Signature/-Serial`), the AEAD_AES_256_GCM decryption of a notification's
 * `resource`, the RSA-OAEP encryption of sensitive fields and the JSAPI `paySign`.
 *
 * Everything signed is bytes: an answer or a notification is verified over the body exactly as it arrived,
 * never over a re-serialised parse (a JSON round trip reorders keys and re-escapes characters).
 */
import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  publicEncrypt,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/** The only authentication type API v3 knows. */
export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** How far a signed answer's or notification's timestamp may be from our clock, either way (the SDKs' 5 minutes). */
export const MAX_SKEW_SECONDS = 300;

/** The merchant API private key (apiclient_key.pem): PKCS#1 (`BEGIN RSA PRIVATE KEY`) or PKCS#8 PEM. */
export function loadPrivateKey(pem: string | Buffer): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('the WeChat Pay merchant key must be an RSA key');
  return key;
}

/** A 32-character random nonce (upper-case hex, like the documentation's `593BEC0C930BF1AFEB40B4A08C8FB242`). */
export const newNonce = (): string => randomBytes(16).toString('hex').toUpperCase();

/**
 * The request's signature string: five lines, each ending in `\n` — the last too, even with an empty body
 * (a GET signs `''`). `url` is the path with its query string, without scheme and host.
 */
export const requestMessage = (method: string, url: string, timestamp: string, nonce: string, body: string): string =>
  `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;

/** An answer's or a notification's signature string, over the body's raw bytes. */
export const responseMessage = (timestamp: string, nonce: string, body: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), body, Buffer.from('\n')]);

/** SHA256 with RSA (PKCS#1 v1.5), base64. */
export function sign(key: KeyObject, message: string | Buffer): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

/** The `Authorization` header of a request. */
export function authorization(parts: {
  mchid: string;
  serialNo: string;
  nonce: string;
  timestamp: string;
  signature: string;
}): string {
  return (
    `${AUTH_SCHEME} mchid="${parts.mchid}",nonce_str="${parts.nonce}",signature="${parts.signature}",` +
    `timestamp="${parts.timestamp}",serial_no="${parts.serialNo}"`
  );
}

/**
 * JSAPI's `paySign` (the parameters of `getBrandWCPayRequest`): the merchant key over
 * `appId\ntimeStamp\nnonceStr\npackage\n`, signType `RSA`.
 */
export function jsapiParams(
  key: KeyObject,
  appId: string,
  prepayId: string,
  timeStamp: string,
  nonceStr: string,
): Record<string, string> {
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: sign(key, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
  };
}

/** Base64 (standard alphabet, padded) — anything else is not a signature WeChat made. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    // A repeated signature header is not something WeChat sends: refuse rather than pick one.
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** A certificate serial as a map key: upper case, no leading zeros (a `PUB_KEY_ID_…` is left as it is). */
const hexSerial = (serial: string): string =>
  /^[0-9A-Fa-f]+$/.test(serial) ? serial.toUpperCase().replace(/^0+(?=.)/, '') : serial;

/**
 * The keys WeChat Pay signs with, by the serial it names in `Wechatpay-Serial`: the WeChat Pay public key
 * (`PUB_KEY_ID_…`) and/or a platform certificate (its 40-hex serial). A merchant migrating from
 * certificates to the public key receives both for a while, so both are accepted where both are configured.
 */
export class WechatPayVerifier {
  readonly #keys = new Map<string, KeyObject>();

  constructor(sources: { publicKeyId?: string; publicKeyPem?: string | Buffer; platformCertPem?: string | Buffer }) {
    if (sources.publicKeyId && sources.publicKeyPem) {
      this.#keys.set(sources.publicKeyId, createPublicKey(sources.publicKeyPem));
    }
    if (sources.platformCertPem) {
      const cert = new X509Certificate(sources.platformCertPem);
      // X509Certificate gives the serial in upper-case hex; WeChat writes it the same way, but compare loosely
      // (any case, leading zeros or not).
      this.#keys.set(hexSerial(cert.serialNumber), cert.publicKey);
    }
    if (this.#keys.size === 0) throw new Error('WeChat Pay needs its public key or its platform certificate');
  }

  /** The serials this verifier accepts. */
  get serials(): string[] {
    return [...this.#keys.keys()];
  }

  /** The key a serial names, or undefined. */
  keyFor(serial: string): KeyObject | undefined {
    return this.#keys.get(serial) ?? this.#keys.get(hexSerial(serial));
  }

  /**
   * Why a signed message (an answer or a notification) is not WeChat Pay's, or null when it is: the four
   * headers present and well formed, the serial known, the timestamp within 300 s of `now` either way, the
   * signature valid over `timestamp\nnonce\nbody\n` with the raw body.
   */
  problem(headers: Record<string, string | string[] | undefined>, body: Buffer, now: Date): string | null {
    const timestamp = header(headers, 'Wechatpay-Timestamp');
    const nonce = header(headers, 'Wechatpay-Nonce');
    const signature = header(headers, 'Wechatpay-Signature');
    const serial = header(headers, 'Wechatpay-Serial');
    if (timestamp === undefined || nonce === undefined || signature === undefined || serial === undefined) {
      return '缺少微信支付签名头';
    }
    const type = header(headers, 'Wechatpay-Signature-Type');
    if (type !== undefined && type !== AUTH_SCHEME) return `不支持的签名类型 ${type.slice(0, 40)}`;
    if (!/^\d{1,12}$/.test(timestamp)) return '签名时间戳格式错误';
    if (nonce.length === 0 || nonce.length > 64 || /[\r\n]/.test(nonce)) return '签名随机串格式错误';
    const key = this.keyFor(serial);
    if (!key) return `未知的微信支付公钥或证书序列号 ${serial.slice(0, 64)}`;
    const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
    if (skew > MAX_SKEW_SECONDS) return '签名时间戳超出 300 秒';
    // WeChat's own probes (签名探测流量) carry this prefix to check that merchants really verify: refuse them.
    if (signature.startsWith('WECHATPAY/SIGNTEST/')) return '签名探测流量，签名验证失败';
    if (!BASE64.test(signature)) return '签名格式错误';
    const raw = Buffer.from(signature, 'base64');
    const modulusBytes = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
    if (raw.length !== modulusBytes) return '签名长度错误';
    const valid = createVerify('RSA-SHA256')
      .update(responseMessage(timestamp, nonce, body))
      .verify(key, raw);
    return valid ? null : '签名验证失败';
  }
}

/** A notification's `resource` (or a downloaded certificate's `encrypt_certificate`). */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string | undefined;
}

/**
 * AEAD_AES_256_GCM with the APIv3 key (its 32 characters' bytes are the AES-256 key), the resource's nonce
 * and associated data; the last 16 bytes of the base64-decoded ciphertext are the GCM tag. Throws on
 * anything that does not decrypt and authenticate.
 */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  if (!BASE64.test(resource.ciphertext)) throw new Error('ciphertext is not base64');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const iv = Buffer.from(resource.nonce, 'utf8');
  if (iv.length === 0 || iv.length > 64) throw new Error('bad nonce');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return plain.toString('utf8');
}

/**
 * A sensitive request field (the payee's real name of a transfer): RSA-OAEP with SHA-1 and MGF1-SHA-1
 * under the WeChat Pay public key (or platform certificate) the request names in its `Wechatpay-Serial`.
 */
export function encryptSensitive(key: KeyObject, text: string): string {
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}
