/**
 * The money pages' pure rules (issue 9; the desktop and the phone site): bill filters from the URL, the cashier's
 * countdown and the confirm page's verdict. Zod-free (browser code).
 */
import { BILL_KIND, BILL_KIND_NAME, PAY_ORDER_STATUS, type BillKind } from './ledger.js';

export const BILL_PAGE_SIZE = 10;

/** The kind tabs: all, then the kinds this side of the market sees. */
export function billKindsFor(side: 'employer' | 'designer'): { key: BillKind | 'all'; label: string }[] {
  const kinds: BillKind[] =
    side === 'designer' ? [BILL_KIND.income, BILL_KIND.payout] : [BILL_KIND.payment, BILL_KIND.refund];
  return [{ key: 'all', label: '全部' }, ...kinds.map((k) => ({ key: k, label: BILL_KIND_NAME[k] }))];
}

export function kindParam(value: string | null): BillKind | undefined {
  return value && (Object.values(BILL_KIND) as string[]).includes(value) ? (value as BillKind) : undefined;
}

export function monthParam(value: string | null): string | undefined {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}

/** The last `count` months (YYYY-MM, China time), newest first, for the month filter. */
export function recentMonths(now: Date, count = 12): string[] {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  let y = china.getUTCFullYear();
  let m = china.getUTCMonth() + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

export const monthLabel = (month: string): string => `${month.slice(0, 4)}年${Number(month.slice(5))}月`;

/** mm:ss left until `expiresAt`; null once it has passed. */
export function countdown(expiresAt: string, now: number): string | null {
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (!(left > 0)) return null;
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

export type PayVerdict = 'success' | 'pending' | 'failed';

/** What /pay/confirm shows for an order's status. */
export function payVerdict(status: number): PayVerdict {
  if (status === PAY_ORDER_STATUS.paid) return 'success';
  if (status === PAY_ORDER_STATUS.pending) return 'pending';
  return 'failed';
}

export const PAY_VERDICT_TEXT: Record<PayVerdict, string> = {
  success: '支付成功',
  pending: '支付处理中',
  failed: '支付失败',
};

/** Yuan typed in the payout form → fen; null when not a plain amount with at most 2 decimals. */
export function yuanInputToFen(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The month picker's months: the last twelve, and the one in the address when it is older. */
export function billMonths(now: Date, month: string | undefined): string[] {
  const months = recentMonths(now);
  if (month && !months.includes(month)) months.push(month);
  return months;
}

/** The totals' labels: 收入合计 / 支出合计, or that month's (2026年11月收入). */
export const billSumLabels = (month: string | undefined): { income: string; expense: string } =>
  month
    ? { income: `${monthLabel(month)}收入`, expense: `${monthLabel(month)}支出` }
    : { income: '收入合计', expense: '支出合计' };

/**
 * What an empty bill list says and where its button goes: with a filter, back to all bills; a designer to the
 * task hall; an employer to their tasks (each site maps `to` to its own path).
 */
export function billsEmpty(
  side: 'employer' | 'designer',
  filtered: boolean,
): { text: string; label: string; to: 'allBills' | 'taskHall' | 'myTasks' } {
  if (filtered) return { text: '没有符合条件的账单', label: '查看全部账单', to: 'allBills' };
  return side === 'designer'
    ? { text: '还没有账单，完成任务后收入会记在这里', label: '去任务大厅', to: 'taskHall' }
    : { text: '还没有账单，托管任务赏金后会记在这里', label: '查看我的任务', to: 'myTasks' };
}
