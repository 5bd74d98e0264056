/**
 * Money (issue 9, docs/decisions/011): the cashier's pay orders and the provider's callbacks, a task's
 * escrow, the account summary and bills read from the ledger, bank cards and payouts. Every change of
 * money goes through `writeMovement` inside a transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  ESCROW_STATUS,
  PAY_ORDER_STATUS,
  PAYOUT_STATUS,
  type AccountSummary,
  type BankCard,
  type BillRow,
  type PayNotify,
  type PayOrder,
  type TaskEscrow,
} from '@bazaar/domain/api';
import { TASK_STATUS } from '@bazaar/domain/constants';
import type { Page } from '@bazaar/domain/entities';
import {
  balanceAccount,
  escrowAccount,
  planPayIn,
  planPayout,
  planPayoutResult,
  planRefund,
  yuanToFen,
  type BillKind,
} from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { isoTime, pageWindow } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import type { PaymentProvider } from '../../services/payment/index';
import * as ledger from './ledger.repository';
import { escrowHeld } from './escrow';

export const PAY_MESSAGES = {
  taskNotFound: '任务不存在',
  notOwner: '只有任务的雇主可以托管赏金',
  notRecruiting: '只有招募中的任务可以托管赏金',
  funded: '该任务赏金已托管，无需重复支付',
  orderNotFound: '支付订单不存在',
  expired: '支付订单已过期，请返回收银台重新支付',
  notSandbox: '当前支付渠道不支持沙箱支付',
  unknownProvider: '未知的支付渠道',
  badSign: '回调签名校验失败',
  amount: '回调金额与订单金额不符',
  notDesigner: '只有设计师可以提现',
  cardNotFound: '请先添加银行卡',
  tooManyCards: '最多保存5张银行卡',
} as const;

/** How long a cashier's QR code stays payable. */
export const PAY_ORDER_TTL_MS = 15 * 60_000;
const MAX_CARDS = 5;

type PayOrderRow = {
  pay_order_id: number;
  out_trade_no: string;
  order_id: number;
  payer_id: number;
  amount_fen: string | number | bigint;
  provider: string;
  status: number;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
};

const maskCard = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;

