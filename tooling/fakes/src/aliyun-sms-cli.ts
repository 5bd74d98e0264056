/**
 * Starts the Alibaba Cloud SMS fake for e2e or a staging box and prints `{"url":"http://127.0.0.1:PORT"}`
 * as one JSON line; the api then runs with SMS_DRIVER=aliyun and ALIYUN_SMS_ENDPOINT set to that url.
 *
 *   tsx tooling/fakes/src/aliyun-sms-cli.ts --port 4010 --access-key-id ID --access-key-secret SECRET \
 *     [--sign-name 设计集市] [--template-code SMS_1] [--refuse 15500000000=isv.MOBILE_NUMBER_ILLEGAL]…
 */
import { parseSmsFakeArgs, serveUntilSignalled } from './cli';
import { startAliyunSmsFake } from './aliyun-sms';

const args = parseSmsFakeArgs('aliyun-sms-cli', ['access-key-id', 'access-key-secret'], ['sign-name', 'template-code']);
const fake = await startAliyunSmsFake({
  accessKeyId: args['access-key-id'],
  accessKeySecret: args['access-key-secret'],
  signName: args['sign-name'],
  templateCode: args['template-code'],
  refuse: args.refuse,
  port: args.port,
});
serveUntilSignalled(fake);
