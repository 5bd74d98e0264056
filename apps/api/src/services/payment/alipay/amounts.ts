/**
 * Alipay's money and time as text: amounts in yuan with two decimals (`"12.30"`), times in China time without
 * a zone (`"2026-11-28 17:00:00"`). Converted with integers and string work only, so no floating-point drift
 * ever reaches an amount (0.1 + 0.2 is never asked).
 */

/** 1230 → `"12.30"`. Throws on anything but a non-negative safe integer (a bug upstream, never user input). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * `"12.30"` / `"12.3"` / `"12"` / `"-0.50"` → fen (a negative amount stays negative: refund lines of a bill);
 * null for anything that is not such a number.
 */
export function yuanToFen(yuan: string): number | null {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && fen !== 0 ? -fen : fen;
}

/** China has one zone and no daylight saving: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** A moment as Alipay writes it: `yyyy-MM-dd HH:mm:ss` in China time. */
export function chinaTime(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd HH:mm:ss` in China time → the moment; undefined when it is not such a time. */
export function parseChinaTime(text: string | undefined): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec((text ?? '').trim());
  if (!match) return undefined;
  const at = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
