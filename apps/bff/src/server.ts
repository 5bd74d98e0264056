/** Starts the gateway: parse config, listen, close gracefully on SIGTERM/SIGINT. */
import net from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createGatewayUpstreams } from './plugins/upstreams.js';

/** After the listener closes: time for nginx to meet a refusal and stop choosing this gateway. */
const IDLE_CLOSE_AFTER_MS = 1_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Issue 26 (docs/decisions/025): the phone site is the same gateway on a second port of this process, over
  // the same pools to the api processes.
  const upstreams = createGatewayUpstreams(config);
  const app = await buildApp(config, 'web', upstreams);
  const mobile = config.MOBILE_PORT ? await buildApp(config, 'mobile', upstreams) : null;
  const apps = mobile ? [app, mobile] : [app];
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain (issue 10, decision 021): /readyz turns 503 for DRAIN_DELAY_MS (balancers that poll it stop
    // sending); then the listener stops accepting while open keep-alive connections are still served, each
    // answer saying `Connection: close` (nginx's next connection here is refused and goes to another
    // gateway — refused means nothing was sent); a second later the connections nobody uses are closed, and
    // the process exits once in-flight requests are done, within SHUTDOWN_GRACE_MS. Node's own
    // server.close() would close idle connections at once: one nginx was about to reuse would be reset
    // with a request on it, and nginx never resends a POST.
    for (const a of apps) a.gatewayOps.draining = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'draining');
    const force = setTimeout(() => process.exit(1), config.DRAIN_DELAY_MS + config.SHUTDOWN_GRACE_MS);
    force.unref();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const drain = async () => {
      await sleep(config.DRAIN_DELAY_MS);
      const ended = apps.map((a) => {
        a.gatewayOps.closing = true;
        return new Promise<void>((resolve) => {
          net.Server.prototype.close.call(a.server, () => resolve());
        });
      });
      await sleep(IDLE_CLOSE_AFTER_MS);
      for (const a of apps) a.server.closeIdleConnections();
      await Promise.all(ended);
      await Promise.all(apps.map((a) => a.close()));
      await upstreams.close();
    };
    drain().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`设计集市 is served at http://localhost:${config.PORT} (upstream ${config.UPSTREAM_URL})`);
  if (mobile && config.MOBILE_PORT) {
    await mobile.listen({ host: config.HOST, port: config.MOBILE_PORT });
    app.log.info(`设计集市手机版 is served at http://localhost:${config.MOBILE_PORT}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
