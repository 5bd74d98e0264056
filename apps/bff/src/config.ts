/**
 * The BFF's configuration: every environment variable it reads, parsed once (docs/conventions.md §4).
 * `loadConfig` lists every bad variable at once; `server.ts` prints them and exits.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseHost } from './plugins/hosts.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultMobileDist = fileURLToPath(new URL('../../mobile/dist', import.meta.url));

const port = z.coerce.number().int().min(0).max(65535);
const ms = z.coerce.number().int().min(10).max(600_000);
function isOrigin(value: string): boolean {
  if (!z.url({ protocol: /^https?$/ }).safeParse(value).success) return false;
  const u = new URL(value);
  return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
}

/** A comma list of http(s) origins without a path, normalised (`new URL(…).origin`); unset stays undefined. */
const origins = (example: string) =>
  z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v.split(',').every((o) => isOrigin(o.trim())),
      `must be an http(s) origin without a path (${example}), or a comma list of them`,
    )
    .transform((v) => (v === undefined ? undefined : v.split(',').map((o) => new URL(o.trim()).origin)));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  /**
   * The upstream API (apps/api): one URL, or a comma list of api processes balanced round robin (issue 10).
   * GET/HEAD that cannot connect are retried on the next one; other methods never are.
   */
  UPSTREAM_URL: z
    .string()
    .default('http://127.0.0.1:3001')
    .refine(
      (v) => v.split(',').every((u) => z.url({ protocol: /^https?$/ }).safeParse(u.trim()).success),
      'must be an http(s) URL or a comma list of them',
    ),
  /** Time the upstream may take to answer headers (and to send the body) before the BFF answers 502. */
  UPSTREAM_TIMEOUT_MS: ms.default(10_000),
  /** Time to open a TCP connection to the upstream. */
  UPSTREAM_CONNECT_TIMEOUT_MS: ms.default(2_000),
  /** Keep-alive connections the BFF may hold open to the upstream. */
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(64),
  /** The built SPA (apps/web/dist). */
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe (fastify `trustProxy`): the peer directly in front (nginx).
   * `loopback` (default: nginx on the same machine), `true`, `false`, or a comma list of addresses/CIDRs.
   * From any other peer those headers are ignored (docs/operations.md "Behind proxies").
   */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * The site's public origin(s), e.g. `https://www.example.com` or a comma list of them. Set → THE origin for
   * the CSRF check, share-card URLs and `Secure` cookies, whatever a request's headers say. Unset → each
   * request's protocol and host, with X-Forwarded-Proto/-Host counted only from a TRUST_PROXY peer, and a host
   * not in ALLOWED_HOSTS answered 421 (plugins/origin.ts, plugins/hosts.ts, docs/operations.md "Behind proxies").
   */
  PUBLIC_ORIGIN: origins('https://www.example.com'),
  /**
   * The hosts this gateway answers, a comma list of `host` (any port) or `host:port`, e.g.
   * `www.example.com,example.com`: any other `Host` (or trusted X-Forwarded-Host) answers 421, so no header puts
   * another site's name in a share card or a redirect. Set → checked on both ports. Unset → checked only on a
   * port whose origin comes from each request (PUBLIC_ORIGIN, MOBILE_ORIGIN for the phone port, unset), against
   * localhost, 127.0.0.1, [::1] and this machine's addresses. PUBLIC_ORIGIN's and MOBILE_ORIGIN's host names
   * are always allowed (plugins/hosts.ts). NODE_ENV=production needs PUBLIC_ORIGIN or ALLOWED_HOSTS.
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v.split(',').every((h) => parseHost(h.trim()) !== null),
      'must be a host name or host:port (www.example.com, 127.0.0.1:8080, [::1]), or a comma list of them',
    )
    .transform((v) => v?.split(',').map((h) => parseHost(h.trim())!)),
  /** Largest request body the BFF accepts (uploads are streamed through, not buffered). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * The fixed client credentials the BFF adds to login calls (docs/product.md §7: "fixed client authorization
   * header"); the api checks the same pair. The browser never sees them. Set both in production.
   */
  CLIENT_ID: z.string().min(1).default('bazaar-web'),
  CLIENT_SECRET: z.string().min(8).default('bazaar-web-dev-secret'),
  /** Name of the httpOnly session cookie (prefixed `__Host-` when served over https). */
  SESSION_COOKIE: z
    .string()
    .regex(/^[\w-]+$/)
    .default('bazaar_session'),
  /** Requests per IP per minute to /api/auth/* (SMS and logins). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * The phone site (apps/mobile, issue 26, docs/decisions/025) on a second port of this same process: the same
   * /api and /img proxy, session cookie and CSRF check, its own SPA. Unset → no phone site here. `npm start` sets
   * it to PORT + 2 (3002), the e2e stack to E2E_PORT + 2.
   */
  MOBILE_PORT: z.optional(port.refine((p) => p > 0, 'must be a port number (1–65535)')),
  /** The built phone site (apps/mobile/dist). */
  MOBILE_DIST: z.string().min(1).default(defaultMobileDist),
  /**
   * The phone site's public origin(s) (e.g. https://m.example.com), a comma list like PUBLIC_ORIGIN. Set → page
   * requests from mobile user agents are redirected there with the same path and query (docs/product.md §2) —
   * to the one with the request's scheme and host name, else the first (the cluster lists http and https,
   * 127.0.0.1 and localhost) — and they are the phone port's public origins. Unset with MOBILE_PORT set → the
   * redirect goes to this request's own host on MOBILE_PORT (http://localhost:3000/works →
   * http://localhost:3002/works). Both unset → no redirect.
   */
  MOBILE_ORIGIN: origins('https://m.example.com'),
  /**
   * Redis for limits shared by every gateway (issue 10), e.g. redis://127.0.0.1:6379. Unset → counted in
   * this process's memory (one gateway).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  /**
   * After SIGTERM: time /readyz reports 503 before the listener closes (for balancers that poll it). Then
   * open connections are still served, each answer saying `Connection: close`, and the idle ones close a
   * second later (server.ts; docs/operations.md "Reload").
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** After SIGTERM: in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: ms.default(10_000),
  /**
   * `production`: the built apps' source maps (`/assets/*.map`, the whole source, kept on disk for error reports)
   * are not served (spa.ts), and PUBLIC_ORIGIN or ALLOWED_HOSTS is required (a request's Host must never name
   * the site).
   */
  NODE_ENV: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log one line per request (off by default: the gateway's hot path; errors are always logged). */
  LOG_REQUESTS: bool.default(false),
});

export type BffConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined>): BffConfig {
  const keys = Object.keys(configSchema.shape);
  // Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
  const input = Object.fromEntries(keys.map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = configSchema
    .superRefine((c, ctx) => {
      if (c.NODE_ENV === 'production' && !c.PUBLIC_ORIGIN && !c.ALLOWED_HOSTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_ORIGIN'],
          message:
            "required with NODE_ENV=production, or ALLOWED_HOSTS: the site's origin (https://www.example.com), or the host names this gateway answers — else a request's Host header names the site in share cards and redirects",
        });
      }
    })
    .safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

/** The api processes of UPSTREAM_URL. */
export function upstreamUrls(value: string): string[] {
  return value.split(',').map((u) => new URL(u.trim()).origin);
}

/** fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
