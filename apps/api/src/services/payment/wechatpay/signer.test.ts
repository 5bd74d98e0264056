import { execFileSync } from 'node:child_process';
import {
  constants,
  createCipheriv,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  authorization,
  decryptResource,
  encryptSensitive,
  jsapiParams,
  loadPrivateKey,
  requestMessage,
  responseMessage,
  sign,
  WechatPayVerifier,
} from './signer';
import { platformCertificate, rsaPair, tempDir } from './test-fixtures';

const merchant = rsaPair();
const wechat = rsaPair();
const KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000000001';
const tmp = tempDir();
afterAll(() => tmp.remove());

/** Headers as WeChat signs an answer or a notification, with the given key. */
function signedHeaders(body: Buffer, opts: { timestamp: number; serial?: string; key?: string; nonce?: string }) {
  const nonce = opts.nonce ?? 'fdasflkja484w';
  const timestamp = String(opts.timestamp);
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': opts.serial ?? KEY_ID,
    'wechatpay-signature': createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body.toString('utf8')}\n`)
      .sign(opts.key ?? wechat.privateKey, 'base64'),
  };
}

describe('the request signature', () => {
  it("builds the documentation's signature string for GET /v3/certificates (five lines, the empty body too)", () => {
    // docs: 签名生成, the worked example (timestamp 1554208460, nonce 593BEC0C930BF1AFEB40B4A08C8FB242).
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
  });

  it("writes the Authorization header in the documentation's shape", () => {
    expect(
      authorization({
        mchid: '1900009191',
        serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
        timestamp: '1554208460',
        signature:
          'uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK+VdEUz2FeIoC+D5sB/LN+nGzX3hfZg6r5wT1pl2ZobmIc6p0ldN7J6yDgUzbX8Uk3sD4a4eZVPTBvqNDoUqcYMlZ9uuDdCvNv4TM3c1WzsXUrExwVkI1XO5jCNbgDJ25nkT/c1gIFvqoogl7MdSFGc4W4xZsqCItnqbypR3RuGIlR9h9vlRsy7zJR9PBI83X8alLDIfR1ukt1P7tMnmogZ0cuDY8cZsd8ZlCgLadmvej58SLsIkVxFJ8XyUgx9FmutKSYTmYtWBZ0+tNvfGmbXU7cob8H/4nLBiCwIUFluw==',
      }),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK+VdEUz2FeIoC+D5sB/LN+nGzX3hfZg6r5wT1pl2ZobmIc6p0ldN7J6yDgUzbX8Uk3sD4a4eZVPTBvqNDoUqcYMlZ9uuDdCvNv4TM3c1WzsXUrExwVkI1XO5jCNbgDJ25nkT/c1gIFvqoogl7MdSFGc4W4xZsqCItnqbypR3RuGIlR9h9vlRsy7zJR9PBI83X8alLDIfR1ukt1P7tMnmogZ0cuDY8cZsd8ZlCgLadmvej58SLsIkVxFJ8XyUgx9FmutKSYTmYtWBZ0+tNvfGmbXU7cob8H/4nLBiCwIUFluw==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
  });

  it('signs SHA256-with-RSA so that openssl itself verifies it (an independent implementation)', () => {
    const message = requestMessage('POST', '/v3/pay/transactions/native', '1700000000', 'ABC', '{"a":"设计"}');
    const signature = sign(loadPrivateKey(merchant.privateKey), message);
    const files = {
      pub: tmp.write('merchant-pub.pem', merchant.publicKey),
      msg: tmp.write('message.txt', message),
      sig: tmp.write('message.sig', Buffer.from(signature, 'base64')),
    };
    const out = execFileSync('openssl', ['dgst', '-sha256', '-verify', files.pub, '-signature', files.sig, files.msg]);
    expect(out.toString()).toContain('Verified OK');
  });

  it('loads a PKCS#1 and a PKCS#8 merchant key alike: the same key makes the same signature', () => {
    const message = requestMessage('GET', '/v3/x?mchid=1', '1', 'N', '');
    const pkcs1 = sign(loadPrivateKey(merchant.privateKeyPkcs1), message);
    const pkcs8 = sign(loadPrivateKey(merchant.privateKey), message);
    // PKCS#1 v1.5 signatures are deterministic.
    expect(pkcs1).toBe(pkcs8);
    expect(createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, pkcs1, 'base64')).toBe(true);
  });

  it('refuses a key that is not RSA', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(() => loadPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' }))).toThrow(/RSA/);
  });
});

describe('the answer and notification verifier', () => {
  const verifier = new WechatPayVerifier({ publicKeyId: KEY_ID, publicKeyPem: wechat.publicKey });
  const now = new Date('2026-11-28T09:00:00Z');
  const ts = now.getTime() / 1000;
  const body = Buffer.from('{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}');

  it('accepts an answer signed over timestamp, nonce and the raw body', () => {
    expect(responseMessage('1', 'n', Buffer.from('b')).toString()).toBe('1\nn\nb\n');
    expect(verifier.problem(signedHeaders(body, { timestamp: ts }), body, now)).toBeNull();
  });

  it('accepts an empty body (a 204) signed over an empty line', () => {
    const empty = Buffer.alloc(0);
    expect(verifier.problem(signedHeaders(empty, { timestamp: ts }), empty, now)).toBeNull();
  });

  it('refuses a changed body, one byte is enough', () => {
    const headers = signedHeaders(body, { timestamp: ts });
    expect(verifier.problem(headers, Buffer.from(body.toString().replace('pr=p', 'pr=q')), now)).toBe('签名验证失败');
  });

  it('refuses a timestamp 301 s away either way and accepts 299 s', () => {
    for (const offset of [301, -301]) {
      expect(verifier.problem(signedHeaders(body, { timestamp: ts + offset }), body, now)).toBe(
        '签名时间戳超出 300 秒',
      );
    }
    for (const offset of [299, -299]) {
      expect(verifier.problem(signedHeaders(body, { timestamp: ts + offset }), body, now)).toBeNull();
    }
  });

  it('refuses an unknown serial, and a signature by another key under the right serial', () => {
    expect(verifier.problem(signedHeaders(body, { timestamp: ts, serial: 'PUB_KEY_ID_X' }), body, now)).toMatch(
      /未知的微信支付公钥/,
    );
    const forged = signedHeaders(body, { timestamp: ts, key: rsaPair().privateKey });
    expect(verifier.problem(forged, body, now)).toBe('签名验证失败');
  });

  it('refuses missing, repeated and malformed headers without throwing', () => {
    const good = signedHeaders(body, { timestamp: ts });
    for (const name of Object.keys(good)) {
      const missing: Record<string, string> = { ...good };
      delete missing[name];
      expect(verifier.problem(missing, body, now)).toBe('缺少微信支付签名头');
    }
    const sig = good['wechatpay-signature'];
    expect(verifier.problem({ ...good, 'wechatpay-signature': [sig, sig] }, body, now)).toBe('缺少微信支付签名头');
    expect(verifier.problem({ ...good, 'wechatpay-signature': '!!' }, body, now)).toBe('签名格式错误');
    expect(verifier.problem({ ...good, 'wechatpay-signature': sig.slice(8) }, body, now)).toMatch(/签名/);
    expect(verifier.problem({ ...good, 'wechatpay-signature': 'AAAA' }, body, now)).toBe('签名长度错误');
    expect(verifier.problem({ ...good, 'wechatpay-timestamp': '17e8' }, body, now)).toBe('签名时间戳格式错误');
    expect(verifier.problem({ ...good, 'wechatpay-signature-type': 'WECHATPAY2-SM2-WITH-SM3' }, body, now)).toMatch(
      /不支持的签名类型/,
    );
  });

  it("refuses WeChat's signature probes (WECHATPAY/SIGNTEST/…), as WeChat expects", () => {
    const good = signedHeaders(body, { timestamp: ts });
    const probe = { ...good, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${good['wechatpay-signature']}` };
    expect(verifier.problem(probe, body, now)).toMatch(/签名探测流量/);
  });

  it('finds the header whatever its case (Fetch and Fastify lower-case them, WeChat does not)', () => {
    const good = signedHeaders(body, { timestamp: ts });
    const upper = Object.fromEntries(
      Object.entries(good).map(([k, v]) => [k.replace(/(^|-)(\w)/g, (m) => m.toUpperCase()), v]),
    );
    expect(verifier.problem(upper, body, now)).toBeNull();
  });

  it('takes a platform certificate by its 40-hex serial beside the public key, each for its own serial', () => {
    const cert = platformCertificate();
    const both = new WechatPayVerifier({
      publicKeyId: KEY_ID,
      publicKeyPem: wechat.publicKey,
      platformCertPem: cert.certPem,
    });
    expect(both.serials.sort()).toEqual([KEY_ID, cert.serial].sort());
    const byCert = signedHeaders(body, { timestamp: ts, serial: cert.serial, key: cert.privateKeyPem });
    expect(both.problem(byCert, body, now)).toBeNull();
    expect(both.problem({ ...byCert, 'wechatpay-serial': cert.serial.toLowerCase() }, body, now)).toBeNull();
    expect(both.problem({ ...byCert, 'wechatpay-serial': `00${cert.serial}` }, body, now)).toBeNull();
    expect(both.problem({ ...byCert, 'wechatpay-serial': `${cert.serial}0` }, body, now)).toMatch(/未知/);
    expect(both.problem(signedHeaders(body, { timestamp: ts }), body, now)).toBeNull();
    // The certificate's key under the public key's id is a forgery.
    expect(both.problem({ ...byCert, 'wechatpay-serial': KEY_ID }, body, now)).toBe('签名验证失败');
    const certOnly = new WechatPayVerifier({ platformCertPem: cert.certPem });
    expect(certOnly.problem(signedHeaders(body, { timestamp: ts }), body, now)).toMatch(/未知的微信支付公钥/);
  });

  it('cannot be built with no key at all', () => {
    expect(() => new WechatPayVerifier({})).toThrow();
  });
});

