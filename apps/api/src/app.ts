/**
 * The api as a Fastify instance that never listens (fastify/demo shape): opens the database, migrates,
 * seeds an empty one (SEED=auto), registers every implemented call of the domain contract and the image
 * service. Closing the app closes the database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { answerMalformedRequest } from '@bazaar/domain/api';
import { checksAnswers, devDriversAllowed, trustProxyOption, type ApiConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedAccounts } from './db/seed/accounts';
import { seedBrands } from './db/seed/brands';
import { seedGrowth } from './db/seed/growth';
import { seedClips } from './db/seed/clips';
import { seedConversations } from './db/seed/conversations';
import { seedDemo } from './db/seed/demo';
import { seedZt } from './db/seed/zt';
import { seedIfEmpty, type SeedResult } from './db/seed/index';
import { seedDeals } from './db/seed/deals';
import { seedMoney } from './db/seed/money';
import { seedReviews } from './db/seed/reviews';
import { seedJoin } from './db/seed/join';
import { seedTasks } from './db/seed/tasks';
import { clientCredentialsChecker, registerAuth } from './http/auth';
import { registerErrorHandling } from './http/errors';
import { registerObservability, requestIdOf } from './http/observability';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { accountRoutes } from './modules/account/account.routes';
import { disputesRoutes } from './modules/disputes/disputes.routes';
import { createAuthenticator } from './modules/account/session.service';
import { smsPepper } from './modules/account/sms-code.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { brandsRoutes } from './modules/brands/brands.routes';
import { cmsRoutes } from './modules/cms/cms.routes';
import { cmsAdminRoutes } from './modules/cms/cms-admin.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { designersRoutes } from './modules/designers/designers.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { joinRoutes } from './modules/join/join.routes';
import { clipsRoutes } from './modules/clips/clips.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { SearchCache } from './modules/search/search-cache';
import { EventHub } from './modules/events/event-hub';
import { eventsRoutes } from './modules/events/events.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { growthRoutes } from './modules/growth/growth.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { likesRoutes } from './modules/likes/likes.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { searchRoutes } from './modules/search/search.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { UploadGrants } from './modules/uploads/upload-grant';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { visitsRoutes } from './modules/visits/visits.routes';
import { myWorksRoutes } from './modules/works/my-works.routes';
import { worksRoutes } from './modules/works/works.routes';
import { systemClock, type Clock } from './services/clock/clock';
import type { Deps } from './services/deps';
import { testHooksRoutes } from './test-hooks';
import { loadFont } from './services/images/font';
import { ImageService } from './services/images/image.service';
import { imagesRoutes } from './services/images/images.routes';
import { createOAuthSetup } from './services/oauth/oauth-provider';
import { mpOpenIdOf } from './modules/account/open-ids';
import { openIdRoutes } from './modules/account/open-ids.routes';
import { createPaymentGateways, type PaymentGateways } from './services/payment/index';
import { createSmsDriver, type SmsDriver } from './services/sms/index';
import { createStorage } from './services/storage/index';
import { startJobs } from './jobs';

export type { ApiConfig } from './config';
export { loadConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    images: ImageService;
    seedResult: SeedResult | null;
    /** Issue 23: answers are parsed with their endpoint's `data` schema (config API_CHECK_ANSWERS). */
    checkAnswers: boolean;
    /** Settles when the background jobs' runs at start have ended (jobs.ts); the test harness waits for it. */
    jobsStarted: Promise<void>;
  }
}

/** Collaborators tests replace; production uses the defaults. */
export interface BuildOptions {
  /** The time everything is judged by: SMS codes, sessions, task deadlines and events, money. */
  clock?: Clock;
  /** Instead of the SMS_DRIVER one. */
  smsDriver?: SmsDriver;
  /** Instead of the PAYMENT_DRIVER ones (issue 33). */
  paymentGateways?: PaymentGateways;
  /** An in-memory PGlite starts from this migrated data directory (tests; see `openDatabase`). */
  pgliteTemplate?: Blob;
}

