/** Starts the api: config from the environment, build, listen; closes gracefully on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { loadConfigOrSay } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrSay(process.env, console.error);
  if (!config) process.exit(1);
  const app = await buildApp(config);
  if (config.NODE_ENV === 'production' && config.BAZAAR_DEMO === '1') {
    // Issue 22: allowed on purpose, said loudly.
    app.log.warn(
      { SMS_DRIVER: config.SMS_DRIVER, PAYMENT_DRIVER: config.PAYMENT_DRIVER, OAUTH_DRIVER: config.OAUTH_DRIVER },
      'BAZAAR_DEMO=1: a demonstration in production mode; development drivers may answer SMS codes, confirm payments without money and accept dev-<openid> logins',
    );
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain (issue 10): /readyz turns 503, answers say `Connection: close`, in-flight requests finish,
    // the listener closes (gateways move to the other api process); exit within the grace period.
    app.ops.draining = true;
    app.log.info({ signal }, 'draining');
    const force = setTimeout(() => process.exit(1), config.DRAIN_DELAY_MS + 10_000);
    force.unref();
    // DRAIN_DELAY_MS: still listening, answering with `Connection: close`, until the gateways have seen
    // /readyz say 503 and stopped choosing this process (decision 021).
    const delay = new Promise((resolve) => setTimeout(resolve, config.DRAIN_DELAY_MS));
    delay
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'close failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
