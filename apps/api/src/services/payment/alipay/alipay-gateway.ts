/**
 * Alipay behind the payment seam (issue 33), through Alipay's own SDK (`alipay-sdk`, OpenAPI 2.0 gateway
 * `gateway.do`, RSA2): computer (`alipay.trade.page.pay`) and phone (`alipay.trade.wap.pay`) website payments,
 * their query and closing, refunds, transfers to Alipay accounts and the daily trade bill.
 *
 * The SDK signs our requests and verifies every answer's signature (#call says why we send the request
 * ourselves). Unreachable, a bad or missing signature, an answer that is not JSON: a `GatewayError`.
 * Alipay's business refusals (`code` ≠ 10000) become a `GatewayError` with its `sub_code`, except where a
 * signed refusal is itself an answer (a trade that does not exist yet is pending; a payee whose name does not
 * match fails the transfer; a day without trades has no bill). Notifications are verified here, not by the
 * SDK (notify-sign.ts says why).
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
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
import { chinaTime, fenToYuan, parseChinaTime, yuanToFen } from './amounts';
import { BillUnreadable, parseTradeBillZip } from './bill';
import { FormRejected, parseAlipayForm, verifyNotifySign } from './notify-sign';

export interface AlipayGatewayOptions {
  appId: string;
  /** The app's private key, PEM (PKCS#1 `RSA PRIVATE KEY` or PKCS#8 `PRIVATE KEY`). */
  appPrivateKeyPem: string;
  /** Alipay's public key, PEM (SPKI `PUBLIC KEY` or PKCS#1 `RSA PUBLIC KEY`). */
  alipayPublicKeyPem: string;
  /** The full `…/gateway.do` URL. */
  gateway: string;
  /** Where Alipay posts notifications: `{PUBLIC_ORIGIN}/api/pay/notify/alipay`. */
  notifyUrl: string;
  /** Milliseconds one call may take (the SDK's default is 5 s). */
  timeoutMs?: number;
  /** Largest bill zip downloaded (bytes). */
  maxBillBytes?: number;
}

/** Alipay's answer to every call: its code, and the method's own fields. */
const answerSchema = z
  .object({
    code: z.string(),
    msg: z.string().optional(),
    sub_code: z.string().optional(),
    sub_msg: z.string().optional(),
  })
  .loose();
type Answer = z.infer<typeof answerSchema>;

const tradeQuerySchema = z
  .object({
    out_trade_no: z.string().optional(),
    trade_no: z.string().optional(),
    trade_status: z.enum(['WAIT_BUYER_PAY', 'TRADE_CLOSED', 'TRADE_SUCCESS', 'TRADE_FINISHED']),
    total_amount: z.string().optional(),
    send_pay_date: z.string().optional(),
  })
  .loose();
const refundSchema = z
  .object({ trade_no: z.string().optional(), fund_change: z.string().optional(), refund_fee: z.string().optional() })
  .loose();
const refundQuerySchema = z
  .object({
    trade_no: z.string().optional(),
    out_request_no: z.string().optional(),
    refund_status: z.string().optional(),
    refund_amount: z.string().optional(),
  })
  .loose();
const transferSchema = z
  .object({ order_id: z.string().optional(), status: z.string().optional(), fail_reason: z.string().optional() })
  .loose();
const billUrlSchema = z.object({ bill_download_url: z.url() }).loose();

/** Alipay's answer to a transfer whose payee is wrong: the transfer fails (the designer must fix the account). */
const PAYEE_REFUSALS = new Set([
  'PAYEE_USER_INFO_ERROR',
  'PAYEE_NOT_EXIST',
  'PAYEE_ACCOUNT_STATUS_ERROR',
  'PAYEE_ACCOUNT_NOT_EXSIT',
  'PAYEE_USERINFO_STATUS_ERROR',
  'PAYEE_ACC_OCUPIED',
  'PAYEE_CERT_INFO_ERROR',
  'PERMIT_CHECK_PERM_IDENTITY_THEFT',
  'PERMIT_NON_BANK_LIMIT_PAYEE',
  'EXCEED_LIMIT_PERSONAL_SM_AMOUNT',
  'EXCEED_LIMIT_SM_AMOUNT',
  'EXCEED_LIMIT_SM_MIN_AMOUNT',
  'PAYEE_MID_CANNOT_SAME',
]);

