/**
 * The money ledger (issue 9, docs/decisions/011): every movement of money is a set of entries that sum to
 * zero, in integer fen (分), never floats. Pure and zod-free: the api plans each movement with these
 * functions inside the transaction of the task change it belongs to; the web formats the results.
 *
 * Accounts (each entry names one):
 *   external        the outside world (the payment channel and the banks) — the only account that may be
 *                   negative: it mirrors everything that ever came in minus what went out;
 *   escrow:{task}   a task's budget, held from the employer's payment until acceptance or refund (托管);
 *   balance:{user}  a user's available balance (a designer's income);
 *   payout:{user}   money on its way to the user's bank card, Alipay or WeChat (提现中);
 *   refund:{task}   a task's money on its way back to the employer's payment: the company was asked and has
 *                   not confirmed yet (退款中, issue 33; owned by the employer).
 *
 *   pay-in   external → escrow:{task}            the employer pays the budget (through the provider)
 *   release  escrow:{task} → balance:{designer}  acceptance; no platform fee (decision 011)
 *   refund   escrow:{task} → external            closing before work: back to the employer's payment (at once:
 *                                                the seed's stories and payments returned before issue 33)
 *   refund-requested  escrow:{task} → refund:{task}  issue 33: the company is asked to refund; no bill yet
 *   refund-done       refund:{task} → external       the company confirmed: the employer's 退款 bill
 *   payout   balance:{user} → payout:{user}      a designer asks for a transfer to a bank card
 *   payout-done    payout:{user} → external      the transfer provider confirmed
 *   payout-failed  payout:{user} → balance:{user} the transfer failed: the money is back
 */

export const EXTERNAL_ACCOUNT = 'external';
export const escrowAccount = (orderId: number): string => `escrow:${orderId}`;
export const balanceAccount = (userId: number): string => `balance:${userId}`;
export const payoutAccount = (userId: number): string => `payout:${userId}`;
export const refundAccount = (orderId: number): string => `refund:${orderId}`;

export const MOVEMENT_KIND = {
  payIn: 'pay-in',
  release: 'release',
  refund: 'refund',
  refundRequested: 'refund-requested',
  refundDone: 'refund-done',
  payout: 'payout',
  payoutDone: 'payout-done',
  payoutFailed: 'payout-failed',
} as const;
export type MovementKind = (typeof MOVEMENT_KIND)[keyof typeof MOVEMENT_KIND];

/** One line of a movement: `amount` fen into `account` (negative: out of it). */
export interface LedgerEntry {
  account: string;
  amount: number;
}

export interface Movement {
  kind: MovementKind;
  entries: LedgerEntry[];
}

/** The largest single amount: ￥99,999,999.00元 (the task budget's cap) in fen. */
export const FEN_MAX = 9_999_999_900;

export const LEDGER_MESSAGES = {
  amount: '金额必须是大于0的整数（单位：分）',
  insufficient: '可用余额不足',
  nothingInEscrow: '该任务没有托管中的赏金',
  unbalanced: '账目不平：分录合计必须为0',
  share: '分配金额须为 0 到托管金额之间的整数（单位：分）',
} as const;

export type Planned = { ok: true; movement: Movement } | { ok: false; message: string };

export const isFen = (n: unknown): n is number =>
  Number.isSafeInteger(n) && (n as number) > 0 && (n as number) <= FEN_MAX;

/** A balance lookup: the current balance of an account in fen (0 when it has none). */
export type Balances = (account: string) => number;

const move = (kind: MovementKind, from: string, to: string, amount: number): Planned =>
  isFen(amount)
    ? {
        ok: true,
        movement: {
          kind,
          entries: [
            { account: from, amount: -amount },
            { account: to, amount },
          ],
        },
      }
    : { ok: false, message: LEDGER_MESSAGES.amount };

/** The employer's payment of a task's budget reaches escrow. */
export const planPayIn = (orderId: number, amount: number): Planned =>
  move(MOVEMENT_KIND.payIn, EXTERNAL_ACCOUNT, escrowAccount(orderId), amount);

/** Acceptance: everything held for the task goes to the hired designer. */
export function planRelease(orderId: number, designerId: number, balances: Balances): Planned {
  const held = balances(escrowAccount(orderId));
  if (held <= 0) return { ok: false, message: LEDGER_MESSAGES.nothingInEscrow };
  return move(MOVEMENT_KIND.release, escrowAccount(orderId), balanceAccount(designerId), held);
}

/**
 * Closing before work: everything held goes back to the employer's payment — or only `amount` of it (a
 * second payment of an already funded task is returned on its own).
 */
