/**
 * WeChat Pay's trade bill (交易账单, `bill_type=ALL`): a header line, one line per payment or refund with
 * every field prefixed by a backtick (so a spreadsheet keeps long numbers as text), then a summary header
 * (`总交易单数,…`) and its one line. Amounts are in yuan with two decimals; times are China time.
 */
import type { BillLine } from '../gateway';

/** Yuan with up to two decimals → fen, exactly (never through a float product that could round wrong). */
export function yuanToFen(text: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
}

/** `2026-11-27 16:33:45` in China time. */
function chinaTime(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * The payments (交易状态 SUCCESS) and refunds (REFUND) of a bill, by column name rather than position (the
 * columns have grown over the years). Throws when the file is not a trade bill at all.
 */
export function parseTradeBill(text: string): BillLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const head = lines[0];
  if (head === undefined) return [];
  const columns = head.split(',').map((c) => c.trim());
  const at = (name: string) => columns.indexOf(name);
  const need = ['交易时间', '微信订单号', '商户订单号', '交易状态'] as const;
  if (need.some((name) => at(name) < 0)) throw new Error('not a WeChat Pay trade bill (its header lacks a column)');
  const result: BillLine[] = [];
  for (const line of lines.slice(1)) {
    // The summary section starts with its own header; what follows it is totals, not trades.
    if (!line.startsWith('`')) break;
    // Every field starts with a backtick, so `,`` separates fields even when a product name holds a comma.
    const fields = line.slice(1).split(',`');
    const field = (name: string): string => {
      const index = at(name);
      return index < 0 ? '' : (fields[index] ?? '').trim();
    };
    const firstAmount = (...names: string[]): number | null => {
      for (const name of names) {
        const fen = field(name) === '' ? null : yuanToFen(field(name));
        if (fen !== null) return fen;
      }
      return null;
    };
    const state = field('交易状态');
    const base = { outTradeNo: field('商户订单号'), tradeNo: field('微信订单号'), at: chinaTime(field('交易时间')) };
    if (state === 'SUCCESS') {
      const amountFen = firstAmount('订单金额', '应结订单金额');
      if (amountFen === null) throw new Error(`bill line of ${base.outTradeNo} has no amount`);
      result.push({ ...base, kind: 'payment', amountFen });
    } else if (state === 'REFUND') {
      const amountFen = firstAmount('申请退款金额', '退款金额');
      if (amountFen === null) throw new Error(`bill refund line of ${base.outTradeNo} has no amount`);
      result.push({ ...base, kind: 'refund', amountFen, outRefundNo: field('商户退款单号') });
    }
    // REVOKED and the rest are neither money in nor a refund we asked for.
  }
  return result;
}
