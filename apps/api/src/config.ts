/**
 * The api's configuration: every environment variable it reads, parsed once (docs/conventions.md §4).
 * `loadConfig` lists every bad variable at once; `server.ts` prints them and exits.
 */
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAY_PROVIDERS } from '@bazaar/domain/rules/cashier';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const dir = z.string().min(1);
/** A credential: never echoed in an error (the messages name the variable only). */
const secret = z.string().min(1);

/**
 * A company's base URL (issue 33): https, or http for a loopback host only (tests and a staging box's local
 * servers). No query string or fragment; a trailing slash is dropped.
 */
const baseUrl = z.string().transform((value, ctx) => {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const loopback = url !== null && /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname);
  if (!url || url.search || url.hash || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
    ctx.addIssue({ code: 'custom', message: 'must be an https:// URL (http:// only for a loopback host)' });
    return z.NEVER;
  }
  return url.href.replace(/\/$/, '');
});

export const OAUTH_DRIVERS = ['wechat', 'qq', 'off', 'dev'] as const;

/** A comma list of drivers, each once; `off`/`sandbox`/`dev` stand alone. */
function driverList<const T extends string>(names: readonly T[], fallback: T) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.filter((name) => !(names as readonly string[]).includes(name));
      if (bad.length || list.length === 0 || new Set(list).size !== list.length) {
        ctx.addIssue({ code: 'custom', message: `must be a comma list of ${names.join(', ')} (each once)` });
        return z.NEVER;
      }
      const alone = list.find((n) => n === 'off' || n === 'sandbox' || n === 'dev');
      if (alone && list.length > 1) {
        ctx.addIssue({ code: 'custom', message: `${alone} cannot be combined with other drivers` });
        return z.NEVER;
      }
      return list as T[];
    });
}