const NOT_PAYABLE_SUBJECT = /[/=&\\]/g;

/**
 * The request's `timestamp`, in China time as Alipay reads it. The SDK writes the process's local time, which is
 * UTC on most servers (8 hours off); a given `timestamp` parameter replaces its own. The real time, not the
 * injected Clock: it is what Alipay's servers compare with theirs.
 */
const alipayTimestamp = () => chinaTime(new Date());

/**
 * What an answer that failed verification claims, for the log only (never acted on): an unsigned refusal is
 * most often Alipay saying our own signature is wrong (`isv.invalid-signature`: the app key does not match
 * the one uploaded to the console), and the operator needs to see that rather than only "unsigned".
 */
function unsignedHint(raw: string, key: string): string {
  try {
    const claimed = (JSON.parse(raw) as Record<string, { sub_code?: unknown; code?: unknown } | undefined>)[key];
    const code = claimed?.sub_code ?? claimed?.code;
    return typeof code === 'string' ? `（未经签名的回答自称 ${code.slice(0, 64)}）` : '';
  } catch {
    return '';
  }
}

export class AlipayGateway implements PaymentGateway {
  readonly name = 'alipay' as const;
  readonly channels: readonly PayChannel[] = ['page', 'wap'];
  /** Transfers to an Alipay account (TRANS_ACCOUNT_NO_PWD); bank cards stay with another gateway. */
  readonly payoutTargets: readonly PayoutTarget['kind'][] = ['alipay'];

  readonly #sdk: AlipaySdk;
  readonly #alipayKey: KeyObject;
  readonly #appId: string;
  readonly #notifyUrl: string;
  readonly #maxBillBytes: number;
  readonly #timeoutMs: number;
  readonly #gateway: string;

