/**
 * Money (issue 9, docs/decisions/011), the paying side: the cashier's pay orders through the payment companies
 * (issue 33: `PaymentGateways`, one per company in PAYMENT_DRIVER's order), their notifications, queries and
 * closing, and a task's escrow. Accounts, bills, cards and payouts are `billing.payouts.ts`. Every change of
 * money goes through `writeMovement` inside a transaction; the SQL is in `billing.repository.ts` and
 * `ledger.repository.ts`, a task is read through the tasks module's repository.
 */
import {
  ESCROW_STATUS,
  PAY_ORDER_MESSAGES,
  PAY_ORDER_STATUS,
  PAY_PROVIDER_NAME,
  payChannelFor,
  payDeviceOf,
  type PayChannels,
  type PayOrder,
  type TaskEscrow,
} from '@bazaar/domain/api';
import { TASK_STATUS } from '@bazaar/domain/constants';
import { formatFen } from '@bazaar/domain/format';
import { escrowAccount, taskPagePath, yuanToFen } from '@bazaar/domain/rules';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { transact } from '../../db/transact';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import {
  GatewayError,
  NotifyRejected,
  type NotifyAnswer,
  type NotifyRequest,
  type PayChannel,
  type PayProviderName,
  type PaymentGateway,
  type PaymentStart,
  type PaymentState,
  type RefundState,
  type TransferState,
} from '../../services/payment/gateway';
import { SandboxGateway } from '../../services/payment/sandbox-gateway';
import { addNotification } from '../notifications/notifications.repository';
import * as tasks from '../tasks/tasks.repository';
import * as repo from './billing.repository';
import * as ledger from './ledger.repository';
import { escrowHeld, payIntoEscrow } from './escrow';
import * as payouts from './billing.payouts';
import * as refunds from './refunds';
import { refundPayment } from './refunds';
import { recordPayAnomaly } from './pay-anomalies';

export const PAY_MESSAGES = {
  taskNotFound: '任务不存在',
  notOwner: '只有任务的雇主可以托管赏金',
  notRecruiting: '只有招募中的任务可以托管赏金',
  funded: '该任务赏金已托管，无需重复支付',
  orderNotFound: '支付订单不存在',
  expired: '支付订单已过期，请返回收银台重新支付',
  notSandbox: '当前支付渠道不支持沙箱支付',
  unknownProvider: '未知的支付渠道',
  /** WeChat JSAPI needs the payer's official-account openid, which a WeChat login inside WeChat gives. */
  needOpenId: '请在微信中重新打开本页面后再支付',
  /** The company could not be reached or refused to open the order (GatewayError). */
  channelDown: '支付渠道暂时不可用，请稍后再试或更换支付方式',
  notDesigner: '只有设计师可以提现',
  cardNotFound: '请先添加银行卡',
  tooManyCards: '最多保存5张银行卡',
} as const;

/** How long a cashier's QR code stays payable (the company closes it itself then: `expiresAt`). */
export const PAY_ORDER_TTL_MS = 15 * 60_000;
/** A payer's polling asks the company about one order at most this often (every api process together). */
export const PAY_QUERY_INTERVAL_MS = 3_000;
/** The pending-order job leaves orders younger than this to their notification. */
export const PAY_SWEEP_MIN_AGE_MS = 60_000;
/** At most this many pending orders per job run (the next run takes the rest). */
const PAY_SWEEP_BATCH = 200;

/**
 * What becomes of authentic refund and transfer notifications: the refunds and payouts own them (issue 33);
 * `billing.routes.ts` wires these.
 */
export interface PayNotifyConsumers {
  onRefund(provider: PayProviderName, outTradeNo: string, state: RefundState): Promise<void>;
  onTransfer(provider: PayProviderName, state: TransferState): Promise<void>;
}

/** What the cashier uses. */
export type BillingDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'gateways' | 'payments'>;

/** What the payer asked for at the cashier (createTaskPayOrder's input) and where they are. */
export interface PayOrderRequest {
  orderId: number;
  provider?: string | undefined;
  channel?: string | undefined;
  payerIp: string;
  userAgent: string | undefined;
}

/** A stored create answer; our own column, still read as an input (an older or hand-edited row never throws). */
const storedStart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('qr'), qrCode: z.string() }),
  z.object({ kind: z.literal('redirect'), payUrl: z.string() }),
  z.object({ kind: z.literal('jsapi'), jsapiParams: z.record(z.string(), z.string()) }),
]);