export function planRefund(orderId: number, balances: Balances, amount?: number): Planned {
  const held = balances(escrowAccount(orderId));
  if (held <= 0) return { ok: false, message: LEDGER_MESSAGES.nothingInEscrow };
  if (amount !== undefined && amount > held) return { ok: false, message: LEDGER_MESSAGES.insufficient };
  return move(MOVEMENT_KIND.refund, escrowAccount(orderId), EXTERNAL_ACCOUNT, amount ?? held);
}

/**
 * Issue 33: `amount` of the task's escrow is on its way back through the company (escrow → refund:{task});
 * the employer's 退款 bill waits for the company's confirmation (`planRefundDone`).
 */
export function planRefundRequest(orderId: number, amount: number, balances: Balances): Planned {
  if (!isFen(amount)) return { ok: false, message: LEDGER_MESSAGES.amount };
  if (balances(escrowAccount(orderId)) < amount) return { ok: false, message: LEDGER_MESSAGES.insufficient };
  return move(MOVEMENT_KIND.refundRequested, escrowAccount(orderId), refundAccount(orderId), amount);
}

/** The company confirmed a refund: it leaves the task's pending refund for the employer's payment. */
export function planRefundDone(orderId: number, amount: number, balances: Balances): Planned {
  if (!isFen(amount)) return { ok: false, message: LEDGER_MESSAGES.amount };
  if (balances(refundAccount(orderId)) < amount) return { ok: false, message: LEDGER_MESSAGES.insufficient };
  return move(MOVEMENT_KIND.refundDone, refundAccount(orderId), EXTERNAL_ACCOUNT, amount);
}

/**
 * A dispute's decision (issue 25, decision 023): `designerFen` of what is held goes to the designer, the rest
 * back towards the employer's payment — as a release and a refund request (issue 33: the refund waits for the
 * company in refund:{task}; the employer's 退款 bill comes with its confirmation), leaving the escrow at
 * exactly zero. A share of 0 is a full refund, the whole
 * escrow a full release; a share below 0, above the escrow or not whole fen is refused.
 */
export function planSplit(
  orderId: number,
  designerId: number,
  designerFen: number,
  balances: Balances,
): { ok: true; movements: Movement[] } | { ok: false; message: string } {
  const held = balances(escrowAccount(orderId));
  if (held <= 0) return { ok: false, message: LEDGER_MESSAGES.nothingInEscrow };
  if (!Number.isSafeInteger(designerFen) || designerFen < 0 || designerFen > held)
    return { ok: false, message: LEDGER_MESSAGES.share };
  const movements: Movement[] = [];
  for (const planned of [
    designerFen > 0
      ? move(MOVEMENT_KIND.release, escrowAccount(orderId), balanceAccount(designerId), designerFen)
      : null,
    held - designerFen > 0
      ? move(MOVEMENT_KIND.refundRequested, escrowAccount(orderId), refundAccount(orderId), held - designerFen)
      : null,
  ]) {
    if (!planned) continue;
    if (!planned.ok) return planned;
    movements.push(planned.movement);
  }
  return { ok: true, movements };
}

/** A payout request: from the available balance to the transfer in flight; never more than the balance. */
export function planPayout(userId: number, amount: number, balances: Balances): Planned {
  if (!isFen(amount)) return { ok: false, message: LEDGER_MESSAGES.amount };
  if (balances(balanceAccount(userId)) < amount) return { ok: false, message: LEDGER_MESSAGES.insufficient };
  return move(MOVEMENT_KIND.payout, balanceAccount(userId), payoutAccount(userId), amount);
}

/** The transfer of a payout ended: paid out to the bank, or failed and back in the balance. */
export function planPayoutResult(userId: number, amount: number, paid: boolean, balances: Balances): Planned {
  if (!isFen(amount)) return { ok: false, message: LEDGER_MESSAGES.amount };
  if (balances(payoutAccount(userId)) < amount) return { ok: false, message: LEDGER_MESSAGES.insufficient };
  return paid
    ? move(MOVEMENT_KIND.payoutDone, payoutAccount(userId), EXTERNAL_ACCOUNT, amount)
    : move(MOVEMENT_KIND.payoutFailed, payoutAccount(userId), balanceAccount(userId), amount);
}

/** Whether a movement may be written: at least two entries of whole fen summing to zero. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return (
    entries.length >= 2 &&
    entries.every((e) => Number.isSafeInteger(e.amount) && e.amount !== 0) &&
    entries.reduce((sum, e) => sum + e.amount, 0) === 0
  );
}

/**
 * Applies a movement to a balance map; refuses (returns the reason) when it is unbalanced or would take
 * an account other than `external` below zero. The api's ledger_balances check says the same in SQL.
 */
