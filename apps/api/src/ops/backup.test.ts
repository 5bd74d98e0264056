/**
 * Backup and restore (issue 24) on every driver: seed, change data (a task published, an image uploaded, a
 * payment made), back up, restore into an empty database and store, and every row and object is equal;
 * ids continue after the restored ones; a restore into a database that is not empty is refused and
 * changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PayOrder } from '@bazaar/domain/api';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as backupCli } from '../backup-cli';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { ManualClock } from '../services/clock/clock';
import { PaymentGateways } from '../services/payment/gateways';
import { SandboxGateway } from '../services/payment/sandbox-gateway';
import { LocalStorage, type ObjectStorage } from '../services/storage/local-storage';
import { createTestEnv, DRIVERS, startTestApp, type TestApp, type TestEnv } from '../test/harness';
import { TestLogin, userCalls } from '../test/login';
import { uploadPngs } from '../test/multipart';
import { backup, restore, type BackupManifest } from './backup';

const EMPLOYER = '13900000001';
const KEY = 'backup-test-notify-key-0001';

/** Every table's rows as sorted JSON texts, and every object's bytes: what "equal" means here. */
async function snapshot(handle: DatabaseHandle, storage: ObjectStorage) {
  const db = handle.db as unknown as Kysely<unknown>;
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = ${handle.schema} and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
     order by 1`.execute(db);
  const data: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ j: string }>`
      select row_to_json(t)::text as j from ${sql.table(`${handle.schema}.${name}`)} t order by 1`.execute(db);
    data[name] = rows.map((r) => r.j);
  }
  const objects: Record<string, string> = {};
  for await (const key of storage.list()) objects[key] = (await storage.get(key))!.toString('base64');
  return { data, objects };
}

describe.each(DRIVERS)('backup and restore on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  let work: string;
  let empty: TestEnv;
  let restored: DatabaseHandle | undefined;
  const clock = new ManualClock(new Date());
  const sandbox = new SandboxGateway(KEY, () => clock.now());
  const { post, tokenOf } = userCalls(() => ({ app: t.app, login }));
  const storage = () => new LocalStorage(t.env.config().STORAGE_DIR);

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock, paymentGateways: new PaymentGateways([sandbox]) });
    login = new TestLogin(t.app, clock);
    work = await mkdtemp(path.join(os.tmpdir(), 'bazaar-backup-test-'));
    // Migrated, never used: what `restore` calls empty (the command line's test restores into a bare one).
    empty = await createTestEnv(driver, 'migrated');
  });
  afterAll(async () => {
    await restored?.close();
    await empty?.cleanup();
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('gives back every row and object after a wipe, and ids continue after the restored ones', async () => {
    // Change the seeded data: a task published, an image uploaded, a payment made.
    const published = await post<{ orderId: number }>(
      '/api/plat/pubTaskEmploy',
      { taskName: '备份测试任务', taskAmount: '88.80' },
      EMPLOYER,
    );
    expect(published.body.success).toBe(true);
    const [image] = await uploadPngs(t.app, await tokenOf(EMPLOYER), 1, { width: 77 });
    const { order_id: orderId } = await t.app.database.db
      .selectFrom('tasks')
      .select('order_id')
      .where('task_name', '=', '门店菜单排版设计')
      .executeTakeFirstOrThrow();
    const order = (await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, EMPLOYER)).body.data;
    const fields = {
      outTradeNo: order.outTradeNo,
      tradeNo: 'T-backup',
      amount: order.amount,
      status: 'SUCCESS' as const,
    };
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: sandbox.notification(fields).rawBody,
    });
    expect(notified.body).toBe('success');

    const before = await snapshot(t.app.database, storage());
    expect(before.data.tasks!.some((row) => row.includes('备份测试任务'))).toBe(true);
    expect(Object.keys(before.objects)).toContain(image!.callbackResult.replace(/^\/img\//, ''));
    expect(before.data.pay_orders!.some((row) => row.includes('T-backup'))).toBe(true);

    const dir = path.join(work, 'b1');
    const manifest: BackupManifest = await backup(t.app.database, storage(), dir);
    expect(manifest.tables.find((x) => x.name === 'tasks')!.rows).toBe(before.data.tasks!.length);
    expect(manifest.objects.length).toBe(Object.keys(before.objects).length);

    // "Wiped": an unused database (its own, only migrated) and an empty store.
    const config = empty.config();
    restored = await openDatabase(config, { pgliteTemplate: empty.pgliteTemplate });
    const restoredStorage = new LocalStorage(config.STORAGE_DIR);
    await restore(restored, restoredStorage, dir);

    const after = await snapshot(restored, restoredStorage);
    expect(Object.keys(after.data).sort()).toEqual(Object.keys(before.data).sort());
    for (const table of Object.keys(before.data)) expect(after.data[table], table).toEqual(before.data[table]);
    expect(after.objects).toEqual(before.objects);

    // Sequences and identities continue: a new row does not collide with a restored id.
    const maxTask = Math.max(...before.data.tasks!.map((row) => (JSON.parse(row) as { order_id: number }).order_id));
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('tasks', 'order_id'))::int as id`.execute(restored.db);
    expect(rows[0]!.id).toBe(maxTask + 1);
  });

  it('refuses to restore into a database that is not empty, changing nothing', async () => {
    const count = async () => (await t.app.database.db.selectFrom('tasks').select('order_id').execute()).length;
    const tasks = await count();
    await expect(restore(t.app.database, storage(), path.join(work, 'b1'))).rejects.toThrow(
      /the database is not empty/,
    );
    expect(await count()).toBe(tasks);
  });

  it('the command line restores and backs up with a deployment’s variables, and refuses a second restore', async () => {
    // Not even migrated: restore migrates it first.
    const target = await createTestEnv(driver, 'empty');
    try {
      const env = envOf(target);
      const lines: string[] = [];
      const out = (l: string) => lines.push(l);
      expect(await backupCli(['restore', path.join(work, 'b1')], env, out)).toBe(0);
      expect(lines.at(-1)).toMatch(/^Restored \d+ rows in \d+ tables and \d+ objects \(backup of .+\) in \d+ ms\.$/);
      expect(await backupCli(['backup', path.join(work, 'b2')], env, out)).toBe(0);
      expect(lines.at(-1)).toMatch(/^Backed up \d+ rows in \d+ tables and \d+ objects in \d+ ms\.$/);
      expect(await backupCli(['restore', path.join(work, 'b1')], env, out)).toBe(1);
      expect(lines.at(-1)).toMatch(/^restore refused: the database is not empty/);
      expect(await backupCli(['backup'], env, out)).toBe(2);
    } finally {
      await target.cleanup();
    }
    // Four runs of the command line, each opening the database from scratch (PGlite starts in seconds).
  }, 90_000);
});

/** The variables a deployment would set for the test's database and store. */
function envOf(env: TestEnv): Record<string, string> {
  const c = env.config({}, true);
  return {
    DATA_DIR: env.dataDir,
    STORAGE_DIR: c.STORAGE_DIR,
    LOG_LEVEL: 'silent',
    ...(c.DATABASE_URL ? { DATABASE_URL: c.DATABASE_URL, DATABASE_SCHEMA: env.schema } : { PGLITE_DIR: c.PGLITE_DIR }),
  };
}