/** [from, to) of a month (China time, UTC+8: bills are dated as the user saw them). */
export function monthRange(month: string | undefined): { from: Date; to: Date } | undefined {
  if (!month) return undefined;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

export class BillingService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  // — The cashier

  private async toPayOrder(row: PayOrderRow): Promise<PayOrder> {
    const task = await this.db
      .selectFrom('tasks')
      .select('task_name')
      .where('order_id', '=', row.order_id)
      .executeTakeFirst();
    const expired = row.status === PAY_ORDER_STATUS.pending && row.expires_at.getTime() <= this.clock.now().getTime();
    return {
      payOrderId: row.pay_order_id,
      outTradeNo: row.out_trade_no,
      orderId: row.order_id,
      taskName: task?.task_name ?? '',
      amount: ledger.fenOf(row.amount_fen),
      status: expired ? PAY_ORDER_STATUS.expired : row.status,
      qrCode: this.provider.qrCodeFor(row.out_trade_no, ledger.fenOf(row.amount_fen)),
      provider: row.provider,
      createdAt: isoTime(row.created_at),
      expiresAt: isoTime(row.expires_at),
      paidAt: row.paid_at ? isoTime(row.paid_at) : null,
    };
  }

  private payOrders() {
    return this.db
      .selectFrom('pay_orders')
      .select([
        'pay_order_id',
        'out_trade_no',
        'order_id',
        'payer_id',
        'amount_fen',
        'provider',
        'status',
        'created_at',
        'expires_at',
        'paid_at',
      ]);
  }

  /** A task's escrow as its employer sees it (the hired designer too: their income is held there). */
  async taskEscrow(user: SessionUser, orderId: number): Promise<TaskEscrow> {
    const task = await this.db
      .selectFrom('tasks')
      .select(['employer_id', 'hired_designer_id', 'task_status', 'task_amount'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!task) throw new DomainError('E010404', PAY_MESSAGES.taskNotFound);
    const isEmployer = task.employer_id === user.userId;
    if (!isEmployer && task.hired_designer_id !== user.userId) throw new DomainError('E010403');
    const budget = yuanToFen(task.task_amount) ?? 0;
    const held = (await ledger.balancesOf(this.db, [escrowAccount(orderId)])).get(escrowAccount(orderId)) ?? 0;
    const kinds = (
      await this.db.selectFrom('ledger_movements').select('kind').where('order_id', '=', orderId).execute()
    ).map((m) => m.kind);
    const status =
      held > 0
        ? ESCROW_STATUS.held
        : kinds.includes('release')
          ? ESCROW_STATUS.released
          : kinds.includes('refund')
            ? ESCROW_STATUS.refunded
            : ESCROW_STATUS.unpaid;
    return {
      orderId,
      amount: budget,
      status,
      canPay: isEmployer && task.task_status === TASK_STATUS.recruiting && held < budget && budget > 0,
    };
  }

  /** The cashier's order for a task: the pending one still payable, or a new one for the task's budget. */
  async createTaskPayOrder(user: SessionUser, orderId: number): Promise<PayOrder> {
    const now = this.clock.now();
    const row = await transact(this.db, async (trx) => {
      const task = await trx
        .selectFrom('tasks')
        .select(['employer_id', 'task_status', 'task_amount'])
        .where('order_id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!task) throw new DomainError('E010404', PAY_MESSAGES.taskNotFound);
      if (task.employer_id !== user.userId) throw new DomainError('E010403', PAY_MESSAGES.notOwner);
      if (task.task_status !== TASK_STATUS.recruiting) throw new DomainError('E020002', PAY_MESSAGES.notRecruiting);
      const budget = yuanToFen(task.task_amount) ?? 0;
      if (budget <= 0) throw new DomainError('E020002', PAY_MESSAGES.notRecruiting);
      if ((await escrowHeld(trx, orderId)) >= budget) throw new DomainError('E020002', PAY_MESSAGES.funded);
      const open = await trx
        .selectFrom('pay_orders')
        .select('pay_order_id')
        .where('order_id', '=', orderId)
        .where('payer_id', '=', user.userId)
        .where('status', '=', PAY_ORDER_STATUS.pending)
        .where('amount_fen', '=', budget)
        .where('expires_at', '>', new Date(now.getTime() + 60_000))
        .orderBy('pay_order_id', 'desc')
        .executeTakeFirst();
      if (open) return open.pay_order_id;
      const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
      const created = await trx
        .insertInto('pay_orders')
        .values({
          out_trade_no: `BZ${stamp}${orderId}${randomBytes(3).toString('hex').toUpperCase()}`,
          order_id: orderId,
          payer_id: user.userId,
          amount_fen: budget,
          provider: this.provider.name,
          created_at: now,
          expires_at: new Date(now.getTime() + PAY_ORDER_TTL_MS),
        })
        .returning('pay_order_id')
        .executeTakeFirstOrThrow();
      return created.pay_order_id;
    });
    return this.payOrderInfo(user, row);
  }

  async payOrderInfo(user: SessionUser, payOrderId: number): Promise<PayOrder> {
    const row = await this.payOrders().where('pay_order_id', '=', payOrderId).executeTakeFirst();
    // Someone else's order does not exist for this user.
    if (!row || row.payer_id !== user.userId) throw new DomainError('E010404', PAY_MESSAGES.orderNotFound);
    return this.toPayOrder(row);
  }

  /** Development: the sandbox provider "receives the payment" and sends its signed callback. */
  async sandboxPay(user: SessionUser, payOrderId: number, result: 'SUCCESS' | 'FAIL' = 'SUCCESS'): Promise<PayOrder> {
    if (!this.provider.sandbox) throw new DomainError('E010403', PAY_MESSAGES.notSandbox);
    const order = await this.payOrderInfo(user, payOrderId);
    if (order.status === PAY_ORDER_STATUS.expired) throw new DomainError('E020002', PAY_MESSAGES.expired);
    if (order.status === PAY_ORDER_STATUS.pending) {
      const fields = {
        outTradeNo: order.outTradeNo,
        tradeNo: `SBX${order.payOrderId}${randomBytes(4).toString('hex')}`,
        amount: order.amount,
        status: result,
      };
      await this.handleNotify({ ...fields, provider: this.provider.name, sign: this.provider.sign(fields) });
    }
    return this.payOrderInfo(user, payOrderId);
  }

  /**
   * A provider's callback. Checked before anything changes: the provider, its signature, the order id and
   * the amount. Idempotent: once an order is paid (or refunded) any later callback — repeated, or a FAIL
   * arriving after the SUCCESS — changes nothing. A SUCCESS after a FAIL or after expiry still counts
   * (the money was taken); if the task no longer needs it, it is refunded at once.
   */
  async handleNotify(input: PayNotify): Promise<'success'> {
    if (input.provider !== this.provider.name) throw new DomainError('E010001', PAY_MESSAGES.unknownProvider);
    const fields = { outTradeNo: input.outTradeNo, tradeNo: input.tradeNo, amount: input.amount, status: input.status };
    if (!this.provider.verify(fields, input.sign)) throw new DomainError('E010403', PAY_MESSAGES.badSign);
    const now = this.clock.now();
    await transact(this.db, async (trx) => {
      const order = await trx
        .selectFrom('pay_orders')
        .selectAll()
        .where('out_trade_no', '=', input.outTradeNo)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new DomainError('E010404', PAY_MESSAGES.orderNotFound);
      if (ledger.fenOf(order.amount_fen) !== input.amount) throw new DomainError('E020002', PAY_MESSAGES.amount);
      if (order.status === PAY_ORDER_STATUS.paid || order.status === PAY_ORDER_STATUS.refunded) return;
      if (input.status === 'FAIL') {
        if (order.status === PAY_ORDER_STATUS.pending) {
          await trx
            .updateTable('pay_orders')
            .set({ status: PAY_ORDER_STATUS.failed, trade_no: input.tradeNo })
            .where('pay_order_id', '=', order.pay_order_id)
            .execute();
        }
        return;
      }
      const task = await trx
        .selectFrom('tasks')
        .select(['order_id', 'task_name', 'task_status', 'task_amount', 'employer_id'])
        .where('order_id', '=', order.order_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const amount = ledger.fenOf(order.amount_fen);
      const heldBefore = await escrowHeld(trx, task.order_id);
      const ownerOf = (a: string) => (a === escrowAccount(task.order_id) ? task.employer_id : null);
      const payIn = planPayIn(task.order_id, amount);
      if (!payIn.ok) throw new DomainError('E020002', payIn.message);
      await ledger.writeMovement(trx, payIn.movement, {
        orderId: task.order_id,
        payOrderId: order.pay_order_id,
        ownerOf,
        bill: { userId: order.payer_id, title: `托管赏金 · ${task.task_name}` },
        now,
      });
      const needed = task.task_status === TASK_STATUS.recruiting && heldBefore === 0;
      if (!needed) {
        // Only this payment goes back; what was held before stays held.
        const refund = planRefund(task.order_id, () => heldBefore + amount, amount);
        const movement = refund.ok ? refund.movement : null;
        if (movement) {
          await ledger.writeMovement(trx, movement, {
            orderId: task.order_id,
            payOrderId: order.pay_order_id,
            ownerOf,
            bill: {
              userId: order.payer_id,
              title: `${heldBefore > 0 ? '重复支付退款' : '任务已不需托管，支付退回'} · ${task.task_name}`,
            },
            now,
          });
        }
      }
      await trx
        .updateTable('pay_orders')
        .set({
          status: needed ? PAY_ORDER_STATUS.paid : PAY_ORDER_STATUS.refunded,
          trade_no: input.tradeNo,
          paid_at: now,
        })
        .where('pay_order_id', '=', order.pay_order_id)
        .execute();
    });
    return 'success';
  }

  // — Account and bills

  accountSummary(userId: number): Promise<AccountSummary> {
    return ledger.accountTotals(this.db, userId);
  }

  async billSummary(userId: number, month?: string, kind?: string) {
    const s = await ledger.billSummary(this.db, { userId, range: monthRange(month), kind: kind || undefined });
    return { income: s.income, expense: s.expense };
  }

  async billPage(
    userId: number,
    current: number,
    pageSize: number,
    month?: string,
    kind?: string,
  ): Promise<Page<BillRow>> {
    const filter = { userId, range: monthRange(month), kind: kind || undefined };
    const { total } = await ledger.billSummary(this.db, filter);
    const { limit, offset } = pageWindow(current, pageSize);
    const rows = await ledger.billPage(this.db, filter, offset, limit);
    return {
      rows: rows.map((r) => ({
        billId: r.bill_id,
        kind: r.kind as BillKind,
        title: r.title,
        amount: ledger.fenOf(r.amount_fen),
        orderId: r.order_id,
        createdAt: isoTime(r.created_at),
      })),
      total,
      current,
      pageSize,
    };
  }

  // — Bank cards and payouts

  async bankCards(userId: number): Promise<BankCard[]> {
    const rows = await this.db
      .selectFrom('bank_cards')
      .select(['card_id', 'holder_name', 'bank_name', 'card_no'])
      .where('user_id', '=', userId)
      .orderBy('card_id')
      .execute();
    return rows.map((r) => ({
      cardId: r.card_id,
      holderName: r.holder_name,
      bankName: r.bank_name,
      cardNoMasked: maskCard(r.card_no),
    }));
  }

  async saveBankCard(user: SessionUser, card: { holderName: string; bankName: string; cardNo: string }) {
    if (!user.isDesigner) throw new DomainError('E010403', PAY_MESSAGES.notDesigner);
    const existing = await this.bankCards(user.userId);
    const same = existing.find((c) => c.cardNoMasked === maskCard(card.cardNo));
    if (!same && existing.length >= MAX_CARDS) throw new DomainError('E020002', PAY_MESSAGES.tooManyCards);
    const row = await this.db
      .insertInto('bank_cards')
      .values({
        user_id: user.userId,
        holder_name: card.holderName,
        bank_name: card.bankName,
        card_no: card.cardNo,
        created_at: this.clock.now(),
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'card_no']).doUpdateSet({ holder_name: card.holderName, bank_name: card.bankName }),
      )
      .returning(['card_id', 'holder_name', 'bank_name', 'card_no'])
      .executeTakeFirstOrThrow();
    return {
      cardId: row.card_id,
      holderName: row.holder_name,
      bankName: row.bank_name,
      cardNoMasked: maskCard(row.card_no),
    };
  }

  /**
   * A designer's payout: the amount leaves the balance for the transfer in one transaction (never more
   * than the balance), then the provider transfers and the result is booked in a second one.
   */
  async requestPayout(user: SessionUser, cardId: number, amount: number) {
    if (!user.isDesigner) throw new DomainError('E010403', PAY_MESSAGES.notDesigner);
    const now = this.clock.now();
    const card = await this.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('card_id', '=', cardId)
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    if (!card) throw new DomainError('E020002', PAY_MESSAGES.cardNotFound);
    const ownerOf = () => user.userId;
    const tail = `${card.bank_name} 尾号${card.card_no.slice(-4)}`;
    const payoutId = await transact(this.db, async (trx) => {
      const balances = await ledger.balancesOf(trx, [balanceAccount(user.userId)], true);
      const planned = planPayout(user.userId, amount, (a) => balances.get(a) ?? 0);
      if (!planned.ok) throw new DomainError('E020002', planned.message);
      const { payout_id } = await trx
        .insertInto('payouts')
        .values({
          user_id: user.userId,
          card_id: card.card_id,
          amount_fen: amount,
          provider: this.provider.name,
          created_at: now,
        })
        .returning('payout_id')
        .executeTakeFirstOrThrow();
      await ledger.writeMovement(trx, planned.movement, {
        payoutId: payout_id,
        ownerOf,
        bill: { userId: user.userId, title: `提现至 ${tail}` },
        now,
      });
      return payout_id;
    });
    const result = await this.provider.transfer({
      payoutId,
      amount,
      cardNo: card.card_no,
      holderName: card.holder_name,
    });
    await transact(this.db, async (trx) => {
      const balances = await ledger.balancesOf(trx, [`payout:${user.userId}`], true);
      const planned = planPayoutResult(user.userId, amount, result.status === 'paid', (a) => balances.get(a) ?? 0);
      if (!planned.ok) throw new DomainError('E020002', planned.message);
      await ledger.writeMovement(trx, planned.movement, {
        payoutId,
        ownerOf,
        bill: result.status === 'paid' ? null : { userId: user.userId, title: `提现失败退回 · ${tail}` },
        now: this.clock.now(),
      });
      await trx
        .updateTable('payouts')
        .set({
          status: result.status === 'paid' ? PAYOUT_STATUS.paid : PAYOUT_STATUS.failed,
          transfer_ref: result.ref,
          finished_at: this.clock.now(),
        })
        .where('payout_id', '=', payoutId)
        .execute();
    });
    return {
      payoutId,
      amount,
      status: result.status === 'paid' ? PAYOUT_STATUS.paid : PAYOUT_STATUS.failed,
      cardNoMasked: maskCard(card.card_no),
      createdAt: isoTime(now),
    };
  }
}
