/**
 * Field rules of spec §5, free of zod so browser code can use them on any route without pulling a
 * schema library. Each `check*` takes the raw field value and returns null when it is valid, or the
 * spec's exact Chinese message. `forms.ts` builds the zod schemas from these same functions, so a client
 * and the server can never disagree.
 */
import { MOBILE_LENGTH, TASK_NAME_MAX, TASK_NAME_MIN } from '../constants/index.js';

export { MESSAGES } from './messages.js';
import { MESSAGES } from './messages.js';

/** The largest budget the platform records (numeric(12,2) in the database). */
export const TASK_AMOUNT_MAX = 99_999_999;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** spec §5: required, 3 to 20 characters (counted as characters, so 3 Chinese characters pass). */
export function checkTaskName(value: unknown): string | null {
  const s = text(value)?.trim();
  if (!s) return MESSAGES.taskName;
  const length = Array.from(s).length;
  return length < TASK_NAME_MIN || length > TASK_NAME_MAX ? MESSAGES.taskName : null;
}

/** spec §5: a number not below 0; an empty value is not exempted, so it fails too. */
export function checkTaskAmount(value: unknown): string | null {
  const s = text(value)?.trim() ?? '';
  // Plain decimal notation only: "12", "12.5", ".5"; no sign, hex or exponent.
  if (!/^(\d+\.?\d*|\.\d+)$/.test(s)) return MESSAGES.taskAmount;
  return Number(s) > TASK_AMOUNT_MAX ? MESSAGES.taskAmountTooLarge : null;
}

/** spec §5: required, digits only, exactly 11 characters. */
export function checkMobile(value: unknown): string | null {
  const s = text(value);
  return s !== null && s.length === MOBILE_LENGTH && /^\d+$/.test(s) ? null : MESSAGES.mobile;
}

/** spec §5: required. */
export function checkSmsCode(value: unknown): string | null {
  const s = text(value)?.trim();
  return s ? null : MESSAGES.smsCode;
}
