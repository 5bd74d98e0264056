/**
 * Money (issue 9, docs/decisions/011), the paying side: the cashier's pay orders, the provider's callbacks
 * and a task's escrow. Accounts, bills, cards and payouts are `billing.payouts.ts`. Every change of money
 * goes through `writeMovement` inside a transaction; the SQL is in `billing.repository.ts` and
 * `ledger.repository.ts`, a task is read through the tasks module's repository.
 */
import { randomBytes } from 'node:crypto';
import {
  ESCROW_STATUS,
  PAY_ORDER_STATUS,
  PAY_PROVIDER_NAME,
  payDeviceOf,
  type PayChannels,
  type PayNotify,
  type PayOrder,
  type TaskEscrow,
} from '@bazaar/domain/api';
import { TASK_STATUS } from '@bazaar/domain/constants';
import { formatFen } from '@bazaar/domain/format';
import { escrowAccount, planRefund, taskPagePath, yuanToFen } from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import type { PaymentProvider } from '../../services/payment/index';
import { addNotification } from '../notifications/notifications.repository';
import * as tasks from '../tasks/tasks.repository';
import * as repo from './billing.repository';
import * as ledger from './ledger.repository';
import { escrowHeld, payIntoEscrow, postEscrow } from './escrow';

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

export class BillingService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  // — The cashier

  private async toPayOrder(row: repo.PayOrderRow): Promise<PayOrder> {
    const task = await tasks.findTaskMoney(this.db, row.order_id);
    const expired = row.status === PAY_ORDER_STATUS.pending && row.expires_at.getTime() <= this.clock.now().getTime();
    return {
      payOrderId: row.pay_order_id,
      outTradeNo: row.out_trade_no,
      orderId: row.order_id,
      taskName: task?.task_name ?? '',
      amount: ledger.fenOf(row.amount_fen),
      status: expired ? PAY_ORDER_STATUS.expired : row.status,
      qrCode: this.provider.qrCodeFor(row.out_trade_no, ledger.fenOf(row.amount_fen)),
      payUrl: null,
      jsapiParams: null,
      channel: 'sandbox',
      provider: row.provider,
      createdAt: isoTime(row.created_at),
      expiresAt: isoTime(row.expires_at),
      paidAt: row.paid_at ? isoTime(row.paid_at) : null,
    };
  }

  /** What the cashier may offer (issue 33): each configured company with the channel fitting the device. */
  async payChannels(userAgent: string | undefined): Promise<PayChannels> {
    const device = payDeviceOf(userAgent);
    return { device, options: [{ provider: 'sandbox', name: PAY_PROVIDER_NAME.sandbox, channel: 'sandbox' }] };
  }

  /** A task's escrow as its employer sees it (the hired designer too: their income is held there). */
  async taskEscrow(user: SessionUser, orderId: number): Promise<TaskEscrow> {
    const task = await tasks.findTaskMoney(this.db, orderId);
    if (!task) throw new DomainError('E010404', PAY_MESSAGES.taskNotFound);
    const isEmployer = task.employer_id === user.userId;
    if (!isEmployer && task.hired_designer_id !== user.userId) throw new DomainError('E010403');
    const budget = yuanToFen(task.task_amount) ?? 0;
    const held = (await ledger.balancesOf(this.db, [escrowAccount(orderId)])).get(escrowAccount(orderId)) ?? 0;
    const kinds = await ledger.movementKindsOf(this.db, orderId);
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
      const task = await tasks.lockTaskMoney(trx, orderId);
      if (!task) throw new DomainError('E010404', PAY_MESSAGES.taskNotFound);
      if (task.employer_id !== user.userId) throw new DomainError('E010403', PAY_MESSAGES.notOwner);
      if (task.task_status !== TASK_STATUS.recruiting) throw new DomainError('E020002', PAY_MESSAGES.notRecruiting);
      const budget = yuanToFen(task.task_amount) ?? 0;
      if (budget <= 0) throw new DomainError('E020002', PAY_MESSAGES.notRecruiting);
      if ((await escrowHeld(trx, orderId)) >= budget) throw new DomainError('E020002', PAY_MESSAGES.funded);
      // A pending order still payable for a minute is shown again rather than a second one made.
      const open = await repo.findOpenPayOrderId(trx, {
        orderId,
        payerId: user.userId,
        amountFen: budget,
        payableAfter: new Date(now.getTime() + 60_000),
      });
      if (open !== undefined) return open;
      const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
      return repo.insertPayOrder(trx, {
        out_trade_no: `BZ${stamp}${orderId}${randomBytes(3).toString('hex').toUpperCase()}`,
        order_id: orderId,
        payer_id: user.userId,
        amount_fen: budget,
        provider: this.provider.name,
        created_at: now,
        expires_at: new Date(now.getTime() + PAY_ORDER_TTL_MS),
      });
    });
    return this.payOrderInfo(user, row);
  }

  async payOrderInfo(user: SessionUser, payOrderId: number): Promise<PayOrder> {
    const row = await repo.findPayOrder(this.db, payOrderId);
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
      const order = await repo.lockPayOrderByTradeNo(trx, input.outTradeNo);
      if (!order) throw new DomainError('E010404', PAY_MESSAGES.orderNotFound);
      if (ledger.fenOf(order.amount_fen) !== input.amount) throw new DomainError('E020002', PAY_MESSAGES.amount);
      if (order.status === PAY_ORDER_STATUS.paid || order.status === PAY_ORDER_STATUS.refunded) return;
      if (input.status === 'FAIL') {
        if (order.status === PAY_ORDER_STATUS.pending) {
          await repo.setPayOrderResult(trx, order.pay_order_id, {
            status: PAY_ORDER_STATUS.failed,
            trade_no: input.tradeNo,
          });
        }
        return;
      }
      const task = await tasks.lockTaskMoney(trx, order.order_id);
      if (!task) throw new Error(`pay order ${order.pay_order_id} of unknown task ${order.order_id}`);
      const amount = ledger.fenOf(order.amount_fen);
      const heldBefore = await escrowHeld(trx, task.order_id);
      const paid = { payOrderId: order.pay_order_id, payerId: order.payer_id, now };
      await payIntoEscrow(trx, task, { ...paid, fen: amount });
      const needed = task.task_status === TASK_STATUS.recruiting && heldBefore === 0;
      if (!needed) {
        // Only this payment goes back; what was held before stays held.
        const refund = planRefund(task.order_id, () => heldBefore + amount, amount);
        if (refund.ok) {
          await postEscrow(trx, task, refund.movement, {
            ...paid,
            title: heldBefore > 0 ? '重复支付退款' : '任务已不需托管，支付退回',
          });
        }
      }
      if (needed) {
        // Issue 25: the payer learns the budget is held.
        await addNotification(trx, {
          userId: order.payer_id,
          kind: 'escrow.paid',
          title: `托管赏金已支付：${task.task_name}`,
          body: `${formatFen(amount)} 已由平台托管，验收通过后支付给设计师`,
          link: taskPagePath(task.order_id),
          at: now,
        });
      }
      await repo.setPayOrderResult(trx, order.pay_order_id, {
        status: needed ? PAY_ORDER_STATUS.paid : PAY_ORDER_STATUS.refunded,
        trade_no: input.tradeNo,
        paid_at: now,
      });
    });
    return 'success';
  }
}