  constructor(options: AlipayGatewayOptions) {
    // The SDK takes one key format per instance (keyType); PKCS#1 for it whatever the file held.
    const appKey = createPrivateKey(options.appPrivateKeyPem);
    this.#alipayKey = createPublicKey(options.alipayPublicKeyPem);
    if (appKey.asymmetricKeyType !== 'rsa' || this.#alipayKey.asymmetricKeyType !== 'rsa') {
      throw new Error('Alipay keys must be RSA keys (RSA2)');
    }
    this.#appId = options.appId;
    this.#notifyUrl = options.notifyUrl;
    this.#maxBillBytes = options.maxBillBytes ?? 32 * 1024 * 1024;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#gateway = options.gateway;
    this.#sdk = new AlipaySdk({
      appId: options.appId,
      privateKey: appKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      keyType: 'PKCS1',
      alipayPublicKey: this.#alipayKey.export({ type: 'spki', format: 'pem' }).toString(),
      gateway: options.gateway,
      signType: 'RSA2',
      // Alipay's own field names (trade_status, …), as its documentation spells them.
      camelcase: false,
    });
  }

  /**
   * One signed call. The SDK signs the request (`sdkExecute`: the signed parameters) and verifies the answer
   * (`checkResponseSign` over the text `getSignStr` cuts out); the HTTP is ours so that the data read is that
   * very signed text. The SDK's own `exec` parses the whole answer instead, so a second
   * `"…_response":{…}` appended after the signature would be what it returns (alipay-gateway.test.ts shows it).
   */
  async #call(method: string, bizContent: Record<string, unknown>): Promise<Answer> {
    let signed: URLSearchParams;
    try {
      signed = new URLSearchParams(this.#sdk.sdkExecute(method, { bizContent, timestamp: alipayTimestamp() }));
    } catch (err) {
      throw new GatewayError(`支付宝接口 ${method} 签名失败`, 'ALIPAY_SIGN_FAILED', { cause: err });
    }
    // As the SDK sends them: the common parameters in the query string, biz_content in the form body.
    const body = new URLSearchParams({ biz_content: signed.get('biz_content') ?? '' });
    signed.delete('biz_content');
    let raw: string;
    try {
      const response = await fetch(`${this.#gateway}?${signed.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
        body: body.toString(),
        // The gateway answers in place; a redirect would carry the signed request somewhere else.
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      raw = await response.text();
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    } catch (err) {
      throw new GatewayError(`支付宝接口 ${method} 无法访问`, 'ALIPAY_UNREACHABLE', { cause: err });
    }
    return this.#verified(method, raw);
  }

  /** The answer's signed object, or a GatewayError: never a field that is not under Alipay's signature. */
  #verified(method: string, raw: string): Answer {
    const methodKey = `${method.replaceAll('.', '_')}_response`;
    // A refusal before the method ran (unknown method, …) comes as error_response.
    const key = raw.includes(`"${methodKey}"`) ? methodKey : 'error_response';
    let data: unknown;
    try {
      const document: unknown = JSON.parse(raw);
      const sign = (document as { sign?: unknown } | null)?.sign;
      if (typeof sign !== 'string' || sign === '') throw new Error('answer without a signature');
      this.#sdk.checkResponseSign(raw, key, sign, '');
      data = JSON.parse(this.#sdk.getSignStr(raw, key));
    } catch (err) {
      throw new GatewayError(`支付宝接口 ${method} 的回答未通过验签${unsignedHint(raw, key)}`, 'ALIPAY_UNSIGNED', {
        cause: err,
      });
    }
    const parsed = answerSchema.safeParse(data);
    if (!parsed.success) throw new GatewayError(`支付宝接口 ${method} 的回答无法识别`, 'ALIPAY_BAD_ANSWER');
    return parsed.data;
  }

  static #refused(method: string, answer: Answer): GatewayError {
    const code = answer.sub_code ?? answer.code;
    return new GatewayError(`支付宝拒绝了 ${method}：${answer.sub_msg ?? answer.msg ?? code}`, code);
  }

  static #read<T>(method: string, schema: z.ZodType<T>, answer: Answer): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new GatewayError(`支付宝接口 ${method} 的回答缺少字段`, 'ALIPAY_BAD_ANSWER');
    return parsed.data;
  }

  async create(order: CreatePayment): Promise<PaymentStart> {
    if (order.channel !== 'page' && order.channel !== 'wap') {
      throw new GatewayError(`支付宝不支持 ${order.channel} 支付方式`, 'CHANNEL_UNSUPPORTED');
    }
    const method = order.channel === 'page' ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay';
    const subject = order.description.replace(NOT_PAYABLE_SUBJECT, ' ').trim().slice(0, 128) || '设计集市订单';
    const bizContent: Record<string, string> = {
      out_trade_no: order.outTradeNo,
      total_amount: fenToYuan(order.amountFen),
      subject,
      product_code: order.channel === 'page' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
      time_expire: chinaTime(order.expiresAt),
    };
    // The phone cashier's "back" button goes where the payer came from.
    if (order.channel === 'wap' && order.returnUrl) bizContent.quit_url = order.returnUrl;
    const params: Record<string, unknown> = { bizContent, notify_url: this.#notifyUrl, timestamp: alipayTimestamp() };
    if (order.returnUrl) params.return_url = order.returnUrl;
    try {
      return { kind: 'redirect', payUrl: this.#sdk.pageExecute(method, 'GET', params) };
    } catch (err) {
      throw new GatewayError('支付宝支付链接生成失败', 'ALIPAY_SIGN_FAILED', { cause: err });
    }
  }

  async query(outTradeNo: string): Promise<PaymentState> {
    const method = 'alipay.trade.query';
    const answer = await this.#call(method, { out_trade_no: outTradeNo });
    if (answer.code !== '10000') {
      // The page cashier creates the trade only when the payer logs in: not there yet is not paid yet.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { outTradeNo, status: 'pending' };
      throw AlipayGateway.#refused(method, answer);
    }
    const trade = AlipayGateway.#read(method, tradeQuerySchema, answer);
    if (trade.out_trade_no !== undefined && trade.out_trade_no !== outTradeNo) {
      throw new GatewayError('支付宝回答的订单号与查询的不符', 'ALIPAY_BAD_ANSWER');
    }
    const status =
      trade.trade_status === 'TRADE_SUCCESS' || trade.trade_status === 'TRADE_FINISHED'
        ? 'paid'
        : trade.trade_status === 'TRADE_CLOSED'
          ? 'closed'
          : 'pending';
    const state: PaymentState = { outTradeNo, status };
    if (trade.trade_no) state.tradeNo = trade.trade_no;
    const fen = trade.total_amount === undefined ? null : yuanToFen(trade.total_amount);
    if (fen !== null) state.amountFen = fen;
    if (status === 'paid') {
      const paidAt = parseChinaTime(trade.send_pay_date);
      if (paidAt) state.paidAt = paidAt;
    }
    return state;
  }

  async close(outTradeNo: string): Promise<void> {
    const method = 'alipay.trade.close';
    const answer = await this.#call(method, { out_trade_no: outTradeNo });
    // Nobody opened the cashier, so there is no trade to close: nothing can pay it later either.
    if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
    throw AlipayGateway.#refused(method, answer);
  }

  async parseNotify(request: NotifyRequest): Promise<NotifyEvent> {
    if (request.rawBody.length === 0) throw new NotifyRejected('empty notification');
    if (request.rawBody.length > 64 * 1024) throw new NotifyRejected('notification too large');
    let form;
    try {
      form = parseAlipayForm(request.rawBody);
    } catch (err) {
      if (err instanceof FormRejected) throw new NotifyRejected(`unreadable notification: ${err.message}`);
      throw err;
    }
    if (!verifyNotifySign(form, this.#alipayKey)) throw new NotifyRejected('bad signature');
    const f = (key: string) => form.fields.get(key);
    // Signed by Alipay but for another app of the same merchant: not ours to act on.
    if (f('app_id') !== this.#appId) throw new NotifyRejected('notification for another app_id');
    const outTradeNo = f('out_trade_no');
    if (!outTradeNo) throw new NotifyRejected('notification without out_trade_no');
    const notifyType = f('notify_type');
    if (notifyType !== 'trade_status_sync') return { kind: 'ignored', reason: `notify_type ${notifyType ?? '(none)'}` };
    const tradeStatus = f('trade_status');
    // A refund changes the trade too (partial: still TRADE_SUCCESS; full: TRADE_CLOSED) and names the refund.
    const refundNo = f('out_biz_no');
    if (refundNo && f('gmt_refund')) {
      return { kind: 'refund', outTradeNo, state: { outRefundNo: refundNo, status: 'done' } };
    }
    if (tradeStatus !== 'TRADE_SUCCESS' && tradeStatus !== 'TRADE_FINISHED') {
      return { kind: 'ignored', reason: `trade_status ${tradeStatus ?? '(none)'}` };
    }
    const amountFen = yuanToFen(f('total_amount') ?? '');
    if (amountFen === null) throw new NotifyRejected('notification without a total_amount');
    const state: PaymentState = { outTradeNo, status: 'paid', amountFen };
    const tradeNo = f('trade_no');
    if (tradeNo) state.tradeNo = tradeNo;
    const paidAt = parseChinaTime(f('gmt_payment'));
    if (paidAt) state.paidAt = paidAt;
    return { kind: 'payment', state };
  }

  acknowledge(): NotifyAnswer {
    // Alipay stops resending only on exactly these seven characters.
    return { status: 200, contentType: 'text/plain', body: 'success' };
  }

  reject(_message: string): NotifyAnswer {
    // Alipay reads only `success`; anything else is resent (25 h, 8 times). The reason stays in our log.
    return { status: 400, contentType: 'text/plain', body: 'fail' };
  }

  async refund(request: RefundRequest): Promise<RefundState> {
    const method = 'alipay.trade.refund';
    const answer = await this.#call(method, {
      out_trade_no: request.outTradeNo,
      out_request_no: request.outRefundNo,
      refund_amount: fenToYuan(request.amountFen),
      refund_reason: request.reason.slice(0, 256),
    });
    if (answer.code !== '10000') throw AlipayGateway.#refused(method, answer);
    const refund = AlipayGateway.#read(method, refundSchema, answer);
    if (refund.fund_change === 'Y') {
      return { outRefundNo: request.outRefundNo, status: 'done', amountFen: request.amountFen };
    }
    // No fund change in this answer (a repeated request, or still being processed): the refund query decides.
    return this.queryRefund(request.outRefundNo, request.outTradeNo);
  }

  async queryRefund(outRefundNo: string, outTradeNo: string): Promise<RefundState> {
    const method = 'alipay.trade.fastpay.refund.query';
    const answer = await this.#call(method, { out_trade_no: outTradeNo, out_request_no: outRefundNo });
    if (answer.code !== '10000') throw AlipayGateway.#refused(method, answer);
    const refund = AlipayGateway.#read(method, refundQuerySchema, answer);
    if (refund.refund_status !== 'REFUND_SUCCESS') return { outRefundNo, status: 'pending' };
    const state: RefundState = { outRefundNo, status: 'done' };
    const fen = refund.refund_amount === undefined ? null : yuanToFen(refund.refund_amount);
    if (fen !== null) state.amountFen = fen;
    return state;
  }

  async transfer(request: TransferRequest): Promise<TransferState> {
    const method = 'alipay.fund.trans.uni.transfer';
    const { target } = request;
    if (target.kind !== 'alipay') {
      throw new GatewayError(`支付宝不能转账到 ${target.kind}`, 'TARGET_UNSUPPORTED');
    }
    const answer = await this.#call(method, {
      out_biz_no: request.outBillNo,
      trans_amount: fenToYuan(request.amountFen),
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: request.remark.slice(0, 128) || '设计集市提现',
      // Alipay checks `name` against the account's real name and refuses a mismatch (PAYEE_USER_INFO_ERROR).
      payee_info: { identity: target.account, identity_type: 'ALIPAY_LOGON_ID', name: target.realName },
      remark: request.remark.slice(0, 200),
    });
    if (answer.code !== '10000') {
      const code = answer.sub_code ?? '';
      if (PAYEE_REFUSALS.has(code)) {
        return { outBillNo: request.outBillNo, status: 'failed', failReason: answer.sub_msg || '支付宝拒绝了这笔转账' };
      }
      throw AlipayGateway.#refused(method, answer);
    }
    return AlipayGateway.#transferState(request.outBillNo, AlipayGateway.#read(method, transferSchema, answer));
  }

  static #transferState(outBillNo: string, answer: z.infer<typeof transferSchema>): TransferState {
    const state: TransferState = { outBillNo, status: 'pending' };
    if (answer.order_id) state.ref = answer.order_id;
    if (answer.status === 'SUCCESS') state.status = 'done';
    // FAIL: refused after acceptance; REFUND: the money came back (a bank bounce); CLOSED: never went.
    else if (answer.status === 'FAIL' || answer.status === 'REFUND' || answer.status === 'CLOSED') {
      state.status = 'failed';
      state.failReason = answer.fail_reason || '支付宝转账失败';
    }
    return state;
  }

  async queryTransfer(outBillNo: string): Promise<TransferState> {
    const method = 'alipay.fund.trans.common.query';
    const answer = await this.#call(method, {
      out_biz_no: outBillNo,
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
    });
    // ORDER_NOT_EXIST is a GatewayError too: a request that timed out may still be accepted, so "failed" would
    // risk paying twice; the caller keeps the payout pending and asks again.
    if (answer.code !== '10000') throw AlipayGateway.#refused(method, answer);
    return AlipayGateway.#transferState(outBillNo, AlipayGateway.#read(method, transferSchema, answer));
  }

  async tradeBill(date: string): Promise<BillLine[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new GatewayError(`账单日期格式不对：${date}`, 'BAD_DATE');
    const method = 'alipay.data.dataservice.bill.downloadurl.query';
    const answer = await this.#call(method, { bill_type: 'trade', bill_date: date });
    if (answer.code !== '10000') {
      // No trade that day: Alipay has no bill to give.
      if (answer.sub_code === 'isp.bill_not_exist') return [];
      throw AlipayGateway.#refused(method, answer);
    }
    const { bill_download_url: url } = AlipayGateway.#read(method, billUrlSchema, answer);
    const zip = await this.#download(url);
    try {
      return parseTradeBillZip(zip);
    } catch (err) {
      if (err instanceof BillUnreadable)
        throw new GatewayError(`支付宝账单无法读取：${err.message}`, 'BILL_UNREADABLE');
      throw err;
    }
  }

  async #download(url: string): Promise<Buffer> {
    const parsed = new URL(url);
    const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(parsed.hostname);
    if (!(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback))) {
      throw new GatewayError('支付宝账单地址不是 https', 'BILL_URL');
    }
    let response: Response;
    try {
      response = await fetch(parsed, { signal: AbortSignal.timeout(this.#timeoutMs * 3) });
    } catch (err) {
      throw new GatewayError('支付宝账单下载失败', 'BILL_DOWNLOAD', { cause: err });
    }
    if (!response.ok || !response.body)
      throw new GatewayError(`支付宝账单下载失败：HTTP ${response.status}`, 'BILL_DOWNLOAD');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > this.#maxBillBytes) throw new GatewayError('支付宝账单过大', 'BILL_DOWNLOAD');
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
}