export const configSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(3001),
  /** Unset → embedded PGlite in PGLITE_DIR; set → PostgreSQL through `pg`. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  /**
   * PostgreSQL only: the schema the api lives in (created if missing, becomes the pool's search_path).
   * Tests give each file its own schema; production leaves it unset (the server's default, `public`).
   */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  /**
   * PostgreSQL only: connections each api process keeps. N processes × this must stay under the server's
   * max_connections (100 by default). Past the cores' worth of busy backends, more connections only add
   * context switches (tooling/bench/proxy.mjs part c).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Base directory for everything the api writes (resolved against the working directory). */
  DATA_DIR: dir.default('.data'),
  /** PGlite data directory; `memory://` keeps the database in memory (tests). */
  PGLITE_DIR: dir.optional(),
  /** Stored objects (seed art, uploads); served under /img/. */
  STORAGE_DIR: dir.optional(),
  /**
   * Where stored objects live (issue 10): `local` → STORAGE_DIR (share it between api processes on one
   * machine); `s3` → the S3-compatible bucket S3_BUCKET at S3_ENDPOINT.
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** S3-compatible endpoint, e.g. http://127.0.0.1:9000 (path-style); unset → the provider's default. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset → the SDK's default credential chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Key prefix inside the bucket, e.g. `bazaar` (several deployments in one bucket). */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'must be a path of safe segments')
    .optional(),
  /** Re-encoded images, keyed by source + output (size after clamping, crop, quality, watermark, format). */
  IMAGE_CACHE_DIR: dir.optional(),
  /**
   * Bytes the image cache may hold on disk (issue 22); past it the least recently used renders are deleted.
   * 1 GiB holds ~20 000 work-page covers at 1200 px. Per api process: processes sharing one IMAGE_CACHE_DIR
   * each keep their own account of it, so the directory can reach N × this.
   */
  IMAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 ** 3),
  /**
   * Renders (resize + watermark + encode) running at once. Each holds a libuv thread and a core while it
   * runs; 1 leaves the other core of a 2-core machine to logins and the event loop (tooling/bench/image-flood.mjs).
   */
  IMAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Renders that may wait for a turn; one more is answered 503 with Retry-After at once, never queued. */
  IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /**
   * Time (ms) an image request may take from arrival to its rendered answer (issue 34). It must stay below
   * the gateway's UPSTREAM_TIMEOUT_MS (apps/bff, default 10 000), which answers 504 past it: 2 s short of
   * it leaves room for the transfer. A render that could not start and finish within it is refused at once
   * (503 + Retry-After), and one still waiting when only a render's time is left is dropped. Raise both
   * together.
   */
  IMAGE_RENDER_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(8_000),
  /** `auto` seeds an empty database on start; `off` never seeds. */
  SEED: z.enum(['auto', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * After SIGTERM: time /readyz answers 503 (and every answer `Connection: close`) while the listener stays
   * open, before it closes. The gateways ask /readyz every 400 ms and stop choosing a draining process, so
   * with ≥ 1000 no request meets the closing listener (a reload, decision 021). 0: close at once.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Whose X-Forwarded-For to believe (fastify `trustProxy`): the BFF runs beside the api, so `loopback` by
   * default; `true`, `false`, or a comma list of addresses/CIDRs. The SMS per-IP limit reads the result.
   */
  API_TRUST_PROXY: z.string().min(1).default('loopback'),
  /**
   * The fixed client credentials every login call must carry as `Authorization: Basic …` (docs/product.md §7). Same
   * defaults as the BFF, which adds the header; set both (in both apps) in production.
   */
  CLIENT_ID: z.string().min(1).default('bazaar-web'),
  CLIENT_SECRET: z.string().min(8).default('bazaar-web-dev-secret'),
  /**
   * `dev` logs the SMS code and answers it in `data` (the web fills it in, docs/product.md §7) — for machines without
   * an SMS gateway, and with a warning when DATABASE_URL is set. `aliyun` (Alibaba Cloud SendSms) and `tencent`
   * (Tencent Cloud SendSms) are the real companies (issue 33, their ALIYUN_SMS_* / TENCENT_SMS_* below);
   * `provider` posts to SMS_PROVIDER_URL with SMS_PROVIDER_KEY (a gateway of your own). None but `dev` ever
   * answers the code.
   */
  SMS_DRIVER: z.enum(['dev', 'provider', 'aliyun', 'tencent']).default('dev'),
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_PROVIDER_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: secret.optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: secret.optional(),
  /** The approved signature (签名) and the template (模板 CODE, its one parameter `${code}`). */
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  ALIYUN_SMS_ENDPOINT: baseUrl.default('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: secret.optional(),
  TENCENT_SMS_SECRET_KEY: secret.optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'must be the SmsSdkAppId (digits)').optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  /** The template id; its one parameter is the code. */
  TENCENT_SMS_TEMPLATE_ID: z.string().regex(/^\d+$/, 'must be a template id (digits)').optional(),
  TENCENT_SMS_ENDPOINT: baseUrl.default('https://sms.tencentcloudapi.com'),
  /** The region of the Tencent Cloud SMS application. */
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  /**
   * Key of the HMAC under which SMS codes are stored. Unset → a random key per process (codes live 5
   * minutes, so a restart only voids pending codes); set it when several api instances share a database.
   */
  SMS_CODE_PEPPER: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Key of the HMAC that signs direct-upload grants (getOssSignatureUploadToken). Unset → a random key per
   * process (grants live 10 minutes); set it when several api instances serve the same storage.
   */
  UPLOAD_SIGNING_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** SMS codes one client IP may request per hour (on top of 1 per mobile per 60 s and 5 per day). */
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Third-party login (issue 33): a comma list of `wechat` (WeChat website login, and the official account's
   * OAuth on the phone site inside WeChat) and `qq` (QQ Connect); `off` hides the buttons; `dev` takes the
   * token `dev-<openid>` as that open id (development only).
   */
  OAUTH_DRIVER: driverList(OAUTH_DRIVERS, 'dev'),
  /** WeChat open platform website app (网站应用): the QR-code login on a computer. */
  WECHAT_OPEN_APPID: z.string().min(1).optional(),
  WECHAT_OPEN_SECRET: secret.optional(),
  /** WeChat official account (公众号): OAuth inside WeChat, JSAPI payments' appid, the JS-SDK's share cards. */
  WECHAT_MP_APPID: z.string().min(1).optional(),
  WECHAT_MP_SECRET: secret.optional(),
  /** WeChat's API host (`/sns/oauth2/access_token`, `/cgi-bin/token`, `/cgi-bin/ticket/getticket`). */
  WECHAT_OAUTH_BASE_URL: baseUrl.default('https://api.weixin.qq.com'),
  /** Where the browser is sent to authorise (`/connect/qrconnect`, `/connect/oauth2/authorize`). */
  WECHAT_CONNECT_BASE_URL: baseUrl.default('https://open.weixin.qq.com'),
  QQ_APPID: z.string().min(1).optional(),
  QQ_APPKEY: secret.optional(),
  /** QQ Connect (`/oauth2.0/authorize`, `/oauth2.0/token`, `/oauth2.0/me`). */
  QQ_OAUTH_BASE_URL: baseUrl.default('https://graph.qq.com'),
  /**
   * The payment companies of the cashier, refunds and payouts (issues 9 and 33): a comma list of `wechatpay`
   * and `alipay` (the cashier offers them in this order; the first is the default), or `sandbox`, which
   * confirms payments with a button on the cashier and pays out at once (development and tests; no money moves).
   */
  PAYMENT_DRIVER: driverList(PAY_PROVIDERS, 'sandbox'),
  /** WeChat Pay API v3: the merchant, the app the orders are made for (the website/open-platform app's id). */
  WECHATPAY_MCHID: z
    .string()
    .regex(/^\d{6,32}$/, 'must be the merchant id (digits)')
    .optional(),
  WECHATPAY_APPID: z.string().min(1).optional(),
  /** The serial number of the merchant API certificate whose private key signs our requests. */
  WECHATPAY_MERCHANT_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, 'must be a certificate serial (hex)')
    .optional(),
  /** The merchant API private key (apiclient_key.pem), PKCS#1 or PKCS#8 PEM. */
  WECHATPAY_MERCHANT_KEY_FILE: dir.optional(),
  /** The APIv3 key: 32 characters, decrypts notifications and downloaded certificates. */
  WECHATPAY_APIV3_KEY: z.string().length(32, 'must be the 32-character APIv3 key').optional(),
  /** WeChat Pay public key mode: the key's id (`PUB_KEY_ID_…`) and file (PEM). */
  WECHATPAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_\w+$/, 'must be PUB_KEY_ID_…')
    .optional(),
  WECHATPAY_PUBLIC_KEY_FILE: dir.optional(),
  /** While a merchant migrates: the platform certificate (PEM) and its serial, accepted beside the public key. */
  WECHATPAY_PLATFORM_CERT_FILE: dir.optional(),
  WECHATPAY_BASE_URL: baseUrl.default('https://api.mch.weixin.qq.com'),
  /** Alipay open platform: the app, its private key (PKCS#1 or PKCS#8 PEM) and Alipay's public key (PEM). */
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{8,32}$/, 'must be the app id (digits)')
    .optional(),
  ALIPAY_APP_KEY_FILE: dir.optional(),
  ALIPAY_PUBLIC_KEY_FILE: dir.optional(),
  /** The full gateway URL, `…/gateway.do`. */
  ALIPAY_GATEWAY: baseUrl.default('https://openapi.alipay.com/gateway.do'),
  /**
   * The site's public origin(s), comma-separated like the gateway's PUBLIC_ORIGIN: the first builds the
   * payment companies' notify URLs (`{origin}/api/pay/notify/{provider}`), the return URLs after paying and the
   * OAuth redirect URIs. Required with a real payment or login driver; https in production.
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((value, ctx) => {
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const origin of list) {
        let url: URL | null = null;
        try {
          url = new URL(origin);
        } catch {
          url = null;
        }
        if (!url || url.origin !== origin || !/^https?:$/.test(url.protocol)) {
          ctx.addIssue({ code: 'custom', message: `${origin} is not an origin like https://www.example.com` });
          return z.NEVER;
        }
      }
      return list;
    })
    .optional(),
  /** Key of the HMAC that signs provider callbacks. Unset → a random key per process (the sandbox signs its own). */
  PAYMENT_NOTIFY_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * `production` refuses the development drivers (SMS_DRIVER=dev, PAYMENT_DRIVER=sandbox, OAUTH_DRIVER=dev)
   * unless BAZAAR_DEMO=1 (issue 22): they answer SMS codes, confirm payments without money and take
   * `dev-<openid>` as anyone's third-party login.
   */
  NODE_ENV: z.string().min(1).optional(),
  /** `1`: a production-mode process that is a demonstration on purpose, so the development drivers may run. */
  BAZAAR_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /**
   * `1`: every answer's `data` is parsed with its endpoint's schema before it is sent, and a mismatch is a
   * 500 that names the field (issue 23: the contract cannot drift). The api's tests and the e2e suite set
   * it; unset → on only with NODE_ENV=test (a parse per answer is not free).
   */
  API_CHECK_ANSWERS: z.optional(z.enum(['0', '1'], { error: 'must be 0 or 1' })),
  /**
   * `1`: the end-to-end suite's hooks on the api's own port (src/test-hooks.ts — running the automatic
   * acceptance of one task as if days had passed). Never through the gateway; refused with NODE_ENV=production.
   */
  TEST_HOOKS: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
});

