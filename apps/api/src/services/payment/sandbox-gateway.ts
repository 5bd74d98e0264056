/**
 * The development payment company (issues 9 and 33): everything a real gateway does, in-process and without
 * money. Its QR code is a link to the cashier's confirm button; the button makes it "receive" the payment and
 * send its notification (JSON signed with an HMAC under PAYMENT_NOTIFY_KEY) through the same handler a real
 * company's reaches; refunds are done at once; transfers succeed, except to a card number ending in 0000
 * (to exercise the failure path). It remembers what it took, so queries and the day's bill answer like a
 * company's would. Refused in production unless BAZAAR_DEMO=1 (config.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  NotifyRejected,
  type BillLine,
  type CreatePayment,
  type NotifyAnswer,
  type NotifyEvent,
  type NotifyRequest,
  type PaymentGateway,
  type PaymentStart,
  type PaymentState,
  type RefundRequest,
  type RefundState,
  type TransferRequest,
  type TransferState,
} from './gateway';

/** What a sandbox notification carries (the body of POST /api/pay/notify/sandbox). */
export interface SandboxNotifyFields {
  outTradeNo: string;
  tradeNo: string;
  amount: number;
  status: 'SUCCESS' | 'FAIL';
}

const notifyBody = z.object({
  outTradeNo: z.string().max(40),
  tradeNo: z.string().max(64),
  amount: z.number().int(),
  status: z.enum(['SUCCESS', 'FAIL']),
  sign: z.string().max(128),
});

/** The text a notification's signature covers: its fields in a fixed order. */
export const sandboxNotifyPayload = (f: SandboxNotifyFields): string =>
  `amount=${f.amount}&outTradeNo=${f.outTradeNo}&status=${f.status}&tradeNo=${f.tradeNo}`;

/** China's calendar day (UTC+8) of a time: bills are by the companies' day. */
const chinaDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

interface SandboxTrade {
  amountFen: number;
  status: 'pending' | 'paid' | 'closed';
  tradeNo?: string;
  paidAt?: Date;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly channels = ['sandbox'] as const;
  readonly payoutTargets = ['bankcard', 'alipay', 'wechat'] as const;
  readonly #trades = new Map<string, SandboxTrade>();
  readonly #refunds = new Map<string, RefundState & { outTradeNo: string; at: Date }>();
  readonly #transfers = new Map<string, TransferState>();

  constructor(
    private readonly key: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(order: CreatePayment): Promise<PaymentStart> {
    if (!this.#trades.has(order.outTradeNo)) {
      this.#trades.set(order.outTradeNo, { amountFen: order.amountFen, status: 'pending' });
    }
    return {
      kind: 'qr',
      qrCode: `sandbox://pay?outTradeNo=${encodeURIComponent(order.outTradeNo)}&amount=${order.amountFen}`,
    };
  }

  /**
   * The confirm button: the sandbox takes the payment and answers the notification it sends (the caller
   * hands it to the notify handler). Paying twice answers the same trade.
   */
  receive(outTradeNo: string, amountFen: number, result: 'SUCCESS' | 'FAIL' = 'SUCCESS'): NotifyRequest {
    const trade = this.#trades.get(outTradeNo) ?? { amountFen, status: 'pending' as const };
    if (result === 'SUCCESS' && trade.status !== 'paid') {
      trade.status = 'paid';
      trade.tradeNo = `SBX${randomBytes(6).toString('hex')}`;
      trade.paidAt = this.now();
    }
    this.#trades.set(outTradeNo, trade);
    const fields: SandboxNotifyFields = {
      outTradeNo,
      tradeNo: trade.tradeNo ?? `SBX-FAIL-${randomBytes(4).toString('hex')}`,
      amount: trade.amountFen,
      status: result,
    };
    return this.notification(fields);
  }

  /** A notification as the sandbox sends it (tests forge others by changing fields after signing). */
  notification(fields: SandboxNotifyFields, sign = this.sign(fields)): NotifyRequest {
    return {
      headers: { 'content-type': 'application/json' },
      rawBody: Buffer.from(JSON.stringify({ ...fields, sign })),
    };
  }

  sign(fields: SandboxNotifyFields): string {
    return createHmac('sha256', this.key).update(sandboxNotifyPayload(fields)).digest('hex');
  }

  async query(outTradeNo: string): Promise<PaymentState> {
    const trade = this.#trades.get(outTradeNo);
    if (!trade) return { outTradeNo, status: 'pending' };
    return {
      outTradeNo,
      status: trade.status,
      amountFen: trade.amountFen,
      ...(trade.tradeNo ? { tradeNo: trade.tradeNo } : {}),
      ...(trade.paidAt ? { paidAt: trade.paidAt } : {}),
    };
  }

  async close(outTradeNo: string): Promise<void> {
    const trade = this.#trades.get(outTradeNo);
    if (trade && trade.status === 'pending') trade.status = 'closed';
  }

  async parseNotify(request: NotifyRequest): Promise<NotifyEvent> {
    let body: z.infer<typeof notifyBody>;
    try {
      body = notifyBody.parse(JSON.parse(request.rawBody.toString('utf8')));
    } catch {
      throw new NotifyRejected('通知格式不正确');
    }
    const { sign, ...fields } = body;
    const expected = Buffer.from(this.sign(fields), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new NotifyRejected('回调签名校验失败');
    }
    if (fields.status !== 'SUCCESS') return { kind: 'ignored', reason: `status ${fields.status}` };
    return {
      kind: 'payment',
      state: { outTradeNo: fields.outTradeNo, status: 'paid', tradeNo: fields.tradeNo, amountFen: fields.amount },
    };
  }

  acknowledge(): NotifyAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
  }

