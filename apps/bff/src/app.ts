/**
 * The gateway (docs/architecture.md): the only origin a browser talks to. `buildApp` composes it and never
 * listens; `server.ts` does. Order: external plugins, then ours, then routes (fastify/demo).
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { answerMalformedRequest, fail } from '@bazaar/domain/api';
import { trustProxyOption, type BffConfig } from './config.js';
import { observabilityPlugin, requestIdOf } from './ops/observability.js';
import { browserIdPlugin } from './plugins/browser-id.js';
import { csrfPlugin } from './plugins/csrf.js';
import { hostRulesOf, hostsPlugin } from './plugins/hosts.js';
import { originPlugin } from './plugins/origin.js';
import { mobileSpaPlugin } from './plugins/mobile-spa.js';
import { oauthPlugin } from './plugins/oauth.js';
import { mobileSiteOf, pageRulesPlugin } from './plugins/page-rules.js';
import { proxyPlugin } from './plugins/proxy.js';
import { createGatewayUpstreams, type GatewayUpstreams } from './plugins/upstreams.js';
import { authRateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { spaPlugin } from './plugins/spa.js';

/**
 * `site`: `web` (PORT) serves apps/web and redirects phones; `mobile` (MOBILE_PORT, docs/decisions/025) is the
 * same gateway — proxy, session cookie, CSRF, limits — serving apps/mobile, with MOBILE_ORIGIN (when set) as
 * its public origin. `upstreams`: the process's pools to the api, shared by both ports (server.ts), whose
 * owner closes them; without it the app makes its own and closes them with itself.
 */
export async function buildApp(
  config: BffConfig,
  site: 'web' | 'mobile' = 'web',
  upstreams?: GatewayUpstreams,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Bounded waits for slow clients; the upstream has its own timeouts in the proxy.
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    // Draining (SIGTERM) finishes requests on open connections instead of answering them 503 (issue 10).
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A request too malformed for any route gets the envelope in Chinese, not Fastify's English JSON.
    clientErrorHandler: answerMalformedRequest,
  });
  await observabilityPlugin(app);
  // Before every plugin that asks for this request's public origin (csrf, cookies, share cards, HSTS).
  originPlugin(app, site === 'mobile' ? config.MOBILE_ORIGIN : config.PUBLIC_ORIGIN);
  // Where that origin is the request's own host, only allowed hosts get this far (421 otherwise, issue 34).
  hostsPlugin(app, hostRulesOf(config, site));

  // Our own errors only (proxied responses pass through untouched): never leak internals on 5xx.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'gateway error');
      return reply.code(500).send(fail('E050000'));
    }
    return reply.code(status).send(fail('E010001', status === 413 ? '请求内容过大' : '请求格式有误'));
  });

  // Compression: hashed assets are served pre-compressed (brotli 11 at build time); the index.html
  // fallback and the API's JSON are compressed here above 1 KB. Proxied images are already compressed
  // formats, so /img skips the hook altogether. Request bodies are never decompressed here: the gateway
  // passes them to the api as sent (a body inflated here would still be labelled gzip).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/img')) route.compress = false;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await securityPlugin(app, site);
  await authRateLimitPlugin(app, config.AUTH_RATE_LIMIT_PER_MINUTE, config.REDIS_URL);
  await csrfPlugin(app);

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));

  const pools = upstreams ?? createGatewayUpstreams(config);
  if (!upstreams) app.addHook('onClose', () => pools.close());
  await proxyPlugin(app, config, pools);
  await sessionPlugin(app, config, pools.session);
  // Issue 33: WeChat/QQ login's redirects and state cookie (after the session plugin, whose cookie it sets).
  await oauthPlugin(app, config, pools.session);
  await browserIdPlugin(app);
  await pageRulesPlugin(app, site === 'mobile' ? null : mobileSiteOf(config));
  pools.reads.logTo(app.log);
  if (site === 'mobile') await mobileSpaPlugin(app, config, pools.reads);
  else await spaPlugin(app, config, pools.reads);
  return app;
}