/** Whether answers are checked against their endpoint's `data` schema (API_CHECK_ANSWERS). */
export const checksAnswers = (c: {
  NODE_ENV?: string | undefined;
  API_CHECK_ANSWERS?: '0' | '1' | undefined;
}): boolean => (c.API_CHECK_ANSWERS === undefined ? c.NODE_ENV === 'test' : c.API_CHECK_ANSWERS === '1');

/**
 * Whether the development drivers may run: anywhere but production, and in production only as a declared
 * demonstration (BAZAAR_DEMO=1). Where they may not, the api refuses to start (loadConfig) and the dev SMS
 * driver would answer no code.
 */
export const devDriversAllowed = (c: { NODE_ENV?: string | undefined; BAZAAR_DEMO: '0' | '1' }): boolean =>
  c.NODE_ENV !== 'production' || c.BAZAAR_DEMO === '1';

/** What each development driver does, and what production must set instead (the refusal names both). */
const DEV_DRIVER_REFUSALS = [
  {
    key: 'SMS_DRIVER',
    dev: 'dev',
    message:
      'SMS_DRIVER=dev answers every SMS code to the client (anyone can log in as anyone) and is refused with NODE_ENV=production: set SMS_DRIVER=aliyun or tencent (or provider) with its keys, or BAZAAR_DEMO=1 if this is a demonstration',
  },
  {
    key: 'PAYMENT_DRIVER',
    dev: 'sandbox',
    message:
      'PAYMENT_DRIVER=sandbox confirms payments and pays out without moving money and is refused with NODE_ENV=production: set PAYMENT_DRIVER=wechatpay,alipay (or one of them) with its keys, or BAZAAR_DEMO=1 if this is a demonstration',
  },
  {
    key: 'OAUTH_DRIVER',
    dev: 'dev',
    message:
      'OAUTH_DRIVER=dev accepts dev-<openid> as a WeChat/QQ login for anyone and is refused with NODE_ENV=production: set OAUTH_DRIVER=wechat,qq (or one of them, or off) with their keys, or BAZAAR_DEMO=1 if this is a demonstration',
  },
] as const;

