/**
 * Money (issue 9, docs/decisions/011), the earning side: a user's account summary and bills read from the
 * ledger, bank cards and payouts. The paying side (cashier, callbacks, escrow) is `billing.service.ts`.
 */
import type {
  AccountSummary,
  BankCard,
  BillRow,
  Payout,
  PayoutAccounts,
  PayoutAlipayInput,
  PayoutInput,
} from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { formatFen } from '@bazaar/domain/format';
import {
  balanceAccount,
  maskAlipayAccount,
  maskRealName,
  PAYOUT_STATUS,
  PAYOUT_TARGET,
  payoutAccount,
  planPayout,
  planPayoutResult,
  type BillKind,
  type PayoutStatus,
  type PayoutTargetKind,
} from '@bazaar/domain/rules';
import { z } from 'zod';
import { transact } from '../../db/transact';
import { isoTime, pageWindow } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { GatewayError, type PayoutTarget, type TransferState } from '../../services/payment/gateway';
import { addNotification } from '../notifications/notifications.repository';
import { PAY_MESSAGES } from './billing.service';
import * as repo from './billing.repository';
import * as ledger from './ledger.repository';
import { JOB_BATCH, nextCheck, type RefundLog } from './refunds';

/** The designer's bills page (the web's `paths.designerBills`): where a payout notification links. */
const DESIGNER_BILLS_PATH = '/u/bill';
/** The designer's account page (the web's `paths.designerAccount`; the phone's too): where 确认收款 is. */
const DESIGNER_ACCOUNT_PATH = '/u/account';

/** What the payee sees on the transfer (WeChat's `transfer_remark` takes at most 32 characters). */
const TRANSFER_REMARK = '设计集市提现';

export const PAYOUT_MESSAGES = {
  noAlipay: '请先添加支付宝账号',
  noWechat: '请在微信中打开设计集市并登录，绑定微信后再提现到微信',
  targetUnavailable: (kind: PayoutTargetKind) =>
    `暂不支持提现到${kind === 'alipay' ? '支付宝' : kind === 'wechat' ? '微信' : '银行卡'}`,
} as const;

const TARGET_ORDER: readonly PayoutTargetKind[] = [PAYOUT_TARGET.bankcard, PAYOUT_TARGET.alipay, PAYOUT_TARGET.wechat];
const UNFINISHED = new Set<PayoutStatus>([PAYOUT_STATUS.processing, PAYOUT_STATUS.awaitingConfirm]);

/** Our transfer number of a payout: WeChat's `out_bill_no` takes letters and digits only; Alipay's `out_biz_no` too. */
export const outBillNo = (payoutId: number): string => `PO${String(payoutId).padStart(8, '0')}`;
const payoutIdOf = (no: string): number | null => {
  const m = /^PO(\d{8,15})$/.exec(no);
  return m ? Number(m[1]) : null;
};

/** A payout's target as stored (JSON written by `requestPayout`), read back with its shape checked. */
const storedTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wechat'), openid: z.string(), realName: z.string().optional() }),
  z.object({ kind: z.literal('alipay'), account: z.string(), realName: z.string() }),
  z.object({ kind: z.literal('bankcard'), cardNo: z.string(), holderName: z.string(), bankName: z.string() }),
]);
function parseTarget(text: string | null): PayoutTarget | null {
  if (!text) return null;
  try {
    const parsed = storedTarget.parse(JSON.parse(text));
    return parsed.kind === 'wechat' && parsed.realName === undefined
      ? { kind: 'wechat', openid: parsed.openid }
      : (parsed as PayoutTarget);
  } catch {
    return null;
  }
}

/** What payouts need besides the database: the companies, the designer's WeChat openid, a log. */
/** What payouts use (a test may log to memory: any RefundLog will do). */
export type PayoutsDeps = Pick<Deps, 'db' | 'clock' | 'gateways' | 'payments'> & { log: RefundLog };

const MAX_CARDS = 5;

const maskCard = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;

