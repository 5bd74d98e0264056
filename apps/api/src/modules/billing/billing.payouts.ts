/**
 * Money (issue 9, docs/decisions/011), the earning side: a user's account summary and bills read from the
 * ledger, bank cards and payouts. The paying side (cashier, callbacks, escrow) is `billing.service.ts`.
 */
import { PAYOUT_STATUS, type AccountSummary, type BankCard, type BillRow } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { formatFen } from '@bazaar/domain/format';
import { balanceAccount, planPayout, planPayoutResult, type BillKind } from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { isoTime, pageWindow } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import type { PaymentProvider } from '../../services/payment/index';
import { addNotification } from '../notifications/notifications.repository';
import { PAY_MESSAGES } from './billing.service';
import * as repo from './billing.repository';
import * as ledger from './ledger.repository';

/** The designer's bills page (the web's `paths.designerBills`): where a payout notification links. */
const DESIGNER_BILLS_PATH = '/u/bill';

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

export class PayoutService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

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
    const rows = await repo.findBankCards(this.db, userId);
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
    const row = await repo.upsertBankCard(this.db, {
      user_id: user.userId,
      holder_name: card.holderName,
      bank_name: card.bankName,
      card_no: card.cardNo,
      created_at: this.clock.now(),
    });
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
    const card = await repo.findBankCard(this.db, user.userId, cardId);
    if (!card) throw new DomainError('E020002', PAY_MESSAGES.cardNotFound);
    const ownerOf = () => user.userId;
    const tail = `${card.bank_name} 尾号${card.card_no.slice(-4)}`;
    const payoutId = await transact(this.db, async (trx) => {
      const balances = await ledger.balancesOf(trx, [balanceAccount(user.userId)], true);
      const planned = planPayout(user.userId, amount, (a) => balances.get(a) ?? 0);
      if (!planned.ok) throw new DomainError('E020002', planned.message);
      const payout_id = await repo.insertPayout(trx, {
        user_id: user.userId,
        card_id: card.card_id,
        amount_fen: amount,
        provider: this.provider.name,
        created_at: now,
      });
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
      if (result.status === 'paid') {
        // Issue 25: the designer learns the transfer arrived.
        await addNotification(trx, {
          userId: user.userId,
          kind: 'payout.done',
          title: `提现已到账 ${formatFen(amount)}`,
          body: `已转入 ${tail}`,
          link: DESIGNER_BILLS_PATH,
          at: this.clock.now(),
        });
      }
      await repo.finishPayout(trx, payoutId, {
        status: result.status === 'paid' ? PAYOUT_STATUS.paid : PAYOUT_STATUS.failed,
        transfer_ref: result.ref,
        finished_at: this.clock.now(),
      });
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
