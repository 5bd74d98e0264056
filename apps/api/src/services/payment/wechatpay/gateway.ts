/**
 * WeChat Pay API v3 behind the PaymentGateway seam (issue 33, decision 026): Native/H5/JSAPI orders, their
 * query and close, notifications, refunds, merchant transfers (商家转账, the current version where the payee
 * confirms receipt) and the trade bill. Every request is signed with the merchant key; every answer — an
 * empty 204 included — is verified with WeChat Pay's key before anything in it is believed, except the bill
 * file, which WeChat does not sign and which is checked against the SHA1 of the signed bill answer instead.
 */
import { createHash, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import {
  GatewayError,
  NotifyRejected,
  type BillLine,
  type CreatePayment,
  type NotifyAnswer,
  type NotifyEvent,
  type NotifyRequest,
  type PayChannel,
  type PaymentGateway,
  type PaymentStart,
  type PaymentState,
  type PayoutTarget,
  type RefundRequest,
  type RefundState,
  type TransferRequest,
  type TransferState,
} from '../gateway';
import { parseTradeBill } from './bill';
import * as schema from './schemas';
import {
  authorization,
  decryptResource,
  encryptSensitive,
  jsapiParams,
  newNonce,
  requestMessage,
  sign,
  type WechatPayVerifier,
} from './signer';

export interface WechatPaySettings {
  mchid: string;
  /** The website/open-platform app the Native and H5 orders are made for (WECHATPAY_APPID). */
  appid: string;
  /** The official account (WECHAT_MP_APPID): JSAPI orders and transfers to its users' openids. */
  mpAppid?: string | undefined;
  merchantSerial: string;
  merchantKey: KeyObject;
  apiV3Key: string;
  verifier: WechatPayVerifier;
  /** The key that encrypts sensitive fields and the serial the request names for it (`Wechatpay-Serial`). */
  encryption: { serial: string; key: KeyObject };
  /** `https://api.mch.weixin.qq.com` (WECHATPAY_BASE_URL), without a trailing slash. */
  baseUrl: string;
  /** `{PUBLIC_ORIGIN}/api/pay/notify/wechatpay`: payments, refunds and transfers all notify here. */
  notifyUrl: string;
  fetch: typeof fetch;
  now: () => Date;
  timeoutMs?: number;
}

/**
 * The transfer scene (商家转账 transfer_scene_id) of paying a designer for a task: 1005 佣金报酬, "to a
 * provider of services — sales, group leaders, hosts — their commission or remuneration". A designer is paid
 * for work done, which is remuneration, not 1000 现金营销 (rewards of a marketing campaign); WeChat checks the
 * scene against what the merchant applied for and asks each scene for its own report fields (below).
 */
export const TRANSFER_SCENE_ID = '1005';

/** WeChat's limit on `transfer_remark` and on a report field's content: 32 characters. */
const cut = (text: string, max: number): string => [...text].slice(0, max).join('');

/** `2026-11-28T17:05:00+08:00`: WeChat's RFC 3339 in China time. */
export function chinaRfc3339(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

const PAYMENT_STATUS: Record<string, PaymentState['status']> = {
  SUCCESS: 'paid',
  // Paid, then (part) refunded: the money was taken.
  REFUND: 'paid',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

const REFUND_STATUS: Record<string, RefundState['status']> = {
  SUCCESS: 'done',
  PROCESSING: 'pending',
  ABNORMAL: 'failed',
  CLOSED: 'failed',
};

const TRANSFER_STATUS: Record<string, TransferState['status']> = {
  WAIT_USER_CONFIRM: 'awaiting_confirm',
  ACCEPTED: 'pending',
  PROCESSING: 'pending',
  TRANSFERING: 'pending',
  CANCELING: 'pending',
  SUCCESS: 'done',
  FAIL: 'failed',
  CANCELLED: 'failed',
};

interface Answer {
  status: number;
  raw: Buffer;
}

export class WechatPayGateway implements PaymentGateway {
  readonly name = 'wechatpay' as const;
  readonly channels: readonly PayChannel[];
  readonly payoutTargets: readonly PayoutTarget['kind'][] = ['wechat'];

  constructor(private readonly s: WechatPaySettings) {
    // JSAPI pays inside WeChat with the payer's openid of the official account: no account, no JSAPI.
    this.channels = s.mpAppid ? ['native', 'h5', 'jsapi'] : ['native', 'h5'];
  }

  async create(order: CreatePayment): Promise<PaymentStart> {
    if (!this.channels.includes(order.channel)) {
      throw new GatewayError(`微信支付不支持 ${order.channel} 渠道`, 'UNSUPPORTED_CHANNEL');
    }
    const common = {
      mchid: this.s.mchid,
      description: order.description,
      out_trade_no: order.outTradeNo,
      time_expire: chinaRfc3339(order.expiresAt),
      notify_url: this.s.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    };
    if (order.channel === 'native') {
      const answer = await this.#json('POST', '/v3/pay/transactions/native', schema.nativeAnswer, {
        appid: this.s.appid,
        ...common,
      });
      return { kind: 'qr', qrCode: answer.code_url };
    }
    if (order.channel === 'h5') {
      const answer = await this.#json('POST', '/v3/pay/transactions/h5', schema.h5Answer, {
        appid: this.s.appid,
        ...common,
        scene_info: { payer_client_ip: order.payerIp, h5_info: { type: 'Wap' } },
      });
      const payUrl = order.returnUrl
        ? `${answer.h5_url}${answer.h5_url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(order.returnUrl)}`
        : answer.h5_url;
      return { kind: 'redirect', payUrl };
    }
    // jsapi (the channel check above leaves nothing else)
    const mpAppid = this.s.mpAppid as string;
    if (!order.openid) throw new GatewayError('JSAPI 支付需要付款人的 openid', 'PARAM_ERROR');
    const answer = await this.#json('POST', '/v3/pay/transactions/jsapi', schema.jsapiAnswer, {
      appid: mpAppid,
      ...common,
      payer: { openid: order.openid },
    });
    const timeStamp = String(Math.floor(this.s.now().getTime() / 1000));
    return {
      kind: 'jsapi',
      jsapiParams: jsapiParams(this.s.merchantKey, mpAppid, answer.prepay_id, timeStamp, newNonce()),
    };
  }

  async query(outTradeNo: string): Promise<PaymentState> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${this.s.mchid}`;
    const answer = await this.#request('GET', path, undefined, { allow: ['ORDER_NOT_EXIST'] });
    // ORDER_NOT_EXIST: never created at WeChat (or not visible there yet): nothing was paid, still pending.
    if (answer.status >= 400) return { outTradeNo, status: 'pending' };
    return paymentState(this.#parse(schema.transaction, answer));
  }

  async close(outTradeNo: string): Promise<void> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
    const answer = await this.#request('POST', path, { mchid: this.s.mchid }, { allow: ['ORDER_NOT_EXIST'] });
    // ORDER_NOT_EXIST: WeChat never made it (our create failed on the way), so nothing can pay it either.
    if (answer.status >= 400) return;
    if (answer.status !== 204) throw new GatewayError(`微信支付关单应答 HTTP ${answer.status}`);
  }

  async parseNotify(request: NotifyRequest): Promise<NotifyEvent> {
    const body = request.rawBody;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new NotifyRejected('通知为空');
    const problem = this.s.verifier.problem(request.headers, body, this.s.now());
    if (problem) throw new NotifyRejected(problem);
    const envelope = parseJson(schema.notification, body.toString('utf8'));
    if (!envelope) throw new NotifyRejected('通知格式错误');
    let plain: string;
    try {
      plain = decryptResource(this.s.apiV3Key, envelope.resource);
    } catch {
      throw new NotifyRejected('通知解密失败');
    }
    const type = envelope.event_type;
    if (type === 'TRANSACTION.SUCCESS') {
      const resource = parseJson(schema.transaction, plain);
      if (!resource) throw new NotifyRejected('通知内容格式错误');
      this.#sameMerchant(resource.mchid);
      // docs: only SUCCESS means money was taken; anything else under this event is nothing to act on.
      if (resource.trade_state !== 'SUCCESS') return { kind: 'ignored', reason: `trade_state ${resource.trade_state}` };
      return { kind: 'payment', state: paymentState(resource) };
    }
    if (type.startsWith('REFUND.')) {
      const resource = parseJson(schema.refund.extend({ mchid: schema.transaction.shape.mchid }), plain);
      if (!resource || !resource.out_trade_no) throw new NotifyRejected('通知内容格式错误');
      this.#sameMerchant(resource.mchid);
      return { kind: 'refund', outTradeNo: resource.out_trade_no, state: refundState(resource) };
    }
    if (type === 'MCHTRANSFER.BILL.FINISHED') {
      const resource = parseJson(schema.transferBill, plain);
      if (!resource) throw new NotifyRejected('通知内容格式错误');
      this.#sameMerchant(resource.mch_id);
      return { kind: 'transfer', state: transferState(resource) };
    }
    return { kind: 'ignored', reason: `event_type ${type.slice(0, 64)}` };
  }

  acknowledge(): NotifyAnswer {
    // API v3: success is 200 or 204 with no body.
    return { status: 204, body: '' };
  }

  reject(message: string): NotifyAnswer {
    // A forged or stale notification is unauthenticated (401); anything else we could not take is a 400.
    // WeChat retries either, which is right for ours and harmless for a forger's.
    const unauthenticated = /签名|时间戳|序列号|解密/.test(message);
    return {
      status: unauthenticated ? 401 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 'FAIL', message }),
    };
  }

  async refund(request: RefundRequest): Promise<RefundState> {
    const answer = await this.#json('POST', '/v3/refund/domestic/refunds', schema.refund, {
      out_trade_no: request.outTradeNo,
      out_refund_no: request.outRefundNo,
      reason: cut(request.reason, 80),
      notify_url: this.s.notifyUrl,
      amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
    });
    return refundState(answer);
  }

  async queryRefund(outRefundNo: string, _outTradeNo: string): Promise<RefundState> {
    const path = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`;
    return refundState(await this.#json('GET', path, schema.refund));
  }

  async transfer(request: TransferRequest): Promise<TransferState> {
    const target = request.target;
    if (target.kind !== 'wechat') throw new GatewayError('微信支付只能转账到微信零钱', 'UNSUPPORTED_TARGET');
    const body: Record<string, unknown> = {
      // The payee's openid belongs to the official account when there is one (the phone site logs in there).
      appid: this.s.mpAppid ?? this.s.appid,
      out_bill_no: request.outBillNo,
      transfer_scene_id: TRANSFER_SCENE_ID,
      openid: target.openid,
      transfer_amount: request.amountFen,
      transfer_remark: cut(request.remark, 32),
      notify_url: this.s.notifyUrl,
      // Scene 1005's report fields, by their fixed names (WeChat refuses the transfer without them).
      transfer_scene_report_infos: [
        { info_type: '岗位类型', info_content: '设计师' },
        { info_type: '报酬说明', info_content: cut(request.remark, 32) },
      ],
    };
    const headers: Record<string, string> = {};
    if (target.realName) {
      // WeChat checks the name against the payee's real-name account (required from ￥2,000).
      body.user_name = encryptSensitive(this.s.encryption.key, target.realName);
      headers['Wechatpay-Serial'] = this.s.encryption.serial;
    }
    const answer = await this.#json('POST', '/v3/fund-app/mch-transfer/transfer-bills', schema.transferBill, body, {
      headers,
    });
    return transferState(answer);
  }

  async queryTransfer(outBillNo: string): Promise<TransferState> {
    const path = `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(outBillNo)}`;
    return transferState(await this.#json('GET', path, schema.transferBill));
  }

  async tradeBill(date: string): Promise<BillLine[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new GatewayError(`账单日期格式错误：${date.slice(0, 20)}`);
    const answer = await this.#request('GET', `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`, undefined, {
      allow: ['NO_STATEMENT_EXIST'],
    });
    // NO_STATEMENT_EXIST: no trade that day, so WeChat made no bill.
    if (answer.status >= 400) return [];
    const bill = this.#parse(schema.tradeBillAnswer, answer);
    if (bill.hash_type !== 'SHA1') throw new GatewayError(`未知的账单摘要类型 ${bill.hash_type}`);
    const url = this.#downloadUrl(bill.download_url);
    // The file is not signed: the SHA1 from the signed answer above is what vouches for it.
    const file = await this.#send('GET', url);
    if (file.status !== 200) throw new GatewayError(`微信支付账单下载应答 HTTP ${file.status}`);
    const hash = createHash('sha1').update(file.raw).digest('hex');
    if (hash !== bill.hash_value.toLowerCase()) throw new GatewayError('微信支付账单摘要不符', 'HASH_MISMATCH');
    try {
      return parseTradeBill(file.raw.toString('utf8'));
    } catch (err) {
      throw new GatewayError('微信支付账单格式无法解析', 'BILL_FORMAT', { cause: err });
    }
  }

  #sameMerchant(mchid: string | undefined): void {
    if (mchid !== undefined && mchid !== this.s.mchid) throw new NotifyRejected('商户号不符');
  }

  /** The bill's download address, only on WeChat Pay's own hosts (our signed request goes there). */
  #downloadUrl(text: string): URL {
    let url: URL;
    try {
      url = new URL(text.trim());
    } catch {
      throw new GatewayError('微信支付账单下载地址无效');
    }
    const base = new URL(this.s.baseUrl);
    const wechat = url.protocol === 'https:' && /(^|\.)mch\.weixin\.qq\.com$/.test(url.hostname);
    if (url.origin !== base.origin && !wechat) throw new GatewayError('微信支付账单下载地址不在微信支付域名下');
    return url;
  }

  async #json<T>(
    method: 'GET' | 'POST',
    path: string,
    shape: z.ZodType<T>,
    body?: unknown,
    options: { headers?: Record<string, string> } = {},
  ): Promise<T> {
    return this.#parse(shape, await this.#request(method, path, body, options));
  }

  #parse<T>(shape: z.ZodType<T>, answer: Answer): T {
    const parsed = parseJson(shape, answer.raw.toString('utf8'));
    if (!parsed) throw new GatewayError(`微信支付应答格式无法识别（HTTP ${answer.status}）`);
    return parsed;
  }

  /**
   * A signed request whose answer is verified. A 4xx/5xx is a GatewayError with WeChat's code, except the
   * codes in `allow`, which the caller reads from the returned status.
   */
  async #request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string>; allow?: string[] } = {},
  ): Promise<Answer> {
    const url = new URL(`${this.s.baseUrl}${path}`);
    const answer = await this.#send(
      method,
      url,
      body === undefined ? undefined : JSON.stringify(body),
      options.headers,
    );
    const problem = this.s.verifier.problem(answer.headers, answer.raw, this.s.now());
    if (problem) {
      throw new GatewayError(`微信支付应答无法验证（HTTP ${answer.status}）：${problem}`, 'ANSWER_UNVERIFIED');
    }
    if (answer.status >= 400) {
      const error = parseJson(schema.errorAnswer, answer.raw.toString('utf8'));
      if (error && options.allow?.includes(error.code)) return answer;
      throw new GatewayError(
        `微信支付拒绝了请求（HTTP ${answer.status}）：${error ? `${error.code} ${error.message ?? ''}`.trim() : '无错误码'}`,
        error?.code,
      );
    }
    return answer;
  }

  /** Signs and sends; the answer's bytes and headers, unverified. */
  async #send(
    method: 'GET' | 'POST',
    url: URL,
    body?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer & { headers: Record<string, string> }> {
    const timestamp = String(Math.floor(this.s.now().getTime() / 1000));
    const nonce = newNonce();
    const signed = requestMessage(method, `${url.pathname}${url.search}`, timestamp, nonce, body ?? '');
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'bazaar-wechatpay/1 (node)',
      authorization: authorization({
        mchid: this.s.mchid,
        serialNo: this.s.merchantSerial,
        nonce,
        timestamp,
        signature: sign(this.s.merchantKey, signed),
      }),
      ...extraHeaders,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let raw: Buffer;
    try {
      res = await this.s.fetch(url, {
        method,
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.s.timeoutMs ?? 10_000),
      });
      raw = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      throw new GatewayError(`微信支付无法连接（${method} ${url.pathname}）`, 'UNREACHABLE', { cause: err });
    }
    return { status: res.status, raw, headers: Object.fromEntries(res.headers) };
  }
}

