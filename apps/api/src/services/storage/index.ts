/** Picks the object storage of STORAGE_DRIVER (issue 10): a local directory or an S3-compatible bucket. */
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import { LocalStorage, type ObjectStorage } from './local-storage';

type StorageConfig = Pick<
  ApiConfig,
  | 'STORAGE_DRIVER'
  | 'STORAGE_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PREFIX'
>;

/** The configured store, reachable (an S3 bucket is created if missing), and how to let it go. */
export async function openStorage(config: StorageConfig): Promise<{ storage: ObjectStorage; close(): void }> {
  if (config.STORAGE_DRIVER !== 's3') return { storage: new LocalStorage(config.STORAGE_DIR), close() {} };
  // Loaded only for S3: the SDK is large, and a local deployment never needs it.
  const { S3Storage } = await import('./s3-storage');
  const storage = new S3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
  });
  try {
    await storage.ensureBucket();
  } catch (err) {
    storage.close();
    const where = config.S3_ENDPOINT ?? `the ${config.S3_REGION} endpoint`;
    throw new Error(`S3 storage at ${where} (bucket ${config.S3_BUCKET}) is not reachable: ${String(err)}`, {
      cause: err,
    });
  }
  return { storage, close: () => storage.close() };
}

export async function createStorage(config: ApiConfig, app: FastifyInstance): Promise<ObjectStorage> {
  const { storage, close } = await openStorage(config);
  if (config.STORAGE_DRIVER === 's3') {
    app.addHook('onClose', async () => close());
    app.log.info({ root: storage.root }, 'object storage: S3');
  }
  return storage;
}
