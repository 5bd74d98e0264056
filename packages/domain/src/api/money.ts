/**
 * Schemas of the money calls (issue 9, docs/decisions/011). Every amount is integer fen (分): the ledger
 * never sees a float, and the web formats with `formatFen`.
 */
import * as z from 'zod/mini';
import { BILL_KIND, FEN_MAX, PAYOUT_TARGET } from '../rules/ledger.js';
import {
  checkAlipayAccount,
  checkRealName,
  PAYOUT_ACCOUNT_MESSAGES,
  payoutNeedsRealName,
} from '../rules/payout-account.js';

export { ESCROW_STATUS, PAY_ORDER_STATUS, PAYOUT_STATUS, PAYOUT_TARGET, PAYOUT_STATUS_NAME } from '../rules/ledger.js';
import { idParam } from './params.js';
import { escrowStatusSchema, payoutStatusSchema } from '../entities/statuses.js';
import { PAY_ANOMALY_KIND, PAY_CHANNELS, PAY_PROVIDERS } from '../rules/cashier.js';

const fen = z.number().check(z.int());

export const accountSummarySchema = z.object({
  /** Available balance (a designer's income not yet paid out). */
  balance: fen,
  /** Held in escrow for the user's own tasks (an employer's paid budgets awaiting acceptance). */
  frozen: fen,
  /** Held in escrow for tasks the user is hired on (a designer's income on its way). */
  incoming: fen,
  /** On its way to the bank card. */
  payoutPending: fen,
  totalIncome: fen,
  totalPaid: fen,
  totalRefund: fen,
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const billRowSchema = z.object({
  billId: z.number(),
  kind: z.enum([BILL_KIND.payment, BILL_KIND.income, BILL_KIND.refund, BILL_KIND.payout]),
  title: z.string(),
  /** Signed from the user's side: income +, expense −. */
  amount: fen,
  orderId: z.nullable(z.number()),
  createdAt: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;

const MONTH_MESSAGE = '月份格式应为YYYY-MM';
/** The bill filters: a month (YYYY-MM, 01–12) and a kind; empty values mean "all". */
export const billFilterParams = {
  month: z.optional(
    z.union([z.literal(''), z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: MONTH_MESSAGE }))]),
  ),
  kind: z.optional(
    z.union([z.literal(''), z.enum([BILL_KIND.payment, BILL_KIND.income, BILL_KIND.refund, BILL_KIND.payout])], {
      error: '账单类型不正确',
    }),
  ),
};

export {
  PAY_PROVIDERS,
  PAY_CHANNELS,
  PAY_PROVIDER_NAME,
  payDeviceOf,
  payChannelFor,
  type PayProvider,
  type PayChannel,
  type PayDevice,
} from '../rules/cashier.js';

export const PAY_ORDER_MESSAGES = {
  provider: '请选择支付方式',
  channel: '该支付方式不适用于当前设备',
} as const;

/** The cashier's choice: the task, and optionally the company and channel (defaults: the first configured, by device). */
export const createPayOrderInput = z.object({
  orderId: idParam,
  provider: z.optional(z.enum(PAY_PROVIDERS, { error: PAY_ORDER_MESSAGES.provider })),
  channel: z.optional(z.enum(PAY_CHANNELS, { error: PAY_ORDER_MESSAGES.channel })),
});

/** What the cashier may offer this payer: each configured company with the channel that fits the device. */
export const payChannelsSchema = z.object({
  device: z.enum(['desktop', 'phone', 'wechat']),
  options: z.array(
    z.object({
      provider: z.enum(PAY_PROVIDERS),
      name: z.string(),
      channel: z.enum(PAY_CHANNELS),
    }),
  ),
});
export type PayChannels = z.infer<typeof payChannelsSchema>;

export const payOrderSchema = z.object({
  payOrderId: z.number(),
  outTradeNo: z.string(),
  orderId: z.number(),
  taskName: z.string(),
  amount: fen,
  status: z.number(),
  /** What the cashier's QR code encodes: WeChat Native's `code_url`, the sandbox's link; null for other channels. */
  qrCode: z.nullable(z.string()),
  /** Where the browser goes to pay (WeChat H5 `h5_url`, Alipay page/wap), or null. */
  payUrl: z.nullable(z.string()),
  /** WeChat JSAPI: the signed parameters of `getBrandWCPayRequest`, or null. */
  jsapiParams: z.nullable(z.record(z.string(), z.string())),
  channel: z.string(),
  provider: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

export const taskEscrowSchema = z.object({
  orderId: z.number(),
  amount: fen,
  status: escrowStatusSchema,
  /** Whether the employer can pay now (their task, 招募中, nothing held yet). */
  canPay: z.boolean(),
});
export type TaskEscrow = z.infer<typeof taskEscrowSchema>;

export const bankCardSchema = z.object({
  cardId: z.number(),
  holderName: z.string(),
  bankName: z.string(),
  /** Only the last four digits ever leave the api. */
  cardNoMasked: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const BANK_CARD_MESSAGES = {
  holderName: '请输入持卡人姓名',
  bankName: '请输入开户银行',
  cardNo: '请输入正确的银行卡号（16-19位数字）',
  payoutAmount: '请输入正确的提现金额',
} as const;

export const bankCardInput = z.object({
  holderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { message: BANK_CARD_MESSAGES.holderName }),
      z.maxLength(20, { message: BANK_CARD_MESSAGES.holderName }),
    ),
  bankName: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { message: BANK_CARD_MESSAGES.bankName }),
      z.maxLength(30, { message: BANK_CARD_MESSAGES.bankName }),
    ),
  cardNo: z.string().check(z.regex(/^\d{16,19}$/, { message: BANK_CARD_MESSAGES.cardNo })),
});

const payoutTargetKind = z.enum([PAYOUT_TARGET.bankcard, PAYOUT_TARGET.alipay, PAYOUT_TARGET.wechat], {
  error: PAYOUT_ACCOUNT_MESSAGES.target,
});

/**
 * A payout request. Issue 33: `target` says where it goes (a bank card by `cardId`, the saved Alipay account,
 * or the designer's WeChat); without it a `cardId` is a bank card, as before.
 */
export const payoutInput = z
  .object({
    cardId: z.optional(idParam),
    target: z.optional(payoutTargetKind),
    /** Fen. */
    amount: z.coerce
      .number({ error: BANK_CARD_MESSAGES.payoutAmount })
      .check(z.refine((n) => Number.isSafeInteger(n) && n >= 100 && n <= FEN_MAX, { message: '提现金额至少￥1.00元' })),
    /** The payee's real name, for WeChat from ¥2,000 (`payoutNeedsRealName`); other targets ignore it. */
    realName: z.optional(
      z.string().check(
        z.trim(),
        z.refine((s) => checkRealName(s) === null, { message: PAYOUT_ACCOUNT_MESSAGES.wechatRealName }),
      ),
    ),
  })
  .check(
    z.refine((p) => (p.target ?? PAYOUT_TARGET.bankcard) !== PAYOUT_TARGET.bankcard || p.cardId !== undefined, {
      message: PAYOUT_ACCOUNT_MESSAGES.cardMissing,
    }),
    z.refine((p) => !payoutNeedsRealName(p.target, p.amount) || p.realName !== undefined, {
      message: PAYOUT_ACCOUNT_MESSAGES.wechatRealName,
    }),
  );
export type PayoutInput = z.infer<typeof payoutInput>;

/**
 * What the phone site inside WeChat passes to `wx.requestMerchantTransfer` for a payout waiting for the
 * designer's confirmation (WeChat's merchant transfer); only ever answered to the payout's owner.
 */
export const transferConfirmSchema = z.object({ mchId: z.string(), appId: z.string(), package: z.string() });
export type TransferConfirm = z.infer<typeof transferConfirmSchema>;

export const payoutSchema = z.object({
  payoutId: z.number(),
  amount: fen,
  status: payoutStatusSchema,
  /** Where it goes, masked: a card's last four digits, the Alipay account's, or 微信零钱. */
  cardNoMasked: z.string(),
  target: payoutTargetKind,
  createdAt: z.string(),
  /** Why it failed (the company's words), when it did. */
  failReason: z.optional(z.nullable(z.string())),
  /** Set while the payout waits for the designer to confirm receipt inside WeChat. */
  confirm: z.optional(z.nullable(transferConfirmSchema)),
});
export type Payout = z.infer<typeof payoutSchema>;

/** A designer's payout accounts (issue 33): the Alipay account (masked), whether WeChat can be paid, the targets. */
export const payoutAccountsSchema = z.object({
  alipay: z.nullable(z.object({ accountMasked: z.string(), realNameMasked: z.string() })),
  /** Whether the designer's WeChat (the official account's openid, from logging in inside WeChat) is known. */
  wechatBound: z.boolean(),
  /** Where a payout can go with the payment companies configured (WeChat Pay pays no bank card). */
  targets: z.array(payoutTargetKind),
});
export type PayoutAccounts = z.infer<typeof payoutAccountsSchema>;

export const payoutAlipayInput = z.object({
  account: z.string().check(
    z.trim(),
    z.refine((s) => checkAlipayAccount(s) === null, { message: PAYOUT_ACCOUNT_MESSAGES.alipayAccount }),
  ),
  realName: z.string().check(
    z.trim(),
    z.refine((s) => checkRealName(s) === null, { message: PAYOUT_ACCOUNT_MESSAGES.realName }),
  ),
});
export type PayoutAlipayInput = z.infer<typeof payoutAlipayInput>;

export { PAY_ANOMALY_KIND, PAY_ANOMALY_LABEL } from '../rules/cashier.js';
export const payAnomalySchema = z.object({
  anomalyId: z.number(),
  provider: z.string(),
  kind: z.enum([PAY_ANOMALY_KIND.amount, PAY_ANOMALY_KIND.unknownOrder, PAY_ANOMALY_KIND.other]),
  outTradeNo: z.string(),
  tradeNo: z.nullable(z.string()),
  /** What the company says it took, in fen (null when it did not say). */
  notifiedAmount: z.nullable(fen),
  /** Our order's amount, or null when we have no such order. */
  orderAmount: z.nullable(fen),
  orderId: z.nullable(z.number()),
  /** How many times the same notification came (a company retries until acknowledged). */
  times: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type PayAnomaly = z.infer<typeof payAnomalySchema>;
