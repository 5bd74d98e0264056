/**
 * A local Alipay (open platform gateway `gateway.do`, OpenAPI 2.0, RSA2) for tests, e2e and a staging box
 * (issue 33). It does what Alipay does to the api:
 *
 * - checks every request: our `app_id`, `sign_type=RSA2`, and the RSA2 `sign` over the sorted `k=v&…` of every
 *   non-empty parameter but `sign` (`sign_type` included), with the app's PUBLIC key; a wrong one gets Alipay's
 *   documented error (`40002 isv.invalid-signature`, …);
 * - signs every answer with its own key (whose public half is "Alipay's public key" the api holds) over the exact
 *   JSON text of the method's response object: `{"alipay_trade_query_response":{…},"sign":"…"}`;
 * - keeps trades, refunds and transfers in memory: the page/wap cashier (a GET of gateway.do with a signed
 *   `alipay.trade.page.pay`/`wap.pay` request) shows a 确认付款 button; pressing it pays the trade, POSTs the
 *   signed notification (form-urlencoded, signed without `sign_type`) to notify_url and sends the browser to
 *   return_url with the signed synchronous parameters;
 * - serves the day's trade bill as a zip of GBK CSVs.
 *
 * Test controls are functions (`controls`) and the same as JSON over HTTP under `/__fake/…` (alipay-cli.ts).
 */
import {
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { NOT_FOUND, startFakeServer, type FakeAnswer, type FakeRequest } from './http';
import { tradeBillZip, type BillRow } from './alipay-bill';

export interface AlipayFakeOptions {
  /** The app id our requests must carry. */
  appId: string;
  /** The app's public key (PEM): verifies our requests. */
  appPublicKey: string | KeyObject;
  /** The fake's own key pair (PEM private key); generated when not given. */
  alipayPrivateKey?: string | KeyObject;
  port?: number;
  /** The merchant's PID (seller_id), 2088 + 12 digits. */
  sellerId?: string;
  /** The fake's clock (trades expire by it, bills are dated by it). */
  now?: () => Date;
}

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  method: string;
  totalFen: number;
  subject: string;
  productCode: string;
  status: TradeStatus;
  notifyUrl?: string;
  returnUrl?: string;
  timeExpire?: string;
  createdAt: Date;
  paidAt?: Date;
  refundedFen: number;
}

export interface FakeRefund {
  outTradeNo: string;
  outRequestNo: string;
  amountFen: number;
  status: 'REFUND_SUCCESS' | 'PENDING';
  at: Date;
}

export interface FakeTransfer {
  outBizNo: string;
  orderId: string;
  payFundOrderId: string;
  amountFen: number;
  identity: string;
  name: string;
  status: 'SUCCESS' | 'DEALING' | 'FAIL';
  failReason?: string;
  at: Date;
}

export interface SentNotification {
  url: string;
  body: string;
  status: number;
  answer: string;
}

/** How a notification is signed: as Alipay does, or wrong in one of the ways a forger or a buggy signer is. */
export type NotifySigning = 'alipay' | 'bad' | 'with-sign-type' | 'foreign-key' | 'none';

export interface NotifyOptions {
  outTradeNo: string;
  /** Fields to set (a string) or remove (null) after the usual ones are built. */
  fields?: Record<string, string | null>;
  signing?: NotifySigning;
  /** Where to send it (default: the trade's notify_url). */
  to?: string;
}

/**
 * What the next answers suffer: fields changed after signing, no signature, a signature by another key, or a
 * second response object (a paid trade, 0.01 yuan) appended after the signed one and its signature.
 */
export type AnswerCorruption = 'tamper' | 'unsigned' | 'foreign-key' | 'duplicate';

