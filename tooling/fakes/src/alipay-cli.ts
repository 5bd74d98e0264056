/**
 * Starts the Alipay fake for the e2e journey or a staging box:
 *
 *   node --experimental-strip-types tooling/fakes/src/alipay-cli.ts <key-dir> [port] [app-id]
 *   (or through tsx)
 *
 * Generates the app's key pair and the fake's own, writes them into <key-dir> (app-private-key.pem in PKCS#8,
 * app-public-key.pem, alipay-public-key.pem), starts on the port (0 or none → a free one) and prints one JSON
 * line when ready: {"url":"http://127.0.0.1:PORT/gateway.do","appId":"…","files":{…}}. The api then runs with
 * ALIPAY_GATEWAY=url, ALIPAY_APP_ID=appId, ALIPAY_APP_KEY_FILE=files.appPrivateKey,
 * ALIPAY_PUBLIC_KEY_FILE=files.alipayPublicKey. SIGTERM/SIGINT close it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startAlipayFake } from './alipay';

const [dirArg, portArg, appIdArg] = process.argv.slice(2);
if (!dirArg) {
  process.stderr.write('usage: alipay-cli.ts <key-dir> [port] [app-id]\n');
  process.exit(2);
}
const dir = path.resolve(dirArg);
const port = Number(portArg ?? 0);
const appId = appIdArg ?? '2021000000000001';
if (!Number.isInteger(port) || port < 0 || port > 65535 || !/^\d{8,32}$/.test(appId)) {
  process.stderr.write('port must be 0–65535 and app-id digits\n');
  process.exit(2);
}

mkdirSync(dir, { recursive: true });
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const files = {
  appPrivateKey: path.join(dir, 'app-private-key.pem'),
  appPublicKey: path.join(dir, 'app-public-key.pem'),
  alipayPublicKey: path.join(dir, 'alipay-public-key.pem'),
};
writeFileSync(files.appPrivateKey, app.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
writeFileSync(files.appPublicKey, app.publicKey.export({ type: 'spki', format: 'pem' }));

const fake = await startAlipayFake({ appId, appPublicKey: app.publicKey, port });
writeFileSync(files.alipayPublicKey, fake.alipayPublicKeyPem);
process.stdout.write(`${JSON.stringify({ url: fake.url, appId, files })}\n`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