export function applyMovement(balances: Map<string, number>, movement: Movement): string | null {
  if (!isBalanced(movement.entries)) return LEDGER_MESSAGES.unbalanced;
  const next = new Map<string, number>();
  for (const e of movement.entries)
    next.set(e.account, (next.get(e.account) ?? balances.get(e.account) ?? 0) + e.amount);
  for (const [account, value] of next) {
    if (account !== EXTERNAL_ACCOUNT && value < 0) return LEDGER_MESSAGES.insufficient;
  }
  for (const [account, value] of next) balances.set(account, value);
  return null;
}

/** Bill kinds a user's bills are filtered by (账单类型). */
export const BILL_KIND = {
  payment: 'payment',
  income: 'income',
  refund: 'refund',
  payout: 'payout',
} as const;
export type BillKind = (typeof BILL_KIND)[keyof typeof BILL_KIND];

export const BILL_KIND_NAME: Readonly<Record<BillKind, string>> = {
  payment: '支付赏金',
  income: '任务收入',
  refund: '退款',
  payout: '提现',
};

/**
 * How a movement shows in one user's bills: its kind and the signed amount from that user's side
 * (income positive, expense negative); null when the movement is not a bill of theirs. A failed payout
 * returns the money, so it shows as a positive 提现 line (提现退回).
 */
export function billKindOf(kind: MovementKind): BillKind | null {
  switch (kind) {
    case MOVEMENT_KIND.payIn:
      return BILL_KIND.payment;
    case MOVEMENT_KIND.release:
      return BILL_KIND.income;
    case MOVEMENT_KIND.refund:
    case MOVEMENT_KIND.refundDone:
      return BILL_KIND.refund;
    // Not a bill until the company confirms it (refund-done).
    case MOVEMENT_KIND.refundRequested:
      return null;
    case MOVEMENT_KIND.payout:
    case MOVEMENT_KIND.payoutFailed:
      return BILL_KIND.payout;
    case MOVEMENT_KIND.payoutDone:
      return null;
  }
}

/**
 * The amount a user's bill shows for a movement: a payment is the employer's expense (−), income and
 * refunds come in (+), a payout goes out (−) and a failed one comes back (+).
 */
export function billAmountOf(kind: MovementKind, amount: number): number {
  switch (kind) {
    case MOVEMENT_KIND.payIn:
    case MOVEMENT_KIND.payout:
      return -Math.abs(amount);
    default:
      return Math.abs(amount);
  }
}

/** Converts a budget in yuan (numeric text like "4500.00", or a number) to whole fen; null when not exact. */
export function yuanToFen(yuan: string | number): number | null {
  const s = String(yuan).trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Cashier orders: waiting, paid (held), past their QR code's life, refused by the provider, paid but returned. */
export const PAY_ORDER_STATUS = { pending: 0, paid: 1, expired: 2, failed: 3, refunded: 4 } as const;

/** A task's escrow: nothing paid yet, held by the platform, paid out to the designer, or back with the employer. */
export const ESCROW_STATUS = { unpaid: 'unpaid', held: 'held', released: 'released', refunded: 'refunded' } as const;
export type EscrowStatus = (typeof ESCROW_STATUS)[keyof typeof ESCROW_STATUS];

/**
 * Payouts: under way at the company, arrived, failed (the money is back in the balance), or (issue 33)
 * waiting for the designer to confirm receipt inside WeChat (待确认收款, WeChat's merchant transfer).
 */
export const PAYOUT_STATUS = { processing: 0, paid: 1, failed: 2, awaitingConfirm: 3 } as const;
export type PayoutStatus = (typeof PAYOUT_STATUS)[keyof typeof PAYOUT_STATUS];

/** What a payout's status is called where the designer sees it. */
export const PAYOUT_STATUS_NAME: Readonly<Record<PayoutStatus, string>> = {
  0: '处理中',
  1: '已到账',
  2: '提现失败',
  3: '待确认收款',
};

/** Where a payout goes (issue 33): a saved bank card, the designer's Alipay account, or their WeChat. */
export const PAYOUT_TARGET = { bankcard: 'bankcard', alipay: 'alipay', wechat: 'wechat' } as const;
export type PayoutTargetKind = (typeof PAYOUT_TARGET)[keyof typeof PAYOUT_TARGET];

/** Refunds through the payment company (issue 33): asked, under way there, confirmed, or refused. */
export const REFUND_STATUS = { requested: 'requested', pending: 'pending', done: 'done', failed: 'failed' } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
