/**
 * Starts the Tencent Cloud SMS fake for e2e or a staging box and prints `{"url":"http://127.0.0.1:PORT"}`
 * as one JSON line; the api then runs with SMS_DRIVER=tencent and TENCENT_SMS_ENDPOINT set to that url.
 *
 *   tsx tooling/fakes/src/tencent-sms-cli.ts --port 4011 --secret-id ID --secret-key KEY \
 *     [--sdk-app-id 1400000000] [--sign-name 设计集市] [--template-id 100001] \
 *     [--refuse 15500000000=FailedOperation.PhoneNumberInBlacklist]…
 */
import { parseSmsFakeArgs, serveUntilSignalled } from './cli';
import { startTencentSmsFake } from './tencent-sms';

const args = parseSmsFakeArgs(
  'tencent-sms-cli',
  ['secret-id', 'secret-key'],
  ['sdk-app-id', 'sign-name', 'template-id'],
);
const fake = await startTencentSmsFake({
  secretId: args['secret-id'],
  secretKey: args['secret-key'],
  sdkAppId: args['sdk-app-id'],
  signName: args['sign-name'],
  templateId: args['template-id'],
  refuse: args.refuse,
  port: args.port,
});
serveUntilSignalled(fake);
