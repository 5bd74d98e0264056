/** Where the go-live stack (stack.mjs) listens and writes, for the config and the journeys. */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const GOLIVE_PORT = Number(process.env.GOLIVE_PORT || 3500);
export const GOLIVE_URL = `http://127.0.0.1:${GOLIVE_PORT}`;
export const GOLIVE_API_URL = `http://127.0.0.1:${GOLIVE_PORT + 1}`;
/** The gateway's phone site (cookies are per host, not per port: a context logged in on GOLIVE_URL is here too). */
export const GOLIVE_PHONE_URL = `http://127.0.0.1:${GOLIVE_PORT + 2}`;
export const LOG_DIR = process.env.GOLIVE_LOG_DIR || path.join(tmpdir(), `bazaar-golive-${GOLIVE_PORT}`);

export interface StackInfo {
  wechatpay: { url: string; env: Record<string, string>; files: Record<string, string> };
  alipay: { url: string; appId: string; files: Record<string, string> };
  api: { env: Record<string, string> };
}

/** What the stack wrote when it started: the fakes' addresses, key files and the api's variables. */
export const stackInfo = (): StackInfo =>
  JSON.parse(readFileSync(path.join(LOG_DIR, 'stack.json'), 'utf8')) as StackInfo;