export interface AlipayFakeControls {
  /** Registers a trade as the browser's GET of the pay URL would (verifies its signature); returns it. */
  open(payUrl: string): FakeTrade;
  /** Pays a registered trade and notifies (unless skipped); returns where the browser would be sent. */
  pay(outTradeNo: string): Promise<{ returnUrl: string | null; notification: SentNotification | null }>;
  /** Sends a notification built for a trade (it need not exist: give every field), signed as asked. */
  notify(options: NotifyOptions): Promise<SentNotification>;
  /** Resends the last notification's body (optionally with fields changed after signing). */
  replay(changes?: Record<string, string>): Promise<SentNotification>;
  /** While on, payments and refunds send no notification. */
  skipNotifications(on: boolean): void;
  /** Transfers to this account are refused with PAYEE_USER_INFO_ERROR (the real name does not match). */
  refusePayee(account: string): void;
  /** While on, transfers stay DEALING until settleTransfer. */
  holdTransfers(on: boolean): void;
  settleTransfer(outBizNo: string, outcome: 'SUCCESS' | 'FAIL', failReason?: string): void;
  /** While on, refunds answer without fund_change and stay pending until settleRefunds. */
  holdRefunds(on: boolean): void;
  settleRefunds(): void;
  /** The next `count` answers are corrupted this way. */
  corruptAnswers(kind: AnswerCorruption, count?: number): void;
  /** The bill zip is written stored (no compression) instead of deflated. */
  storeBills(on: boolean): void;
  readonly trades: ReadonlyMap<string, FakeTrade>;
  readonly refunds: ReadonlyMap<string, FakeRefund>;
  readonly transfers: ReadonlyMap<string, FakeTransfer>;
  readonly notifications: readonly SentNotification[];
  /** Every gateway.do request's method and the answer's sub_code (or `10000`), in order. */
  readonly calls: readonly { method: string; result: string }[];
}

