/**
 * The api as a Fastify instance that never listens (fastify/demo shape): opens the database, migrates,
 * seeds an empty one (SEED=auto), registers every implemented call of the domain contract and the image
 * service. Closing the app closes the database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty, type SeedResult } from './db/seed/index';
import { registerErrorHandling } from './http/errors';
import { cmsRoutes } from './modules/cms/cms.routes';
import { designersRoutes } from './modules/designers/designers.routes';
import { searchRoutes } from './modules/search/search.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { visitsRoutes } from './modules/visits/visits.routes';
import { worksRoutes } from './modules/works/works.routes';
import { ImageService } from './services/images/image.service';
import { imagesRoutes } from './services/images/images.routes';
import { LocalStorage } from './services/storage/local-storage';

export type { ApiConfig } from './config';
export { loadConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    images: ImageService;
    seedResult: SeedResult | null;
  }
}

export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Query values are parsed by the contract's schemas; keep Fastify's own parsing plain.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    bodyLimit: 1_048_576,
  });

  const database = await openDatabase(config);
  app.addHook('onClose', async () => database.close());
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
    const storage = new LocalStorage(config.STORAGE_DIR);
    const seedResult = config.SEED === 'auto' ? await seedIfEmpty(database.db, storage) : null;
    if (seedResult?.seeded || seedResult?.files) app.log.info(seedResult, 'seed data written');

    const images = new ImageService(storage, config.IMAGE_CACHE_DIR);
    app.decorate('database', database);
    app.decorate('images', images);
    app.decorate('seedResult', seedResult);

    registerErrorHandling(app);
    app.get('/healthz', async () => ({ ok: true }));
    imagesRoutes(app, storage, images);
    const db = database.db;
    cmsRoutes(app, db);
    worksRoutes(app, db);
    designersRoutes(app, db);
    tasksRoutes(app, db);
    searchRoutes(app, db);
    visitsRoutes(app, db);
    await app.ready();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}
