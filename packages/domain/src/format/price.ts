/**
 * docs/product.md §9 price format: '￥' + thousands-separated amount with 2 decimals, plus '元' unless suppressed.
 *
 * Choices where the spec is silent:
 * - Rounding is half-up (away from zero) on the decimal digits, never `Math.round(x * 100)`, so 1.005
 *   shows 1.01 as a person expects, not the float artefact 1.00.
 * - A negative amount puts the sign before the currency mark, `-￥1,234.00元`, as Intl's zh-CN CNY
 *   format does; an amount that rounds to zero never shows `-￥0.00`.
 * - Input that is not a finite number (NaN, Infinity, '', 'abc', '1,234', null at runtime) renders
 *   `PRICE_UNKNOWN` ('—'): showing ￥0.00 would tell the user a task is free when we do not know.
 */

export const PRICE_UNKNOWN = '—';

export interface FormatPriceOptions {
  /** Append '元' (default true). */
  suffix?: boolean;
}

/** Sign, integer digits and fraction digits of a decimal, with any exponent already applied. */
interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Exponents beyond this would mean absurd strings; amounts that large are not prices. */
const MAX_EXPONENT = 100;

function parseDecimal(amount: unknown): Decimal | null {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  // String(number) is the shortest text that round-trips, so 1.005 stays "1.005" (maybe with e-notation).
  const match = DECIMAL.exec(String(amount).trim());
  if (!match) return null;
  const [, sign = '', intDigits = '', fracDigits = '', exp = '0'] = match;
  if (intDigits === '' && fracDigits === '') return null;
  const shift = Number(exp);
  if (Math.abs(shift) > MAX_EXPONENT) return null;
  return shiftPoint({ negative: sign === '-', int: intDigits, frac: fracDigits }, shift);
}

/** Moves the decimal point `shift` places right (negative: left) on the digit strings. */
function shiftPoint(d: Decimal, shift: number): Decimal {
  const digits = d.int + d.frac;
  const point = d.int.length + shift;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return { negative: d.negative, int: padded.slice(0, at) || '0', frac: padded.slice(at) };
}

/** Rounds to 2 decimals, half-up on the third digit, as an integer count of cents (BigInt: no overflow). */
function toCents(d: Decimal): bigint {
  const cents = BigInt(d.int + d.frac.padEnd(2, '0').slice(0, 2));
  return (d.frac[2] ?? '0') >= '5' ? cents + 1n : cents;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The one spelling of an amount (docs/product.md §9), shared with `formatFen`: sign, '￥', the yuan digits grouped by
 * thousands, two cent digits, and '元' unless suppressed.
 */
export function priceText(sign: string, yuanDigits: string, centDigits: string, suffix = true): string {
  return `${sign}￥${groupThousands(yuanDigits)}.${centDigits}${suffix ? '元' : ''}`;
}

export function formatPrice(amount: number | string, opts: FormatPriceOptions = {}): string {
  const decimal = parseDecimal(amount);
  if (!decimal) return PRICE_UNKNOWN;
  const cents = toCents(decimal).toString().padStart(3, '0');
  const sign = decimal.negative && /[1-9]/.test(cents) ? '-' : '';
  return priceText(sign, cents.slice(0, -2), cents.slice(-2), opts.suffix !== false);
}