/** What each real driver needs set (loadConfig names every missing one). */
const DRIVER_NEEDS = {
  sms: {
    provider: ['SMS_PROVIDER_URL', 'SMS_PROVIDER_KEY'],
    aliyun: [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ],
    tencent: [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ],
  },
  payment: {
    wechatpay: [
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_MERCHANT_SERIAL',
      'WECHATPAY_MERCHANT_KEY_FILE',
      'WECHATPAY_APIV3_KEY',
      'PUBLIC_ORIGIN',
    ],
    alipay: ['ALIPAY_APP_ID', 'ALIPAY_APP_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'PUBLIC_ORIGIN'],
  },
  oauth: {
    wechat: ['WECHAT_OPEN_APPID', 'WECHAT_OPEN_SECRET', 'PUBLIC_ORIGIN'],
    qq: ['QQ_APPID', 'QQ_APPKEY', 'PUBLIC_ORIGIN'],
  },
} as const;

/** The key files and what each must hold; a missing file or one that is not such a key stops the start. */
const KEY_FILES = [
  ['WECHATPAY_MERCHANT_KEY_FILE', 'private'],
  ['WECHATPAY_PUBLIC_KEY_FILE', 'public'],
  ['WECHATPAY_PLATFORM_CERT_FILE', 'certificate'],
  ['ALIPAY_APP_KEY_FILE', 'private'],
  ['ALIPAY_PUBLIC_KEY_FILE', 'public'],
] as const;

/** Why a key file is unusable, or null: private keys in PKCS#1 or PKCS#8 PEM, public keys in SPKI/PKCS#1 PEM. */
export function keyFileProblem(file: string, kind: 'private' | 'public' | 'certificate'): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return `cannot read ${file}`;
  }
  try {
    if (kind === 'private') {
      if (createPrivateKey(text).asymmetricKeyType !== 'rsa') return `${file} is not an RSA private key`;
    } else if (kind === 'public') {
      if (createPublicKey(text).asymmetricKeyType !== 'rsa') return `${file} is not an RSA public key`;
    } else {
      new X509Certificate(text);
    }
  } catch {
    return `${file} is not a PEM ${kind === 'certificate' ? 'certificate' : `${kind} key`}`;
  }
  return null;
}

