/**
 * The cashier's rules (issue 33), zod-free so both sites' lazy cashier pages and the operators' desk can use them
 * (docs/decisions/004): the payment companies and their channels by device, the anomaly labels, which company the
 * cashier offers first, what a pay order asks the payer to do, when to stop asking the api about it, and which
 * failures belong in the page (the company is down: choose again) rather than ending it (not your task).
 * `@bazaar/domain/api` re-exports the constants beside the schemas that use them.
 */
import { PAY_ORDER_STATUS } from './ledger.js';

/**
 * The payment companies and how a payer pays: WeChat Pay `native` (QR code on a computer), `h5` (a phone browser
 * outside WeChat), `jsapi` (inside WeChat); Alipay `page` (computer) and `wap` (phone); the development `sandbox`.
 */
export const PAY_PROVIDERS = ['wechatpay', 'alipay', 'sandbox'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];
export const PAY_CHANNELS = ['native', 'h5', 'jsapi', 'page', 'wap', 'sandbox'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const PAY_PROVIDER_NAME: Record<PayProvider, string> = {
  wechatpay: '微信支付',
  alipay: '支付宝',
  sandbox: '沙箱支付',
};

/** Where the payer is: a computer, a phone browser, or WeChat's own browser on a phone. */
export type PayDevice = 'desktop' | 'phone' | 'wechat';

/** The device a User-Agent names (WeChat's browser says MicroMessenger). */
export function payDeviceOf(userAgent: string | undefined): PayDevice {
  const ua = userAgent ?? '';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  return /Mobile|Android|iPhone|iPad|HarmonyOS/i.test(ua) ? 'phone' : 'desktop';
}

/** The channel of a company that fits a device, or null (Alipay cannot pay inside WeChat's browser). */
export function payChannelFor(provider: PayProvider, device: PayDevice): PayChannel | null {
  if (provider === 'sandbox') return 'sandbox';
  if (provider === 'wechatpay') return device === 'desktop' ? 'native' : device === 'phone' ? 'h5' : 'jsapi';
  return device === 'desktop' ? 'page' : device === 'phone' ? 'wap' : null;
}

/**
 * An authentic notification that moved nothing: its amount differs from our order's, or it names an order we do
 * not have. It is acknowledged (so the company stops retrying) and kept for the operators (/admin/payments).
 */
export const PAY_ANOMALY_KIND = { amount: 'amount', unknownOrder: 'unknown_order', other: 'other' } as const;
export const PAY_ANOMALY_LABEL: Record<string, string> = {
  amount: '金额不符',
  unknown_order: '订单不存在',
  other: '其他异常',
};

/** What the cashier offers (getPayChannels' options), as the pages read it. */
export interface PayOption {
  provider: PayProvider;
  name: string;
  channel: PayChannel;
}

/**
 * The company the cashier starts with: the one in the address (`?provider=`, kept when the payer chose, so a
 * reload or the way back from the company shows the same one) when it is still offered, else the first offered —
 * the api lists them in the operator's order (PAYMENT_DRIVER). Null when nothing is offered.
 */
export function defaultPayOption<T extends { provider: string }>(
  options: readonly T[],
  wanted: string | null,
): T | null {
  return options.find((o) => o.provider === wanted) ?? options[0] ?? null;
}

/** What the order asks the payer to do, from its channel and what the company answered. */
export type PayAction =
  | { kind: 'sandbox'; qrCode: string | null }
  | { kind: 'qr'; qrCode: string }
  | { kind: 'redirect'; payUrl: string }
  | { kind: 'jsapi'; params: Record<string, string> }
  | { kind: 'none' };

export function payActionOf(order: {
  channel: string;
  qrCode: string | null;
  payUrl: string | null;
  jsapiParams: Record<string, string> | null;
}): PayAction {
  if (order.channel === 'sandbox') return { kind: 'sandbox', qrCode: order.qrCode };
  if (order.jsapiParams) return { kind: 'jsapi', params: order.jsapiParams };
  if (order.payUrl) return { kind: 'redirect', payUrl: order.payUrl };
  if (order.qrCode) return { kind: 'qr', qrCode: order.qrCode };
  return { kind: 'none' };
}

/** The words of the button that sends the payer to the company (Alipay's page or wap cashier, WeChat's H5). */
export function payRedirectLabel(provider: string): string {
  return provider === 'alipay' ? '前往支付宝支付' : provider === 'wechatpay' ? '前往微信支付' : '前往支付';
}

/** Inside WeChat Alipay cannot pay (payChannelFor answers null, the api omits it): the phone cashier says so. */
export const ALIPAY_IN_WECHAT_HINT = '支付宝请在浏览器中打开';

/** How often an open cashier or /pay/confirm asks the api about a pending order (the api asks the company). */
export const PAY_POLL_MS = 2500;
/**
 * How long after the order's expiry the pages keep asking: a payment made in its last seconds may be confirmed by
 * the company a little later; after that the order is closed and asking again changes nothing.
 */
export const PAY_POLL_GRACE_MS = 120_000;

/**
 * When to ask the api about the order again, in ms, or null to stop: only while it is pending, the page is
 * visible (a hidden tab asks when it is shown again) and the order has not been expired for long.
 */
export function payPollDelay(
  order: { status: number; expiresAt: string } | null | undefined,
  now: number,
  visible: boolean,
): number | null {
  if (!order || order.status !== PAY_ORDER_STATUS.pending || !visible) return null;
  const expires = Date.parse(order.expiresAt);
  if (Number.isFinite(expires) && now > expires + PAY_POLL_GRACE_MS) return null;
  return PAY_POLL_MS;
}

/** The api's words when the company could not be reached (billing.service.ts); the page offers 重试 and the others. */
export const PAY_CHANNEL_DOWN = '支付渠道暂时不可用，请稍后再试或更换支付方式';

/**
 * Why creating the order failed, for the cashier: `load` (the network, or the api could not answer: 加载失败 with
 * 重试), `channel` (this company now — it is down, refused this device, or asks for too much too soon: said in the
 * page beside the choice, with 重试), `refused` (the task itself: not the payer's, not found, already held — the
 * page ends with 无法发起支付 and the reason).
 */
export function cashierFailureOf(result: {
  resultCode: string;
  resultMessage: string;
}): 'load' | 'channel' | 'refused' {
  const { resultCode: code, resultMessage: message } = result;
  if (code === 'NETWORK') return 'load';
  if (code.startsWith('E05') || code === 'E010429' || code === 'E010001' || message.startsWith('支付渠道'))
    return 'channel';
  return 'refused';
}

/**
 * A payment page opened without its id (a cut-off link): what it says, and where it sends the payer — 我的任务 for
 * the cashier, 账单明细 for a payment's confirmation (each site gives its own path).
 */
export const MISSING_PAY_ID = {
  cashier: {
    title: '缺少任务编号',
    lead: '支付链接不完整：没有指明为哪个任务托管赏金。请在「我的任务」中打开要支付的任务，点击“托管赏金 · 去支付”进入收银台。',
    linkText: '去我的任务',
  },
  confirm: {
    title: '缺少支付订单编号',
    lead: '链接不完整：没有指明要查看哪一笔支付。支付记录都在「账单明细」里，也可以回到任务页查看赏金托管状态。',
    linkText: '查看账单明细',
  },
} as const;
