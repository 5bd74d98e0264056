/**
 * Money in the ledger's unit (integer fen) shown as yuan in docs/product.md §9's price format, like `formatPrice`:
 * `￥1,234.50元`, with a sign when asked (`+￥60.00元` income, `-￥45.00元` expense) and without 元 when
 * suppressed. Integer arithmetic only — no float ever touches an amount.
 */
import { PRICE_UNKNOWN, priceText } from './price.js';

export interface FormatFenOptions {
  /** Show `+` on positive amounts (bills). */
  signed?: boolean;
  /** `false` leaves out the trailing 元 (docs/product.md §9: "unless suppressed"), as in `formatPrice`. */
  suffix?: boolean;
}

export function formatFen(fen: number, opts: FormatFenOptions = {}): string {
  if (!Number.isSafeInteger(fen)) return PRICE_UNKNOWN;
  const abs = Math.abs(fen);
  const sign = fen < 0 ? '-' : opts.signed && fen > 0 ? '+' : '';
  return priceText(sign, String(Math.floor(abs / 100)), String(abs % 100).padStart(2, '0'), opts.suffix !== false);
}