function startOf(json: string | null): PaymentStart | null {
  if (json === null) return null;
  try {
    return storedStart.parse(JSON.parse(json));
  } catch {
    return null;
  }
}

/** How a settled payment ended: money moved, nothing to do (already settled), or an anomaly was kept. */
export type SettleOutcome = 'paid' | 'settled' | 'anomaly';

/** The gateway error's safe part for the log: its name, message and company code, never its cause. */
const gatewayFailure = (err: unknown) =>
  err instanceof Error ? { name: err.name, message: err.message, code: (err as GatewayError).code } : { err };

// — The cashier

async function toPayOrder(deps: BillingDeps, row: repo.PayOrderRow): Promise<PayOrder> {
  const task = await tasks.findTaskMoney(deps.db, row.order_id);
  const expired = row.status === PAY_ORDER_STATUS.pending && row.expires_at.getTime() <= deps.clock.now().getTime();
  const start = startOf(row.pay_start);
  return {
    payOrderId: row.pay_order_id,
    outTradeNo: row.out_trade_no,
    orderId: row.order_id,
    taskName: task?.task_name ?? '',
    amount: ledger.fenOf(row.amount_fen),
    status: expired ? PAY_ORDER_STATUS.expired : row.status,
    qrCode: start?.kind === 'qr' ? start.qrCode : null,
    payUrl: start?.kind === 'redirect' ? start.payUrl : null,
    jsapiParams: start?.kind === 'jsapi' ? start.jsapiParams : null,
    channel: row.channel,
    provider: row.provider,
    createdAt: isoTime(row.created_at),
    expiresAt: isoTime(row.expires_at),
    paidAt: row.paid_at ? isoTime(row.paid_at) : null,
  };
}

/** The channel of a gateway fitting a device, when this configuration offers it. */
function channelOf(
  deps: BillingDeps,
  gateway: PaymentGateway,
  device: ReturnType<typeof payDeviceOf>,
): PayChannel | null {
  const channel = payChannelFor(gateway.name, device);
  return channel !== null && gateway.channels.includes(channel) ? channel : null;
}

/** What the cashier may offer (issue 33): each configured company with the channel fitting the device. */
export async function payChannels(
  deps: BillingDeps,
  { userAgent }: { userAgent: string | undefined },
): Promise<PayChannels> {
  const device = payDeviceOf(userAgent);
  const options = deps.gateways.list.flatMap((gateway) => {
    const channel = channelOf(deps, gateway, device);
    return channel ? [{ provider: gateway.name, name: PAY_PROVIDER_NAME[gateway.name], channel }] : [];
  });
  return { device, options };
}

