/**
 * The seam every payment company sits behind (issue 33, docs/decisions/026): the cashier's orders, their
 * notifications, queries and closing, refunds, payouts (transfers) and the daily trade bill. One object per
 * company (`wechatpay`, `alipay`), plus `sandbox` for development and tests; `PAYMENT_DRIVER` names the
 * ones in use (`PaymentGateways`). A gateway only speaks its company's protocol: it never touches the
 * database, and every amount is in fen (integers).
 *
 * A gateway throws `GatewayError` when the company could not be reached or refused a request; the caller
 * decides what the user is told (the cashier says the channel is unavailable; orders stay pending).
 */
import type { PayChannel, PayProvider } from '@bazaar/domain/rules/cashier';

/** The companies behind `PAYMENT_DRIVER` (the sandbox included): the cashier's PAY_PROVIDERS. */
export type PayProviderName = PayProvider;

/**
 * How the payer pays (the cashier's PAY_CHANNELS): WeChat Pay `native` (a QR code on a computer), `h5` (a phone
 * browser outside WeChat), `jsapi` (inside WeChat, needs the payer's official-account openid); Alipay `page`
 * (computer website pay) and `wap` (phone website pay); `sandbox` (the development confirm button).
 */
export type { PayChannel };

export interface CreatePayment {
  outTradeNo: string;
  amountFen: number;
  /** What the payer sees on the company's page (the task's name, cut to the company's limit). */
  description: string;
  channel: PayChannel;
  /** The company closes the order itself after this (WeChat `time_expire`, Alipay `time_expire`). */
  expiresAt: Date;
  /** The payer's IP (WeChat H5's `scene_info.payer_client_ip`). */
  payerIp: string;
  /** The payer's official-account openid (WeChat JSAPI). */
  openid?: string;
  /** Where the company's page sends the payer back (Alipay page/wap `return_url`, WeChat H5 `redirect_url`). */
  returnUrl?: string;
}

/** What the cashier shows or does to start the payment. */
export type PaymentStart =
  /** WeChat Native `code_url` (and the sandbox's link): drawn as a QR code. */
  | { kind: 'qr'; qrCode: string }
  /** WeChat H5 `h5_url`, Alipay page/wap: the browser goes there. */
  | { kind: 'redirect'; payUrl: string }
  /** WeChat JSAPI: the parameters of `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`, already signed. */
  | { kind: 'jsapi'; jsapiParams: Record<string, string> };

/** A payment as the company knows it (a query's answer, or a notification). */
export interface PaymentState {
  outTradeNo: string;
  /** paid: money taken; pending: not yet (or not known yet); closed: closed or expired there, never paid. */
  status: 'paid' | 'pending' | 'closed';
  /** The company's own trade number (WeChat `transaction_id`, Alipay `trade_no`). */
  tradeNo?: string;
  /** What the company took, in fen (compared with our order before anything moves). */
  amountFen?: number;
  paidAt?: Date;
}

export interface RefundRequest {
  outTradeNo: string;
  /** Ours and idempotent: asking twice with the same number refunds once. */
  outRefundNo: string;
  amountFen: number;
  /** The original payment's amount (WeChat asks for both). */
  totalFen: number;
  reason: string;
}

export interface RefundState {
  outRefundNo: string;
  /** done: the money went back; pending: the company is still working on it; failed: it will not. */
  status: 'done' | 'pending' | 'failed';
  refundId?: string;
  amountFen?: number;
}

/** Where a payout goes: a WeChat user (merchant transfer, by openid) or an Alipay account. */
export type PayoutTarget =
  | { kind: 'wechat'; openid: string; realName?: string }
  | { kind: 'alipay'; account: string; realName: string }
  | { kind: 'bankcard'; cardNo: string; holderName: string; bankName: string };

export interface TransferRequest {
  /** Ours and idempotent (WeChat `out_bill_no`, Alipay `out_biz_no`). */
  outBillNo: string;
  amountFen: number;
  target: PayoutTarget;
  /** The transfer's remark the payee sees. */
  remark: string;
}

export interface TransferState {
  outBillNo: string;
  /**
   * done: arrived; pending: under way (query again later); awaiting_confirm: WeChat's current merchant
   * transfer waits for the payee to confirm receipt inside WeChat (`packageInfo` opens that page);
   * failed: it will not arrive (the money goes back to the designer's balance, once).
   */
  status: 'done' | 'pending' | 'awaiting_confirm' | 'failed';
  /** The company's transfer id. */
  ref?: string;
  /** WeChat `package_info`, for `wx.requestMerchantTransfer` on the phone site. */
  packageInfo?: string;
  failReason?: string;
}

/** A notification exactly as it arrived: the raw body bytes (never re-serialised) and the headers. */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** What an authentic notification says. */
export type NotifyEvent =
  | { kind: 'payment'; state: PaymentState }
  | { kind: 'refund'; outTradeNo: string; state: RefundState }
  | { kind: 'transfer'; state: TransferState }
  /** Authentic, but of nothing we act on (another event type, a trade state we ignore). */
  | { kind: 'ignored'; reason: string };

/** The HTTP answer a company expects to a notification. */
export interface NotifyAnswer {
  status: number;
  contentType?: string;
  /** Empty string: no body. */
  body: string;
}

/** A notification that is not the company's: a bad signature, a stale timestamp, a body that does not decrypt. */
export class NotifyRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotifyRejected';
  }
}

/** The company could not be reached, or refused the request; `code` is the company's error code if it gave one. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** One line of a company's trade bill for a day (reconciliation). */
export interface BillLine {
  outTradeNo: string;
  tradeNo: string;
  /** payment: money in; refund: money back (amountFen positive in both). */
  kind: 'payment' | 'refund';
  amountFen: number;
  outRefundNo?: string;
  at?: Date;
}

export interface PaymentGateway {
  readonly name: PayProviderName;
  /** The channels this configuration can take (JSAPI only with an official account, …). */
  readonly channels: readonly PayChannel[];
  create(order: CreatePayment): Promise<PaymentStart>;
  query(outTradeNo: string): Promise<PaymentState>;
  /** Closes an unpaid order at the company, so a late scan cannot pay it. */
  close(outTradeNo: string): Promise<void>;
  /** Verifies and reads a notification; throws `NotifyRejected` for anything not authentic. */
  parseNotify(request: NotifyRequest): Promise<NotifyEvent>;
  /** The answer once a notification is handled (WeChat: 204 with no body; Alipay: `success`). */
  acknowledge(): NotifyAnswer;
  /** The answer to a rejected notification (WeChat: 4xx `{"code":"FAIL","message":…}`). */
  reject(message: string): NotifyAnswer;
  refund(request: RefundRequest): Promise<RefundState>;
  queryRefund(outRefundNo: string, outTradeNo: string): Promise<RefundState>;
  /** The payout targets this gateway can pay to. */
  readonly payoutTargets: readonly PayoutTarget['kind'][];
  transfer(request: TransferRequest): Promise<TransferState>;
  queryTransfer(outBillNo: string): Promise<TransferState>;
  /** Every payment and refund of one day (China time, `YYYY-MM-DD`) as the company's bill lists it. */
  tradeBill(date: string): Promise<BillLine[]>;
}
