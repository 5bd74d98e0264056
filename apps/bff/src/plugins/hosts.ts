/**
 * Which `Host` the gateway answers (issue 34). Where a port's public origin comes from each request (origin.ts:
 * PUBLIC_ORIGIN — MOBILE_ORIGIN on the phone port — unset), the request's host is what share cards (`og:url`,
 * `og:image`), the phone redirect, the phone site's desktop link and the OAuth callback name: `Host:
 * evil.example` put evil.example in them. So the host must be one of ALLOWED_HOSTS, else the request answers
 * 421 Misdirected Request before anything reads it.
 *
 * - ALLOWED_HOSTS set: checked on both ports, whatever else is set.
 * - Unset: checked on a port whose origin is derived, against the names that reach this machine without any
 *   configuration — localhost, 127.0.0.1, [::1] and this machine's own addresses (a phone on the LAN trying
 *   `npm start`), at any port. A port with configured origins is not checked: nothing it writes comes from Host.
 * - The host names of PUBLIC_ORIGIN and MOBILE_ORIGIN are allowed too, at any port (the phone port shares the
 *   desktop's host name when MOBILE_ORIGIN is unset).
 * - `/healthz`, `/readyz` and `/metrics` answer any host: balancers and scrapers ask by address, and those
 *   answers name no origin.
 *
 * The host is `request.host`: `X-Forwarded-Host` from a TRUST_PROXY peer, else `Host` (origin.ts, the same one
 * the derived origin uses).
 */
import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { fail } from '@bazaar/domain/api';
import type { BffConfig } from '../config.js';

/** A host name as `URL.hostname` writes it (lowercase, IPv6 in brackets) and its port; null: any port. */
export interface HostRule {
  hostname: string;
  port: number | null;
}

/** A name or an IPv4 address, or an IPv6 address in brackets; then an optional port. */
const HOST = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]\\%]+)(?::(\d{1,5}))?$/i;

/** `host` or `host:port` (an ALLOWED_HOSTS entry, a Host header) parsed; null when it is not one. */
export function parseHost(value: string): HostRule | null {
  const m = HOST.exec(value);
  if (!m) return null;
  const port = m[2] === undefined ? null : Number(m[2]);
  if (port !== null && port > 65535) return null;
  try {
    return { hostname: new URL(`http://${m[1]}`).hostname, port };
  } catch {
    return null;
  }
}

/** Whether `host` (as a request names it) is allowed; a host without a port is on the protocol's default. */
export function hostAllowed(rules: readonly HostRule[], host: string, protocol: string): boolean {
  const h = parseHost(host);
  if (h === null) return false;
  const port = h.port ?? (protocol === 'https' ? 443 : 80);
  return rules.some((r) => r.hostname === h.hostname && (r.port === null || r.port === port));
}

/** Loopback names and this machine's own addresses, any port: the hosts that need no configuration. */
export function machineHosts(): HostRule[] {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  let interfaces: ReturnType<typeof networkInterfaces> = {};
  try {
    interfaces = networkInterfaces();
  } catch {
    // Some sandboxes refuse to list interfaces: loopback still answers, the LAN then needs ALLOWED_HOSTS.
  }
  for (const addresses of Object.values(interfaces)) {
    for (const a of addresses ?? []) names.add(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  }
  return [...names].flatMap((name) => {
    const rule = parseHost(name);
    return rule ? [{ hostname: rule.hostname, port: null }] : [];
  });
}

/** The hosts one port answers, or null when it answers any (its origins are configured, ALLOWED_HOSTS unset). */
export function hostRulesOf(
  config: Pick<BffConfig, 'ALLOWED_HOSTS' | 'PUBLIC_ORIGIN' | 'MOBILE_ORIGIN'>,
  site: 'web' | 'mobile',
  machine: () => HostRule[] = machineHosts,
): HostRule[] | null {
  const configured = site === 'mobile' ? config.MOBILE_ORIGIN : config.PUBLIC_ORIGIN;
  if (!config.ALLOWED_HOSTS && configured?.length) return null;
  const origins = [...(config.PUBLIC_ORIGIN ?? []), ...(config.MOBILE_ORIGIN ?? [])].map((o) => ({
    hostname: new URL(o).hostname,
    port: null,
  }));
  return [...(config.ALLOWED_HOSTS ?? machine()), ...origins];
}

const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
/** Hosts seen allowed (`protocol://host`), so the hot path skips parsing; bounded, as any client names hosts. */
const REMEMBERED = 1024;

export function hostsPlugin(app: FastifyInstance, rules: readonly HostRule[] | null): void {
  const names = rules?.map((r) => (r.port === null ? r.hostname : `${r.hostname}:${r.port}`));
  app.log.info(
    names
      ? `hosts answered: ${[...new Set(names)].join(', ')} (ALLOWED_HOSTS, or loopback and this machine's addresses); any other answers 421`
      : 'hosts answered: any (this port writes its configured origins, never the request’s host)',
  );
  if (!rules) return;
  const allowed = new Set<string>();
  // Callback-style: it runs on every request (ops/observability.ts says why).
  app.addHook('onRequest', (request, reply, done) => {
    const key = `${request.protocol}://${request.host}`;
    if (allowed.has(key)) return done();
    if (hostAllowed(rules, request.host, request.protocol)) {
      if (allowed.size < REMEMBERED) allowed.add(key);
      return done();
    }
    const queryAt = request.url.indexOf('?');
    if (OPS_PATHS.has(queryAt >= 0 ? request.url.slice(0, queryAt) : request.url)) return done();
    // The answer names no host: nothing the request sent comes back.
    void reply
      .code(421)
      .header('cache-control', 'no-store')
      .send(fail('E010001', '请求的域名不属于本站，请通过本站的网址访问'));
  });
}
