/**
 * Starts the Tencent Cloud SMS fake for e2e or a staging box and prints `{"url":"http://127.0.0.1:PORT"}`
 * as one JSON line; the api then runs with SMS_DRIVER=tencent and TENCENT_SMS_ENDPOINT set to that url.
 *
 *   tsx tooling/fakes/src/tencent-sms-cli.ts --port 4011 --secret-id ID --secret-key KEY \
 *     [--sdk-app-id 1400000000] [--sign-name 设计集市] [--template-id 100001] \
 *     [--refuse 15500000000=FailedOperation.PhoneNumberInBlacklist]…
 */
import { parseArgs } from 'node:util';
import { startTencentSmsFake } from './tencent-sms';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'secret-id': { type: 'string' },
    'secret-key': { type: 'string' },
    'sdk-app-id': { type: 'string' },
    'sign-name': { type: 'string' },
    'template-id': { type: 'string' },
    refuse: { type: 'string', multiple: true, default: [] },
  },
});
const secretId = values['secret-id'];
const secretKey = values['secret-key'];
if (!secretId || !secretKey) {
  process.stderr.write('tencent-sms-cli: --secret-id and --secret-key are required\n');
  process.exit(2);
}
const fake = await startTencentSmsFake({
  secretId,
  secretKey,
  sdkAppId: values['sdk-app-id'],
  signName: values['sign-name'],
  templateId: values['template-id'],
  refuse: Object.fromEntries(values.refuse.map((pair) => pair.split('=', 2) as [string, string])),
  port: Number(values.port),
});
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
