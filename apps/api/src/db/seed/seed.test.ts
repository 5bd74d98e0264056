import { createHash } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadFont } from '../../services/images/font';
import { createTestEnv, DRIVERS, type TestEnv } from '../../test/harness';
import { seedAccounts } from './accounts';
import { ACTIVITIES, BRANDS } from './brands';
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
  'brands',
  'activities',
  'task_events',
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
    // Migrated, not seeded: these tests are about the seed itself.
    env = await createTestEnv(driver, 'migrated');
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
    const first = await buildApp(env.config({}, true), { pgliteTemplate: env.pgliteTemplate });
    const before = await counts(first);
    expect(first.seedResult?.seeded).toBe(true);
    expect(first.seedResult!.ms).toBeLessThan(10_000);
    expect(before.works).toBeGreaterThanOrEqual(300);
    // Login-able demo accounts: every designer a wallet and two growth projects, the first a password.
    expect(before.user_accounts).toBe(before.designers);
    // …plus up to two more for 林小鹿 from the growth seed (issue 9).
    expect(before.growth_projects).toBeGreaterThanOrEqual(2 * before.designers! + 1);
    expect(before.growth_projects).toBeLessThanOrEqual(2 * before.designers! + 2);
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

    const second = await buildApp(env.config({}, true), { pgliteTemplate: env.pgliteTemplate });
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
    // Two PGlite starts on disk and a whole seed: over the 30 s default on two busy cores.
  }, 120_000);

  it('rewrites the art, and only the art, when the storage directory is lost', async () => {
    const storage = path.join(env.dataDir, 'storage');
    await rm(storage, { recursive: true, force: true });
    const app = await buildApp(env.config({}, true), { pgliteTemplate: env.pgliteTemplate });
    expect(app.seedResult).toMatchObject({ seeded: false });
    expect(app.seedResult!.files).toBeGreaterThan(300);
    expect((await stat(path.join(storage, 'works', '1-1.svg'))).isFile()).toBe(true);
    await app.close();
  });

  it('upgrades a database seeded before accounts existed: demo password, wallets, projects, employer mobiles', async () => {
    const app = await buildApp(env.config({}, true), { pgliteTemplate: env.pgliteTemplate });
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

  it('seeds brands with 3–5 topic tasks each, campaigns finished/running/upcoming, events matching every status', async () => {
    const app = await buildApp(env.config({}, true), { pgliteTemplate: env.pgliteTemplate });
    const db = app.database.db;
    const brands = await db.selectFrom('brands').select(['brand_id', 'brand_name', 'logo', 'banner']).execute();
    expect(brands.map((b) => b.brand_name).sort()).toEqual(BRANDS.map((b) => b.name).sort());
    expect(brands.every((b) => b.logo && b.banner)).toBe(true);
    const topic = await db
      .selectFrom('tasks')
      .select(['order_id', 'brand_id', 'task_status', 'employer_id', 'hired_designer_id'])
      .where('task_kind', '=', 2)
      .execute();
    for (const b of brands) {
      const mine = topic.filter((t) => t.brand_id === b.brand_id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(5);
    }
    expect(topic.filter((t) => t.task_status === 1).length).toBeGreaterThan(topic.length / 2);
    expect(topic.every((t) => t.employer_id >= 49 && t.employer_id <= 60)).toBe(true);

    const now = Date.now();
    const campaigns = await db.selectFrom('activities').selectAll().orderBy('start_at').execute();
    expect(campaigns).toHaveLength(ACTIVITIES.length);
    const [finished, running, upcoming] = campaigns;
    expect(new Date(finished!.end_at).getTime()).toBeLessThan(now);
    expect(new Date(running!.start_at).getTime()).toBeLessThan(now);
    expect(new Date(running!.end_at).getTime()).toBeGreaterThan(now);
    expect(new Date(upcoming!.start_at).getTime()).toBeGreaterThan(now);
    const activityTasks = await db
      .selectFrom('tasks')
      .select(['activity_id', sql<number>`count(*)::int`.as('n')])
      .where('task_kind', '=', 3)
      .groupBy('activity_id')
      .execute();
    expect(activityTasks).toHaveLength(3);
    expect(activityTasks.every((r) => r.n >= 4 && r.n <= 6)).toBe(true);

    // Every brand/campaign task starts with publish → open, and its last event lands on its status.
    const events = await db
      .selectFrom('task_events as e')
      .innerJoin('tasks as t', 't.order_id', 'e.order_id')
      .select(['e.order_id', 'e.action', 'e.to_status', 't.task_status'])
      .where('t.task_kind', 'in', [2, 3])
      .orderBy('e.order_id')
      .orderBy('e.event_id')
      .execute();
    const byTask = new Map<number, typeof events>();
    for (const e of events) byTask.set(e.order_id, [...(byTask.get(e.order_id) ?? []), e]);
    expect(byTask.size).toBe(topic.length + activityTasks.reduce((s, r) => s + r.n, 0));
    for (const list of byTask.values()) {
      expect(list.slice(0, 2).map((e) => e.action)).toEqual(['publish', 'open']);
      expect(list.at(-1)!.to_status).toBe(list[0]!.task_status);
    }
    // Assigned tasks hired one of their applicants; the demo designer has applied to none of them.
    const hired = await db
      .selectFrom('task_applications as a')
      .innerJoin('tasks as t', 't.order_id', 'a.order_id')
      .select(['a.user_id', 't.hired_designer_id', 'a.status'])
      .where('t.task_kind', 'in', [2, 3])
      .execute();
    expect(hired.some((a) => a.user_id === 1)).toBe(false);
    expect(hired.filter((a) => a.status === 2).every((a) => a.user_id === a.hired_designer_id)).toBe(true);
    await app.close();
  });
});