export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // The BFF beside the api sends the browser's address as X-Forwarded-For; nobody else is believed.
    trustProxy: trustProxyOption(config.API_TRUST_PROXY),
    // Query values are parsed by the contract's schemas; keep Fastify's own parsing plain.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    bodyLimit: 1_048_576,
    // Issue 10: the edge's request id in every log line; draining finishes requests on open connections.
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: false,
    // A request too malformed for any route gets the envelope in Chinese, not Fastify's English JSON.
    clientErrorHandler: answerMalformedRequest,
  });

  const database = await openDatabase(config, { pgliteTemplate: options.pgliteTemplate });
  app.addHook('onClose', async () => database.close());
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
    const storage = await createStorage(config, app);
    // Issue 33: production never seeds the demo (its accounts have a published password) unless BAZAAR_DEMO=1.
    const seeding = config.SEED === 'auto' && devDriversAllowed(config);
    const seedResult = seeding ? await seedIfEmpty(database.db, storage) : null;
    if (seedResult?.seeded || seedResult?.files) app.log.info(seedResult, 'seed data written');
    // Login-able demo accounts; also upgrades a database seeded before accounts existed.
    if (seeding && (await seedAccounts(database.db))) app.log.info('seed accounts written');
    // Task stories (issue 7): the consultant, timelines, attachments, the demo employer's tasks.
    if (seeding && (await seedTasks(database.db, (options.clock ?? systemClock).now())))
      app.log.info('seed task stories written');
    // Brands, campaigns and their tasks (issue 7); campaign dates are relative to this start.
    if (
      seeding &&
      (await seedBrands(database.db, storage, () => loadFont('Bold'), (options.clock ?? systemClock).now()))
    )
      app.log.info('seed brands written');
    // Money (issue 9): escrow for the tasks at work, income for the completed ones, a payout.
    if (seeding && (await seedMoney(database.db))) app.log.info('seed money written');
    // Issue 25: a task after one revision round, a decided dispute; delivery times for auto-acceptance.
    if (seeding && (await seedDeals(database.db, (options.clock ?? systemClock).now())))
      app.log.info('seed deals written');
    // Reviews (issue 25): both sides' published reviews of the completed tasks whose window has ended.
    if (seeding && (await seedReviews(database.db, (options.clock ?? systemClock).now())))
      app.log.info('seed reviews written');
    // Designer applications and reports of works (issue 8).
    if (seeding && (await seedJoin(database.db))) app.log.info('seed applications and reports written');

    // Designer growth (issue 9): exam results, review queue, growth plans; times relative to this start.
    if (seeding && (await seedGrowth(database.db, (options.clock ?? systemClock).now())))
      app.log.info('seed growth written');
    // Thematic pages, campaigns and QR codes (issue 8); the running contest's window is relative to this start.
    if (seeding && (await seedZt(database.db, storage, (options.clock ?? systemClock).now())))
      app.log.info('seed thematic pages written');

    // Short video works (issue 9): fixture videos and six clips, so /zt/clips is not empty.
    if (seeding && (await seedClips(database.db, storage, (options.clock ?? systemClock).now())))
      app.log.info('seed clips written');
    // Issue 22: the demo accounts' favourites and follows, and the consultant QR setting.
    if (seeding && (await seedDemo(database.db, storage, (options.clock ?? systemClock).now())))
      app.log.info('seed demo favourites and settings written');
    // Issue 25: the demo accounts' conversation and notifications.
    if (seeding && (await seedConversations(database.db, (options.clock ?? systemClock).now())))
      app.log.info('seed conversations written');

    const images = new ImageService(storage, config.IMAGE_CACHE_DIR, {
      cacheMaxBytes: config.IMAGE_CACHE_MAX_BYTES,
      concurrency: config.IMAGE_RENDER_CONCURRENCY,
      queue: config.IMAGE_RENDER_QUEUE,
      budgetMs: config.IMAGE_RENDER_BUDGET_MS,
      onError: (err, what) => app.log.warn({ err }, what),
    });
    app.addHook('onClose', async () => images.close());
    app.decorate('database', database);
    app.decorate('images', images);
    app.decorate('seedResult', seedResult);
    app.decorate('checkAnswers', checksAnswers(config));

    registerErrorHandling(app);
    registerObservability(app, database);
    const db = database.db;
    const clock = options.clock ?? systemClock;
    // Before any route: the endpoint helper refuses to register a non-public call without it.
    registerAuth(
      app,
      createAuthenticator({ db, clock }, clientCredentialsChecker(config.CLIENT_ID, config.CLIENT_SECRET)),
    );
    // Issue 25 (decision 022): LISTEN before any request (PGlite's one session is in nobody's transaction yet);
    // open streams end before the listener closes, so browsers reconnect elsewhere with Last-Event-ID.
    const events = new EventHub(db, (err) => app.log.error({ err }, 'event stream read failed'));
    await events.start(database);
    app.addHook('preClose', async () => events.stop());
    // Issue 34 item 7: hot search answers for seconds, dropped when migration 0025's triggers say they changed.
    const searchCache = new SearchCache();
    await searchCache.start(database);
    app.addHook('preClose', async () => searchCache.stop());
    // Issue 33: the payment companies in PAYMENT_DRIVER's order (the cashier, refunds and payouts use them).
    const gateways = options.paymentGateways ?? (await createPaymentGateways(config, { now: () => clock.now() }));
    const mpAppId = config.WECHAT_MP_APPID ?? config.WECHATPAY_APPID;
    // Issue 35 (decision 030): every service's components, built once; routes, jobs and services take it.
    const deps: Deps = {
      db,
      clock,
      log: app.log,
      storage,
      searchCache,
      events,
      grants: new UploadGrants(config.UPLOAD_SIGNING_KEY),
      sms: {
        driver: options.smsDriver ?? createSmsDriver(config, app.log),
        perIpPerHour: config.SMS_PER_IP_PER_HOUR,
        pepper: smsPepper(config.SMS_CODE_PEPPER),
      },
      // Issue 33: WeChat/QQ login (the tests point the companies' base URLs at tooling/fakes).
      oauth: {
        setup: createOAuthSetup(config, clock),
        origins: config.PUBLIC_ORIGIN ?? [],
        onCompanyError: (detail) => app.log.warn({ detail }, 'third-party login: the company refused or failed'),
      },
      gateways,
      payments: {
        // JSAPI pays, and WeChat payouts pay, to the official account's openid, stored when the user was seen
        // inside WeChat.
        openIdOf: (userId) => mpOpenIdOf({ db }, { userId }),
        publicOrigin: config.PUBLIC_ORIGIN?.[0],
        wechatConfirm:
          config.WECHATPAY_MCHID && mpAppId ? { mchId: config.WECHATPAY_MCHID, appId: mpAppId } : undefined,
      },
    };
    const jobs = startJobs(deps);
    app.decorate('jobsStarted', jobs.started);
    app.addHook('onClose', async () => jobs.stop());

    app.get('/healthz', async () => ({ ok: true }));
    imagesRoutes(app, storage, images);
    accountRoutes(app, deps);
    openIdRoutes(app, deps);
    favoritesRoutes(app, deps);
    cmsRoutes(app, deps);
    worksRoutes(app, deps);
    designersRoutes(app, deps);
    tasksRoutes(app, deps);
    disputesRoutes(app, deps);
    searchRoutes(app, deps);
    visitsRoutes(app, deps);
    likesRoutes(app, deps);
    reportsRoutes(app, deps);
    brandsRoutes(app, deps);
    activitiesRoutes(app, deps);
    // Issue 8: campaigns with likes, the console's CMS versions.
    campaignsRoutes(app, deps);
    cmsAdminRoutes(app, deps);
    // Uploads and clips in scopes of their own (their multipart and raw-body parsers).
    await app.register(async (scope) => uploadsRoutes(scope, deps));
    myWorksRoutes(app, deps);
    await billingRoutes(app, deps);
    // Issue 8: /join, the console's application and report reviews.
    joinRoutes(app, deps);
    growthRoutes(app, deps);
    // Issue 25: reviews after a completed task, and the job that publishes them when their window ends.
    reviewsRoutes(app, deps);
    // Issue 9: short video works (their own scope: multipart uploads).
    await app.register(async (scope) => clipsRoutes(scope, deps));
    // Issue 25: conversations, notifications and the event stream.
    conversationsRoutes(app, deps);
    notificationsRoutes(app, deps);
    if (config.TEST_HOOKS === '1') testHooksRoutes(app, deps);
    eventsRoutes(app, deps);
    await app.ready();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}
