/** Starts the gateway: parse config, listen, close gracefully on SIGTERM/SIGINT. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
  const app = await buildApp(config);
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain (issue 10): /readyz turns 503, answers say `Connection: close`, in-flight requests finish,
    // new connections are refused (nginx passes them to the other gateway); exit within the grace period.
    app.gatewayOps.draining = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'draining');
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS);
    force.unref();
    const delay = new Promise((resolve) => setTimeout(resolve, config.DRAIN_DELAY_MS));
    delay
      .then(() => app.close())
      .then(
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