/** A task's escrow as its employer sees it (the hired designer too: their income is held there). */
export async function taskEscrow(
  deps: BillingDeps,
  user: SessionUser,
  { orderId }: { orderId: number },
): Promise<TaskEscrow> {
  const task = await tasks.findTaskMoney(deps.db, orderId);
  if (!task) throw new DomainError('E010404', PAY_MESSAGES.taskNotFound);
  const isEmployer = task.employer_id === user.userId;
  if (!isEmployer && task.hired_designer_id !== user.userId) throw new DomainError('E010403');
  const budget = yuanToFen(task.task_amount) ?? 0;
  const held = (await ledger.balancesOf(deps.db, [escrowAccount(orderId)])).get(escrowAccount(orderId)) ?? 0;
  const kinds = await ledger.movementKindsOf(deps.db, orderId);
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

/**
 * The cashier's order for a task: the pending one of the same company and channel still payable for a
 * minute, or a new one for the task's budget opened at the company. Defaults: the first configured company
 * with a channel for this device, and that channel.
 */
export async function createTaskPayOrder(
  deps: BillingDeps,
  user: SessionUser,
  input: PayOrderRequest,
): Promise<PayOrder> {
  const device = payDeviceOf(input.userAgent);
  const gateway =
    input.provider === undefined
      ? (deps.gateways.list.find((g) => channelOf(deps, g, device) !== null) ?? deps.gateways.default)
      : deps.gateways.get(input.provider);
  if (!gateway) throw new DomainError('E010001', PAY_ORDER_MESSAGES.provider);
  const channel = (input.channel ?? channelOf(deps, gateway, device)) as PayChannel | null;
  if (channel === null || !gateway.channels.includes(channel)) {
    throw new DomainError('E010001', PAY_ORDER_MESSAGES.channel);
  }
  const openid = channel === 'jsapi' ? await deps.payments.openIdOf(user.userId) : undefined;
  if (openid === null) throw refusal(PAY_MESSAGES.needOpenId);

  const now = deps.clock.now();
  const payOrderId = await transact(deps.db, async (trx) => {
    const task = await tasks.lockTaskMoney(trx, input.orderId);
    if (!task) throw new DomainError('E010404', PAY_MESSAGES.taskNotFound);
    if (task.employer_id !== user.userId) throw new DomainError('E010403', PAY_MESSAGES.notOwner);
    if (task.task_status !== TASK_STATUS.recruiting) throw refusal(PAY_MESSAGES.notRecruiting);
    const budget = yuanToFen(task.task_amount) ?? 0;
    if (budget <= 0) throw refusal(PAY_MESSAGES.notRecruiting);
    if ((await escrowHeld(trx, input.orderId)) >= budget) throw refusal(PAY_MESSAGES.funded);
    // A pending order still payable for a minute is shown again rather than a second one made.
    const open = await repo.findOpenPayOrderId(trx, {
      orderId: input.orderId,
      payerId: user.userId,
      amountFen: budget,
      provider: gateway.name,
      channel,
      payableAfter: new Date(now.getTime() + 60_000),
    });
    if (open !== undefined) return open;
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
    return repo.insertPayOrder(trx, {
      out_trade_no: `BZ${stamp}${input.orderId}${randomBytes(3).toString('hex').toUpperCase()}`,
      order_id: input.orderId,
      payer_id: user.userId,
      amount_fen: budget,
      provider: gateway.name,
      channel,
      created_at: now,
      expires_at: new Date(now.getTime() + PAY_ORDER_TTL_MS),
    });
  });
  const row = (await repo.findPayOrder(deps.db, payOrderId))!;
  // Opened at the company outside the transaction (no network inside one). A shown-again order that has no
  // answer yet (another request is opening it) is opened again: the companies answer the same order again.
  if (row.pay_start === null) await openAtCompany(deps, gateway, row, { openid, payerIp: input.payerIp });
  return payOrderInfo(deps, user, { payOrderId });
}

async function openAtCompany(
  deps: BillingDeps,
  gateway: PaymentGateway,
  row: repo.PayOrderRow,
  payer: { openid: string | undefined; payerIp: string },
): Promise<void> {
  const task = await tasks.findTaskMoney(deps.db, row.order_id);
  const origin = deps.payments.publicOrigin;
  let start: PaymentStart;
  try {
    start = await gateway.create({
      outTradeNo: row.out_trade_no,
      amountFen: ledger.fenOf(row.amount_fen),
      // WeChat's description takes 127 bytes; 40 characters of Chinese stay under it.
      description: `设计集市托管赏金-${task?.task_name ?? ''}`.slice(0, 40),
      channel: row.channel as PayChannel,
      expiresAt: row.expires_at,
      payerIp: payer.payerIp,
      ...(payer.openid ? { openid: payer.openid } : {}),
      // The cashier's waiting page polls the order (docs/product.md: /pay/confirm/{pay order id}).
      ...(origin ? { returnUrl: `${origin}/pay/confirm/${row.pay_order_id}` } : {}),
    });
  } catch (err) {
    // Never left payable: a later visit makes a new order rather than show one the company never opened.
    await repo.endPendingPayOrder(deps.db, row.pay_order_id, PAY_ORDER_STATUS.failed);
    deps.log.warn(
      { failure: gatewayFailure(err), provider: gateway.name, payOrderId: row.pay_order_id },
      'payment company refused or could not open a pay order',
    );
    if (err instanceof GatewayError) throw new DomainError('E050002', PAY_MESSAGES.channelDown);
    throw err;
  }
  await repo.setPayStart(deps.db, row.pay_order_id, JSON.stringify(start));
}

/**
 * A pay order as its payer sees it. A pending one is asked about at its company (at most once per
 * PAY_QUERY_INTERVAL_MS, whoever asks), so a payment whose notification is late or lost still shows paid.
 */
export async function payOrderInfo(
  deps: BillingDeps,
  user: SessionUser,
  { payOrderId }: { payOrderId: number },
): Promise<PayOrder> {
  let row = await repo.findPayOrder(deps.db, payOrderId);
  // Someone else's order does not exist for this user.
  if (!row || row.payer_id !== user.userId) throw new DomainError('E010404', PAY_MESSAGES.orderNotFound);
  if (row.status === PAY_ORDER_STATUS.pending && (await queryPending(deps, row)) === 'paid') {
    row = (await repo.findPayOrder(deps.db, payOrderId))!;
  }
  return toPayOrder(deps, row);
}

/** Asks the company about a pending order (when nobody just did); a payment it reports is settled. */
async function queryPending(deps: BillingDeps, row: repo.PayOrderRow): Promise<PaymentState['status'] | 'skipped'> {
  const gateway = deps.gateways.get(row.provider);
  if (!gateway) return 'skipped';
  const now = deps.clock.now();
  const askedBefore = new Date(now.getTime() - PAY_QUERY_INTERVAL_MS);
  if (!(await repo.claimPayOrderQuery(deps.db, row.pay_order_id, { now, askedBefore }))) return 'skipped';
  let state: PaymentState;
  try {
    state = await gateway.query(row.out_trade_no);
  } catch (err) {
    deps.log.warn(
      { failure: gatewayFailure(err), provider: gateway.name, payOrderId: row.pay_order_id },
      'pay order query failed; asked again later',
    );
    return 'skipped';
  }
  if (state.status === 'paid')
    await settlePayment(deps, { provider: gateway.name, state: { ...state, outTradeNo: row.out_trade_no } });
  return state.status;
}

/**
 * The pending-order job (jobs.ts): every pending order older than a minute is asked about at its company;
 * paid ones are settled (a payment wins over expiry), expired ones are closed at the company first and only
 * then marked expired here — a close that fails leaves the order pending for the next run.
 */
export async function sweepPendingPayOrders(deps: BillingDeps): Promise<{ paid: number; closed: number }> {
  const now = deps.clock.now();
  const rows = await repo.pendingPayOrders(deps.db, {
    createdBefore: new Date(now.getTime() - PAY_SWEEP_MIN_AGE_MS),
    limit: PAY_SWEEP_BATCH,
  });
  let paid = 0;
  let closed = 0;
  for (const row of rows) {
    const gateway = deps.gateways.get(row.provider);
    if (!gateway) continue;
    const status = await queryPending(deps, row);
    if (status === 'paid') {
      paid++;
      continue;
    }
    if (status === 'skipped' || row.expires_at.getTime() > now.getTime()) continue;
    try {
      if (status !== 'closed') await gateway.close(row.out_trade_no);
    } catch (err) {
      deps.log.warn(
        { failure: gatewayFailure(err), provider: gateway.name, payOrderId: row.pay_order_id },
        'closing an expired pay order failed; tried again at the next run',
      );
      continue;
    }
    await repo.endPendingPayOrder(deps.db, row.pay_order_id, PAY_ORDER_STATUS.expired);
    closed++;
  }
  return { paid, closed };
}

/** Development: the sandbox "receives the payment" and its notification goes through the same handler. */
export async function sandboxPay(
  deps: BillingDeps,
  user: SessionUser,
  { payOrderId, result = 'SUCCESS' }: { payOrderId: number; result?: 'SUCCESS' | 'FAIL' },
): Promise<PayOrder> {
  const sandbox = deps.gateways.get('sandbox');
  if (!(sandbox instanceof SandboxGateway)) throw new DomainError('E010403', PAY_MESSAGES.notSandbox);
  const order = await payOrderInfo(deps, user, { payOrderId });
  if (order.provider !== sandbox.name) throw new DomainError('E010403', PAY_MESSAGES.notSandbox);
  if (order.status === PAY_ORDER_STATUS.expired) throw refusal(PAY_MESSAGES.expired);
  if (order.status === PAY_ORDER_STATUS.pending) {
    await handleNotification(deps, {
      provider: sandbox.name,
      request: sandbox.receive(order.outTradeNo, order.amount, result),
    });
  }
  return payOrderInfo(deps, user, { payOrderId });
}

/**
 * A company's notification (POST /api/pay/notify/{provider}, the raw body): verified by its gateway, then
 * acted on. Anything not authentic is rejected (the company's 4xx) and moves nothing; everything authentic is
 * acknowledged, including what moved nothing (kept as an anomaly), so the company stops retrying.
 */
export async function handleNotification(
  deps: BillingDeps,
  { provider, request }: { provider: string; request: NotifyRequest },
): Promise<NotifyAnswer> {
  const gateway = deps.gateways.get(provider);
  if (!gateway) {
    return {
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'FAIL', message: PAY_MESSAGES.unknownProvider }),
    };
  }
  let event;
  try {
    event = await gateway.parseNotify(request);
  } catch (err) {
    if (!(err instanceof NotifyRejected)) throw err;
    deps.log.warn({ provider, reason: err.message }, 'payment notification rejected');
    return gateway.reject(err.message);
  }
  switch (event.kind) {
    case 'payment':
      // Only a payment the company calls done (WeChat SUCCESS, Alipay TRADE_SUCCESS) moves money.
      if (event.state.status === 'paid') await settlePayment(deps, { provider: gateway.name, state: event.state });
      break;
    case 'refund':
      await refunds.onRefund(deps, { provider: gateway.name, outTradeNo: event.outTradeNo, state: event.state });
      break;
    case 'transfer':
      await payouts.onTransfer(deps, { provider: gateway.name, state: event.state });
      break;
    case 'ignored':
      break;
  }
  return gateway.acknowledge();
}

