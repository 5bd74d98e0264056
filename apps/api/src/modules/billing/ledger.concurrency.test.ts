/**
 * Issue 22 §1: money under concurrency, on every driver of the harness (PostgreSQL in CI). Twenty
 * movements at once into an account that has no balance row yet, and twenty into one that has — through
 * `writeMovement` directly and through twenty concurrent acceptances of one designer's work — must all
 * succeed and leave every balance equal to the sum of its entries; `npm run ledger:check` says which
 * account differs when one does.
 */
import type { AccountSummary } from '@bazaar/domain/api';
import { TASK_STATUS } from '@bazaar/domain/constants';
import { balanceAccount, escrowAccount, planPayIn } from '@bazaar/domain/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../db/transact';
import { checkLedger } from '../../ledger-check';
import { ManualClock } from '../../services/clock/clock';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { freshMobile, TestLogin, userCalls } from '../../test/login';
import { balancesOf, ledgerMismatches, writeMovement } from './ledger.repository';

const EMPLOYER = '13900000001';
const CONCURRENT = 20;

describe.each(DRIVERS)('the ledger under concurrency on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post, tokenOf } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;

  const userIdOf = async (mobile: string) =>
    (await db().selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).user_id;
  const balanceOf = async (account: string) => (await balancesOf(db(), [account])).get(account);
  const payIn = (orderId: number, employerId: number, fen: number) =>
    transact(db(), async (trx) => {
      const planned = planPayIn(orderId, fen);
      if (!planned.ok) throw new Error(planned.message);
      await writeMovement(trx, planned.movement, { orderId, ownerOf: () => employerId, now: new Date() });
    });

  /** `n` copies of one of the employer's tasks, delivered by `designerId` and waiting for acceptance, each
   * with its budget (1 000.01 + i yuan) held in escrow unless `fund` is false. */
  async function deliveredTasks(n: number, employerId: number, designerId: number, fund = true): Promise<number[]> {
    const { order_id: _id, ...template } = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('employer_id', '=', employerId)
      .orderBy('order_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const { order_id } = await db()
        .insertInto('tasks')
        .values({
          ...template,
          task_name: `并发验收 ${i + 1}`,
          task_amount: (1000.01 + i).toFixed(2),
          task_status: TASK_STATUS.delivered,
          hired_designer_id: designerId,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow();
      if (fund) await payIn(order_id, employerId, 100_001 + i * 100);
      ids.push(order_id);
    }
    return ids;
  }

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('twenty pay-ins at once into one escrow without a row, then twenty into it with a row: all land', async () => {
    const employerId = await userIdOf(EMPLOYER);
    const [orderId] = await deliveredTasks(1, employerId, employerId, false);
    const fresh = escrowAccount(orderId!);
    expect(await balanceOf(fresh)).toBeUndefined();

    for (const round of [1, 2]) {
      const results = await Promise.allSettled(
        Array.from({ length: CONCURRENT }, (_, i) => payIn(orderId!, employerId, 100 * round + i)),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    }
    const expected = Array.from({ length: CONCURRENT }, (_, i) => 100 + i + 200 + i).reduce((a, b) => a + b, 0);
    expect(await balanceOf(fresh)).toBe(expected);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('twenty employers’ acceptances of one designer at once: every request succeeds and nothing is lost', async () => {
    const employerId = await userIdOf(EMPLOYER);
    const designerMobile = freshMobile();
    await login.bySms(designerMobile);
    const designerId = await userIdOf(designerMobile);
    const account = balanceAccount(designerId);
    expect(await balanceOf(account)).toBeUndefined();

    await tokenOf(EMPLOYER); // one login, before the concurrent calls share it
    let paid = 0;
    for (const round of ['no row yet', 'a row already']) {
      const tasks = await deliveredTasks(CONCURRENT, employerId, designerId);
      const held = await balancesOf(
        db(),
        tasks.map((id) => escrowAccount(id)),
      );
      paid += [...held.values()].reduce((a, b) => a + b, 0);
      const answers = await Promise.all(
        tasks.map((orderId) => post('/api/plat/task/subcontract/acceptTask', { orderId }, EMPLOYER)),
      );
      expect(
        answers.map((a) => a.body.success),
        round,
      ).toEqual(tasks.map(() => true));
      expect(await balanceOf(account), round).toBe(paid);
      const statuses = await db().selectFrom('tasks').select('task_status').where('order_id', 'in', tasks).execute();
      expect(statuses.every((s) => s.task_status === TASK_STATUS.completed)).toBe(true);
    }

    expect(await ledgerMismatches(db())).toEqual([]);
    // The designer's account page shows what the bills add up to.
    const summary = (await get<AccountSummary>('/api/plat/getMyAccountInfo', designerMobile)).body.data;
    const bills = await db()
      .selectFrom('bills')
      .select(sql<string>`sum(amount_fen)`.as('n'))
      .where('user_id', '=', designerId)
      .executeTakeFirstOrThrow();
    expect(Number(bills.n)).toBe(paid);
    expect(summary).toMatchObject({ balance: paid, totalIncome: paid });
  });

  it('ledger:check passes a sound ledger and names the account whose balance was tampered with', async () => {
    const lines: string[] = [];
    expect(await checkLedger(db(), (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain('ledger ok');

    const { account } = await db()
      .selectFrom('ledger_balances')
      .select('account')
      .where('account', 'like', 'balance:%')
      .where('balance_fen', '>', 0)
      .orderBy('account')
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`update ledger_balances set balance_fen = balance_fen + 1 where account = ${account}`.execute(db());
    lines.length = 0;
    expect(await checkLedger(db(), (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(new RegExp(`${account}\\s.*diff 1\\b`));
    await sql`update ledger_balances set balance_fen = balance_fen - 1 where account = ${account}`.execute(db());
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