export interface AlipayFake {
  /** `http://127.0.0.1:PORT/gateway.do` */
  url: string;
  /** The fake's public key (PEM, SPKI): what the api configures as ALIPAY_PUBLIC_KEY_FILE. */
  alipayPublicKeyPem: string;
  controls: AlipayFakeControls;
  close(): Promise<void>;
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const chinaTime = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
const chinaDate = (at: Date) => chinaTime(at).slice(0, 10);
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
function fenOf(text: unknown): number | null {
  const match = typeof text === 'string' ? /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text) : null;
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sorted `k=v&…` of the non-empty parameters but the excluded ones. */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, key: string | KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

function rsa2Verify(content: string, sign: string, key: string | KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
}

interface Business {
  code: string;
  msg: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

const ok = (fields: Record<string, unknown>): Business => ({ code: '10000', msg: 'Success', ...fields });
/** Alipay's public error answers: `code` and `msg` of the kind, `sub_code` and `sub_msg` of the case. */
const publicError =
  (code: string, msg: string) =>
  (subCode: string, subMsg: string): Business => ({ code, msg, sub_code: subCode, sub_msg: subMsg });
const failed = publicError('40004', 'Business Failed');
/** Refusals before any method runs. */
const missingArgument = publicError('40001', 'Missing Required Arguments');
const invalidArgument = publicError('40002', 'Invalid Arguments');

export async function startAlipayFake(options: AlipayFakeOptions): Promise<AlipayFake> {
  const now = options.now ?? (() => new Date());
  const sellerId = options.sellerId ?? '2088000000000001';
  const alipayKey = options.alipayPrivateKey ?? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const alipayPublicKeyPem = createPublicKey(alipayKey).export({ type: 'spki', format: 'pem' }).toString();

  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  const transfers = new Map<string, FakeTransfer>();
  const notifications: SentNotification[] = [];
  const calls: { method: string; result: string }[] = [];
  const refused = new Set<string>();
  const bills = new Map<string, string>();
  let skip = false;
  let holdTransfers = false;
  let holdRefunds = false;
  let storeBills = false;
  let corruption: { kind: AnswerCorruption; left: number } | null = null;
  let lastNotification: { url: string; params: Record<string, string> } | null = null;
  let base = '';

  /** `{"<method>_response":{…},"sign":"…"}` over the exact text of the response object. */
  function answer(method: string | null, body: Business): FakeAnswer {
    const key = method ? `${method.replaceAll('.', '_')}_response` : 'error_response';
    calls.push({ method: method ?? '(none)', result: body.sub_code ?? body.code });
    const json = JSON.stringify(body);
    let signingKey: string | KeyObject = alipayKey;
    let signed = json;
    let withSign = true;
    let appended = '';
    if (corruption && corruption.left > 0) {
      corruption.left--;
      if (corruption.kind === 'tamper') signed = JSON.stringify({ ...body, total_amount: '0.01', code: '10000' });
      if (corruption.kind === 'unsigned') withSign = false;
      if (corruption.kind === 'foreign-key') signingKey = foreignKey;
      if (corruption.kind === 'duplicate') {
        appended = `,"${key}":${JSON.stringify({ ...body, trade_status: 'TRADE_SUCCESS', total_amount: '0.01' })}`;
      }
    }
    const sign = rsa2Sign(json, signingKey);
    const text = withSign ? `{"${key}":${signed},"sign":"${sign}"${appended}}` : `{"${key}":${signed}}`;
    return { status: 200, headers: { 'content-type': 'application/json;charset=utf-8' }, body: text };
  }

  const html = (status: number, title: string, inner: string): FakeAnswer => ({
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><h1>${escapeHtml(title)}</h1>${inner}</body></html>`,
  });

  /** Every parameter of a gateway.do request: the query string's and a form body's. */
  function requestParams(request: FakeRequest): Record<string, string> | null {
    const params: Record<string, string> = {};
    const url = new URL(request.url, 'http://fake');
    const body = request.method === 'POST' ? new URLSearchParams(request.rawBody.toString('utf8')) : null;
    for (const source of [url.searchParams, body]) {
      if (!source) continue;
      for (const [k, v] of source) {
        if (k in params) return null;
        params[k] = v;
      }
    }
    return params;
  }

  /** Alipay's checks before any method runs; the refusal, or null. */
  function refuseRequest(params: Record<string, string>): Business | null {
    if (!params.app_id) return missingArgument('isv.missing-app-id', '缺少AppID参数');
    if (params.app_id !== options.appId) return invalidArgument('isv.invalid-app-id', '无效的AppID参数');
    if (!params.sign) return missingArgument('isv.missing-signature', '缺少签名参数');
    if (params.sign_type !== 'RSA2') return invalidArgument('isv.invalid-signature-type', '无效签名类型');
    if (params.charset && params.charset.toLowerCase() !== 'utf-8')
      return invalidArgument('isv.invalid-charset', '字符集错误');
    if (!params.timestamp || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp)) {
      return invalidArgument('isv.invalid-timestamp', '非法的时间戳参数');
    }
    const content = alipaySignContent(params, ['sign']);
    if (!rsa2Verify(content, params.sign, options.appPublicKey)) {
      return invalidArgument(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      );
    }
    return null;
  }

  function bizContent(params: Record<string, string>): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? '');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  const str = (biz: Record<string, unknown>, key: string) => (typeof biz[key] === 'string' ? (biz[key] as string) : '');

  /** A trade past its time_expire closes itself, as Alipay's do. */
  function current(outTradeNo: string): FakeTrade | undefined {
    const trade = trades.get(outTradeNo);
    if (trade?.status === 'WAIT_BUYER_PAY' && trade.timeExpire && chinaTime(now()) > trade.timeExpire) {
      trade.status = 'TRADE_CLOSED';
    }
    return trade;
  }

  /** A page/wap pay request: verified, its trade registered; the trade or Alipay's refusal. */
  function registerTrade(params: Record<string, string>): FakeTrade | Business {
    const refusal = refuseRequest(params);
    if (refusal) return refusal;
    const method = params.method ?? '';
    const biz = bizContent(params);
    if (!biz) return invalidArgument('isv.invalid-parameter', 'biz_content 不是 JSON');
    const expected = method === 'alipay.trade.page.pay' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY';
    const outTradeNo = str(biz, 'out_trade_no');
    const totalFen = fenOf(biz.total_amount);
    if (
      !outTradeNo ||
      totalFen === null ||
      totalFen < 1 ||
      !str(biz, 'subject') ||
      str(biz, 'product_code') !== expected
    ) {
      return invalidArgument('isv.invalid-parameter', '参数无效');
    }
    const existing = current(outTradeNo);
    if (existing) {
      if (existing.totalFen !== totalFen) return failed('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      return existing;
    }
    const trade: FakeTrade = {
      outTradeNo,
      tradeNo: `${chinaDate(now()).replaceAll('-', '')}22001${digits(17)}`,
      method,
      totalFen,
      subject: str(biz, 'subject'),
      productCode: expected,
      status: 'WAIT_BUYER_PAY',
      createdAt: now(),
      refundedFen: 0,
    };
    if (params.notify_url) trade.notifyUrl = params.notify_url;
    if (params.return_url) trade.returnUrl = params.return_url;
    if (str(biz, 'time_expire')) trade.timeExpire = str(biz, 'time_expire');
    trades.set(outTradeNo, trade);
    return current(outTradeNo)!;
  }

  async function post(url: string, params: Record<string, string>): Promise<SentNotification> {
    const body = new URLSearchParams(params).toString();
    lastNotification = { url, params };
    let status = 0;
    let text = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      text = `unreachable: ${err instanceof Error ? err.message : String(err)}`;
    }
    const sent = { url, body, status, answer: text };
    notifications.push(sent);
    return sent;
  }

  function signNotification(params: Record<string, string>, signing: NotifySigning): Record<string, string> {
    const out = { ...params, sign_type: 'RSA2' };
    if (signing === 'none') return out;
    const content =
      signing === 'with-sign-type' ? alipaySignContent(out, ['sign']) : alipaySignContent(out, ['sign', 'sign_type']);
    let sign = rsa2Sign(content, signing === 'foreign-key' ? foreignKey : alipayKey);
    if (signing === 'bad') sign = `${sign.startsWith('A') ? 'B' : 'A'}${sign.slice(1)}`;
    return { ...out, sign };
  }

  function tradeNotification(trade: FakeTrade | undefined, outTradeNo: string): Record<string, string> {
    const at = chinaTime(now());
    const params: Record<string, string> = {
      notify_time: at,
      notify_type: 'trade_status_sync',
      notify_id: `${digits(4)}${randomBytes(12).toString('hex')}`,
      charset: 'utf-8',
      version: '1.0',
      app_id: options.appId,
      auth_app_id: options.appId,
      seller_id: sellerId,
      out_trade_no: outTradeNo,
    };
    if (trade) {
      Object.assign(params, {
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        subject: trade.subject,
        total_amount: yuan(trade.totalFen),
        gmt_create: chinaTime(trade.createdAt),
      });
      if (trade.paidAt) {
        Object.assign(params, {
          gmt_payment: chinaTime(trade.paidAt),
          buyer_id: '2088102177846880',
          buyer_logon_id: 'buy***@example.com',
          receipt_amount: yuan(trade.totalFen),
          invoice_amount: yuan(trade.totalFen),
          buyer_pay_amount: yuan(trade.totalFen),
          point_amount: '0.00',
          fund_bill_list: JSON.stringify([{ amount: yuan(trade.totalFen), fundChannel: 'ALIPAYACCOUNT' }]),
        });
      }
    }
    return params;
  }

  async function notify(opts: NotifyOptions): Promise<SentNotification> {
    const trade = current(opts.outTradeNo);
    const params = tradeNotification(trade, opts.outTradeNo);
    for (const [k, v] of Object.entries(opts.fields ?? {})) {
      if (v === null) delete params[k];
      else params[k] = v;
    }
    const to = opts.to ?? trade?.notifyUrl;
    if (!to) throw new Error(`no notify_url for ${opts.outTradeNo}`);
    return post(to, signNotification(params, opts.signing ?? 'alipay'));
  }

  /** The synchronous return parameters the browser carries back to return_url. */
  function returnUrlFor(trade: FakeTrade): string | null {
    if (!trade.returnUrl) return null;
    const params = signNotification(
      {
        charset: 'utf-8',
        out_trade_no: trade.outTradeNo,
        method: `${trade.method}.return`,
        total_amount: yuan(trade.totalFen),
        trade_no: trade.tradeNo,
        auth_app_id: options.appId,
        version: '1.0',
        app_id: options.appId,
        seller_id: sellerId,
        timestamp: chinaTime(now()),
      },
      'alipay',
    );
    const url = new URL(trade.returnUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.href;
  }

  async function pay(outTradeNo: string) {
    const trade = current(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}: open its pay URL first`);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}`);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = now();
    const notification = skip || !trade.notifyUrl ? null : await notify({ outTradeNo });
    return { returnUrl: returnUrlFor(trade), notification };
  }

  function open(payUrl: string): FakeTrade {
    const url = new URL(payUrl);
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) params[k] = v;
    const result = registerTrade(params);
    if ('code' in result) throw new Error(`pay URL refused: ${result.sub_code}`);
    return result;
  }

  // ---- the methods ----

  function tradeQuery(biz: Record<string, unknown>): Business {
    const trade = current(str(biz, 'out_trade_no'));
    if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const fields: Record<string, unknown> = {
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: yuan(trade.totalFen),
    };
    if (trade.paidAt) {
      fields.send_pay_date = chinaTime(trade.paidAt);
      fields.buyer_logon_id = 'buy***@example.com';
      fields.receipt_amount = yuan(trade.totalFen);
    }
    return ok(fields);
  }

  function tradeClose(biz: Record<string, unknown>): Business {
    const trade = current(str(biz, 'out_trade_no'));
    if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED') {
      return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    }
    trade.status = 'TRADE_CLOSED';
    return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
  }

  function refundNotification(trade: FakeTrade, refund: FakeRefund) {
    if (skip || !trade.notifyUrl) return;
    void notify({
      outTradeNo: trade.outTradeNo,
      fields: {
        out_biz_no: refund.outRequestNo,
        refund_fee: yuan(trade.refundedFen),
        gmt_refund: `${chinaTime(refund.at)}.000`,
      },
    });
  }

  function tradeRefund(biz: Record<string, unknown>): Business {
    const trade = current(str(biz, 'out_trade_no'));
    if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const outRequestNo = str(biz, 'out_request_no') || trade.outTradeNo;
    const amountFen = fenOf(biz.refund_amount);
    if (amountFen === null || amountFen < 1) return failed('ACQ.INVALID_PARAMETER', '参数无效');
    const key = `${trade.outTradeNo}/${outRequestNo}`;
    const earlier = refunds.get(key);
    const fields = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, buyer_logon_id: 'buy***@example.com' };
    if (earlier) {
      // The same out_request_no again: the same refund, no second fund change.
      if (earlier.amountFen !== amountFen) return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原请求不一致');
      return ok({ ...fields, fund_change: 'N', refund_fee: yuan(trade.refundedFen) });
    }
    if (trade.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (trade.refundedFen + amountFen > trade.totalFen) return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    const refund: FakeRefund = {
      outTradeNo: trade.outTradeNo,
      outRequestNo,
      amountFen,
      status: holdRefunds ? 'PENDING' : 'REFUND_SUCCESS',
      at: now(),
    };
    refunds.set(key, refund);
    if (holdRefunds) return ok({ ...fields, refund_fee: yuan(trade.refundedFen) });
    settleRefund(trade, refund);
    return ok({
      ...fields,
      fund_change: 'Y',
      refund_fee: yuan(trade.refundedFen),
      gmt_refund_pay: chinaTime(refund.at),
    });
  }

  function settleRefund(trade: FakeTrade, refund: FakeRefund) {
    refund.status = 'REFUND_SUCCESS';
    refund.at = now();
    trade.refundedFen += refund.amountFen;
    if (trade.refundedFen === trade.totalFen) trade.status = 'TRADE_CLOSED';
    refundNotification(trade, refund);
  }

  function refundQuery(biz: Record<string, unknown>): Business {
    const trade = current(str(biz, 'out_trade_no'));
    if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const outRequestNo = str(biz, 'out_request_no');
    const refund = refunds.get(`${trade.outTradeNo}/${outRequestNo}`);
    const fields: Record<string, unknown> = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    // An unknown refund is not an error at Alipay: the answer simply has no refund_status.
    if (!refund) return ok(fields);
    Object.assign(fields, {
      out_request_no: outRequestNo,
      total_amount: yuan(trade.totalFen),
      refund_amount: yuan(refund.amountFen),
    });
    if (refund.status === 'REFUND_SUCCESS') {
      Object.assign(fields, { refund_status: 'REFUND_SUCCESS', gmt_refund_pay: chinaTime(refund.at) });
    }
    return ok(fields);
  }

  function transferAnswer(t: FakeTransfer): Business {
    return ok({
      out_biz_no: t.outBizNo,
      order_id: t.orderId,
      pay_fund_order_id: t.payFundOrderId,
      status: t.status,
      trans_date: chinaTime(t.at),
    });
  }

  function transfer(biz: Record<string, unknown>): Business {
    const outBizNo = str(biz, 'out_biz_no');
    const amountFen = fenOf(biz.trans_amount);
    const payee = (biz.payee_info ?? {}) as Record<string, unknown>;
    if (!outBizNo || amountFen === null) return failed('INVALID_PARAMETER', '参数有误');
    if (str(biz, 'product_code') !== 'TRANS_ACCOUNT_NO_PWD' || str(biz, 'biz_scene') !== 'DIRECT_TRANSFER') {
      return failed('PRODUCT_NOT_SIGN', '产品未签约');
    }
    if (str(payee, 'identity_type') !== 'ALIPAY_LOGON_ID' || !str(payee, 'identity')) {
      return failed('INVALID_PARAMETER', '收款方信息有误');
    }
    if (amountFen < 10) return failed('EXCEED_LIMIT_SM_MIN_AMOUNT', '单笔最低转账金额0.1元');
    const earlier = transfers.get(outBizNo);
    if (earlier) {
      if (earlier.amountFen !== amountFen || earlier.identity !== str(payee, 'identity')) {
        return failed('PAYMENT_INFO_INCONSISTENCY', '两次请求商户单号一样，但是参数不一致');
      }
      return transferAnswer(earlier);
    }
    if (!str(payee, 'name') || refused.has(str(payee, 'identity'))) {
      return failed('PAYEE_USER_INFO_ERROR', '支付宝账号和姓名不匹配，请确认姓名是否正确');
    }
    const t: FakeTransfer = {
      outBizNo,
      orderId: `${chinaDate(now()).replaceAll('-', '')}110070000${digits(14)}`,
      payFundOrderId: `${chinaDate(now()).replaceAll('-', '')}110070001${digits(14)}`,
      amountFen,
      identity: str(payee, 'identity'),
      name: str(payee, 'name'),
      status: holdTransfers ? 'DEALING' : 'SUCCESS',
      at: now(),
    };
    transfers.set(outBizNo, t);
    return transferAnswer(t);
  }

  function transferQuery(biz: Record<string, unknown>): Business {
    const t = transfers.get(str(biz, 'out_biz_no'));
    if (!t) return failed('ORDER_NOT_EXIST', '转账订单不存在');
    const fields: Record<string, unknown> = {
      order_id: t.orderId,
      pay_fund_order_id: t.payFundOrderId,
      out_biz_no: t.outBizNo,
      trans_amount: yuan(t.amountFen),
      status: t.status,
      pay_date: chinaTime(t.at),
    };
    if (t.failReason) fields.fail_reason = t.failReason;
    return ok(fields);
  }

  function billRows(date: string): BillRow[] {
    const rows: BillRow[] = [];
    for (const trade of trades.values()) {
      if (trade.paidAt && chinaDate(trade.paidAt) === date) {
        rows.push({
          tradeNo: trade.tradeNo,
          outTradeNo: trade.outTradeNo,
          kind: 'payment',
          subject: trade.subject,
          createdAt: chinaTime(trade.createdAt),
          finishedAt: chinaTime(trade.paidAt),
          amountFen: trade.totalFen,
        });
      }
    }
    for (const refund of refunds.values()) {
      const trade = trades.get(refund.outTradeNo)!;
      if (refund.status === 'REFUND_SUCCESS' && chinaDate(refund.at) === date) {
        rows.push({
          tradeNo: trade.tradeNo,
          outTradeNo: trade.outTradeNo,
          kind: 'refund',
          subject: trade.subject,
          createdAt: chinaTime(trade.createdAt),
          finishedAt: chinaTime(refund.at),
          amountFen: refund.amountFen,
          outRequestNo: refund.outRequestNo,
        });
      }
    }
    return rows;
  }

  function billUrl(biz: Record<string, unknown>): Business {
    const date = str(biz, 'bill_date');
    if (str(biz, 'bill_type') !== 'trade' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      return failed('isp.bill_type_error', '账单类型或日期错误');
    }
    if (date >= chinaDate(now())) return failed('isp.bill_not_exist', '账单不存在');
    if (billRows(date).length === 0) return failed('isp.bill_not_exist', '账单不存在');
    const token = randomBytes(12).toString('hex');
    bills.set(token, date);
    return ok({ bill_download_url: `${base}/__fake/bill/${token}/${date}.csv.zip` });
  }

  const METHODS: Record<string, (biz: Record<string, unknown>) => Business> = {
    'alipay.trade.query': tradeQuery,
    'alipay.trade.close': tradeClose,
    'alipay.trade.refund': tradeRefund,
    'alipay.trade.fastpay.refund.query': refundQuery,
    'alipay.fund.trans.uni.transfer': transfer,
    'alipay.fund.trans.common.query': transferQuery,
    'alipay.data.dataservice.bill.downloadurl.query': billUrl,
  };

  function cashier(params: Record<string, string>): FakeAnswer {
    const result = registerTrade(params);
    if ('code' in result) {
      calls.push({ method: params.method ?? '(none)', result: result.sub_code ?? result.code });
      return html(
        200,
        '支付宝 - 错误',
        `<p>${escapeHtml(result.sub_code ?? '')}</p><p>${escapeHtml(result.sub_msg ?? '')}</p>`,
      );
    }
    calls.push({ method: result.method, result: '10000' });
    if (result.status !== 'WAIT_BUYER_PAY') {
      return html(
        200,
        '支付宝',
        `<p>订单 ${escapeHtml(result.outTradeNo)} ${result.status === 'TRADE_CLOSED' ? '已关闭' : '已支付'}</p>`,
      );
    }
    return html(
      200,
      '支付宝收银台（本地模拟）',
      `<p>${escapeHtml(result.subject)}</p><p>订单号 ${escapeHtml(result.outTradeNo)}</p>` +
        `<p style="font-size:2rem">￥${yuan(result.totalFen)}</p>` +
        `<form method="post" action="/__fake/cashier"><input type="hidden" name="out_trade_no" value="${escapeHtml(result.outTradeNo)}">` +
        `<button type="submit" style="font-size:1.25rem;padding:.5rem 2rem">确认付款</button></form>`,
    );
  }

  const json = (status: number, data: unknown): FakeAnswer => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });

  const controls: AlipayFakeControls = {
    open,
    pay,
    notify,
    async replay(changes) {
      if (!lastNotification) throw new Error('no notification sent yet');
      return post(lastNotification.url, { ...lastNotification.params, ...changes });
    },
    skipNotifications: (on) => void (skip = on),
    refusePayee: (account) => void refused.add(account),
    holdTransfers: (on) => void (holdTransfers = on),
    settleTransfer(outBizNo, outcome, failReason) {
      const t = transfers.get(outBizNo);
      if (!t) throw new Error(`no transfer ${outBizNo}`);
      t.status = outcome;
      if (outcome === 'FAIL') t.failReason = failReason ?? '收款账户状态异常';
    },
    holdRefunds: (on) => void (holdRefunds = on),
    settleRefunds() {
      for (const refund of refunds.values()) {
        if (refund.status === 'PENDING') settleRefund(trades.get(refund.outTradeNo)!, refund);
      }
    },
    corruptAnswers: (kind, count = 1) => void (corruption = { kind, left: count }),
    storeBills: (on) => void (storeBills = on),
    trades,
    refunds,
    transfers,
    notifications,
    calls,
  };

  /** The test controls over HTTP: POST /__fake/<name> with a JSON body. */
  async function control(name: string, input: Record<string, unknown>): Promise<FakeAnswer> {
    const s = (k: string) => (typeof input[k] === 'string' ? (input[k] as string) : '');
    switch (name) {
      case 'open':
        return json(200, controls.open(s('payUrl')));
      case 'pay':
        return json(200, await controls.pay(s('outTradeNo')));
      case 'notify':
        return json(200, await controls.notify(input as unknown as NotifyOptions));
      case 'replay':
        return json(200, await controls.replay(input.changes as Record<string, string> | undefined));
      case 'skip-notifications':
        controls.skipNotifications(input.on === true);
        return json(200, { ok: true });
      case 'refuse-payee':
        controls.refusePayee(s('account'));
        return json(200, { ok: true });
      case 'hold-transfers':
        controls.holdTransfers(input.on === true);
        return json(200, { ok: true });
      case 'settle-transfer':
        controls.settleTransfer(
          s('outBizNo'),
          s('outcome') === 'FAIL' ? 'FAIL' : 'SUCCESS',
          s('failReason') || undefined,
        );
        return json(200, { ok: true });
      case 'hold-refunds':
        controls.holdRefunds(input.on === true);
        return json(200, { ok: true });
      case 'settle-refunds':
        controls.settleRefunds();
        return json(200, { ok: true });
      case 'corrupt-answers':
        controls.corruptAnswers(s('kind') as AnswerCorruption, typeof input.count === 'number' ? input.count : 1);
        return json(200, { ok: true });
      case 'state':
        return json(200, {
          trades: [...trades.values()],
          refunds: [...refunds.values()],
          transfers: [...transfers.values()],
          notifications,
          calls,
        });
      default:
        return json(404, { error: `no control ${name}` });
    }
  }

  const server = await startFakeServer(async (request) => {
    const url = new URL(request.url, 'http://fake');
    if (url.pathname === '/gateway.do') {
      const params = requestParams(request);
      if (!params) return answer(null, invalidArgument('isv.invalid-parameter', '参数重复'));
      const method = params.method ?? '';
      if (method === 'alipay.trade.page.pay' || method === 'alipay.trade.wap.pay') return cashier(params);
      const handler = METHODS[method];
      if (!handler) return answer(null, invalidArgument('isv.invalid-method', '不存在的方法名'));
      const refusal = refuseRequest(params);
      if (refusal) return answer(method, refusal);
      const biz = bizContent(params);
      if (!biz) return answer(method, invalidArgument('isv.invalid-parameter', 'biz_content 不是 JSON'));
      return answer(method, handler(biz));
    }
    if (url.pathname === '/__fake/cashier' && request.method === 'POST') {
      const outTradeNo = new URLSearchParams(request.rawBody.toString('utf8')).get('out_trade_no') ?? '';
      const trade = current(outTradeNo);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY') return html(409, '支付宝', '<p>订单不能支付</p>');
      const { returnUrl } = await pay(outTradeNo);
      return returnUrl ? { status: 302, headers: { location: returnUrl } } : html(200, '支付成功', '<p>支付成功</p>');
    }
    const bill = /^\/__fake\/bill\/([0-9a-f]{24})\//.exec(url.pathname);
    if (bill && request.method === 'GET') {
      const date = bills.get(bill[1]!);
      if (!date) return { status: 404, body: 'no such bill' };
      return {
        status: 200,
        headers: { 'content-type': 'application/zip' },
        body: tradeBillZip(sellerId, date, billRows(date), storeBills),
      };
    }
    const named = /^\/__fake\/([a-z-]+)$/.exec(url.pathname);
    if (named) {
      let input: Record<string, unknown> = {};
      if (request.rawBody.length) {
        try {
          input = JSON.parse(request.rawBody.toString('utf8')) as Record<string, unknown>;
        } catch {
          return json(400, { error: 'body is not JSON' });
        }
      }
      try {
        return await control(named[1]!, input);
      } catch (err) {
        return json(409, { error: err instanceof Error ? err.message : String(err) });
      }
    }
    return NOT_FOUND;
  }, options.port ?? 0);
  base = server.url;

  return { url: `${server.url}/gateway.do`, alipayPublicKeyPem, controls, close: () => server.close() };
}