type RawConfig = z.infer<typeof configSchema>;
export interface ApiConfig extends Omit<RawConfig, 'PGLITE_DIR' | 'STORAGE_DIR' | 'IMAGE_CACHE_DIR'> {
  PGLITE_DIR: string;
  STORAGE_DIR: string;
  IMAGE_CACHE_DIR: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): ApiConfig {
  const keys = Object.keys(configSchema.shape);
  // Empty strings count as unset, so `API_PORT= npm start` behaves like no API_PORT at all.
  const input = Object.fromEntries(keys.map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = configSchema
    .superRefine((c, ctx) => {
      if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET)
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' });
      if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
        ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'set both S3 keys or neither' });
      if (!devDriversAllowed(c)) {
        for (const { key, dev, message } of DEV_DRIVER_REFUSALS) {
          const value: string | readonly string[] = c[key];
          if (value === dev || (Array.isArray(value) && value.includes(dev))) {
            ctx.addIssue({ code: 'custom', path: [key], message });
          }
        }
      }
      if (c.TEST_HOOKS === '1' && c.NODE_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['TEST_HOOKS'],
          message:
            'TEST_HOOKS=1 lets any caller of the api port run jobs as if time had passed; refused with NODE_ENV=production',
        });
      }
      const needs: [string, readonly string[]][] = [];
      if (c.SMS_DRIVER !== 'dev') needs.push([`SMS_DRIVER=${c.SMS_DRIVER}`, DRIVER_NEEDS.sms[c.SMS_DRIVER]]);
      for (const name of c.PAYMENT_DRIVER) {
        if (name !== 'sandbox') needs.push([`PAYMENT_DRIVER includes ${name}`, DRIVER_NEEDS.payment[name]]);
      }
      for (const name of c.OAUTH_DRIVER) {
        if (name === 'wechat' || name === 'qq') needs.push([`OAUTH_DRIVER includes ${name}`, DRIVER_NEEDS.oauth[name]]);
      }
      const missing = new Map<string, string>();
      for (const [why, keys] of needs) {
        for (const key of keys) {
          if (c[key as keyof typeof c] === undefined && !missing.has(key)) missing.set(key, `required when ${why}`);
        }
      }
      for (const [key, message] of missing) ctx.addIssue({ code: 'custom', path: [key], message });
      // WeChat Pay answers and notifications are verified with its public key or its platform certificate.
      if (
        c.PAYMENT_DRIVER.includes('wechatpay') &&
        !(c.WECHATPAY_PUBLIC_KEY_ID && c.WECHATPAY_PUBLIC_KEY_FILE) &&
        !c.WECHATPAY_PLATFORM_CERT_FILE
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['WECHATPAY_PUBLIC_KEY_FILE'],
          message:
            'required when PAYMENT_DRIVER includes wechatpay: WECHATPAY_PUBLIC_KEY_ID and WECHATPAY_PUBLIC_KEY_FILE, or WECHATPAY_PLATFORM_CERT_FILE',
        });
      }
      if (c.NODE_ENV === 'production' && c.PUBLIC_ORIGIN?.some((o) => !o.startsWith('https://'))) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_ORIGIN'],
          message: 'must be https:// in production (the companies call the notify URLs built from it)',
        });
      }
    })
    .safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const keyProblems = KEY_FILES.flatMap(([key, kind]) => {
    const file = c[key];
    const problem = file === undefined ? null : keyFileProblem(path.resolve(cwd, file), kind);
    return problem ? [`${key}: ${problem}`] : [];
  });
  if (keyProblems.length) throw new ConfigError(keyProblems);
  const dataDir = path.resolve(cwd, c.DATA_DIR);
  // A given directory is taken relative to the working directory; a default one lives under DATA_DIR.
  const under = (value: string | undefined, fallback: string) =>
    value ? path.resolve(cwd, value) : path.resolve(dataDir, fallback);
  return {
    ...c,
    DATA_DIR: dataDir,
    PGLITE_DIR: c.PGLITE_DIR?.startsWith('memory://') ? c.PGLITE_DIR : under(c.PGLITE_DIR, 'pglite'),
    STORAGE_DIR: under(c.STORAGE_DIR, 'storage'),
    IMAGE_CACHE_DIR: under(c.IMAGE_CACHE_DIR, 'img-cache'),
    ...Object.fromEntries(
      KEY_FILES.flatMap(([key]) => (c[key] === undefined ? [] : [[key, path.resolve(cwd, c[key])]])),
    ),
  };
}

/** fastify's `trustProxy` option from API_TRUST_PROXY. */
export function trustProxyOption(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** For the command-line tools: the config, or null after writing what is wrong (they then exit 2). */
export function loadConfigOrSay(
  env: Record<string, string | undefined>,
  out: (line: string) => void,
): ApiConfig | null {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    out(err.message);
    return null;
  }
}
