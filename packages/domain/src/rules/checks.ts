/**
 * Field rules of docs/product.md §5, free of zod so browser code can use them on any route without pulling a
 * schema library. Each `check*` takes the raw field value and returns null when it is valid, or the
 * spec's exact Chinese message. `forms.ts` builds the zod schemas from these same functions, so a client
 * and the server can never disagree.
 */
import { MOBILE_LENGTH, TASK_NAME_MAX, TASK_NAME_MIN } from '../constants/base.js';

export { MESSAGES } from './messages.js';
import { MESSAGES } from './messages.js';

/** The largest budget the platform records (numeric(12,2) in the database). */
export const TASK_AMOUNT_MAX = 99_999_999;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** docs/product.md §5: required, 3 to 20 characters (counted as characters, so 3 Chinese characters pass). */
export function checkTaskName(value: unknown): string | null {
  const s = text(value)?.trim();
  if (!s) return MESSAGES.taskName;
  const length = Array.from(s).length;
  return length < TASK_NAME_MIN || length > TASK_NAME_MAX ? MESSAGES.taskName : null;
}

/** docs/product.md §5: a number not below 0; an empty value is not exempted, so it fails too. */
export function checkTaskAmount(value: unknown): string | null {
  const s = text(value)?.trim() ?? '';
  // Plain decimal notation only: "12", "12.5", ".5"; no sign, hex or exponent.
  if (!/^(\d+\.?\d*|\.\d+)$/.test(s)) return MESSAGES.taskAmount;
  if (Number(s) > TASK_AMOUNT_MAX) return MESSAGES.taskAmountTooLarge;
  // numeric(12,2) would round a third decimal silently: refuse it instead (issue 22).
  return amountFen(s) === null ? MESSAGES.taskAmountCents : null;
}

/**
 * A budget in yuan as written ("12", "12.5", ".5", "12.") to whole fen, by its digits (no binary float
 * on the way); null for anything else, more than two decimals included. Amounts travel as fen from the
 * form to the ledger.
 */
export function amountFen(value: unknown): number | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text(value)?.trim() ?? '');
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const fen = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Whole fen as the yuan text a numeric(12,2) column stores exactly: 100001 → "1000.01". */
export const fenToYuanText = (fen: number): string =>
  `${Math.trunc(fen / 100)}.${String(Math.abs(fen % 100)).padStart(2, '0')}`;

/** docs/product.md §5: required, digits only, exactly 11 characters. */
export function checkMobile(value: unknown): string | null {
  const s = text(value);
  return s !== null && s.length === MOBILE_LENGTH && /^\d+$/.test(s) ? null : MESSAGES.mobile;
}

/** docs/product.md §5: required. */
export function checkSmsCode(value: unknown): string | null {
  const s = text(value)?.trim();
  return s ? null : MESSAGES.smsCode;
}