describe('AEAD_AES_256_GCM', () => {
  const apiV3Key = 'a7cde1f2b3c4d5e6f7a8b9c0d1e2f3a4';
  const plain = JSON.stringify({ out_trade_no: 'T123', trade_state: 'SUCCESS', amount: { total: 100 } });

  function seal(text: string, opts: { key?: string; nonce?: string; aad?: string } = {}) {
    const nonce = opts.nonce ?? 'fdasflkja484';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(opts.key ?? apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(opts.aad ?? 'transaction'));
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      nonce,
      associated_data: 'transaction',
    };
  }

  it('decrypts a vector made with node:crypto (the tag is the last 16 bytes)', () => {
    expect(decryptResource(apiV3Key, seal(plain))).toBe(plain);
    expect(decryptResource(apiV3Key, seal('设计集市'))).toBe('设计集市');
  });

  it('refuses a tampered ciphertext, tag, nonce, associated data or key', () => {
    const good = seal(plain);
    const bytes = Buffer.from(good.ciphertext, 'base64');
    const flip = (i: number) => {
      const copy = Buffer.from(bytes);
      copy[i] = (copy[i] ?? 0) ^ 1;
      return copy.toString('base64');
    };
    expect(() => decryptResource(apiV3Key, { ...good, ciphertext: flip(0) })).toThrow();
    expect(() => decryptResource(apiV3Key, { ...good, ciphertext: flip(bytes.length - 1) })).toThrow();
    expect(() => decryptResource(apiV3Key, { ...good, nonce: 'fdasflkja485' })).toThrow();
    expect(() => decryptResource(apiV3Key, { ...good, associated_data: 'refund' })).toThrow();
    expect(() => decryptResource('b7cde1f2b3c4d5e6f7a8b9c0d1e2f3a4', good)).toThrow();
  });

  it('refuses wrong lengths and other algorithms before touching the cipher', () => {
    const good = seal(plain);
    expect(() => decryptResource(apiV3Key, { ...good, ciphertext: Buffer.alloc(16).toString('base64') })).toThrow(
      /short/,
    );
    expect(() => decryptResource(apiV3Key, { ...good, ciphertext: 'not base64!' })).toThrow(/base64/);
    expect(() => decryptResource(apiV3Key, { ...good, nonce: '' })).toThrow(/nonce/);
    expect(() => decryptResource('short', good)).toThrow(/32/);
    expect(() => decryptResource(apiV3Key, { ...good, algorithm: 'AEAD_SM4_GCM' })).toThrow(/algorithm/);
  });
});

