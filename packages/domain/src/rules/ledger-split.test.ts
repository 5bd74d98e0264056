import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  balanceAccount,
  escrowAccount,
  EXTERNAL_ACCOUNT,
  isBalanced,
  LEDGER_MESSAGES,
  MOVEMENT_KIND,
  planPayIn,
  planRefundDone,
  planRefundRequest,
  planSplit,
  refundAccount,
} from './ledger.js';
import { prng } from './prng.test-kit.js';

const ORDER = 7;
const DESIGNER = 42;

function funded(held: number): Map<string, number> {
  const balances = new Map<string, number>();
  const pay = planPayIn(ORDER, held);
  if (!pay.ok) throw new Error(pay.message);
  expect(applyMovement(balances, pay.movement)).toBeNull();
  return balances;
}

describe('planSplit (a dispute decision, decision 023)', () => {
  it('over 500 random escrows and shares: the designer gets the share, the employer the rest, the escrow ends at 0, the ledger stays balanced', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const rnd = prng(seed);
      const held = 1 + Math.floor(rnd() * 10_000_000);
      // Edges often: nothing, everything, or anything between.
      const pick = rnd();
      const share = pick < 0.15 ? 0 : pick < 0.3 ? held : Math.floor(rnd() * (held + 1));
      const balances = funded(held);
      const planned = planSplit(ORDER, DESIGNER, share, (a) => balances.get(a) ?? 0);
      if (!planned.ok) throw new Error(`seed ${seed}: ${planned.message}`);
      for (const m of planned.movements) {
        expect(isBalanced(m.entries)).toBe(true);
        expect(applyMovement(balances, m)).toBeNull();
      }
      expect(balances.get(escrowAccount(ORDER))).toBe(0);
      expect(balances.get(balanceAccount(DESIGNER)) ?? 0).toBe(share);
      // Issue 33: the employer's part waits in refund:{task} for the company; external has not got it back yet.
      expect(balances.get(refundAccount(ORDER)) ?? 0).toBe(held - share);
      expect(balances.get(EXTERNAL_ACCOUNT)).toBe(-held);
      const kinds = planned.movements.map((m) => m.kind);
      expect(kinds).toEqual([
        ...(share > 0 ? [MOVEMENT_KIND.release] : []),
        ...(share < held ? [MOVEMENT_KIND.refundRequested] : []),
      ]);
      if (share < held) {
        // The company confirms: external paid `held` in and got `held - share` back.
        const done = planRefundDone(ORDER, held - share, (a) => balances.get(a) ?? 0);
        if (!done.ok) throw new Error(done.message);
        expect(applyMovement(balances, done.movement)).toBeNull();
        expect(balances.get(EXTERNAL_ACCOUNT)).toBe(-held + (held - share));
        expect(balances.get(refundAccount(ORDER))).toBe(0);
      }
    }
  });

  it('refuses a share below 0, above the escrow or not whole fen, and an empty escrow', () => {
    const balances = funded(10_000);
    const held = (a: string) => balances.get(a) ?? 0;
    for (const bad of [-1, 10_001, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(planSplit(ORDER, DESIGNER, bad, held)).toEqual({ ok: false, message: LEDGER_MESSAGES.share });
    }
    expect(planSplit(ORDER + 1, DESIGNER, 0, held)).toEqual({ ok: false, message: LEDGER_MESSAGES.nothingInEscrow });
  });

  it('a second split of the same escrow finds nothing left to move', () => {
    const balances = funded(5_000);
    const held = (a: string) => balances.get(a) ?? 0;
    const first = planSplit(ORDER, DESIGNER, 3_000, held);
    if (!first.ok) throw new Error(first.message);
    for (const m of first.movements) applyMovement(balances, m);
    expect(planSplit(ORDER, DESIGNER, 3_000, held).ok).toBe(false);
    expect(balances.get(balanceAccount(DESIGNER))).toBe(3_000);
  });
});

describe('refunds through the company (issue 33)', () => {
  it('a request moves escrow to refund:{task}; the confirmation moves it out once and never more than pending', () => {
    const balances = funded(8_000);
    const at = (a: string) => balances.get(a) ?? 0;
    expect(planRefundRequest(ORDER, 8_001, at)).toEqual({ ok: false, message: LEDGER_MESSAGES.insufficient });
    const asked = planRefundRequest(ORDER, 5_000, at);
    if (!asked.ok) throw new Error(asked.message);
    expect(applyMovement(balances, asked.movement)).toBeNull();
    expect([at(escrowAccount(ORDER)), at(refundAccount(ORDER))]).toEqual([3_000, 5_000]);
    const done = planRefundDone(ORDER, 5_000, at);
    if (!done.ok) throw new Error(done.message);
    expect(applyMovement(balances, done.movement)).toBeNull();
    // A second confirmation finds nothing pending.
    expect(planRefundDone(ORDER, 5_000, at)).toEqual({ ok: false, message: LEDGER_MESSAGES.insufficient });
    expect(planRefundDone(ORDER, 0, at)).toEqual({ ok: false, message: LEDGER_MESSAGES.amount });
    expect(at(EXTERNAL_ACCOUNT)).toBe(-3_000);
  });
});
