/**
 * The api's configuration: every environment variable it reads, parsed once (docs/conventions.md §4).
 * `loadConfig` lists every bad variable at once; `server.ts` prints them and exits.
 */
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const dir = z.string().min(1);

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
   * an SMS gateway, and with a warning when DATABASE_URL is set. `provider` posts to SMS_PROVIDER_URL with
   * SMS_PROVIDER_KEY (both then required) and never answers the code.
   */
  SMS_DRIVER: z.enum(['dev', 'provider']).default('dev'),
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_PROVIDER_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
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
  /** Third-party login (WeChat/QQ) provider; `dev` takes the token `dev-<openid>` as that open id. */
  OAUTH_DRIVER: z.enum(['dev']).default('dev'),
  /**
   * The payment provider of the cashier and payouts (issue 9): `sandbox` confirms payments with a button
   * on the cashier and pays out at once (development and tests; no real money moves).
   */
  PAYMENT_DRIVER: z.enum(['sandbox']).default('sandbox'),
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
      'SMS_DRIVER=dev answers every SMS code to the client (anyone can log in as anyone) and is refused with NODE_ENV=production: set SMS_DRIVER=provider with SMS_PROVIDER_URL and SMS_PROVIDER_KEY, or BAZAAR_DEMO=1 if this is a demonstration',
  },
  {
    key: 'PAYMENT_DRIVER',
    dev: 'sandbox',
    message:
      'PAYMENT_DRIVER=sandbox confirms payments and pays out without moving money and is refused with NODE_ENV=production: this build has no production payment provider yet, so BAZAAR_DEMO=1 (a demonstration) is the only way to run it in production mode',
  },
  {
    key: 'OAUTH_DRIVER',
    dev: 'dev',
    message:
      'OAUTH_DRIVER=dev accepts dev-<openid> as a WeChat/QQ login for anyone and is refused with NODE_ENV=production: this build has no production WeChat/QQ provider yet, so BAZAAR_DEMO=1 (a demonstration) is the only way to run it in production mode',
  },
] as const;

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
          if (c[key] === dev) ctx.addIssue({ code: 'custom', path: [key], message });
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
      if (c.SMS_DRIVER !== 'provider') return;
      for (const key of ['SMS_PROVIDER_URL', 'SMS_PROVIDER_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_DRIVER=provider' });
      }
    })
    .safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
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
