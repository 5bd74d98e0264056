/**
 * What the refunds and payouts tests share (issue 33): a paid task, a log that remembers, and a sandbox
 * whose answers a test can script where the sandbox itself cannot produce a state (it refunds and transfers
 * at once; a company answers pending, awaiting_confirm, or does not answer at all).
 */
import type { PayOrder } from '@bazaar/domain/api';
import { expect, vi } from 'vitest';
import type { Db } from '../../db/database';
import {
  GatewayError,
  type RefundRequest,
  type RefundState,
  type TransferRequest,
  type TransferState,
} from '../../services/payment/gateway';
import { SandboxGateway } from '../../services/payment/sandbox-gateway';
import type { userCalls } from '../../test/login';
import { publishAndOpen } from '../tasks/tasks.test-kit';
import type { RefundLog } from './refunds';

type Post = ReturnType<typeof userCalls>['post'];

/** A task opened and paid through the cashier's sandbox: its id and its pay order. */
export async function paidTask(post: Post, employer: string, taskAmount = 800, taskName = '测试退款任务') {
  const orderId = await publishAndOpen(post, employer, {}, { taskName, taskAmount });
  const order = (await post<PayOrder>('/api/plat/pay/createTaskPayOrder', { orderId }, employer)).body.data;
  const paid = await post<PayOrder>('/api/plat/pay/sandboxPay', { payOrderId: order.payOrderId }, employer);
  expect(paid.body.data.status).toBe(1);
  return { orderId, payOrder: order };
}

export function memoryLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return {
    log: log as unknown as RefundLog & typeof log,
    text: () => JSON.stringify([log.info.mock.calls, log.warn.mock.calls, log.error.mock.calls]),
  };
}

type Scripted<T> = T | GatewayError | ((n: number) => T | GatewayError);

/**
 * The sandbox with scripted answers: the sandbox refunds and transfers at once, so the states a real company
 * answers later (pending, awaiting_confirm, failed) or a company that cannot be reached are scripted here.
 * Unscripted calls go to the sandbox itself. Counts every call.
 */
export class ScriptedGateway extends SandboxGateway {
  refundAnswer: Scripted<RefundState['status']> | null = null;
  queryRefundAnswer: Scripted<RefundState['status']> | null = null;
  transferAnswer: Scripted<Omit<TransferState, 'outBillNo'>> | null = null;
  queryTransferAnswer: Scripted<Omit<TransferState, 'outBillNo'>> | null = null;
  readonly calls = { refund: 0, queryRefund: 0, transfer: 0, queryTransfer: 0 };
  readonly transfers: TransferRequest[] = [];

  constructor() {
    super('scripted-gateway-test-key');
  }

  static #answer<T>(s: Scripted<T>, n: number): T {
    const a = typeof s === 'function' ? (s as (n: number) => T | GatewayError)(n) : s;
    if (a instanceof GatewayError) throw a;
    return a;
  }

  override async refund(request: RefundRequest): Promise<RefundState> {
    this.calls.refund++;
    if (this.refundAnswer === null) return super.refund(request);
    const status = ScriptedGateway.#answer(this.refundAnswer, this.calls.refund);
    return { outRefundNo: request.outRefundNo, status, refundId: `SCR-${request.outRefundNo}` };
  }

  override async queryRefund(outRefundNo: string): Promise<RefundState> {
    this.calls.queryRefund++;
    if (this.queryRefundAnswer === null) return super.queryRefund(outRefundNo);
    return { outRefundNo, status: ScriptedGateway.#answer(this.queryRefundAnswer, this.calls.queryRefund) };
  }

  override async transfer(request: TransferRequest): Promise<TransferState> {
    this.calls.transfer++;
    this.transfers.push(request);
    if (this.transferAnswer === null) return super.transfer(request);
    return { outBillNo: request.outBillNo, ...ScriptedGateway.#answer(this.transferAnswer, this.calls.transfer) };
  }

  override async queryTransfer(outBillNo: string): Promise<TransferState> {
    this.calls.queryTransfer++;
    if (this.queryTransferAnswer === null) return super.queryTransfer(outBillNo);
    return { outBillNo, ...ScriptedGateway.#answer(this.queryTransferAnswer, this.calls.queryTransfer) };
  }
}

/** A movement kind's count for a task (or everything). */
export async function movementCount(db: Db, kind: string, f: { orderId?: number; payoutId?: number } = {}) {
  let q = db
    .selectFrom('ledger_movements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind);
  if (f.orderId !== undefined) q = q.where('order_id', '=', f.orderId);
  if (f.payoutId !== undefined) q = q.where('payout_id', '=', f.payoutId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function balanceOf(db: Db, account: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_balances')
    .select('balance_fen')
    .where('account', '=', account)
    .executeTakeFirst();
  return Number(row?.balance_fen ?? 0);
}
