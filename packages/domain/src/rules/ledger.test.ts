import { describe, expect, it } from 'vitest';
import { formatFen } from '../format/money.js';
import {
  applyMovement,
  balanceAccount,
  billAmountOf,
  escrowAccount,
  EXTERNAL_ACCOUNT,
  isBalanced,
  LEDGER_MESSAGES,
  MOVEMENT_KIND,
  payoutAccount,
  planPayIn,
  planPayout,
  planPayoutResult,
  planRefund,
  planRelease,
  yuanToFen,
  type Planned,
} from './ledger.js';
import { prng } from './prng.test-kit.js';

type TaskState = 'open' | 'funded' | 'assigned' | 'done' | 'closed';

describe('ledger (property: random sequences of pay/assign/accept/refund/payout)', () => {
  it(
    'keeps the sum of all entries at zero and no account but external below zero, over 300 seeded runs',
    { timeout: 60_000 },
    () => {
      for (let seed = 1; seed <= 300; seed++) {
        const rand = prng(seed);
        const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
        const balances = new Map<string, number>();
        const get = (a: string) => balances.get(a) ?? 0;
        const journal: number[] = [];
        const tasks = new Map<number, { state: TaskState; budget: number; designer: number }>();
        const inFlight: { user: number; amount: number }[] = [];
        const write = (planned: Planned) => {
          if (!planned.ok) return false;
          const refused = applyMovement(balances, planned.movement);
          if (refused) return false;
          for (const e of planned.movement.entries) journal.push(e.amount);
          return true;
        };
        for (let step = 0; step < 120; step++) {
          const op = pick(['new', 'pay', 'assign', 'accept', 'refund', 'payout', 'payoutResult', 'overdraw'] as const);
          const ids = [...tasks.keys()];
          const id = ids.length ? pick(ids) : 0;
          const task = tasks.get(id);
          switch (op) {
            case 'new':
              tasks.set(tasks.size + 1, {
                state: 'open',
                budget: 1 + Math.floor(rand() * 1_000_000),
                designer: 1 + Math.floor(rand() * 5),
              });
              break;
            case 'pay':
              if (task?.state === 'open' && write(planPayIn(id, task.budget))) task.state = 'funded';
              break;
            case 'assign':
              // Assignment moves no money; it needs the escrow funded (the api refuses otherwise).
              if (task?.state === 'funded' && get(escrowAccount(id)) === task.budget) task.state = 'assigned';
              break;
            case 'accept':
              if (task?.state === 'assigned' && write(planRelease(id, task.designer, get))) task.state = 'done';
              break;
            case 'refund':
              if (task && (task.state === 'funded' || task.state === 'open')) {
                const wrote = write(planRefund(id, get));
                if (wrote !== (task.state === 'funded'))
                  expect({ seed, step, wrote }).toBe('refund only what is funded');
                task.state = 'closed';
              }
              break;
            case 'payout': {
              const user = 1 + Math.floor(rand() * 5);
              const available = get(balanceAccount(user));
              const amount = 1 + Math.floor(rand() * Math.max(1, available));
              const wrote = write(planPayout(user, amount, get));
              if (wrote !== amount <= available)
                expect({ seed, step, amount, available }).toBe('payout only within the balance');
              if (wrote) inFlight.push({ user, amount });
              break;
            }
            case 'payoutResult': {
              const p = inFlight.shift();
              if (p && !write(planPayoutResult(p.user, p.amount, rand() < 0.7, get)))
                expect({ seed, step }).toBe('payout result booked');
              break;
            }
            case 'overdraw': {
              const user = 1 + Math.floor(rand() * 5);
              if (write(planPayout(user, get(balanceAccount(user)) + 1, get)))
                expect({ seed, step }).toBe('no overdraft');
              break;
            }
          }
          // Plain checks in the loop (an expect per step and account is slow); one assertion names the seed.
          const sum = journal.reduce((s, a) => s + a, 0);
          const negative = [...balances].find(
            ([a, v]) => (a !== EXTERNAL_ACCOUNT && v < 0) || !Number.isSafeInteger(v),
          );
          if (sum !== 0 || negative)
            expect({ seed, step, sum, negative }).toEqual({ seed, step, sum: 0, negative: undefined });
        }
        // Money is conserved: what came in is held, available, in flight or went back out.
        const held = [...balances].filter(([a]) => a !== EXTERNAL_ACCOUNT).reduce((s, [, v]) => s + v, 0);
        expect(held + get(EXTERNAL_ACCOUNT)).toBe(0);
      }
    },
  );

  it('refuses non-integer, zero, negative and oversized amounts', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 10_000_000_000]) {
      expect(planPayIn(1, bad)).toEqual({ ok: false, message: LEDGER_MESSAGES.amount });
    }
  });

  it('releases and refunds exactly what the escrow holds, and nothing from an empty one', () => {
    const b = new Map<string, number>();
    const payIn = planPayIn(7, 450_000);
    expect(payIn.ok && applyMovement(b, payIn.movement)).toBeNull();
    const release = planRelease(7, 1, (a) => b.get(a) ?? 0);
    expect(release).toEqual({
      ok: true,
      movement: {
        kind: MOVEMENT_KIND.release,
        entries: [
          { account: 'escrow:7', amount: -450_000 },
          { account: 'balance:1', amount: 450_000 },
        ],
      },
    });
    expect(release.ok && applyMovement(b, release.movement)).toBeNull();
    expect(planRefund(7, (a) => b.get(a) ?? 0)).toEqual({ ok: false, message: LEDGER_MESSAGES.nothingInEscrow });
    expect(planRefund(8, () => 500, 200)).toMatchObject({
      ok: true,
      movement: { entries: [{ amount: -200 }, { amount: 200 }] },
    });
    expect(planRefund(8, () => 500, 501)).toEqual({ ok: false, message: LEDGER_MESSAGES.insufficient });
    expect(b.get(payoutAccount(1)) ?? 0).toBe(0);
  });

  it('will not write an unbalanced movement', () => {
    expect(isBalanced([{ account: 'a', amount: 1 }])).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 1 },
        { account: 'b', amount: -2 },
      ]),
    ).toBe(false);
    const b = new Map<string, number>();
    expect(
      applyMovement(b, {
        kind: 'pay-in',
        entries: [
          { account: 'a', amount: 1 },
          { account: 'b', amount: 0.5 },
        ],
      }),
    ).toBe(LEDGER_MESSAGES.unbalanced);
    expect(b.size).toBe(0);
  });

  it('signs bills from the user side and converts yuan budgets to fen exactly', () => {
    expect(billAmountOf('pay-in', 100)).toBe(-100);
    expect(billAmountOf('release', 100)).toBe(100);
    expect(billAmountOf('payout', 100)).toBe(-100);
    expect(billAmountOf('payout-failed', 100)).toBe(100);
    expect(yuanToFen('4500.00')).toBe(450_000);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(formatFen(123_456_789)).toBe('￥1,234,567.89元');
    expect(formatFen(6000, { signed: true })).toBe('+￥60.00元');
    expect(formatFen(-5)).toBe('-￥0.05元');
    expect(formatFen(6000, { suffix: false })).toBe('￥60.00');
    expect(formatFen(1.5)).toBe('—');
  });
});
