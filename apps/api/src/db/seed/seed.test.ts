import { createHash } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadFont } from '../../services/images/font';
import { createTestEnv, DRIVERS, type TestEnv } from '../../test/harness';
import { seedAccounts } from './accounts';
import { buildPlan } from './index';

const TABLES = [
  'users',
  'designers',
  'works',
  'work_images',
  'tasks',
  'task_applications',
  'cms_configs',
  'user_accounts',
  'growth_projects',
] as const;

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
    // Login-able demo accounts: every designer a wallet and two growth projects, the first a password.
    expect(before.user_accounts).toBe(before.designers);
    expect(before.growth_projects).toBe(2 * before.designers!);
    const demo = await first.database.db
      .selectFrom('users')
      .select(['user_id', 'mobile', 'password_hash', 'is_designer'])
      .where('mobile', 'in', ['13800000001', '13900000001'])
      .orderBy('user_id')
      .execute();
    expect(demo.map((u) => [u.user_id, u.is_designer])).toEqual([
      [1, true],
      [49, false],
    ]);
    expect(demo[0]!.password_hash).toMatch(/^scrypt\$/);
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

  it('upgrades a database seeded before accounts existed: demo password, wallets, projects, employer mobiles', async () => {
    const app = await buildApp(env.config({}, true));
    const db = app.database.db;
    // Back to the state of a pre-accounts seed.
    await db.deleteFrom('app_meta').where('key', '=', 'seed-accounts').execute();
    await db.deleteFrom('growth_projects').execute();
    await db.deleteFrom('user_accounts').execute();
    await db.updateTable('users').set({ password_hash: null }).where('user_id', '=', 1).execute();
    await sql`update users set mobile = '1390000' || lpad(user_id::text, 4, '0') where user_id >= 49`.execute(db);

    expect(await seedAccounts(db)).toBe(true);
    expect(await seedAccounts(db)).toBe(false);
    const employer = await db.selectFrom('users').select('mobile').where('user_id', '=', 49).executeTakeFirst();
    expect(employer?.mobile).toBe('13900000001');
    const designer = await db.selectFrom('users').select('password_hash').where('user_id', '=', 1).executeTakeFirst();
    expect(designer?.password_hash).toMatch(/^scrypt\$/);
    expect(await db.selectFrom('user_accounts').select('user_id').execute()).toHaveLength(48);
    await app.close();
  });
});