/**
 * A payment the company reports as taken (a notification or a query's answer). Checked before anything
 * changes: the order is ours and the company's, and the amount matches in fen — otherwise it is kept as an
 * anomaly and nothing moves. Idempotent: the order row is locked, and once it is paid (or refunded) any later
 * report changes nothing. A payment after expiry still counts (the money was taken); if the task no longer
 * needs it, it is refunded at once.
 */
export async function settlePayment(
  deps: BillingDeps,
  { provider, state }: { provider: PayProviderName; state: PaymentState },
): Promise<SettleOutcome> {
  const now = deps.clock.now();
  const outcome = await transact(deps.db, async (trx) => {
    const order = await repo.lockPayOrderByTradeNo(trx, state.outTradeNo);
    if (!order || order.provider !== provider) return { kind: 'unknown_order' as const, order };
    const amount = ledger.fenOf(order.amount_fen);
    if (state.amountFen !== amount) return { kind: 'amount' as const, order };
    if (order.status === PAY_ORDER_STATUS.paid || order.status === PAY_ORDER_STATUS.refunded) {
      return { kind: 'settled' as const, order };
    }
    const task = await tasks.lockTaskMoney(trx, order.order_id);
    if (!task) throw new Error(`pay order ${order.pay_order_id} of unknown task ${order.order_id}`);
    const heldBefore = await escrowHeld(trx, task.order_id);
    const paid = { payOrderId: order.pay_order_id, payerId: order.payer_id, now };
    await payIntoEscrow(trx, task, { ...paid, fen: amount });
    const needed = task.task_status === TASK_STATUS.recruiting && heldBefore === 0;
    let refundIds: number[] = [];
    if (!needed) {
      // Only this payment goes back, through its company (issue 33); what was held before stays held.
      refundIds = await refundPayment(trx, task, order, {
        amount,
        title: `${heldBefore > 0 ? '重复支付退款' : '任务已不需托管，支付退回'} · ${task.task_name}`,
        now,
      });
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
      trade_no: state.tradeNo ?? null,
      // The company's time when it says (the day's bill is by it), else ours.
      paid_at: state.paidAt ?? now,
    });
    return { kind: 'paid' as const, order, refundIds };
  });
  if (outcome.kind === 'paid') {
    if (outcome.refundIds.length) await refunds.dispatch(deps, { refundIds: outcome.refundIds });
    return outcome.kind;
  }
  if (outcome.kind === 'settled') return outcome.kind;
  // After the transaction: a retried transaction must not count the anomaly twice.
  await recordPayAnomaly(deps.db, {
    provider,
    kind: outcome.kind,
    outTradeNo: state.outTradeNo,
    tradeNo: state.tradeNo ?? null,
    notifiedFen: state.amountFen ?? null,
    orderFen: outcome.order && outcome.order.provider === provider ? ledger.fenOf(outcome.order.amount_fen) : null,
    orderId: outcome.order && outcome.order.provider === provider ? outcome.order.order_id : null,
    at: now,
  });
  deps.log.warn({ provider, kind: outcome.kind, outTradeNo: state.outTradeNo }, 'payment anomaly kept');
  return 'anomaly';
}