  reject(message: string): NotifyAnswer {
    return { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  }

  async refund(request: RefundRequest): Promise<RefundState> {
    const known = this.#refunds.get(request.outRefundNo);
    if (known) return { outRefundNo: known.outRefundNo, status: known.status, refundId: known.refundId! };
    const state = {
      outRefundNo: request.outRefundNo,
      status: 'done' as const,
      refundId: `SBXR${randomBytes(6).toString('hex')}`,
      amountFen: request.amountFen,
    };
    this.#refunds.set(request.outRefundNo, { ...state, outTradeNo: request.outTradeNo, at: this.now() });
    return state;
  }

  async queryRefund(outRefundNo: string): Promise<RefundState> {
    const known = this.#refunds.get(outRefundNo);
    return known
      ? { outRefundNo, status: known.status, refundId: known.refundId!, amountFen: known.amountFen! }
      : { outRefundNo, status: 'failed' };
  }

  async transfer(request: TransferRequest): Promise<TransferState> {
    const known = this.#transfers.get(request.outBillNo);
    if (known) return known;
    const failed = request.target.kind === 'bankcard' && request.target.cardNo.endsWith('0000');
    const state: TransferState = failed
      ? { outBillNo: request.outBillNo, status: 'failed', failReason: '沙箱银行拒绝了该卡号' }
      : { outBillNo: request.outBillNo, status: 'done', ref: `SBX-T${randomBytes(5).toString('hex')}` };
    this.#transfers.set(request.outBillNo, state);
    return state;
  }

  async queryTransfer(outBillNo: string): Promise<TransferState> {
    return this.#transfers.get(outBillNo) ?? { outBillNo, status: 'failed', failReason: '转账单不存在' };
  }

  async tradeBill(date: string): Promise<BillLine[]> {
    const lines: BillLine[] = [];
    for (const [outTradeNo, t] of this.#trades) {
      if (t.status === 'paid' && t.paidAt && chinaDay(t.paidAt) === date) {
        lines.push({ outTradeNo, tradeNo: t.tradeNo!, kind: 'payment', amountFen: t.amountFen, at: t.paidAt });
      }
    }
    for (const r of this.#refunds.values()) {
      if (r.status === 'done' && chinaDay(r.at) === date) {
        const tradeNo = this.#trades.get(r.outTradeNo)?.tradeNo ?? '';
        lines.push({
          outTradeNo: r.outTradeNo,
          tradeNo,
          kind: 'refund',
          amountFen: r.amountFen!,
          outRefundNo: r.outRefundNo,
          at: r.at,
        });
      }
    }
    return lines;
  }
}
