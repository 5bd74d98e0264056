import { describe, expect, it } from 'vitest';
import { parseTradeBill, yuanToFen } from './bill';

// The shape of the documentation's sample (交易账单 ALL): the header, backtick-prefixed lines, the summary.
const SAMPLE = [
  '\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-11-27 16:33:45,`wx2421b1c4370ec43b,`10000100,`0,`1000,`4200001690740201411100005734289,`P20261127001,`085e9858e3ba5186aafcbaed1,`NATIVE,`SUCCESS,`CFT,`CNY,`1234.56,`0.00,`0,`0,`0.00,`0.00,`,`,`海报设计, A4 两张,`,`7.40736,`0.60%,`1234.56,`0.00,`',
  '`2026-11-27 18:01:02,`wx2421b1c4370ec43b,`10000100,`0,`1000,`4200001690740201411100005734289,`P20261127001,`085e9858e3ba5186aafcbaed1,`NATIVE,`REFUND,`CFT,`CNY,`0.00,`0.00,`50300000012026112700001,`R20261127001,`0.10,`0.00,`ORIGINAL,`SUCCESS,`海报设计,`,`-0.00060,`0.60%,`0.00,`0.10,`',
  '`2026-11-27 19:00:00,`wx2421b1c4370ec43b,`10000100,`0,`1000,`4200001690740201411100005734290,`P20261127002,`085e9858e3ba5186aafcbaed1,`NATIVE,`REVOKED,`CFT,`CNY,`0.00,`0.00,`0,`0,`0.00,`0.00,`,`,`撤销的,`,`0.00000,`0.60%,`0.01,`0.00,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`3,`1234.56,`0.10,`0.00,`7.40676,`1234.57,`0.10',
  '',
].join('\r\n');

describe('the WeChat Pay trade bill', () => {
  it('reads payments and refunds in fen, and stops at the summary', () => {
    expect(parseTradeBill(SAMPLE)).toEqual([
      {
        kind: 'payment',
        outTradeNo: 'P20261127001',
        tradeNo: '4200001690740201411100005734289',
        amountFen: 123456,
        at: new Date('2026-11-27T08:33:45Z'),
      },
      {
        kind: 'refund',
        outTradeNo: 'P20261127001',
        tradeNo: '4200001690740201411100005734289',
        amountFen: 10,
        outRefundNo: 'R20261127001',
        at: new Date('2026-11-27T10:01:02Z'),
      },
    ]);
  });

  it('keeps a product name with a comma inside its field (the backtick starts each field)', () => {
    // 海报设计, A4 两张 would shift every later column if split on bare commas: 订单金额 would be read wrong.
    expect(parseTradeBill(SAMPLE)[0]?.amountFen).toBe(123456);
  });

  it('refuses a file that is not a trade bill', () => {
    expect(() => parseTradeBill('<html>error</html>\n`x')).toThrow(/not a WeChat Pay trade bill/);
    expect(parseTradeBill('')).toEqual([]);
  });

  it('turns yuan into fen exactly', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1234.56')).toBe(123456);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('5')).toBe(500);
    expect(yuanToFen('1.10000')).toBe(110);
    expect(yuanToFen('-0.10')).toBe(-10);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
});
