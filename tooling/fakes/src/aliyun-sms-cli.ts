/**
 * Starts the Alibaba Cloud SMS fake for e2e or a staging box and prints `{"url":"http://127.0.0.1:PORT"}`
 * as one JSON line; the api then runs with SMS_DRIVER=aliyun and ALIYUN_SMS_ENDPOINT set to that url.
 *
 *   tsx tooling/fakes/src/aliyun-sms-cli.ts --port 4010 --access-key-id ID --access-key-secret SECRET \
 *     [--sign-name 设计集市] [--template-code SMS_1] [--refuse 15500000000=isv.MOBILE_NUMBER_ILLEGAL]…
 */
import { parseArgs } from 'node:util';
import { startAliyunSmsFake } from './aliyun-sms';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'access-key-id': { type: 'string' },
    'access-key-secret': { type: 'string' },
    'sign-name': { type: 'string' },
    'template-code': { type: 'string' },
    refuse: { type: 'string', multiple: true, default: [] },
  },
});
const accessKeyId = values['access-key-id'];
const accessKeySecret = values['access-key-secret'];
if (!accessKeyId || !accessKeySecret) {
  process.stderr.write('aliyun-sms-cli: --access-key-id and --access-key-secret are required\n');
  process.exit(2);
}
const fake = await startAliyunSmsFake({
  accessKeyId,
  accessKeySecret,
  signName: values['sign-name'],
  templateCode: values['template-code'],
  refuse: Object.fromEntries(values.refuse.map((pair) => pair.split('=', 2) as [string, string])),
  port: Number(values.port),
});
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
