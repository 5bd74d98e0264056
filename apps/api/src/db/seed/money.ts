/**
 * Money stories (issue 9) on top of the task stories, idempotent (its own `app_meta` marker): every
 * ordinary task that reached 进行中, 待验收 or 已完成 had its budget paid into escrow through the sandbox
 * (a paid pay order and a pay-in just before its assignment); 已完成 ones released it to their designer at
 * acceptance. The demo employer's 秋冬新品海报设计 (招募中) is paid too, so it can be assigned at once;
 * 门店菜单排版设计 is not, so the cashier has something to do. 林小鹿 keeps a bank card and one payout.
 * Everything goes through the api's own postings (billing/escrow.ts, `writeMovement`), so the seed's ledger
 * obeys the same rules as the api.
 */
import { planPayout, planPayoutResult, yuanToFen, type Planned } from '@bazaar/domain/rules';
import { PAY_ORDER_STATUS, PAYOUT_STATUS } from '@bazaar/domain/api';
import { TASK_KIND, TASK_STATUS } from '@bazaar/domain/constants';
import type { Db, Tx } from '../database';
import { transact } from '../transact';
import { payIntoEscrow, releaseHeld } from '../../modules/billing/escrow';
import { writeMovement } from '../../modules/billing/ledger.repository';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from './accounts';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-money';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Paid before assignment, though not yet assigned (the e2e journeys assign it). */
export const SEED_FUNDED_RECRUITING = '秋冬新品海报设计';

const must = (p: Planned) => {
  if (!p.ok) throw new Error(`seed money: ${p.message}`);
  return p.movement;
};

export async function payIn(
  trx: Tx,
  task: { order_id: number; task_name: string; employer_id: number },
  fen: number,
  at: Date,
) {
  const { pay_order_id } = await trx
    .insertInto('pay_orders')
    .values({
      out_trade_no: `BZSEED${task.order_id}`,
      order_id: task.order_id,
      payer_id: task.employer_id,
      amount_fen: fen,
      provider: 'sandbox',
      status: PAY_ORDER_STATUS.paid,
      trade_no: `SBXSEED${task.order_id}`,
      created_at: new Date(at.getTime() - 5 * 60_000),
      expires_at: new Date(at.getTime() + 10 * 60_000),
      paid_at: at,
    })
    .returning('pay_order_id')
    .executeTakeFirstOrThrow();
  await payIntoEscrow(trx, task, { fen, payOrderId: pay_order_id, payerId: task.employer_id, now: at });
}

/** Writes the money stories once; true when it wrote them now. Needs the task stories (their events). */
export async function seedMoney(db: Db): Promise<boolean> {
  if (await seeded(db, SEED_KEY)) return false;
  if (!(await db.selectFrom('app_meta').select('value').where('key', '=', 'seed-tasks').executeTakeFirst())) {
    return false;
  }
  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, '1'))) return false;

    const tasks = await trx
      .selectFrom('tasks')
      .select(['order_id', 'task_name', 'employer_id', 'task_status', 'task_amount', 'hired_designer_id', 'created_at'])
      .where('task_kind', '=', TASK_KIND.normal)
      .where((eb) =>
        eb.or([
          eb('task_status', 'in', [TASK_STATUS.inProgress, TASK_STATUS.delivered, TASK_STATUS.completed]),
          eb.and([eb('task_name', '=', SEED_FUNDED_RECRUITING), eb('employer_id', '=', DEMO_EMPLOYER.userId)]),
        ]),
      )
      .orderBy('order_id')
      .execute();
    const events = await trx
      .selectFrom('task_events')
      .select(['order_id', 'action', 'created_at'])
      .where('action', 'in', ['assign', 'accept'])
      .execute();
    const at = (orderId: number, action: string) =>
      events.find((e) => e.order_id === orderId && e.action === action)?.created_at;

    for (const t of tasks) {
      const fen = yuanToFen(t.task_amount);
      if (!fen) continue;
      const created = new Date(t.created_at).getTime();
      const assigned = at(t.order_id, 'assign');
      const paidAt = assigned ? new Date(new Date(assigned).getTime() - HOUR) : new Date(created + 22 * HOUR);
      await payIn(trx, t, fen, paidAt);
      if (t.task_status === TASK_STATUS.completed && t.hired_designer_id !== null) {
        const designer = t.hired_designer_id;
        const accepted = at(t.order_id, 'accept') ?? new Date(created + 12 * DAY);
        if (!(await releaseHeld(trx, t, designer, fen, new Date(accepted)))) {
          throw new Error(`seed money: nothing to release for task ${t.order_id}`);
        }
      }
    }

    // 林小鹿's bank card and a payout of part of her balance (when she has one).
    const balance = await trx
      .selectFrom('ledger_balances')
      .select('balance_fen')
      .where('account', '=', `balance:${DEMO_DESIGNER.userId}`)
      .executeTakeFirst();
    const available = Number(balance?.balance_fen ?? 0);
    const { card_id } = await trx
      .insertInto('bank_cards')
      .values({
        user_id: DEMO_DESIGNER.userId,
        holder_name: '林小鹿',
        bank_name: '招商银行',
        card_no: '6225880212345678',
        created_at: new Date('2025-10-01T10:00:00+08:00'),
      })
      .returning('card_id')
      .executeTakeFirstOrThrow();
    const amount = Math.floor(available / 2 / 100) * 100;
    if (amount >= 100) {
      const when = new Date('2025-10-28T15:30:00+08:00');
      const { payout_id } = await trx
        .insertInto('payouts')
        .values({
          user_id: DEMO_DESIGNER.userId,
          card_id,
          amount_fen: amount,
          status: PAYOUT_STATUS.paid,
          provider: 'sandbox',
          transfer_ref: 'SBX-SEED-1',
          created_at: when,
          finished_at: when,
        })
        .returning('payout_id')
        .executeTakeFirstOrThrow();
      const me = DEMO_DESIGNER.userId;
      await writeMovement(trx, must(planPayout(me, amount, () => available)), {
        payoutId: payout_id,
        ownerOf: () => me,
        bill: { userId: me, title: '提现至 招商银行 尾号5678' },
        now: when,
      });
      await writeMovement(trx, must(planPayoutResult(me, amount, true, () => amount)), {
        payoutId: payout_id,
        ownerOf: () => me,
        now: when,
      });
    }
    return true;
  });
}
