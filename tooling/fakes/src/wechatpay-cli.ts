/**
 * Starts the local WeChat Pay (wechatpay.ts) for the e2e stack or a staging box:
 *
 *   node --import tsx tooling/fakes/src/wechatpay-cli.ts --port 3290 --dir /tmp/wxpay-keys
 *
 * It generates the merchant's key pair and WeChat's, writes them into --dir (created if missing), and when
 * it listens prints ONE JSON line: `{ url, port, files, env }`, where `env` holds every WECHATPAY_* variable
 * the api needs to talk to it (PUBLIC_ORIGIN and PAYMENT_DRIVER are the stack's). The keys are test keys made
 * for this run; nothing here is a real credential. SIGTERM/SIGINT close it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startWechatPayFake } from './wechatpay';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    dir: { type: 'string' },
    mchid: { type: 'string', default: '1900000109' },
    appid: { type: 'string', default: 'wxd678efh567hg6787' },
  },
});
if (!values.dir) {
  process.stderr.write('usage: wechatpay-cli.ts --dir DIR [--port N] [--mchid DIGITS] [--appid wx…]\n');
  process.exit(2);
}
const dir = path.resolve(values.dir);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`bad --port ${values.port}\n`);
  process.exit(2);
}

const fake = await startWechatPayFake({ port, mchid: values.mchid });
mkdirSync(dir, { recursive: true });
const files = {
  merchantKey: path.join(dir, 'apiclient_key.pem'),
  merchantPublicKey: path.join(dir, 'apiclient_pub.pem'),
  wechatpayPublicKey: path.join(dir, 'pub_key.pem'),
};
writeFileSync(files.merchantKey, fake.merchantPrivateKeyPem ?? '', { mode: 0o600 });
writeFileSync(files.merchantPublicKey, fake.merchantPublicKeyPem);
writeFileSync(files.wechatpayPublicKey, fake.wechatPublicKeyPem);

process.stdout.write(
  `${JSON.stringify({
    url: fake.url,
    port: fake.port,
    files,
    env: {
      WECHATPAY_MCHID: fake.mchid,
      WECHATPAY_APPID: values.appid,
      WECHATPAY_MERCHANT_SERIAL: fake.merchantSerial,
      WECHATPAY_MERCHANT_KEY_FILE: files.merchantKey,
      WECHATPAY_APIV3_KEY: fake.apiV3Key,
      WECHATPAY_PUBLIC_KEY_ID: fake.publicKeyId,
      WECHATPAY_PUBLIC_KEY_FILE: files.wechatpayPublicKey,
      WECHATPAY_BASE_URL: fake.url,
    },
  })}\n`,
);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
