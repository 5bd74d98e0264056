import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3001, PGlite under .data, seeding on', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      DATABASE_URL: undefined,
      DATA_DIR: path.resolve('/srv/app/.data'),
      PGLITE_DIR: path.resolve('/srv/app/.data/pglite'),
      STORAGE_DIR: path.resolve('/srv/app/.data/storage'),
      IMAGE_CACHE_DIR: path.resolve('/srv/app/.data/img-cache'),
      SEED: 'auto',
      LOG_LEVEL: 'info',
    });
  });

  it('keeps memory:// for PGlite and treats empty values as unset', () => {
    const c = loadConfig({ PGLITE_DIR: 'memory://', API_PORT: '', DATA_DIR: '/tmp/x' }, '/srv');
    expect(c.PGLITE_DIR).toBe('memory://');
    expect(c.API_PORT).toBe(3001);
    expect(c.STORAGE_DIR).toBe(path.resolve('/tmp/x/storage'));
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ API_PORT: 'http', DATABASE_URL: 'mysql://x', SEED: 'sometimes', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['API_PORT', 'DATABASE_URL', 'SEED', 'LOG_LEVEL']) expect(problems).toContain(name);
    }
  });
});
