import { createHash } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadFont } from '../../services/images/font';
import { createTestEnv, DRIVERS, type TestEnv } from '../../test/harness';
import { buildPlan } from './index';

const TABLES = ['users', 'designers', 'works', 'work_images', 'tasks', 'task_applications', 'cms_configs'] as const;

describe('seed plan', () => {
  it('is deterministic: two plans give the same rows and the same art', async () => {
    const font = await loadFont('Bold');
    const digest = () => {
      const plan = buildPlan(font);
      const h = createHash('sha256');
      h.update(JSON.stringify({ ...plan, files: [...plan.files] }));
      return { hash: h.digest('hex'), plan };
    };
    const a = digest();
    const b = digest();
    expect(a.hash).toBe(b.hash);
    expect(a.plan.designers.length).toBeGreaterThanOrEqual(40);
    expect(a.plan.works.length).toBeGreaterThanOrEqual(300);
    expect(a.plan.tasks).toHaveLength(60);
    expect([...a.plan.files.values()].every((svg) => svg.startsWith('<svg') && !svg.includes('<text'))).toBe(true);
  });
});

describe.each(DRIVERS)('seed on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const counts = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        app.database.db,
      );
      out[table] = rows[0]!.n;
    }
    return out;
  };

  it('seeds an empty database in under 10 s and does not duplicate on a second start', async () => {
    const first = await buildApp(env.config({}, true));
    const before = await counts(first);
    expect(first.seedResult?.seeded).toBe(true);
    expect(first.seedResult!.ms).toBeLessThan(10_000);
    expect(before.works).toBeGreaterThanOrEqual(300);
    await first.close();

    const second = await buildApp(env.config({}, true));
    expect(second.seedResult?.seeded).toBe(false);
    expect(await counts(second)).toEqual(before);
    // New rows get ids after the seeded ones (the sequences were moved past them).
    const { rows } = await sql<{
      id: number;
    }>`insert into categories (category_name, sort) values ('测试', 99) returning category_id as id`.execute(
      second.database.db,
    );
    expect(rows[0]!.id).toBe(9);
    await second.close();
  });

  it('rewrites the art, and only the art, when the storage directory is lost', async () => {
    const storage = path.join(env.dataDir, 'storage');
    await rm(storage, { recursive: true, force: true });
    const app = await buildApp(env.config({}, true));
    expect(app.seedResult).toMatchObject({ seeded: false });
    expect(app.seedResult!.files).toBeGreaterThan(300);
    expect((await stat(path.join(storage, 'works', '1-1.svg'))).isFile()).toBe(true);
    await app.close();
  });
});
