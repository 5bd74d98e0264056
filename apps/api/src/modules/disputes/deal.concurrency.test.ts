/**
 * Issue 25 under concurrency, on every driver (PostgreSQL too when DATABASE_URL is set): a decision
 * applied many times at once (double clicks, retries, two operators) and the automatic-acceptance job run
 * twice at once (two api processes: on PostgreSQL each run takes its own pooled connections) move money
 * once, and the ledger stays balanced.
 */
import { TASK_STATUS } from '@bazaar/domain/constants';
import { AUTO_ACCEPT_MS, balanceAccount, DEAL_MESSAGES } from '@bazaar/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { balanceOf, dealTask, escrowOf, notificationsOf, userIdOf } from '../../test/deal-fixture';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { ledgerMismatches } from '../billing/ledger.repository';
import { AUTO_ACCEPT_REMARK, autoAcceptDue } from '../tasks/tasks.lifecycle.auto-accept';

const EMPLOYER = '13900000001';
const DESIGNER = '13800000001';
const OPERATOR = '13600000000';

describe.each(DRIVERS)('deals under concurrency on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  let employerId: number;
  let designerId: number;
  const movementsOf = (orderId: number) =>
    db().selectFrom('ledger_movements').select('kind').where('order_id', '=', orderId).execute();

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    employerId = await userIdOf(db(), EMPLOYER);
    designerId = await userIdOf(db(), DESIGNER);
    await get('/api/user/getUserInfo', OPERATOR); // logs the operator in before the race
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a split sent twelve times at once (and a different decision twice) moves the money once', async () => {
    const orderId = await dealTask(db(), { employerId, designerId, fen: 300_000, deliveredAt: clock.now() });
    const opened = await post<{ disputeId: number }>(
      '/api/plat/task/openDispute',
      { orderId, reason: '验收标准有分歧' },
      DESIGNER,
    );
    const { disputeId } = opened.body.data;
    const before = await balanceOf(db(), balanceAccount(designerId));
    const split = { disputeId, decision: 'split', designerFen: 180_000, decisionText: '按完成度分配' };
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => post('/api/admin/dispute/decideDispute', split, OPERATOR)),
      ...Array.from({ length: 2 }, () =>
        post('/api/admin/dispute/decideDispute', { disputeId, decision: 'refund', decisionText: '全额退款' }, OPERATOR),
      ),
    ]);
    // Whichever came first wins; every repeat of the winner succeeds, every other decision is refused.
    const row = await db()
      .selectFrom('task_disputes')
      .select(['decision', 'designer_fen'])
      .where('dispute_id', '=', disputeId)
      .executeTakeFirstOrThrow();
    const won = row.decision === 'split' ? 'split' : 'refund';
    for (const [i, res] of answers.entries()) {
      const mine = i < 12 ? 'split' : 'refund';
      if (mine === won) expect(res.body).toMatchObject({ success: true });
      else expect(res.body).toMatchObject({ success: false, resultMessage: DEAL_MESSAGES.alreadyDecided });
    }
    const designerGot = won === 'split' ? 180_000 : 0;
    expect((await balanceOf(db(), balanceAccount(designerId))) - before).toBe(designerGot);
    expect(await escrowOf(db(), orderId)).toBe(0);
    const kinds = (await movementsOf(orderId)).map((m) => m.kind).sort();
    expect(kinds).toEqual(won === 'split' ? ['pay-in', 'refund', 'release'] : ['pay-in', 'refund']);
    expect((await notificationsOf(db(), designerId, 'dispute.decided')).length).toBe(1);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('accepts a delivery 7 days old once, even when the job runs twice at once and again after', async () => {
    const deliveredAt = clock.now();
    const due = await Promise.all(
      [1, 2, 3].map((i) =>
        dealTask(db(), { employerId, designerId, fen: 10_000 * i, deliveredAt, name: `自动验收 ${i}` }),
      ),
    );
    const frozen = await dealTask(db(), { employerId, designerId, fen: 40_000, deliveredAt, name: '冻结的任务' });
    expect(
      (await post('/api/plat/task/openDispute', { orderId: frozen, reason: '有分歧' }, EMPLOYER)).body.success,
    ).toBe(true);
    const before = await balanceOf(db(), balanceAccount(designerId));

    // One minute early: nothing.
    const early = new Date(deliveredAt.getTime() + AUTO_ACCEPT_MS - 60_000);
    expect((await autoAcceptDue({ db: db(), clock: { now: () => early } })).filter((id) => due.includes(id))).toEqual(
      [],
    );

    clock.advance(AUTO_ACCEPT_MS);
    const [a, b] = await Promise.all([autoAcceptDue({ db: db(), clock }), autoAcceptDue({ db: db(), clock })]);
    const again = await autoAcceptDue({ db: db(), clock });
    const accepted = [...a, ...b, ...again].filter((id) => due.includes(id) || id === frozen);
    expect(accepted.sort()).toEqual([...due].sort());

    for (const [i, orderId] of due.entries()) {
      const task = await db()
        .selectFrom('tasks')
        .select(['task_status', 'delivered_at'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(task).toEqual({ task_status: TASK_STATUS.completed, delivered_at: null });
      expect((await movementsOf(orderId)).map((m) => m.kind).sort()).toEqual(['pay-in', 'release']);
      expect(await escrowOf(db(), orderId)).toBe(0);
      const events = await db()
        .selectFrom('task_events')
        .select(['action', 'actor_id', 'remark'])
        .where('order_id', '=', orderId)
        .execute();
      expect(events).toEqual([{ action: 'accept', actor_id: null, remark: AUTO_ACCEPT_REMARK }]);
      const income = await db()
        .selectFrom('bills')
        .select('amount_fen')
        .where('order_id', '=', orderId)
        .where('user_id', '=', designerId)
        .execute();
      expect(income.map((r) => Number(r.amount_fen))).toEqual([10_000 * (i + 1)]);
    }
    // The seed's own 待验收 tasks fell due too (delivered the day before seeding): at least these three.
    expect((await balanceOf(db(), balanceAccount(designerId))) - before).toBeGreaterThanOrEqual(60_000);
    expect(await escrowOf(db(), frozen)).toBe(40_000);
    const employerNotes = await notificationsOf(db(), employerId, 'task.accepted');
    expect(employerNotes.filter((n) => n.title.startsWith('已自动验收：自动验收'))).toHaveLength(3);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
