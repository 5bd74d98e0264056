/**
 * Number readers shared by the rules and the CMS decoder. Values come from URLs, local storage and CMS
 * JSON, so a number may arrive as a string; anything else is "not numeric".
 */

const POSITIVE_INT = /^\d{1,16}$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A positive safe integer given as a number or a digits-only string (no sign, spaces or decimals). */
export function toPositiveInt(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && POSITIVE_INT.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A finite number given as a number or a plain decimal string ("3", "-2", "1.5"; not "1e3" or "0x1"). */
export function toFiniteNumber(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}