function parseJson<T>(shape: z.ZodType<T>, text: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = shape.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function paymentState(t: z.infer<typeof schema.transaction>): PaymentState {
  const status = PAYMENT_STATUS[t.trade_state] ?? 'pending';
  const state: PaymentState = { outTradeNo: t.out_trade_no, status };
  if (t.transaction_id) state.tradeNo = t.transaction_id;
  if (t.amount?.total !== undefined) state.amountFen = t.amount.total;
  if (t.success_time) {
    const paidAt = new Date(t.success_time);
    if (!Number.isNaN(paidAt.getTime())) state.paidAt = paidAt;
  }
  return state;
}

function refundState(r: z.infer<typeof schema.refund>): RefundState {
  const status = REFUND_STATUS[r.status ?? r.refund_status ?? ''] ?? 'pending';
  const state: RefundState = { outRefundNo: r.out_refund_no, status };
  if (r.refund_id) state.refundId = r.refund_id;
  if (r.amount) state.amountFen = r.amount.refund;
  return state;
}

function transferState(t: z.infer<typeof schema.transferBill>): TransferState {
  const status = TRANSFER_STATUS[t.state] ?? 'pending';
  const state: TransferState = { outBillNo: t.out_bill_no, status };
  if (t.transfer_bill_no) state.ref = t.transfer_bill_no;
  if (status === 'awaiting_confirm' && t.package_info) state.packageInfo = t.package_info;
  if (status === 'failed' && t.fail_reason) state.failReason = t.fail_reason;
  return state;
}