/** [from, to) of a month (China time, UTC+8: bills are dated as the user saw them). */
function monthRange(month: string | undefined): { from: Date; to: Date } | undefined {
  if (!month) return undefined;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

// — Account and bills

export function accountSummary(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<AccountSummary> {
  return ledger.accountTotals(deps.db, user.userId);
}

export async function billSummary(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { month, kind }: { month?: string | undefined; kind?: string | undefined },
) {
  const s = await ledger.billSummary(deps.db, {
    userId: user.userId,
    range: monthRange(month),
    kind: kind || undefined,
  });
  return { income: s.income, expense: s.expense };
}

export async function billPage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  {
    current,
    pageSize,
    month,
    kind,
  }: { current: number; pageSize: number; month?: string | undefined; kind?: string | undefined },
): Promise<Page<BillRow>> {
  const filter = { userId: user.userId, range: monthRange(month), kind: kind || undefined };
  const { total } = await ledger.billSummary(deps.db, filter);
  const { limit, offset } = pageWindow(current, pageSize);
  const rows = await ledger.billPage(deps.db, filter, offset, limit);
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

export async function bankCards(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<BankCard[]> {
  const rows = await repo.findBankCards(deps.db, user.userId);
  return rows.map((r) => ({
    cardId: r.card_id,
    holderName: r.holder_name,
    bankName: r.bank_name,
    cardNoMasked: maskCard(r.card_no),
  }));
}

export async function saveBankCard(
  deps: PayoutsDeps,
  user: SessionUser,
  card: { holderName: string; bankName: string; cardNo: string },
) {
  if (!user.isDesigner) throw new DomainError('E010403', PAY_MESSAGES.notDesigner);
  const existing = await bankCards(deps, user);
  const same = existing.find((c) => c.cardNoMasked === maskCard(card.cardNo));
  if (!same && existing.length >= MAX_CARDS) throw refusal(PAY_MESSAGES.tooManyCards);
  const row = await repo.upsertBankCard(deps.db, {
    user_id: user.userId,
    holder_name: card.holderName,
    bank_name: card.bankName,
    card_no: card.cardNo,
    created_at: deps.clock.now(),
  });
  return {
    cardId: row.card_id,
    holderName: row.holder_name,
    bankName: row.bank_name,
    cardNoMasked: maskCard(row.card_no),
  };
}

// — Payout accounts (issue 33)

export async function payoutAccounts(deps: PayoutsDeps, user: SessionUser): Promise<PayoutAccounts> {
  const alipay = await repo.findPayoutAccount(deps.db, user.userId);
  const offered = new Set(deps.gateways.list.flatMap((g) => [...g.payoutTargets]));
  return {
    alipay: alipay
      ? { accountMasked: maskAlipayAccount(alipay.alipay_account), realNameMasked: maskRealName(alipay.alipay_name) }
      : null,
    wechatBound: (await deps.payments.openIdOf(user.userId)) !== null,
    targets: TARGET_ORDER.filter((t) => offered.has(t)),
  };
}

export async function savePayoutAlipay(
  deps: PayoutsDeps,
  user: SessionUser,
  input: PayoutAlipayInput,
): Promise<PayoutAccounts> {
  if (!user.isDesigner) throw new DomainError('E010403', PAY_MESSAGES.notDesigner);
  await repo.savePayoutAccount(deps.db, {
    user_id: user.userId,
    alipay_account: input.account,
    alipay_name: input.realName,
    updated_at: deps.clock.now(),
  });
  return payoutAccounts(deps, user);
}

export async function payoutPage(
  deps: PayoutsDeps,
  user: SessionUser,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Payout>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const [total, rows, cards] = await Promise.all([
    repo.countPayouts(deps.db, user.userId),
    repo.payoutPage(deps.db, user.userId, offset, limit),
    repo.cardTailsOf(deps.db, user.userId),
  ]);
  const cardById = new Map(cards.map((c) => [c.card_id, c]));
  return {
    rows: rows.map((r) => {
      // A payout from before issue 33 names only its card.
      const card = r.card_id === null ? undefined : cardById.get(r.card_id);
      const shown = r.target_masked ?? (card ? `${card.bank_name} 尾号${card.card_no.slice(-4)}` : '银行卡');
      return toPayout(deps, r, shown);
    }),
    total,
    current,
    pageSize,
  };
}

// — Payouts through the payment companies (issue 33)

/**
 * A designer's payout to a bank card, their Alipay account or their WeChat: the amount leaves the balance
 * for `payout:{user}` in one transaction (never more than the balance), then — after the commit — the
 * company is asked to transfer with our idempotent bill number, and its answer is booked by
 * `settleTransfer`. A company that does not answer leaves it 处理中 for the job.
 */
export async function requestPayout(deps: PayoutsDeps, user: SessionUser, input: PayoutInput): Promise<Payout> {
  if (!user.isDesigner) throw new DomainError('E010403', PAY_MESSAGES.notDesigner);
  const kind: PayoutTargetKind = input.target ?? PAYOUT_TARGET.bankcard;
  const gateway = deps.gateways.list.find((g) => g.payoutTargets.includes(kind));
  if (!gateway) throw refusal(PAYOUT_MESSAGES.targetUnavailable(kind));
  const { target, shown } = await resolveTarget(deps, user.userId, kind, input);
  const now = deps.clock.now();
  const amount = input.amount;
  const payoutId = await transact(deps.db, async (trx) => {
    const balances = await ledger.balancesOf(trx, [balanceAccount(user.userId)], true);
    const planned = planPayout(user.userId, amount, (a) => balances.get(a) ?? 0);
    if (!planned.ok) throw refusal(planned.message);
    const payout_id = await repo.insertTargetedPayout(trx, {
      user_id: user.userId,
      card_id: target.kind === 'bankcard' ? (input.cardId ?? null) : null,
      amount_fen: amount,
      provider: gateway.name,
      target: kind,
      target_masked: shown,
      target_detail: JSON.stringify(target),
      created_at: now,
      next_check_at: now,
    });
    await ledger.writeMovement(trx, planned.movement, {
      payoutId: payout_id,
      ownerOf: () => user.userId,
      bill: { userId: user.userId, title: `提现至 ${shown}` },
      now,
    });
    return payout_id;
  });
  await askTransfer(deps, { payoutId });
  const row = await repo.findPayout(deps.db, payoutId);
  if (!row) throw new Error(`payout ${payoutId} vanished`);
  return toPayout(deps, row, shown);
}

async function resolveTarget(
  deps: PayoutsDeps,
  userId: number,
  kind: PayoutTargetKind,
  { cardId, realName }: Pick<PayoutInput, 'cardId' | 'realName'>,
): Promise<{ target: PayoutTarget; shown: string }> {
  if (kind === PAYOUT_TARGET.alipay) {
    const account = await repo.findPayoutAccount(deps.db, userId);
    if (!account) throw refusal(PAYOUT_MESSAGES.noAlipay);
    return {
      target: { kind: 'alipay', account: account.alipay_account, realName: account.alipay_name },
      shown: `支付宝 ${maskAlipayAccount(account.alipay_account)}`,
    };
  }
  if (kind === PAYOUT_TARGET.wechat) {
    const openid = await deps.payments.openIdOf(userId);
    if (!openid) throw refusal(PAYOUT_MESSAGES.noWechat);
    // From ¥2,000 the input carries the payee's real name (payoutInput requires it); WeChat checks it.
    return { target: { kind: 'wechat', openid, ...(realName ? { realName } : {}) }, shown: '微信零钱' };
  }
  const card = cardId === undefined ? undefined : await repo.findBankCard(deps.db, userId, cardId);
  if (!card) throw refusal(PAY_MESSAGES.cardNotFound);
  return {
    target: { kind: 'bankcard', cardNo: card.card_no, holderName: card.holder_name, bankName: card.bank_name },
    shown: `${card.bank_name} 尾号${card.card_no.slice(-4)}`,
  };
}

function toPayout(deps: PayoutsDeps, r: repo.PayoutRow, shown: string): Payout {
  const status = r.status;
  const confirm =
    status === PAYOUT_STATUS.awaitingConfirm && r.package_info && deps.payments.wechatConfirm
      ? { ...deps.payments.wechatConfirm, package: r.package_info }
      : null;
  return {
    payoutId: r.payout_id,
    amount: ledger.fenOf(r.amount_fen),
    status,
    cardNoMasked: shown,
    target: (r.target as PayoutTargetKind) ?? PAYOUT_TARGET.bankcard,
    createdAt: isoTime(r.created_at),
    failReason: r.fail_reason,
    confirm,
  };
}

/** After the commit, and from the job: asks the company to transfer (again: idempotent), or how it stands. */
export async function askTransfer(deps: PayoutsDeps, { payoutId }: { payoutId: number }): Promise<void> {
  const row = await repo.findPayout(deps.db, payoutId);
  if (!row || !UNFINISHED.has(row.status)) return;
  const gateway = deps.gateways.get(row.provider);
  const target = parseTarget(row.target_detail);
  if (!gateway || !target) {
    deps.log.error({ payoutId, provider: row.provider }, 'payout of a company not configured, or without a target');
    await later(deps, row);
    return;
  }
  let state: TransferState;
  try {
    state = row.asked
      ? await gateway.queryTransfer(outBillNo(payoutId))
      : await gateway.transfer({
          outBillNo: outBillNo(payoutId),
          amountFen: ledger.fenOf(row.amount_fen),
          target,
          remark: TRANSFER_REMARK,
        });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { payoutId, provider: row.provider, code: err.code, reason: err.message },
      'payment company did not take the transfer; the job asks again',
    );
    await later(deps, row);
    return;
  }
  await settleTransfer(deps, { payoutId, state });
}

async function later(deps: PayoutsDeps, row: repo.PayoutRow): Promise<void> {
  await repo.updatePayout(deps.db, row.payout_id, {
    tries: row.tries + 1,
    next_check_at: nextCheck(deps.clock.now(), row.tries),
  });
}

/** The job: every unfinished payout that is due is asked again or queried. Answers how many. */
export async function runDue(deps: PayoutsDeps, { limit = JOB_BATCH }: { limit?: number } = {}): Promise<number> {
  const ids = await repo.duePayoutIds(deps.db, deps.clock.now(), limit);
  for (const id of ids) {
    try {
      await askTransfer(deps, { payoutId: id });
    } catch (err) {
      deps.log.error({ err, payoutId: id }, 'payout check failed; the job asks again');
    }
  }
  return ids.length;
}

/**
 * A company's transfer notification (verified by its gateway; the pay-in side's notify route calls this).
 * A bill number that is not one of ours, or a payout of another company, changes nothing.
 */
export async function onTransfer(
  deps: PayoutsDeps,
  { provider, state }: { provider: string; state: TransferState },
): Promise<void> {
  const id = payoutIdOf(state.outBillNo);
  const row = id === null ? undefined : await repo.findPayout(deps.db, id);
  if (!row || row.provider !== provider) {
    deps.log.warn({ provider, outBillNo: state.outBillNo }, 'transfer notification of no payout of ours');
    return;
  }
  await settleTransfer(deps, { payoutId: row.payout_id, state });
}

/**
 * Books what the company says, with the payout row locked: arrived → paid out of `payout:{user}` and the
 * designer told; failed → back in the balance with a 提现失败退回 bill; each once, however often it is
 * reported (the job and a notification may both say it). 待确认收款 keeps WeChat's package for the phone.
 */
export async function settleTransfer(
  deps: PayoutsDeps,
  { payoutId, state }: { payoutId: number; state: TransferState },
): Promise<void> {
  const now = deps.clock.now();
  const outcome = await transact(deps.db, async (trx) => {
    const row = await repo.lockPayout(trx, payoutId);
    if (!row || !UNFINISHED.has(row.status) || state.outBillNo !== outBillNo(payoutId)) return null;
    const userId = row.user_id;
    const amount = ledger.fenOf(row.amount_fen);
    const shown = row.target_masked ?? '银行卡';
    if (state.status === 'pending' || state.status === 'awaiting_confirm') {
      const confirm = state.status === 'awaiting_confirm';
      await repo.updatePayout(trx, payoutId, {
        asked: true,
        status: confirm ? PAYOUT_STATUS.awaitingConfirm : row.status,
        ...(confirm ? { package_info: state.packageInfo ?? row.package_info } : {}),
        transfer_ref: state.ref ?? null,
        tries: row.tries + 1,
        next_check_at: nextCheck(now, row.tries),
      });
      if (confirm && row.status !== PAYOUT_STATUS.awaitingConfirm) {
        await addNotification(trx, {
          userId,
          kind: 'payout.confirm',
          title: `请确认收款 ${formatFen(amount)}`,
          body: '请在微信中打开设计集市，进入「我的账户」点击「确认收款」，款项将转入微信零钱',
          link: DESIGNER_ACCOUNT_PATH,
          at: now,
        });
      }
      return null;
    }
    const paid = state.status === 'done';
    const balances = await ledger.balancesOf(trx, [payoutAccount(userId)], true);
    const planned = planPayoutResult(userId, amount, paid, (a) => balances.get(a) ?? 0);
    if (!planned.ok) throw new Error(`payout ${payoutId}: ${planned.message}`);
    await ledger.writeMovement(trx, planned.movement, {
      payoutId,
      ownerOf: () => userId,
      bill: paid ? null : { userId, title: `提现失败退回 · ${shown}` },
      now,
    });
    const failReason = paid ? null : (state.failReason ?? '支付渠道转账失败').slice(0, 200);
    await addNotification(trx, {
      userId,
      kind: paid ? 'payout.done' : 'payout.failed',
      title: paid ? `提现已到账 ${formatFen(amount)}` : `提现失败 ${formatFen(amount)}，已退回余额`,
      body: paid ? `已转入 ${shown}` : `${shown}：${failReason}`,
      link: DESIGNER_BILLS_PATH,
      at: now,
    });
    await repo.updatePayout(trx, payoutId, {
      status: paid ? PAYOUT_STATUS.paid : PAYOUT_STATUS.failed,
      asked: true,
      transfer_ref: state.ref ?? null,
      package_info: null,
      fail_reason: failReason,
      next_check_at: null,
      finished_at: now,
    });
    return { paid, provider: row.provider };
  });
  if (outcome && !outcome.paid)
    deps.log.warn({ payoutId, provider: outcome.provider }, 'payout failed; money back in the balance');
}
