/**
 * The money pages' pure rules (issue 9; the desktop and the phone site): bill filters from the URL, the cashier's
 * countdown, the confirm page's verdict, and the sandbox QR pattern. Zod-free (browser code).
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

/**
 * A QR-like pattern for the sandbox (a real provider's QR code carries its payment link; the sandbox's is
 * never scanned — its button confirms): `size`² cells from a hash of the text, with the three finder squares.
 */
export function qrCells(text: string, size = 25): boolean[] {
  let h = 2166136261;
  const cells: boolean[] = [];
  for (let i = 0; i < size * size; i++) {
    h ^= text.charCodeAt(i % Math.max(1, text.length)) + i;
    h = Math.imul(h, 16777619) >>> 0;
    cells.push((h & 8) !== 0);
  }
  const finder = (r0: number, c0: number) => {
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 7; c++) {
        const edge = r === 0 || r === 6 || c === 0 || c === 6;
        const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
        cells[(r0 + r) * size + c0 + c] = edge || core;
      }
  };
  finder(0, 0);
  finder(0, size - 7);
  finder(size - 7, 0);
  return cells;
}

/** Yuan typed in the payout form → fen; null when not a plain amount with at most 2 decimals. */
export function yuanInputToFen(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
