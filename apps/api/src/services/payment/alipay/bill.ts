/**
 * Alipay's trade bill (`bill_type=trade`): a zip holding the day's detail CSV (`…_业务明细.csv`) and its
 * summary (`…_业务明细(汇总).csv`), both GBK. The detail has `#` comment lines around a header and one line per
 * payment (业务类型 交易) or refund (退款, negative amounts, 退款批次号/请求号 = our out_request_no); values
 * often carry a trailing tab so spreadsheets keep long numbers as text.
 */
import { inflateRawSync } from 'node:zlib';
import type { BillLine } from '../gateway';
import { parseChinaTime, yuanToFen } from './amounts';

export class BillUnreadable extends Error {}

/** A zip's files (stored or deflated), by name; names are GBK unless the entry flags UTF-8. */
export function readZip(zip: Buffer, maxEntryBytes = 64 * 1024 * 1024): Map<string, Buffer> {
  // The end-of-central-directory record: the last PK\5\6 within the final 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new BillUnreadable('not a zip (no end of central directory)');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  const gbk = new TextDecoder('gbk');
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50)
      throw new BillUnreadable('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    const name = flags & 0x800 ? nameBytes.toString('utf8') : gbk.decode(nameBytes);
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50)
      throw new BillUnreadable('broken local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length || size > maxEntryBytes)
      throw new BillUnreadable(`entry ${name} out of bounds`);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) {
      try {
        files.set(name, inflateRawSync(data, { maxOutputLength: maxEntryBytes }));
      } catch (err) {
        throw new BillUnreadable(`entry ${name} does not inflate`, { cause: err });
      }
    } else throw new BillUnreadable(`entry ${name} uses compression method ${method}`);
  }
  return files;
}

/** One CSV line into fields (quotes as RFC 4180; Alipay rarely quotes, but a product name may hold a comma). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** The detail CSV's lines as BillLines; a line that names an unknown type or a bad amount is an error, not skipped. */
export function parseTradeBillCsv(text: string): BillLine[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = lines.shift();
  if (!header) return [];
  const columns = csvFields(header);
  const col = (name: string) => {
    const i = columns.findIndex((c) => c === name || c.startsWith(`${name}（`) || c.startsWith(`${name}(`));
    if (i < 0) throw new BillUnreadable(`the bill has no column ${name}`);
    return i;
  };
  const tradeNo = col('支付宝交易号');
  const outTradeNo = col('商户订单号');
  const type = col('业务类型');
  const finished = col('完成时间');
  const amount = col('订单金额');
  const requestNo = col('退款批次号/请求号');
  return lines.map((line, i) => {
    const f = csvFields(line);
    const kind = f[type] === '交易' ? 'payment' : f[type] === '退款' ? 'refund' : null;
    const fen = yuanToFen(f[amount] ?? '');
    if (!kind || fen === null) throw new BillUnreadable(`bill line ${i + 1} is not a payment or refund with an amount`);
    const bill: BillLine = {
      outTradeNo: f[outTradeNo] ?? '',
      tradeNo: f[tradeNo] ?? '',
      kind,
      amountFen: Math.abs(fen),
      at: parseChinaTime(f[finished]),
    };
    if (kind === 'refund' && f[requestNo]) bill.outRefundNo = f[requestNo];
    return bill;
  });
}

/** The day's lines from the downloaded zip: the detail CSV (the one whose name is not the summary's). */
export function parseTradeBillZip(zip: Buffer): BillLine[] {
  const files = readZip(zip);
  const detail = [...files].filter(([name]) => name.endsWith('.csv') && !name.includes('汇总'));
  if (detail.length !== 1) throw new BillUnreadable(`expected one detail CSV in the bill, found ${detail.length}`);
  return parseTradeBillCsv(new TextDecoder('gbk').decode(detail[0]![1]));
}
