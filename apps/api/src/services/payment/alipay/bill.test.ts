/**
 * Reading Alipay's trade bill: the zip (deflated or stored, GBK names), the GBK detail CSV with its comment
 * lines, trailing tabs and negative refund amounts, and refusing what is not such a bill.
 */
import { describe, expect, it } from 'vitest';
import { encodeGbk, tradeBillZip, writeZip } from '@bazaar/fakes/alipay-bill';
import { BillUnreadable, parseTradeBillCsv, parseTradeBillZip, readZip } from './bill';

const rows = [
  {
    tradeNo: '2026030522001400000000000001',
    outTradeNo: 'P1',
    kind: 'payment' as const,
    subject: '品牌标志设计, 含 "VI"',
    createdAt: '2026-03-05 09:59:00',
    finishedAt: '2026-03-05 10:00:00',
    amountFen: 123456,
  },
  {
    tradeNo: '2026030522001400000000000001',
    outTradeNo: 'P1',
    kind: 'refund' as const,
    subject: '品牌标志设计',
    createdAt: '2026-03-05 09:59:00',
    finishedAt: '2026-03-05 18:30:00',
    amountFen: 6,
    outRequestNo: 'P1R1',
  },
];

describe('the Alipay trade bill', () => {
  it('reads payments and refunds (refunds positive, with their request number) from both zip kinds', () => {
    const expected = [
      {
        outTradeNo: 'P1',
        tradeNo: rows[0]!.tradeNo,
        kind: 'payment',
        amountFen: 123456,
        at: new Date('2026-03-05T02:00:00Z'),
      },
      {
        outTradeNo: 'P1',
        tradeNo: rows[0]!.tradeNo,
        kind: 'refund',
        amountFen: 6,
        outRefundNo: 'P1R1',
        at: new Date('2026-03-05T10:30:00Z'),
      },
    ];
    expect(parseTradeBillZip(tradeBillZip('2088000000000001', '2026-03-05', rows))).toEqual(expected);
    expect(parseTradeBillZip(tradeBillZip('2088000000000001', '2026-03-05', rows, true))).toEqual(expected);
  });

  it('decodes GBK names and contents', () => {
    const files = readZip(writeZip([{ name: '账单_业务明细.csv', data: encodeGbk('支付宝交易号') }]));
    expect([...files.keys()]).toEqual(['账单_业务明细.csv']);
    expect(new TextDecoder('gbk').decode(files.get('账单_业务明细.csv'))).toBe('支付宝交易号');
  });

  it('refuses what is not a bill: not a zip, a truncated zip, no detail CSV, an unknown line type or amount', () => {
    const zip = tradeBillZip('2088000000000001', '2026-03-05', rows);
    expect(() => parseTradeBillZip(Buffer.from('PK not really'))).toThrow(BillUnreadable);
    expect(() => parseTradeBillZip(zip.subarray(0, zip.length - 30))).toThrow(BillUnreadable);
    expect(() => parseTradeBillZip(writeZip([{ name: 'readme.txt', data: Buffer.from('x') }]))).toThrow(
      /one detail CSV/,
    );
    const header = '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,订单金额（元）,退款批次号/请求号';
    expect(() => parseTradeBillCsv(`${header}\n1\t,P1,转账,x,,,1.00,`)).toThrow(/line 1/);
    expect(() => parseTradeBillCsv(`${header}\n1\t,P1,交易,x,,,1.0.0,`)).toThrow(/line 1/);
    expect(() => parseTradeBillCsv('支付宝交易号,商户订单号\n1,2')).toThrow(/no column 业务类型/);
    expect(parseTradeBillCsv('#only comments\n#导出时间')).toEqual([]);
  });
});
