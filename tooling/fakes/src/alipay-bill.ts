/**
 * The Alipay fake's trade bill: the day's detail CSV and its summary as Alipay writes them (GBK, `#` comment
 * lines, a trailing tab after long numbers), zipped. The GBK encoder is the platform's own GBK decoder turned
 * around (every two-byte code decoded once, on first use), so no encoding package is needed; the zip is
 * deflated with node:zlib, entry names in GBK without the UTF-8 flag, as Alipay's are.
 */
import { crc32, deflateRawSync } from 'node:zlib';

let gbkTable: Map<string, Buffer> | null = null;

/** Text → GBK bytes; a character GBK lacks becomes `?`. */
export function encodeGbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const bytes = Buffer.from([lead, trail]);
        const char = decoder.decode(bytes);
        if (char.length === 1 && char !== '\ufffd' && !gbkTable.has(char)) gbkTable.set(char, bytes);
      }
    }
  }
  const parts: Buffer[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) parts.push(Buffer.from([code]));
    else parts.push(gbkTable.get(char) ?? Buffer.from('?'));
  }
  return Buffer.concat(parts);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A zip of the entries (deflated unless `stored`), names in GBK. */
export function writeZip(entries: ZipEntry[], stored = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encodeGbk(entry.name);
    const body = stored ? entry.data : deflateRawSync(entry.data);
    const crc = crc32(entry.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt32LE(0, 10); // time and date: 1980-00-00, as far as anyone reads them
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface BillRow {
  tradeNo: string;
  outTradeNo: string;
  kind: 'payment' | 'refund';
  subject: string;
  createdAt: string;
  finishedAt: string;
  /** Fen, positive; a refund is written negative. */
  amountFen: number;
  outRequestNo?: string;
}

const HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

const yuan = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The zip Alipay serves for one day: `{pid}0156_{yyyyMMdd}_业务明细.csv` and its `(汇总)`. */
export function tradeBillZip(pid: string, date: string, rows: BillRow[], stored = false): Buffer {
  const day = date.replaceAll('-', '');
  const [y, m, d] = date.split('-');
  const lines = [
    '#支付宝业务明细查询',
    `#账号：[${pid}0156]`,
    `#起始日期：[${y}年${m}月${d}日 00:00:00]   终止日期：[${y}年${m}月${d}日 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    HEADER,
    ...rows.map((r) => {
      const signed = r.kind === 'refund' ? -r.amountFen : r.amountFen;
      return [
        `${r.tradeNo}\t`,
        `${r.outTradeNo}\t`,
        r.kind === 'payment' ? '交易' : '退款',
        cell(r.subject),
        r.createdAt,
        r.finishedAt,
        '',
        '',
        '',
        '',
        'buy***@example.com',
        yuan(signed),
        yuan(signed),
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        r.outRequestNo ? `${r.outRequestNo}\t` : '',
        '0.00',
        '0.00',
        '',
      ].join(',');
    }),
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${rows.filter((r) => r.kind === 'payment').length}笔`,
    `#退款合计：${rows.filter((r) => r.kind === 'refund').length}笔`,
    `#导出时间：[${y}年${m}月${d}日 23:59:59]`,
  ];
  const summary = ['#支付宝业务汇总查询', '门店编号,门店名称,交易订单总笔数', `,,${rows.length}`];
  return writeZip(
    [
      { name: `${pid}0156_${day}_业务明细.csv`, data: encodeGbk(`${lines.join('\r\n')}\r\n`) },
      { name: `${pid}0156_${day}_业务明细(汇总).csv`, data: encodeGbk(`${summary.join('\r\n')}\r\n`) },
    ],
    stored,
  );
}