describe('JSAPI paySign and sensitive fields', () => {
  it("signs appId\\ntimeStamp\\nnonceStr\\npackage\\n (the documentation's example values)", () => {
    const params = jsapiParams(
      loadPrivateKey(merchant.privateKey),
      'wx8888888888888888',
      'wx201410272009395522657a690389285100',
      '1414561699',
      '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
    );
    expect(params).toMatchObject({
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    const message =
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n';
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, params.paySign ?? '', 'base64'),
    ).toBe(true);
  });

  it('encrypts a real name with RSA-OAEP SHA-1 that WeChat (and openssl) can decrypt', () => {
    const sealed = encryptSensitive(createPublicKey(wechat.publicKey), '张三');
    const plain = privateDecrypt(
      { key: wechat.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(sealed, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('张三');
    const key = tmp.write('wechat-key.pem', wechat.privateKey);
    const input = tmp.write('name.bin', Buffer.from(sealed, 'base64'));
    const out = execFileSync('openssl', [
      'pkeyutl',
      '-decrypt',
      '-inkey',
      key,
      '-in',
      input,
      '-pkeyopt',
      'rsa_padding_mode:oaep',
      '-pkeyopt',
      'rsa_oaep_md:sha1',
      '-pkeyopt',
      'rsa_mgf1_md:sha1',
    ]);
    expect(out.toString('utf8')).toBe('张三');
    // OAEP is randomised: the same name never encrypts the same way twice.
    expect(encryptSensitive(createPublicKey(wechat.publicKey), '张三')).not.toBe(sealed);
  });
});
